import TaskListDomain

/// What can happen on the tasks screen: the user's intents, the answers of its effects, and news
/// from the app.
package enum TasksAction: Equatable {
    /// The screen was put on the stack: start following the service and load the tasks.
    case appeared
    /// The user moved the selection to the row at this index.
    case rowSelected(Int)
    /// The user asked to add a task.
    case addRequested
    /// The user asked to mark the selected task done, or not done again.
    case toggleRequested
    /// The user asked to rename the selected task.
    case editRequested
    /// The user asked to delete the selected task; the question is asked first.
    case deleteRequested
    /// The user answered yes to the delete question.
    case deleteConfirmed
    /// The user answered anything else to the delete question.
    case deleteCancelled
    /// The user asked to move the selected task this many rows among those shown: -1 up, 1 down.
    case moveRequested(by: Int)
    /// The user asked for the next filter.
    case filterRequested
    /// The user asked to open the search field, holding the query kept so far.
    case searchRequested
    /// The search field now holds this query.
    case queryChanged(String)
    /// The user closed the search field and kept the query.
    case searchClosed
    /// The user cleared the query, which also closes the search field.
    case searchCleared
    /// The user asked to go back to Home.
    case backRequested
    /// The user asked to take back the last task deletion or toggle made on this list's screen.
    case undoRequested
    /// The list's last change as the app keeps it, to undo, or nil when there is none.
    case undo(UndoableChange?)
    /// The user asked to read the tasks again (B80).
    case reloadRequested
    /// The service's data changed, here or in another process.
    case serviceChanged(TaskListChange)
    /// The tasks that `filter` and `search` let through, as loaded for a `.loadTasks`, with the list when
    /// it was read again.
    case tasksLoaded(list: TaskList?, tasks: TaskRows, filter: TaskFilter, search: TaskSearch)
    /// Loading the list or its tasks failed.
    case loadFailed(TaskListError)
    /// A task was toggled; the task as the toggle left it.
    case taskToggled(TaskItem)
    /// A task was deleted from its place.
    case taskDeleted(DeletedTask)
    /// Toggling, moving or deleting a task failed.
    case writeFailed(TaskListError)
    /// The change was taken back.
    case undone(UndoableChange)
    /// Taking back the change failed; it can be tried again.
    case undoFailed(UndoableChange, TaskListError)
    /// An editor opened from this screen added this task.
    case taskAdded(TaskItem)
    /// An editor opened from this screen stored this task, edited.
    case taskEdited(TaskItem)
}
