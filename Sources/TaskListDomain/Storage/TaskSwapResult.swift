/// What `TaskStore.swapPositions(ofTask:andTask:)` did: swapped two tasks of one list, or why it did not.
public enum TaskSwapResult: Equatable, Sendable {
    /// The two tasks traded places in the order of the list with this ID.
    case swapped(listID: TaskList.ID)
    /// One of the tasks does not exist; nothing changed.
    case taskNotFound
    /// The tasks are in different lists; nothing changed.
    case differentLists
}
