import TaskListDomain

/// A service that hands every call to a real one, except that while `readFailure` is set every read
/// throws it instead, as a database that cannot be read (busy, damaged) would; writes and change
/// notifications still reach the real service.
@MainActor
public final class FailingService: TaskListService {
    /// The service the calls go to.
    public let real: any TaskListService
    /// When set, every read throws this instead of reaching the real service.
    public var readFailure: TaskListError?

    /// Wraps `real`, reading normally until `readFailure` is set.
    public init(_ real: any TaskListService) {
        self.real = real
    }

    public func summaries() async throws(TaskListError) -> [TaskListSummary] {
        try failIfSet()
        return try await real.summaries()
    }

    public func list(id: TaskList.ID) async throws(TaskListError) -> TaskList {
        try failIfSet()
        return try await real.list(id: id)
    }

    public func tasks(inList listID: TaskList.ID) async throws(TaskListError) -> [TaskItem] {
        try failIfSet()
        return try await real.tasks(inList: listID)
    }

    public func tasks(inList listID: TaskList.ID, matching filter: TaskFilter, search: TaskSearch)
        async throws(TaskListError) -> TaskRows
    {
        try failIfSet()
        return try await real.tasks(inList: listID, matching: filter, search: search)
    }

    public func upcomingTasks() async throws(TaskListError) -> [UpcomingTask] {
        try failIfSet()
        return try await real.upcomingTasks()
    }

    @discardableResult
    public func addList(title: String, icon: ListIcon) async throws(TaskListError) -> TaskList {
        try await real.addList(title: title, icon: icon)
    }

    @discardableResult
    public func updateList(id: TaskList.ID, title: String, icon: ListIcon) async throws(TaskListError)
        -> TaskList
    {
        try await real.updateList(id: id, title: title, icon: icon)
    }

    @discardableResult
    public func deleteList(id: TaskList.ID) async throws(TaskListError) -> DeletedList {
        try await real.deleteList(id: id)
    }

    @discardableResult
    public func restoreList(_ deleted: DeletedList) async throws(TaskListError) -> TaskList {
        try await real.restoreList(deleted)
    }

    @discardableResult
    public func addTask(title: String, toList listID: TaskList.ID) async throws(TaskListError) -> TaskItem {
        try await real.addTask(title: title, toList: listID)
    }

    @discardableResult
    public func addTask(title: String, notes: String, due: String, toList listID: TaskList.ID)
        async throws(TaskListError) -> TaskItem
    {
        try await real.addTask(title: title, notes: notes, due: due, toList: listID)
    }

    @discardableResult
    public func renameTask(id: TaskItem.ID, title: String) async throws(TaskListError) -> TaskItem {
        try await real.renameTask(id: id, title: title)
    }

    @discardableResult
    public func updateTask(id: TaskItem.ID, title: String, notes: String, due: String)
        async throws(TaskListError) -> TaskItem
    {
        try await real.updateTask(id: id, title: title, notes: notes, due: due)
    }

    @discardableResult
    public func toggleTask(id: TaskItem.ID) async throws(TaskListError) -> TaskItem {
        try await real.toggleTask(id: id)
    }

    @discardableResult
    public func setTaskDone(id: TaskItem.ID, isDone: Bool) async throws(TaskListError) -> TaskItem {
        try await real.setTaskDone(id: id, isDone: isDone)
    }

    @discardableResult
    public func deleteTask(id: TaskItem.ID) async throws(TaskListError) -> DeletedTask {
        try await real.deleteTask(id: id)
    }

    @discardableResult
    public func restoreTask(_ deleted: DeletedTask) async throws(TaskListError) -> TaskItem {
        try await real.restoreTask(deleted)
    }

    public func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) async throws(TaskListError) {
        try await real.moveTask(id: id, past: otherID)
    }

    public func observeChanges(_ observer: @escaping (TaskListChange) -> Void) -> ChangeSubscription {
        real.observeChanges(observer)
    }

    public func checkForExternalChanges() async {
        await real.checkForExternalChanges()
    }

    private func failIfSet() throws(TaskListError) {
        if let readFailure {
            throw readFailure
        }
    }
}
