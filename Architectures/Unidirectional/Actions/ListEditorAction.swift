import TaskListDomain

/// What can happen in the list editor: edits, saving and cancelling, and the answer of saving.
package enum ListEditorAction: Equatable {
    /// The title field now holds this text.
    case titleChanged(String)
    /// The user chose the icon at this index of `ListEditorState.iconOptions`.
    case iconSelected(Int)
    /// The user asked to store the list.
    case saveRequested
    /// The user asked to close the editor without storing anything.
    case cancelRequested
    /// The list was stored.
    case saved(TaskList)
    /// The list was not stored, for this reason.
    case saveFailed(TaskListError)
}
