/// A task as a delete removed it, with its place: what an undo puts back where it was.
public struct DeletedTask: Hashable, Sendable {
    public let task: TaskItem
    /// The task's 0-based place in its list's order when it was deleted.
    public let index: Int

    public init(task: TaskItem, index: Int) {
        self.task = task
        self.index = index
    }
}
