import TaskListDomain

/// The work the task editor's reducer asks for: storing the task. Answers `.saved` or `.saveFailed`.
package enum TaskEditorEffect: Equatable {
    /// Add a task at the end of a list.
    case addTask(title: String, toList: TaskList.ID)
    /// Rename a task.
    case renameTask(TaskItem.ID, title: String)
}
