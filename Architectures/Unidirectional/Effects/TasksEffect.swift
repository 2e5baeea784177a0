import TaskListDomain

/// The work the tasks screen's reducer asks for, as values a test can compare.
package enum TasksEffect: Equatable {
    /// Follow the service's changes, answering `.serviceChanged` after each, until the screen is gone.
    case observeChanges
    /// Load the tasks that the filter and the search let through, after the list itself when `readsList`
    /// (lists changed since it was read): `.tasksLoaded`, or `.loadFailed`.
    case loadTasks(TaskList.ID, filter: TaskFilter, search: TaskSearch, readsList: Bool)
    /// Toggle a task: `.taskToggled` with the task as toggled, or `.writeFailed`.
    case toggleTask(TaskItem.ID)
    /// Move a task to the place of another of its list, and that one to its place; only a failure
    /// answers, with `.writeFailed`.
    case moveTask(TaskItem.ID, past: TaskItem.ID)
    /// Delete a task: `.taskDeleted` with the task and its place, or `.writeFailed`.
    case deleteTask(TaskItem.ID)
    /// Take a change back: `.undone`, or `.undoFailed`.
    case undo(UndoableChange)
}
