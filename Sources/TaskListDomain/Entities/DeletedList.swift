/// A list as a delete removed it, with all its tasks: what an undo puts back whole.
public struct DeletedList: Hashable, Sendable {
    public let list: TaskList
    /// The list's tasks in its order, with every field (done, notes, due date, creation date).
    public let tasks: [TaskItem]

    public init(list: TaskList, tasks: [TaskItem]) {
        self.list = list
        self.tasks = tasks
    }
}
