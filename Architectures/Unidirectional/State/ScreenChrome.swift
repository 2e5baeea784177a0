import TaskListStrings

/// What every screen shows around its content: a message in the status line, and a question that
/// waits for yes or no.
package protocol ScreenChrome {
    /// An error to show in the status line until the next key.
    var status: String? { get set }
    /// The question to ask in a dialog, such as a delete prompt; nil when none is asked.
    var question: String? { get }
    /// Whether the screen waits for a save to answer.
    var isSaving: Bool { get }
}

extension ScreenChrome {
    /// Screens that never ask anything.
    package var question: String? { nil }

    /// Screens that never save.
    package var isSaving: Bool { false }

    /// What the status line shows: "Saving…" while a save waits for its answer (B79), else the status.
    package var statusLine: String? {
        isSaving ? Strings.saving : status
    }
}
