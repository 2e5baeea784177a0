import TaskListDomain

/// The task editor's view, as its presenter sees it: the title field, the due date field, and a notes field
/// below them.
package protocol TaskEditorViewInput: EditorViewInput {
    /// Labels the due date field with `label` and puts `text` in it.
    func showDueField(label: String, text: String)
    /// Labels the notes field with `label` and puts `text` in it.
    func showNotesField(label: String, text: String)
}

/// Every event of the task editor's view; typing stays in the view until the user saves.
package protocol TaskEditorViewOutput: EditorViewOutput {
    /// The user asked to save the form: the title, the notes and the due date as typed.
    func didRequestSave(title: String, notes: String, due: String)
    func didRequestCancel()
}

/// How the task editor's presenter leaves the module.
@MainActor
package protocol TaskEditorRouterInput: AnyObject {
    /// Closes the editor and shows the module that opened it.
    func dismiss()
}

/// What the module that opened the task editor hears from it, after the editor closed: a new task, or a
/// task changed, since a search treats the two differently (B61).
@MainActor
package protocol TaskEditorModuleOutput: AnyObject {
    func taskEditorDidAdd(_ task: TaskItem)
    func taskEditorDidUpdate(_ task: TaskItem)
}
