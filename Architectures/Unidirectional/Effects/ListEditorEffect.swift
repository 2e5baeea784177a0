import TaskListDomain

/// The work the list editor's reducer asks for: storing the list. Answers `.saved` or `.saveFailed`.
package enum ListEditorEffect: Equatable {
    /// Add a list at the end.
    case addList(title: String, icon: ListIcon)
    /// Change a list's title and icon.
    case updateList(TaskList.ID, title: String, icon: ListIcon)
}
