import Foundation

/// Persistence for lists and tasks. Each call is one transaction: it happens whole or not at all.
public protocol TaskStore: AnyObject {
    /// All lists in creation order, each with its done and total counts.
    func fetchSummaries() throws(StoreError) -> [TaskListSummary]
    /// The list with `id`, or nil when there is none.
    func fetchList(id: TaskList.ID) throws(StoreError) -> TaskList?
    /// The tasks of one list in their order (creation order until `swapPositions` changes it), or nil when
    /// there is no such list: one read, so a list deleted meanwhile is never mistaken for an empty one.
    func fetchTasks(listID: TaskList.ID) throws(StoreError) -> [TaskItem]?
    /// The order of one list, each task's ID with its state, without the tasks' text; nil when there is
    /// no such list. Read in one go, like `fetchTasks(listID:)`.
    func fetchTaskOrder(listID: TaskList.ID) throws(StoreError) -> [TaskOrderEntry]?
    /// The first `limit` places of one list's order that `filter` shows, and how many it shows in all, in
    /// one read and without reading every task; nil when there is no such list.
    func fetchTaskOrder(listID: TaskList.ID, matching filter: TaskFilter, limit: Int) throws(StoreError)
        -> TaskOrderPrefix?
    /// The tasks with `ids` that exist, in the order of `ids`, read in one transaction.
    func fetchTasks(ids: [TaskItem.ID]) throws(StoreError) -> [TaskItem]
    /// Every task not done that has a due date, with its list: by due date, then by the lists' order (as
    /// `fetchSummaries()` has them), then by each list's order; read in one transaction.
    func fetchUpcoming() throws(StoreError) -> [UpcomingTask]

    /// Stores a new list and returns it with its new ID.
    func insertList(title: String, icon: ListIcon, createdAt: Date) throws(StoreError) -> TaskList
    /// Changes a list's title and icon; returns nil when the list does not exist.
    func updateList(id: TaskList.ID, title: String, icon: ListIcon) throws(StoreError) -> TaskList?
    /// Deletes a list and all its tasks, and returns them as they were (the tasks in the list's order), read
    /// in the same transaction; nil when the list did not exist.
    func deleteList(id: TaskList.ID) throws(StoreError) -> DeletedList?
    /// Stores a deleted list again with its ID and fields, and its tasks with theirs, in their order: in one
    /// transaction, so all or nothing. Throws `listIDInUse` or `taskIDInUse` when an ID is taken. Restored
    /// IDs are never given out again to new lists and tasks.
    func insertRestoredList(_ deleted: DeletedList) throws(StoreError) -> TaskList

    /// Stores a new, not yet done task at the end of a list; returns nil when the list does not exist.
    func insertTask(listID: TaskList.ID, title: String, notes: String, due: DueDate?, createdAt: Date)
        throws(StoreError) -> TaskItem?
    /// Changes a task's title and keeps its notes and due date; returns nil when the task does not exist.
    func renameTask(id: TaskItem.ID, title: String) throws(StoreError) -> TaskItem?
    /// Changes a task's title, notes and due date; returns nil when the task does not exist.
    func updateTask(id: TaskItem.ID, title: String, notes: String, due: DueDate?) throws(StoreError)
        -> TaskItem?
    /// Flips a task between done and not done; returns nil when the task does not exist.
    func toggleTask(id: TaskItem.ID) throws(StoreError) -> TaskItem?
    /// Makes a task done or not done; returns nil when the task does not exist.
    func setTaskDone(id: TaskItem.ID, isDone: Bool) throws(StoreError) -> TaskItem?
    /// Deletes a task, and returns it with its 0-based index in its list's order, read in the same
    /// transaction; nil when the task did not exist.
    func deleteTask(id: TaskItem.ID) throws(StoreError) -> DeletedTask?
    /// Stores a deleted task again with its ID and fields at `index` in its list's order (at the end when
    /// the list has fewer tasks), the tasks from there on moving down one; nil when its list does not
    /// exist. Throws `taskIDInUse` when its ID is taken.
    func insertRestoredTask(_ task: TaskItem, at index: Int) throws(StoreError) -> TaskItem?
    /// Makes two tasks of one list trade places in its order; every other task keeps its place.
    func swapPositions(ofTask id: TaskItem.ID, andTask otherID: TaskItem.ID) throws(StoreError)
        -> TaskSwapResult

    /// True when another connection has written to the store since the last call.
    func hasExternalChanges() throws(StoreError) -> Bool
}

extension TaskStore {
    /// Stores a new, not yet done task without a due date at the end of a list; nil when the list does not
    /// exist.
    public func insertTask(listID: TaskList.ID, title: String, notes: String, createdAt: Date)
        throws(StoreError) -> TaskItem?
    {
        try insertTask(listID: listID, title: title, notes: notes, due: nil, createdAt: createdAt)
    }

    /// Stores a new, not yet done task without notes at the end of a list; nil when the list does not exist.
    public func insertTask(listID: TaskList.ID, title: String, createdAt: Date) throws(StoreError)
        -> TaskItem?
    {
        try insertTask(listID: listID, title: title, notes: "", due: nil, createdAt: createdAt)
    }
}
