/// The start of a list's order under a filter, and how many tasks the filter shows in all.
public struct TaskOrderPrefix: Equatable, Sendable {
    /// How many tasks of the list the filter shows.
    public let count: Int
    /// The first of them, in list order.
    public let entries: [TaskOrderEntry]

    public init(count: Int, entries: [TaskOrderEntry]) {
        self.count = count
        self.entries = entries
    }
}
