/// What changed in the data, as told to the service's observers.
public enum TaskListChange: Equatable, Sendable {
    /// A list was added, renamed or deleted in this process.
    case lists
    /// A task of the list with this ID was added, renamed, toggled, moved or deleted in this process.
    case tasks(listID: TaskList.ID)
    /// Another process wrote to the same store; anything may have changed.
    case external
}

extension TaskListChange {
    /// Whether a screen that shows the list with `listID` must reload: its tasks changed, a list
    /// changed (it may have been renamed or deleted), or another process wrote.
    public func concerns(listID: TaskList.ID) -> Bool {
        switch self {
        case .tasks(let changedListID): changedListID == listID
        case .lists, .external: true
        }
    }
}
