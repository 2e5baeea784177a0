/// The tasks a screen shows, in order, read as they are shown: their IDs come with the rows, and each
/// task is read the first time it is asked for, with its batch of neighbours, so that opening a list of
/// 10,000 tasks reads the text of only the tasks on screen (as Core Data's batch faulting does).
///
/// A task that cannot be read any more (another process deleted it, or the read failed) comes back
/// without a title, and the service reports a change at its next `checkForExternalChanges()`, so the
/// screen loads again and meets the state or the error itself.
public struct TaskRows: IdentifiedRows, Equatable, ExpressibleByArrayLiteral {
    /// The tasks' places, top to bottom: shared with the service's cache, so that rows cost no copy.
    private let entries: [TaskOrderEntry]
    private let source: Source

    private enum Source {
        /// Every task, already read: for tests and doubles.
        case tasks([TaskItem])
        /// A reader that reads the tasks when asked, and the reader's count of changes at this read.
        case reader(any TaskReader, version: Int)
    }

    /// No rows.
    public init() {
        self.init([])
    }

    /// Rows of tasks already read.
    public init(_ tasks: [TaskItem]) {
        entries = tasks.map { TaskOrderEntry(id: $0.id, isDone: $0.isDone) }
        source = .tasks(tasks)
    }

    /// Rows of tasks already read, written as an array literal.
    public init(arrayLiteral tasks: TaskItem...) {
        self.init(tasks)
    }

    /// Rows of the tasks in `entries` that `reader` reads when asked; `version` tells reads apart.
    init(_ entries: [TaskOrderEntry], reader: any TaskReader, version: Int) {
        self.entries = entries
        source = .reader(reader, version: version)
    }

    /// The IDs of the tasks, top to bottom, known without reading any task.
    public var ids: LazyMapCollection<[TaskOrderEntry], TaskItem.ID> {
        entries.lazy.map(\.id)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }

    public subscript(position: Int) -> TaskItem {
        switch source {
        case .tasks(let tasks): tasks[position]
        case .reader(let reader, _): reader.task(at: position, of: entries)
        }
    }

    public func firstIndex(ofID id: TaskItem.ID) -> Int? {
        entries.firstIndex { $0.id == id }
    }

    /// Rows are equal when they hold equal tasks: the same tasks already read, or the same IDs from one
    /// reader with no change in between.
    public static func == (lhs: TaskRows, rhs: TaskRows) -> Bool {
        switch (lhs.source, rhs.source) {
        case (.tasks(let left), .tasks(let right)):
            left == right
        case (.reader(let left, let leftVersion), .reader(let right, let rightVersion)):
            left === right && leftVersion == rightVersion && lhs.entries == rhs.entries
        default:
            false
        }
    }
}

/// Reads the tasks of `TaskRows` when they are first asked for.
protocol TaskReader: AnyObject {
    /// The task at `index` of `entries`, read with its batch of neighbours unless already held.
    func task(at index: Int, of entries: [TaskOrderEntry]) -> TaskItem
}
