import TaskListDomain

/// The list editor's view, as its presenter sees it: the title field and an icon picker.
package protocol ListEditorViewInput: EditorViewInput {
    /// Labels the icon picker with `label` and offers `icons`, the one at `selectedIndex` picked.
    func showIconPicker(label: String, icons: [String], selectedIndex: Int)
}

/// Every event of the list editor's view; typing stays in the view until the user saves.
package protocol ListEditorViewOutput: EditorViewOutput {
    /// The user asked to save the form: the title as typed, and the index of the icon picked.
    func didRequestSave(title: String, iconIndex: Int)
    func didRequestCancel()
}

/// How the list editor's presenter leaves the module.
@MainActor
package protocol ListEditorRouterInput: AnyObject {
    /// Closes the editor and shows the module that opened it.
    func dismiss()
}

/// What the module that opened the list editor hears from it, after the editor closed.
@MainActor
package protocol ListEditorModuleOutput: AnyObject {
    func listEditorDidSave(_ list: TaskList)
}
