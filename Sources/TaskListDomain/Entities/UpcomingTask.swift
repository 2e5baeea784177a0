/// A task not yet done that has a due date, with the list it is in, as the Upcoming screen shows it.
public struct UpcomingTask: Identifiable, Hashable, Sendable {
    public let task: TaskItem
    public let list: TaskList

    public init(task: TaskItem, list: TaskList) {
        self.task = task
        self.list = list
    }

    /// The task's ID: an upcoming task stands for its task.
    public var id: TaskItem.ID { task.id }
}
