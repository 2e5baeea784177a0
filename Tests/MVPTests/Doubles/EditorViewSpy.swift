@testable import MVPPresenters

/// Stands in for an editor's view: keeps what the presenter filled in, and lets a test play the
/// user by setting the typed title, the typed due date, the typed notes and the picked icon.
final class EditorViewSpy: ListEditorView, TaskEditorView {
    var enteredTitle = ""
    var enteredDue = ""
    var enteredNotes = ""
    var selectedIconIndex = 0
    private(set) var title: String?
    private(set) var fieldLabel: String?
    private(set) var dueLabel: String?
    private(set) var notesLabel: String?
    private(set) var iconLabel: String?
    private(set) var icons: [String] = []
    private(set) var errors: [String] = []
    /// Every time the status line was told the save waits, with the message.
    private(set) var savingMessages: [String] = []

    func showTitle(_ title: String) {
        self.title = title
    }

    func showTitleField(label: String, text: String) {
        fieldLabel = label
        enteredTitle = text
    }

    func showDueField(label: String, text: String) {
        dueLabel = label
        enteredDue = text
    }

    func showNotesField(label: String, text: String) {
        notesLabel = label
        enteredNotes = text
    }

    func showIconPicker(label: String, icons: [String], selectedIndex: Int) {
        iconLabel = label
        self.icons = icons
        selectedIconIndex = selectedIndex
    }

    func showSaving(_ message: String) {
        savingMessages.append(message)
    }

    func showError(_ message: String) {
        errors.append(message)
    }
}
