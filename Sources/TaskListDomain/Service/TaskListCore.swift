import Foundation

/// The synchronous heart of `StoreTaskListService`: validates input, writes through a `TaskStore`, tells
/// observers. Each call holds its lock, so the service runs calls on its worker while `TaskRows` read the
/// tasks they show from the UI's thread; another process's service in tests is a core of its own.
///
/// It hands out a list's tasks as `TaskRows`, reading the list's order at once and each task's text
/// only when it is shown, and keeps what it read in a `TaskListCache`, updated by its own writes, so
/// that a toggle in a list of 10,000 tasks reads nothing again. Before every read from the store it
/// asks whether another process wrote; if so (or if the store cannot tell) it forgets the cache, and
/// the next `checkForExternalChanges()` tells the observers.
public final class TaskListCore: @unchecked Sendable {
    private let store: any TaskStore
    /// Held by every call, by the service around each call it runs, and by the rows' reads.
    private let lock = NSRecursiveLock()
    private let now: () -> Date
    private var observers: [Int: (TaskListChange) -> Void] = [:]
    private var nextObserverID = 0
    private var cache = TaskListCache()
    private var hasUntoldExternalChange = false
    /// Counts the changes, this process's and others', so that rows read before a change are told apart.
    private var version = 0
    /// The rows handed out last, what they were read for, and when.
    private var lastRows:
        (listID: TaskList.ID, filter: TaskFilter, search: TaskSearch, version: Int, rows: TaskRows)?

    /// Creates a core over `store`; `now` stamps new lists and tasks.
    public init(store: any TaskStore, now: @escaping () -> Date = Date.init) {
        self.store = store
        self.now = now
    }

    /// Runs `body` holding the core's lock, so no other thread uses the store meanwhile.
    func locked<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    public func summaries() throws(TaskListError) -> [TaskListSummary] {
        forgetCacheIfChangedElsewhere()
        if let summaries = cache.summaries {
            return summaries
        }
        let summaries = try storage { () throws(StoreError) in try store.fetchSummaries() }
        cache.hold(summaries)
        return summaries
    }

    public func list(id: TaskList.ID) throws(TaskListError) -> TaskList {
        forgetCacheIfChangedElsewhere()
        if let summaries = cache.summaries {
            return try found(summaries.first { $0.list.id == id }?.list, else: .listNotFound)
        }
        return try found(
            storage { () throws(StoreError) in try store.fetchList(id: id) }, else: .listNotFound)
    }

    public func tasks(inList listID: TaskList.ID) throws(TaskListError) -> [TaskItem] {
        forgetCacheIfChangedElsewhere()
        if let tasks = cache.allTasks(ofList: listID) {
            return tasks
        }
        let tasks = try found(
            storage { () throws(StoreError) in try store.fetchTasks(listID: listID) }, else: .listNotFound)
        cache.hold(allTasks: tasks, ofList: listID)
        return tasks
    }

    /// Without a search, reads how many tasks the filter shows and the order of the first batch, unless
    /// the whole order is held; a search reads every title. Asked again with no change between, it
    /// answers with the same rows.
    public func tasks(inList listID: TaskList.ID, matching filter: TaskFilter, search: TaskSearch)
        throws(TaskListError) -> TaskRows
    {
        forgetCacheIfChangedElsewhere()
        if let last = lastRows, last.listID == listID, last.filter == filter, last.search == search,
            last.version == version
        {
            return last.rows
        }
        cache.read(list: listID)
        let read: TaskOrderRead
        if !search.isEmpty || cache.order(ofList: listID) != nil {
            let entries =
                search.isEmpty
                ? try order(ofList: listID, matching: filter)
                : try tasks(inList: listID).compactMap { task in
                    filter.includes(task) && search.matches(task)
                        ? TaskOrderEntry(task) : nil
                }
            read = TaskOrderRead(
                count: entries.count, entries: entries, listID: listID, filter: filter, reader: self)
        } else {
            let prefix = try found(
                storage { () throws(StoreError) in
                    try store.fetchTaskOrder(listID: listID, matching: filter, limit: TaskOrderRead.batchSize)
                },
                else: .listNotFound)
            read = TaskOrderRead(
                count: prefix.count, entries: prefix.entries, listID: listID, filter: filter, reader: self)
        }
        let rows = TaskRows(read)
        lastRows = (listID, filter, search, version, rows)
        return rows
    }

    /// The tasks of one list that `filter` shows, in list order.
    public func tasks(inList listID: TaskList.ID, matching filter: TaskFilter) throws(TaskListError)
        -> TaskRows
    {
        try tasks(inList: listID, matching: filter, search: TaskSearch())
    }

    /// Every task not done that has a due date, read from the store in one go: the cache holds one list.
    public func upcomingTasks() throws(TaskListError) -> [UpcomingTask] {
        forgetCacheIfChangedElsewhere()
        return try storage { () throws(StoreError) in try store.fetchUpcoming() }
    }

    @discardableResult
    public func addList(title: String, icon: ListIcon) throws(TaskListError) -> TaskList {
        let title = try TitleRule.validate(title)
        let list = try storage { () throws(StoreError) in
            try store.insertList(title: title, icon: icon, createdAt: now())
        }
        cache.didAdd(list)
        notify(.lists)
        return list
    }

    @discardableResult
    public func updateList(id: TaskList.ID, title: String, icon: ListIcon) throws(TaskListError) -> TaskList {
        let title = try TitleRule.validate(title)
        let list = try found(
            storage { () throws(StoreError) in try store.updateList(id: id, title: title, icon: icon) },
            else: .listNotFound
        )
        cache.didUpdate(list)
        notify(.lists)
        return list
    }

    @discardableResult
    public func deleteList(id: TaskList.ID) throws(TaskListError) -> DeletedList {
        let deleted = try found(
            storage { () throws(StoreError) in try store.deleteList(id: id) }, else: .listNotFound)
        cache.didDeleteList(id: id)
        notify(.lists)
        return deleted
    }

    @discardableResult
    public func restoreList(_ deleted: DeletedList) throws(TaskListError) -> TaskList {
        let list = try storage { () throws(StoreError) in try store.insertRestoredList(deleted) }
        cache.didRestore(deleted)
        notify(.lists)
        return list
    }

    @discardableResult
    public func addTask(title: String, toList listID: TaskList.ID) throws(TaskListError) -> TaskItem {
        try addTask(title: title, notes: "", due: "", toList: listID)
    }

    @discardableResult
    public func addTask(title: String, notes: String, toList listID: TaskList.ID) throws(TaskListError)
        -> TaskItem
    {
        try addTask(title: title, notes: notes, due: "", toList: listID)
    }

    @discardableResult
    public func addTask(title: String, notes: String, due: String, toList listID: TaskList.ID)
        throws(TaskListError) -> TaskItem
    {
        let title = try TitleRule.validate(title)
        let notes = try NotesRule.validate(notes)
        let due = try DueDateRule.validate(due)
        let task = try found(
            storage { () throws(StoreError) in
                try store.insertTask(listID: listID, title: title, notes: notes, due: due, createdAt: now())
            },
            else: .listNotFound
        )
        cache.didAdd(task)
        notify(.tasks(listID: listID))
        return task
    }

    @discardableResult
    public func renameTask(id: TaskItem.ID, title: String) throws(TaskListError) -> TaskItem {
        let title = try TitleRule.validate(title)
        let task = try found(
            storage { () throws(StoreError) in try store.renameTask(id: id, title: title) },
            else: .taskNotFound
        )
        cache.didChange(task)
        notify(.tasks(listID: task.listID))
        return task
    }

    @discardableResult
    public func updateTask(id: TaskItem.ID, title: String, notes: String, due: String) throws(TaskListError)
        -> TaskItem
    {
        let title = try TitleRule.validate(title)
        let notes = try NotesRule.validate(notes)
        let due = try DueDateRule.validate(due)
        let task = try found(
            storage { () throws(StoreError) in
                try store.updateTask(id: id, title: title, notes: notes, due: due)
            },
            else: .taskNotFound
        )
        cache.didChange(task)
        notify(.tasks(listID: task.listID))
        return task
    }

    @discardableResult
    public func toggleTask(id: TaskItem.ID) throws(TaskListError) -> TaskItem {
        let task = try found(
            storage { () throws(StoreError) in try store.toggleTask(id: id) },
            else: .taskNotFound
        )
        cache.didToggle(task)
        notify(.tasks(listID: task.listID))
        return task
    }

    @discardableResult
    public func setTaskDone(id: TaskItem.ID, isDone: Bool) throws(TaskListError) -> TaskItem {
        let task = try found(
            storage { () throws(StoreError) in try store.setTaskDone(id: id, isDone: isDone) },
            else: .taskNotFound
        )
        cache.didSetDone(task)
        notify(.tasks(listID: task.listID))
        return task
    }

    @discardableResult
    public func deleteTask(id: TaskItem.ID) throws(TaskListError) -> DeletedTask {
        let deleted = try found(
            storage { () throws(StoreError) in try store.deleteTask(id: id) }, else: .taskNotFound)
        cache.didDeleteTask(id: id, inList: deleted.task.listID)
        notify(.tasks(listID: deleted.task.listID))
        return deleted
    }

    @discardableResult
    public func restoreTask(_ deleted: DeletedTask) throws(TaskListError) -> TaskItem {
        let task = try found(
            storage { () throws(StoreError) in
                try store.insertRestoredTask(deleted.task, at: deleted.index)
            },
            else: .listNotFound
        )
        cache.didRestore(task, at: deleted.index)
        notify(.tasks(listID: task.listID))
        return task
    }

    public func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) throws(TaskListError) {
        let result = try storage { () throws(StoreError) in
            try store.swapPositions(ofTask: id, andTask: otherID)
        }
        switch result {
        case .swapped(let listID):
            cache.didSwap(id, otherID, inList: listID)
            notify(.tasks(listID: listID))
        case .taskNotFound: throw .taskNotFound
        case .differentLists: throw .tasksInDifferentLists
        }
    }

    public func observeChanges(_ observer: @escaping (TaskListChange) -> Void) -> ChangeSubscription {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = observer
        return ChangeSubscription { [weak self] in
            self?.observers[id] = nil
        }
    }

    public func checkForExternalChanges() {
        forgetCacheIfChangedElsewhere()
        guard hasUntoldExternalChange else { return }
        hasUntoldExternalChange = false
        notify(.external)
    }

    /// The order of the list with `listID`, from the cache or else the store; the caller has just made
    /// sure the cache holds nothing another process changed.
    private func order(ofList listID: TaskList.ID) throws(TaskListError) -> [TaskOrderEntry] {
        if let entries = cache.order(ofList: listID) {
            return entries
        }
        let entries = try found(
            storage { () throws(StoreError) in try store.fetchTaskOrder(listID: listID) }, else: .listNotFound
        )
        cache.hold(entries, ofList: listID)
        return entries
    }

    /// The order of the list with `listID` that `filter` shows.
    private func order(ofList listID: TaskList.ID, matching filter: TaskFilter) throws(TaskListError)
        -> [TaskOrderEntry]
    {
        try order(ofList: listID).filter { filter.includes(isDone: $0.isDone) }
    }

    /// Empties the cache when another process wrote since the last look, or when the store cannot
    /// tell; remembers it for the next `checkForExternalChanges()`.
    private func forgetCacheIfChangedElsewhere() {
        let changed = (try? store.hasExternalChanges()) ?? true
        if changed {
            version += 1
            cache.removeAll()
            hasUntoldExternalChange = true
        }
    }

    private func notify(_ change: TaskListChange) {
        version += 1
        for id in observers.keys.sorted() {
            observers[id]?(change)
        }
    }

    private func storage<Result>(_ body: () throws(StoreError) -> Result) throws(TaskListError) -> Result {
        do {
            return try body()
        } catch {
            throw .storage(error)
        }
    }

    private func found<Value>(_ value: Value?, else error: TaskListError) throws(TaskListError) -> Value {
        guard let value else { throw error }
        return value
    }
}

extension TaskListCore: TaskReader {
    func wholeOrder(ofList listID: TaskList.ID, matching filter: TaskFilter) -> [TaskOrderEntry]? {
        lock.lock()
        defer { lock.unlock() }
        forgetCacheIfChangedElsewhere()
        guard let order = try? order(ofList: listID, matching: filter) else {
            hasUntoldExternalChange = true
            return nil
        }
        return order
    }

    /// A task that cannot be read (deleted by another process, or the read failed) comes back blank, and
    /// the next `checkForExternalChanges()` reports a change, so the screen reloads and meets the cause.
    func task(withID id: TaskItem.ID, batch: ArraySlice<TaskOrderEntry>) -> TaskItem {
        lock.lock()
        defer { lock.unlock() }
        if let task = cache.task(withID: id) {
            return task
        }
        forgetCacheIfChangedElsewhere()
        let unread = batch.compactMap { cache.task(withID: $0.id) == nil ? $0.id : nil }
        let read = try? store.fetchTasks(ids: unread.contains(id) ? unread : unread + [id])
        cache.hold(read ?? [])
        if let task = cache.task(withID: id) ?? read?.first(where: { $0.id == id }) {
            return task
        }
        hasUntoldExternalChange = true
        return TaskItem(id: id, listID: 0, title: "", createdAt: Date(timeIntervalSince1970: 0))
    }
}
