import TaskListDomain

/// The work Home's reducer asks for, as values a test can compare.
package enum HomeEffect: Equatable {
    /// Follow the service's changes, answering `.serviceChanged` after each, until Home is gone.
    case observeChanges
    /// Load the lists with their progress: `.listsLoaded`, or `.loadFailed`.
    case loadLists
    /// Delete a list and its tasks: `.listDeleted` with what was deleted, or `.deleteFailed`.
    case deleteList(TaskList.ID)
    /// Take a change back: `.undone`, or `.undoFailed`.
    case undo(UndoableChange)
}
