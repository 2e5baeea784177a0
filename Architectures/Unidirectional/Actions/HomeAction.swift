import TaskListDomain

/// What can happen on Home: the user's intents, the answers of Home's effects, and news from the app.
package enum HomeAction: Equatable {
    /// Home was put on the stack: start following the service and load the lists.
    case appeared
    /// The user moved the selection to the row at this index.
    case rowSelected(Int)
    /// The user asked to add a list.
    case addRequested
    /// The user asked to open the selected list.
    case openRequested
    /// The user asked to see the upcoming tasks of every list.
    case upcomingRequested
    /// The user asked to rename the selected list.
    case renameRequested
    /// The user asked to delete the selected list; the question is asked first.
    case deleteRequested
    /// The user answered yes to the delete question.
    case deleteConfirmed
    /// The user answered anything else to the delete question.
    case deleteCancelled
    /// The user asked to take back Home's last list deletion.
    case undoRequested
    /// Home's last change as the app keeps it, to undo, or nil when there is none.
    case undo(UndoableChange?)
    /// The user asked to leave the app.
    case quitRequested
    /// The user asked to read the lists again (B80).
    case reloadRequested
    /// The service's data changed, here or in another process.
    case serviceChanged
    /// The lists with their progress, as loaded.
    case listsLoaded([TaskListSummary])
    /// Loading the lists failed.
    case loadFailed(TaskListError)
    /// A list was deleted with its tasks, as they were.
    case listDeleted(DeletedList)
    /// Deleting a list failed.
    case deleteFailed(TaskListError)
    /// The change was taken back.
    case undone(UndoableChange)
    /// Taking back the change failed; it can be tried again.
    case undoFailed(UndoableChange, TaskListError)
    /// An editor opened from Home stored this list.
    case listSaved(TaskList)
    /// The list opened from Home was deleted by another program; its screens have closed.
    case openListDeleted
}
