import TaskListDomain

/// The screen a change was made on: each screen undoes only its own changes.
enum UndoScope: Hashable {
    /// Home, where lists are deleted.
    case home
    /// The tasks screen of the list with this ID, however it was opened.
    case tasks(of: TaskList.ID)
    /// Upcoming, where tasks are toggled.
    case upcoming
}
