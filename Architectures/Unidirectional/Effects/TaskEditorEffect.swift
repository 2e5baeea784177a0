import TaskListDomain

/// The work the task editor's reducer asks for: storing the task. Answers `.saved` or `.saveFailed`.
package enum TaskEditorEffect: Equatable {
    /// Add a task with its notes at the end of a list.
    case addTask(title: String, notes: String, toList: TaskList.ID)
    /// Change a task's title and notes.
    case updateTask(TaskItem.ID, title: String, notes: String)
}
