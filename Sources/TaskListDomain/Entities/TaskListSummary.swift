/// A list with its progress, as the home screen shows it (`1/3`).
public struct TaskListSummary: Identifiable, Hashable, Sendable {
    public var list: TaskList
    public var doneCount: Int
    public var totalCount: Int

    public init(list: TaskList, doneCount: Int, totalCount: Int) {
        self.list = list
        self.doneCount = doneCount
        self.totalCount = totalCount
    }

    /// The list's ID: a summary stands for its list.
    public var id: TaskList.ID { list.id }
}
