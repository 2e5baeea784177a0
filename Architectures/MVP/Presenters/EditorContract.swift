/// A form with a title field, as an editor's presenter sees it. The presenter fills it and, when
/// the user saves, reads what was typed.
package protocol EditorView: PassiveView {
    /// The text in the title field, as the user left it.
    var enteredTitle: String { get }
    /// Labels the title field with `label` and puts `text` in it.
    func showTitleField(label: String, text: String)
    /// Shows `message` in the status line while the save waits for its answer (B79).
    func showSaving(_ message: String)
}

/// The task editor as `TaskEditorPresenter` sees it: the title field, a due date field and a notes field
/// of several lines.
package protocol TaskEditorView: EditorView {
    /// The text in the due date field, as the user left it.
    var enteredDue: String { get }
    /// Labels the due date field with `label` and puts `text` in it.
    func showDueField(label: String, text: String)
    /// The text in the notes field, as the user left it.
    var enteredNotes: String { get }
    /// Labels the notes field with `label` and puts `text` in it.
    func showNotesField(label: String, text: String)
}

/// The list editor as `ListEditorPresenter` sees it: the title field and an icon picker.
package protocol ListEditorView: EditorView {
    /// The index of the icon the user picked, among the icons last shown.
    var selectedIconIndex: Int { get }
    /// Labels the icon picker with `label` and offers `icons`, the one at `selectedIndex` picked.
    func showIconPicker(label: String, icons: [String], selectedIndex: Int)
}

/// Every event of an editor, forwarded by the view to its presenter; typing stays in the view
/// until the user saves.
@MainActor
package protocol EditorPresenting: AnyObject {
    func didRequestSave()
    func didRequestCancel()
    /// The screen left the navigation stack: a save already sent still applies, but its answer is no
    /// longer shown.
    func viewDidDisappear()
}

/// How an editor's presenter leaves its screen.
@MainActor
package protocol EditorRouting: AnyObject {
    /// Closes the editor and shows the screen that opened it.
    func dismissEditor()
}
