import TaskListDomain

/// The screen whose last change an undo takes back: each keeps its own (B92), and a list's tasks screen keeps
/// that list's.
package enum UndoScope: Hashable {
    /// Home, which keeps the last list it deleted.
    case home
    /// The tasks screen of the list with this ID, which keeps the last task it deleted or toggled.
    case tasks(listID: TaskList.ID)
    /// Upcoming, which keeps the last task it toggled.
    case upcoming
}
