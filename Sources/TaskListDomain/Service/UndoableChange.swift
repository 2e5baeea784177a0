/// A change that the user can take back: a list or task deleted, or a task toggled.
public enum UndoableChange: Hashable, Sendable {
    /// A list was deleted with its tasks, as the delete returned them.
    case deletedList(DeletedList)
    /// A task was deleted from its place, as the delete returned it.
    case deletedTask(DeletedTask)
    /// A task was toggled; the task as the toggle left it.
    case toggledTask(TaskItem)
}

extension TaskListService {
    /// Takes `change` back: puts a deleted list or task back whole, with its IDs, or sets a toggled task to
    /// the state it had before (rather than flipping it again, which would undo another program's toggle
    /// made meanwhile). Where the history of changes lives is each pattern's choice; this is only what an
    /// undo does. Fails, changing nothing, as the call it makes does.
    public func undo(_ change: UndoableChange) async throws(TaskListError) {
        switch change {
        case .deletedList(let deleted): try await restoreList(deleted)
        case .deletedTask(let deleted): try await restoreTask(deleted)
        case .toggledTask(let task): try await setTaskDone(id: task.id, isDone: !task.isDone)
        }
    }
}
