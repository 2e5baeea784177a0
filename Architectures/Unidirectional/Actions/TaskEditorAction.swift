import TaskListDomain

/// What can happen in the task editor: edits, saving and cancelling, and the answer of saving.
package enum TaskEditorAction: Equatable {
    /// The title field now holds this text.
    case titleChanged(String)
    /// The Due field now holds this text.
    case dueChanged(String)
    /// The notes field now holds this text.
    case notesChanged(String)
    /// The user asked to store the task.
    case saveRequested
    /// The user asked to close the editor without storing anything.
    case cancelRequested
    /// The task was stored.
    case saved(TaskItem)
    /// The task was not stored, for this reason.
    case saveFailed(TaskListError)
}
