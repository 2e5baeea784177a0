import Foundation
import TaskListDomain

/// An in-memory store shared with a simulated second process, the way two programs share one
/// SQLite file: the second process's writes bypass this process's service, `hasExternalChanges()`
/// reports them once, as `PRAGMA data_version` would, and the second process can hold the write lock.
public final class TwoProcessStore: TaskStore {
    private let data = InMemoryTaskStore()
    private var isOtherProcessWriting = false
    private var hasUnseenExternalWrite = false

    /// Whether the other process holds the write lock: this process's writes then fail with `.locked`.
    public var isLockedByOtherProcess = false

    public init() {}

    /// Runs `body` as the other process, with a service of its own and, for writes that skip
    /// validation (as a foreign program might make them), the store itself.
    @discardableResult
    public func asOtherProcess<Result>(
        _ body: (TaskListCore, any TaskStore) throws -> Result
    ) rethrows -> Result {
        isOtherProcessWriting = true
        defer { isOtherProcessWriting = false }
        return try body(TaskListCore(store: self, now: { Fixtures.epoch }), self)
    }

    public func fetchSummaries() -> [TaskListSummary] {
        data.fetchSummaries()
    }

    public func fetchList(id: TaskList.ID) -> TaskList? {
        data.fetchList(id: id)
    }

    public func fetchTasks(listID: TaskList.ID) -> [TaskItem]? {
        data.fetchTasks(listID: listID)
    }

    public func fetchTaskOrder(listID: TaskList.ID) -> [TaskOrderEntry]? {
        data.fetchTaskOrder(listID: listID)
    }

    public func fetchTaskOrder(listID: TaskList.ID, matching filter: TaskFilter, limit: Int)
        -> TaskOrderPrefix?
    {
        data.fetchTaskOrder(listID: listID, matching: filter, limit: limit)
    }

    public func fetchTasks(ids: [TaskItem.ID]) -> [TaskItem] {
        data.fetchTasks(ids: ids)
    }

    public func fetchUpcoming() -> [UpcomingTask] {
        data.fetchUpcoming()
    }

    public func insertList(title: String, icon: ListIcon, createdAt: Date) throws(StoreError) -> TaskList {
        try write { data.insertList(title: title, icon: icon, createdAt: createdAt) }
    }

    public func updateList(id: TaskList.ID, title: String, icon: ListIcon) throws(StoreError) -> TaskList? {
        try write { data.updateList(id: id, title: title, icon: icon) }
    }

    public func deleteList(id: TaskList.ID) throws(StoreError) -> DeletedList? {
        try write { data.deleteList(id: id) }
    }

    public func insertRestoredList(_ deleted: DeletedList) throws(StoreError) -> TaskList {
        try write { () throws(StoreError) in try data.insertRestoredList(deleted) }
    }

    public func insertTask(listID: TaskList.ID, title: String, notes: String, due: DueDate?, createdAt: Date)
        throws(StoreError) -> TaskItem?
    {
        try write {
            data.insertTask(listID: listID, title: title, notes: notes, due: due, createdAt: createdAt)
        }
    }

    public func renameTask(id: TaskItem.ID, title: String) throws(StoreError) -> TaskItem? {
        try write { data.renameTask(id: id, title: title) }
    }

    public func updateTask(id: TaskItem.ID, title: String, notes: String, due: DueDate?) throws(StoreError)
        -> TaskItem?
    {
        try write { data.updateTask(id: id, title: title, notes: notes, due: due) }
    }

    public func toggleTask(id: TaskItem.ID) throws(StoreError) -> TaskItem? {
        try write { data.toggleTask(id: id) }
    }

    public func setTaskDone(id: TaskItem.ID, isDone: Bool) throws(StoreError) -> TaskItem? {
        try write { data.setTaskDone(id: id, isDone: isDone) }
    }

    public func deleteTask(id: TaskItem.ID) throws(StoreError) -> DeletedTask? {
        try write { data.deleteTask(id: id) }
    }

    public func insertRestoredTask(_ task: TaskItem, at index: Int) throws(StoreError) -> TaskItem? {
        try write { () throws(StoreError) in try data.insertRestoredTask(task, at: index) }
    }

    public func swapPositions(ofTask id: TaskItem.ID, andTask otherID: TaskItem.ID) throws(StoreError)
        -> TaskSwapResult
    {
        try write { data.swapPositions(ofTask: id, andTask: otherID) }
    }

    /// True once after the other process wrote; the other process never sees its own writes as external.
    public func hasExternalChanges() -> Bool {
        guard !isOtherProcessWriting else { return false }
        defer { hasUnseenExternalWrite = false }
        return hasUnseenExternalWrite
    }

    private func write<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        if isOtherProcessWriting {
            hasUnseenExternalWrite = true
        } else if isLockedByOtherProcess {
            throw .locked
        }
        return try body()
    }
}
