import TerminalKit
import TestSupport

/// What one architecture showed and stored while running one scenario.
struct Transcript: Equatable {
    /// The screen after one scenario line.
    struct Step: Equatable {
        var label: String
        var screen: String
        /// Whether the golden file keeps this step: `screen` lines and directives that print.
        var isSnapshot: Bool
    }

    var steps: [Step]
    var finalScreen: String
    var contents: [StoredList]

    /// The golden-file text: the snapshots, the final screen and the stored data (made safe to print,
    /// like the screen: a golden file never holds a raw escape character).
    var goldenText: String {
        var text = ""
        for step in steps where step.isSnapshot {
            text += "## \(step.label)\n\(step.screen)\n---\n"
        }
        text += "## final screen\n\(finalScreen)\n---\n## stored data\n"
        for list in contents {
            text += TerminalText.sanitize("\(list.icon.glyph) \(list.title)") + "\n"
            for task in list.tasks {
                text += "    " + TerminalText.sanitize("\(task)") + "\n"
            }
        }
        return text
    }
}
