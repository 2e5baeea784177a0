import TaskListDomain

/// The work Upcoming's reducer asks for, as values a test can compare.
package enum UpcomingEffect: Equatable {
    /// Follow the service's changes, answering `.serviceChanged` after each, until the screen is gone.
    case observeChanges
    /// Load the upcoming tasks of every list: `.tasksLoaded`, or `.loadFailed`.
    case loadTasks
    /// Toggle a task: `.taskToggled` with the task as toggled, or `.writeFailed`.
    case toggleTask(TaskItem.ID)
    /// Take a change back: `.undone`, or `.undoFailed`.
    case undo(UndoableChange)
}
