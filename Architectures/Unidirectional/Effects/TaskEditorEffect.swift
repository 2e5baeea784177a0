import TaskListDomain

/// The work the task editor's reducer asks for: storing the task. Answers `.saved` or `.saveFailed`.
package enum TaskEditorEffect: Equatable {
    /// Add a task with its notes and due date (the Due field's text) at the end of a list.
    case addTask(title: String, notes: String, due: String, toList: TaskList.ID)
    /// Change a task's title, notes and due date.
    case updateTask(TaskItem.ID, title: String, notes: String, due: String)
}
