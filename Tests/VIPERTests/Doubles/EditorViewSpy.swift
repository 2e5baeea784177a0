import VIPERLogic

/// Stands in for an editor module's view: keeps what the presenter filled in, and every error.
@MainActor
final class EditorViewSpy: ListEditorViewInput, TaskEditorViewInput {
    private(set) var title: String?
    private(set) var fieldLabel: String?
    private(set) var fieldText: String?
    private(set) var dueLabel: String?
    private(set) var dueText: String?
    private(set) var notesLabel: String?
    private(set) var notesText: String?
    private(set) var iconLabel: String?
    private(set) var icons: [String] = []
    private(set) var selectedIconIndex: Int?
    private(set) var errors: [String] = []
    /// The messages about work under way, such as "Saving…".
    private(set) var statuses: [String] = []

    func showTitle(_ title: String) {
        self.title = title
    }

    func showTitleField(label: String, text: String) {
        fieldLabel = label
        fieldText = text
    }

    func showDueField(label: String, text: String) {
        dueLabel = label
        dueText = text
    }

    func showNotesField(label: String, text: String) {
        notesLabel = label
        notesText = text
    }

    func showIconPicker(label: String, icons: [String], selectedIndex: Int) {
        iconLabel = label
        self.icons = icons
        selectedIconIndex = selectedIndex
    }

    func showError(_ message: String) {
        errors.append(message)
    }

    func showStatus(_ message: String) {
        statuses.append(message)
    }
}
