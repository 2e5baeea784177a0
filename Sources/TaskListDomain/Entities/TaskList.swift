import Foundation

/// A named list of tasks, such as "Groceries", shown with a one-column icon.
public struct TaskList: Identifiable, Hashable, Sendable {
    /// Identifies a list within one store; assigned by the store, in creation order.
    public typealias ID = Int64

    public let id: ID
    public var title: String
    public var icon: ListIcon
    public let createdAt: Date

    public init(id: ID, title: String, icon: ListIcon, createdAt: Date) {
        self.id = id
        self.title = title
        self.icon = icon
        self.createdAt = createdAt
    }
}
