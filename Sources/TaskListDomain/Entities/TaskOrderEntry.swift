/// One task's place in its list's order: its ID and whether it is done, all that a filter needs.
public struct TaskOrderEntry: Hashable, Sendable {
    public let id: TaskItem.ID
    public var isDone: Bool

    public init(id: TaskItem.ID, isDone: Bool) {
        self.id = id
        self.isDone = isDone
    }

    /// The place of `task`.
    public init(_ task: TaskItem) {
        self.init(id: task.id, isDone: task.isDone)
    }
}
