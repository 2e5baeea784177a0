import Foundation
import TaskListDomain

/// A `TaskStore` that keeps its data in an `InMemoryTaskStore`, records every call, fails on
/// demand, and answers `hasExternalChanges()` as told.
final class SpyTaskStore: TaskStore {
    /// The calls made so far, by method name.
    private(set) var calls: [String] = []
    /// How many IDs each successful `fetchTasks(ids:)` asked for, in order.
    private(set) var fetchedIDCounts: [Int] = []
    /// The limit of each successful read of a list's order, in order; nil for a whole order.
    private(set) var orderLimits: [Int?] = []
    /// When set, every call records itself and then throws this error.
    var failure: StoreError?
    /// What `hasExternalChanges()` answers when `failure` is nil, besides a write of another process.
    var externalChanges = false

    private let backing = InMemoryTaskStore()
    private var hasUnseenExternalWrite = false

    /// Changes the data as another process would, behind the service's back; the next
    /// `hasExternalChanges()` says so, once.
    func writeAsOtherProcess(_ body: (InMemoryTaskStore) -> Void) {
        body(backing)
        hasUnseenExternalWrite = true
    }

    func fetchSummaries() throws(StoreError) -> [TaskListSummary] {
        try record(#function)
        return backing.fetchSummaries()
    }

    func fetchList(id: TaskList.ID) throws(StoreError) -> TaskList? {
        try record(#function)
        return backing.fetchList(id: id)
    }

    func fetchTasks(listID: TaskList.ID) throws(StoreError) -> [TaskItem]? {
        try record(#function)
        return backing.fetchTasks(listID: listID)
    }

    func fetchTaskOrder(listID: TaskList.ID) throws(StoreError) -> [TaskOrderEntry]? {
        try record(#function)
        orderLimits.append(nil)
        return backing.fetchTaskOrder(listID: listID)
    }

    func fetchTaskOrder(listID: TaskList.ID, matching filter: TaskFilter, limit: Int) throws(StoreError)
        -> TaskOrderPrefix?
    {
        try record(#function)
        orderLimits.append(limit)
        return backing.fetchTaskOrder(listID: listID, matching: filter, limit: limit)
    }

    func fetchTasks(ids: [TaskItem.ID]) throws(StoreError) -> [TaskItem] {
        try record(#function)
        fetchedIDCounts.append(ids.count)
        return backing.fetchTasks(ids: ids)
    }

    func fetchUpcoming() throws(StoreError) -> [UpcomingTask] {
        try record(#function)
        return backing.fetchUpcoming()
    }

    func insertList(title: String, icon: ListIcon, createdAt: Date) throws(StoreError) -> TaskList {
        try record(#function)
        return backing.insertList(title: title, icon: icon, createdAt: createdAt)
    }

    func updateList(id: TaskList.ID, title: String, icon: ListIcon) throws(StoreError) -> TaskList? {
        try record(#function)
        return backing.updateList(id: id, title: title, icon: icon)
    }

    func deleteList(id: TaskList.ID) throws(StoreError) -> DeletedList? {
        try record(#function)
        return backing.deleteList(id: id)
    }

    func insertRestoredList(_ deleted: DeletedList) throws(StoreError) -> TaskList {
        try record(#function)
        return try backing.insertRestoredList(deleted)
    }

    func insertTask(listID: TaskList.ID, title: String, notes: String, due: DueDate?, createdAt: Date)
        throws(StoreError) -> TaskItem?
    {
        try record(#function)
        return backing.insertTask(listID: listID, title: title, notes: notes, due: due, createdAt: createdAt)
    }

    func renameTask(id: TaskItem.ID, title: String) throws(StoreError) -> TaskItem? {
        try record(#function)
        return backing.renameTask(id: id, title: title)
    }

    func updateTask(id: TaskItem.ID, title: String, notes: String, due: DueDate?) throws(StoreError)
        -> TaskItem?
    {
        try record(#function)
        return backing.updateTask(id: id, title: title, notes: notes, due: due)
    }

    func toggleTask(id: TaskItem.ID) throws(StoreError) -> TaskItem? {
        try record(#function)
        return backing.toggleTask(id: id)
    }

    func setTaskDone(id: TaskItem.ID, isDone: Bool) throws(StoreError) -> TaskItem? {
        try record(#function)
        return backing.setTaskDone(id: id, isDone: isDone)
    }

    func deleteTask(id: TaskItem.ID) throws(StoreError) -> DeletedTask? {
        try record(#function)
        return backing.deleteTask(id: id)
    }

    func insertRestoredTask(_ task: TaskItem, at index: Int) throws(StoreError) -> TaskItem? {
        try record(#function)
        return try backing.insertRestoredTask(task, at: index)
    }

    func swapPositions(ofTask id: TaskItem.ID, andTask otherID: TaskItem.ID) throws(StoreError)
        -> TaskSwapResult
    {
        try record(#function)
        return backing.swapPositions(ofTask: id, andTask: otherID)
    }

    func hasExternalChanges() throws(StoreError) -> Bool {
        try record(#function)
        defer { hasUnseenExternalWrite = false }
        return externalChanges || hasUnseenExternalWrite
    }

    /// Forgets the calls so far.
    func clearCalls() {
        calls = []
        fetchedIDCounts = []
        orderLimits = []
    }

    /// The names of the reading methods called so far.
    var reads: [String] {
        calls.filter { $0.hasPrefix("fetch") }
    }

    /// The names of the writing methods called so far.
    var writes: [String] {
        calls.filter { !$0.hasPrefix("fetch") && !$0.hasPrefix("hasExternalChanges") }
    }

    private func record(_ call: String) throws(StoreError) {
        calls.append(String(call.prefix { $0 != "(" }))
        if let failure { throw failure }
    }
}
