import Foundation

/// One read of a list's order for `TaskRows`: how many tasks the filter or the search lets through, and
/// their order as far as it is read. The reader reads the rest of the order, and the tasks, when asked.
final class TaskOrderRead {
    /// How many tasks are read together, and how much of a list's order opening it reads.
    static let batchSize = 64

    /// How many tasks the rows show.
    let count: Int
    /// The order of the first of them, or of all once a row past these was asked for.
    private var entries: [TaskOrderEntry]
    private let listID: TaskList.ID
    private let filter: TaskFilter
    /// Weak: the service keeps the rows it handed out last, and so this read.
    private weak var reader: (any TaskReader)?

    /// A read of `count` tasks of the list with `listID` under `filter`, whose order starts with `entries`.
    init(
        count: Int, entries: [TaskOrderEntry], listID: TaskList.ID, filter: TaskFilter, reader: any TaskReader
    ) {
        self.count = count
        self.entries = entries
        self.listID = listID
        self.filter = filter
        self.reader = reader
    }

    /// The place of the task at `index`, reading the whole order first when `index` is past what was read;
    /// a place the order no longer has names no task (ID 0).
    func entry(at index: Int) -> TaskOrderEntry {
        if index >= entries.count {
            readWholeOrder()
        }
        return index < entries.count ? entries[index] : TaskOrderEntry(id: 0, isDone: false)
    }

    /// The task at `index`, read with its batch of neighbours unless the reader holds it; blank once the
    /// reader is gone.
    func task(at index: Int) -> TaskItem {
        let id = entry(at: index).id
        let start = min(index - index % Self.batchSize, entries.count)
        let batch = entries[start..<min(start + Self.batchSize, entries.count)]
        return reader?.task(withID: id, batch: batch)
            ?? TaskItem(id: id, listID: listID, title: "", createdAt: Date(timeIntervalSince1970: 0))
    }

    /// The row of the task with `id`, reading the whole order when the part read does not have it.
    func firstIndex(ofID id: TaskItem.ID) -> Int? {
        if let index = entries.firstIndex(where: { $0.id == id }) {
            return index
        }
        guard entries.count < count else { return nil }
        readWholeOrder()
        return entries.prefix(count).firstIndex { $0.id == id }
    }

    private func readWholeOrder() {
        guard entries.count < count, let whole = reader?.wholeOrder(ofList: listID, matching: filter) else {
            return
        }
        entries = whole
    }
}

/// Reads what `TaskRows` shows when it is first asked for.
protocol TaskReader: AnyObject {
    /// The whole order of the list with `listID` under `filter`, or nil when it cannot be read.
    func wholeOrder(ofList listID: TaskList.ID, matching filter: TaskFilter) -> [TaskOrderEntry]?
    /// The task with `id`, read with the tasks of `batch` unless already held.
    func task(withID id: TaskItem.ID, batch: ArraySlice<TaskOrderEntry>) -> TaskItem
}
