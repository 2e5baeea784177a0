import Foundation

/// The `TaskListService` of the app: runs each call of a `TaskListCore` on its `StoreWorker`, off the
/// UI's thread, and tells its observers on the main actor what changed.
///
/// Under `conditions` every call waits `latency` on its clock first: a read whose task is cancelled
/// meanwhile stops waiting and throws `.cancelled` without reaching the store; a write is never
/// cancelled, and writes go one at a time in the order asked, so none overtakes another.
@MainActor
public final class StoreTaskListService: TaskListService {
    /// The latency and failures every call meets; a scenario may change them between calls.
    public var conditions: ServiceConditions
    /// The clock the latency is waited on.
    public let clock: any ServiceClock
    /// How many calls have started or ended so far: it changes whenever the service does something.
    public private(set) var activity = 0
    /// How many calls have started and not yet answered.
    public private(set) var callsInFlight = 0

    private let core: TaskListCore
    private let worker: StoreWorker
    private let inbox = ChangeInbox()
    private var coreSubscription: ChangeSubscription?
    private var observers: [Int: (TaskListChange) -> Void] = [:]
    private var nextObserverID = 0
    private let writes = WriteQueue()

    /// A service over `store`, working on `worker` and waiting on `clock` under `conditions`; `now` stamps
    /// new lists and tasks.
    public init(
        store: any TaskStore,
        worker: StoreWorker = .inline,
        clock: any ServiceClock = ContinuousServiceClock(),
        conditions: ServiceConditions = ServiceConditions(),
        now: @escaping () -> Date = Date.init
    ) {
        core = TaskListCore(store: store, now: now)
        self.worker = worker
        self.clock = clock
        self.conditions = conditions
        coreSubscription = core.observeChanges { [inbox] in inbox.append($0) }
    }

    /// How many writes have been asked for and not yet answered.
    public var writesInFlight: Int { writes.count }

    public func summaries() async throws(TaskListError) -> [TaskListSummary] {
        try await read { core throws(TaskListError) in try core.summaries() }
    }

    public func list(id: TaskList.ID) async throws(TaskListError) -> TaskList {
        try await read { core throws(TaskListError) in try core.list(id: id) }
    }

    public func tasks(inList listID: TaskList.ID) async throws(TaskListError) -> [TaskItem] {
        try await read { core throws(TaskListError) in try core.tasks(inList: listID) }
    }

    public func tasks(inList listID: TaskList.ID, matching filter: TaskFilter, search: TaskSearch)
        async throws(TaskListError) -> TaskRows
    {
        try await read { core throws(TaskListError) in
            try core.tasks(inList: listID, matching: filter, search: search)
        }
    }

    public func upcomingTasks() async throws(TaskListError) -> [UpcomingTask] {
        try await read { core throws(TaskListError) in try core.upcomingTasks() }
    }

    @discardableResult
    public func addList(title: String, icon: ListIcon) async throws(TaskListError) -> TaskList {
        try await write { core throws(TaskListError) in try core.addList(title: title, icon: icon) }
    }

    @discardableResult
    public func updateList(id: TaskList.ID, title: String, icon: ListIcon) async throws(TaskListError)
        -> TaskList
    {
        try await write { core throws(TaskListError) in try core.updateList(id: id, title: title, icon: icon)
        }
    }

    @discardableResult
    public func deleteList(id: TaskList.ID) async throws(TaskListError) -> DeletedList {
        try await write { core throws(TaskListError) in try core.deleteList(id: id) }
    }

    @discardableResult
    public func restoreList(_ deleted: DeletedList) async throws(TaskListError) -> TaskList {
        try await write { core throws(TaskListError) in try core.restoreList(deleted) }
    }

    @discardableResult
    public func addTask(title: String, toList listID: TaskList.ID) async throws(TaskListError) -> TaskItem {
        try await addTask(title: title, notes: "", due: "", toList: listID)
    }

    @discardableResult
    public func addTask(title: String, notes: String, due: String, toList listID: TaskList.ID)
        async throws(TaskListError) -> TaskItem
    {
        try await write { core throws(TaskListError) in
            try core.addTask(title: title, notes: notes, due: due, toList: listID)
        }
    }

    @discardableResult
    public func renameTask(id: TaskItem.ID, title: String) async throws(TaskListError) -> TaskItem {
        try await write { core throws(TaskListError) in try core.renameTask(id: id, title: title) }
    }

    @discardableResult
    public func updateTask(id: TaskItem.ID, title: String, notes: String, due: String)
        async throws(TaskListError) -> TaskItem
    {
        try await write { core throws(TaskListError) in
            try core.updateTask(id: id, title: title, notes: notes, due: due)
        }
    }

    @discardableResult
    public func toggleTask(id: TaskItem.ID) async throws(TaskListError) -> TaskItem {
        try await write { core throws(TaskListError) in try core.toggleTask(id: id) }
    }

    @discardableResult
    public func setTaskDone(id: TaskItem.ID, isDone: Bool) async throws(TaskListError) -> TaskItem {
        try await write { core throws(TaskListError) in try core.setTaskDone(id: id, isDone: isDone) }
    }

    @discardableResult
    public func deleteTask(id: TaskItem.ID) async throws(TaskListError) -> DeletedTask {
        try await write { core throws(TaskListError) in try core.deleteTask(id: id) }
    }

    @discardableResult
    public func restoreTask(_ deleted: DeletedTask) async throws(TaskListError) -> TaskItem {
        try await write { core throws(TaskListError) in try core.restoreTask(deleted) }
    }

    public func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) async throws(TaskListError) {
        try await write { core throws(TaskListError) in try core.moveTask(id: id, past: otherID) }
    }

    public func observeChanges(_ observer: @escaping (TaskListChange) -> Void) -> ChangeSubscription {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = observer
        return ChangeSubscription { [weak self] in
            MainActor.assumeIsolated { self?.observers[id] = nil }
        }
    }

    public func checkForExternalChanges() async {
        let core = core
        _ = try? await worker.run { () throws(TaskListError) in core.locked { core.checkForExternalChanges() }
        }
        deliverChanges()
    }

    /// Waits until every write asked for has answered, or `limit` has passed on the clock; true when none
    /// is left. Quitting calls it, so that a change the user saw confirmed is stored before the program ends.
    public func finishWrites(within limit: Duration) async -> Bool {
        let deadline = clock.now + limit
        while writes.count > 0, clock.now < deadline {
            try? await clock.sleep(for: .milliseconds(10), cancellable: false)
        }
        return writes.count == 0
    }

    private func read<Value>(_ body: @escaping @Sendable (TaskListCore) throws(TaskListError) -> Value)
        async throws(TaskListError) -> Value
    {
        begin()
        defer { end() }
        try? await clock.sleep(for: conditions.latency, cancellable: true)
        if Task.isCancelled { throw .cancelled }
        if conditions.failsReads { throw .storage(.locked) }
        let value = try await run(body)
        if Task.isCancelled { throw .cancelled }
        return value
    }

    private func write<Value>(_ body: @escaping @Sendable (TaskListCore) throws(TaskListError) -> Value)
        async throws(TaskListError) -> Value
    {
        begin()
        defer { end() }
        await writes.enter(waitingOn: clock)
        defer { writes.leave() }
        try? await clock.sleep(for: conditions.latency, cancellable: false)
        if conditions.failsWrites { throw .storage(.locked) }
        return try await run(body)
    }

    private func run<Value>(_ body: @escaping @Sendable (TaskListCore) throws(TaskListError) -> Value)
        async throws(TaskListError) -> Value
    {
        let core = core
        defer { deliverChanges() }
        return try await worker.run { () throws(TaskListError) in
            try core.locked { () throws(TaskListError) in try body(core) }
        }
    }

    private func begin() {
        activity += 1
        callsInFlight += 1
    }

    private func end() {
        activity += 1
        callsInFlight -= 1
    }

    /// Tells the observers, in order, the changes the core reported since the last time.
    private func deliverChanges() {
        for change in inbox.takeAll() {
            for id in observers.keys.sorted() {
                observers[id]?(change)
            }
        }
    }
}

/// The changes the core reports on the worker's thread, kept until the main actor takes them.
private final class ChangeInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var changes: [TaskListChange] = []

    func append(_ change: TaskListChange) {
        lock.lock()
        changes.append(change)
        lock.unlock()
    }

    func takeAll() -> [TaskListChange] {
        lock.lock()
        defer { lock.unlock() }
        let taken = changes
        changes = []
        return taken
    }
}
