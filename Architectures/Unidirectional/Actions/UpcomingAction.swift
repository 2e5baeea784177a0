import TaskListDomain

/// What can happen on Upcoming: the user's intents, the answers of its effects, and news from the app.
package enum UpcomingAction: Equatable {
    /// The screen was put on the stack: start following the service and load the tasks.
    case appeared
    /// The user moved the selection to the row at this index.
    case rowSelected(Int)
    /// The user asked to mark the selected task done.
    case toggleRequested
    /// The user asked to open the selected task in its list.
    case openRequested
    /// The user asked to go back to Home.
    case backRequested
    /// The user asked to take back the last toggle made on Upcoming.
    case undoRequested
    /// Upcoming's last change as the app keeps it, to undo, or nil when there is none.
    case undo(UndoableChange?)
    /// The user asked to read the tasks again (B80).
    case reloadRequested
    /// The service's data changed, here or in another process: any change may concern Upcoming.
    case serviceChanged
    /// The upcoming tasks, as loaded.
    case tasksLoaded([UpcomingTask])
    /// Loading the upcoming tasks failed.
    case loadFailed(TaskListError)
    /// A task was toggled; the task as the toggle left it.
    case taskToggled(TaskItem)
    /// Toggling a task failed.
    case writeFailed(TaskListError)
    /// The change was taken back.
    case undone(UndoableChange)
    /// Taking back the change failed; it can be tried again.
    case undoFailed(UndoableChange, TaskListError)
}
