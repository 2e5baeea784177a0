/// The tasks a screen shows, in order, read as they are shown: opening a list reads how many tasks it
/// shows and the order of the first batch of them; the rest of the order is read when a row past that
/// batch is asked for, and each task's text with its batch of neighbours when its row first is, so that
/// opening a list of 10,000 tasks reads about what is on screen (as Core Data's batch faulting does).
///
/// Rows that are kept past a change show what is read then. A task that cannot be read any more (another
/// process deleted it, or the read failed) comes back blank, and the service reports a change at its
/// next `checkForExternalChanges()`, so the screen loads again and meets the state or the error itself.
public struct TaskRows: IdentifiedRows, Equatable, ExpressibleByArrayLiteral {
    public let count: Int
    private let source: Source

    private enum Source {
        /// Every task, already read: for tests and doubles.
        case tasks([TaskItem])
        /// The order read so far, with the reader that reads the rest and the tasks.
        case order(TaskOrderRead)
    }

    /// No rows.
    public init() {
        self.init([])
    }

    /// Rows of tasks already read.
    public init(_ tasks: [TaskItem]) {
        count = tasks.count
        source = .tasks(tasks)
    }

    /// Rows of tasks already read, written as an array literal.
    public init(arrayLiteral tasks: TaskItem...) {
        self.init(tasks)
    }

    /// Rows of the tasks that `read` orders, read when asked.
    init(_ read: TaskOrderRead) {
        count = read.count
        source = .order(read)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> TaskItem {
        switch source {
        case .tasks(let tasks): tasks[position]
        case .order(let read): read.task(at: position)
        }
    }

    /// The ID of the task at `index`, without reading the task.
    public func id(at index: Int) -> TaskItem.ID {
        switch source {
        case .tasks(let tasks): tasks[index].id
        case .order(let read): read.entry(at: index).id
        }
    }

    public func firstIndex(ofID id: TaskItem.ID) -> Int? {
        switch source {
        case .tasks(let tasks): tasks.firstIndex { $0.id == id }
        case .order(let read): read.firstIndex(ofID: id)
        }
    }

    /// Rows are equal when they hold equal tasks: the same tasks already read, or one read of the service.
    public static func == (lhs: TaskRows, rhs: TaskRows) -> Bool {
        switch (lhs.source, rhs.source) {
        case (.tasks(let left), .tasks(let right)): left == right
        case (.order(let left), .order(let right)): left === right
        default: false
        }
    }
}
