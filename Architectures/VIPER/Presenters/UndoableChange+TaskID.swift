import TaskListDomain

extension UndoableChange {
    /// The task an undo of this change brings back or sets back, which the screen then selects; nil for a
    /// list.
    var taskID: TaskItem.ID? {
        switch self {
        case .deletedTask(let deleted): deleted.task.id
        case .toggledTask(let task): task.id
        case .deletedList: nil
        }
    }
}
