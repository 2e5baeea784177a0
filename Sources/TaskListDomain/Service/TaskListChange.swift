/// What changed in the data, as told to the service's observers.
public enum TaskListChange: Equatable, Sendable {
    /// A list was added, renamed or deleted in this process.
    case lists
    /// A task of the list with this ID was added, renamed, toggled or deleted in this process.
    case tasks(listID: TaskList.ID)
    /// Another process wrote to the same store; anything may have changed.
    case external
}
