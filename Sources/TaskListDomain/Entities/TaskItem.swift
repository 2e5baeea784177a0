import Foundation

/// One task of a list. Not named `Task`, which would shadow Swift concurrency's `Task`.
public struct TaskItem: Identifiable, Hashable, Sendable {
    /// Identifies a task within one store; assigned by the store, in creation order.
    public typealias ID = Int64

    public let id: ID
    public let listID: TaskList.ID
    public var title: String
    /// Free text of several lines, "\n" between them; empty when the task has none.
    public var notes: String
    /// The day the task is due, or nil when it has none.
    public var due: DueDate?
    public var isDone: Bool
    public let createdAt: Date

    public init(
        id: ID, listID: TaskList.ID, title: String, notes: String = "", due: DueDate? = nil,
        isDone: Bool = false, createdAt: Date
    ) {
        self.id = id
        self.listID = listID
        self.title = title
        self.notes = notes
        self.due = due
        self.isDone = isDone
        self.createdAt = createdAt
    }
}
