import TaskListDomain

/// A service that hands every call to a real one, except that while `readFailure` is set every read
/// throws it instead, as a database that cannot be read (busy, damaged) would; writes and change
/// notifications still reach the real service.
public final class FailingService: TaskListService {
    /// The service the calls go to.
    public let real: any TaskListService
    /// When set, every read throws this instead of reaching the real service.
    public var readFailure: TaskListError?

    /// Wraps `real`, reading normally until `readFailure` is set.
    public init(_ real: any TaskListService) {
        self.real = real
    }

    public func summaries() throws(TaskListError) -> [TaskListSummary] {
        try failIfSet()
        return try real.summaries()
    }

    public func list(id: TaskList.ID) throws(TaskListError) -> TaskList {
        try failIfSet()
        return try real.list(id: id)
    }

    public func tasks(inList listID: TaskList.ID) throws(TaskListError) -> [TaskItem] {
        try failIfSet()
        return try real.tasks(inList: listID)
    }

    public func tasks(inList listID: TaskList.ID, matching filter: TaskFilter, search: TaskSearch)
        throws(TaskListError) -> TaskRows
    {
        try failIfSet()
        return try real.tasks(inList: listID, matching: filter, search: search)
    }

    public func addList(title: String, icon: ListIcon) throws(TaskListError) -> TaskList {
        try real.addList(title: title, icon: icon)
    }

    public func updateList(id: TaskList.ID, title: String, icon: ListIcon) throws(TaskListError) -> TaskList {
        try real.updateList(id: id, title: title, icon: icon)
    }

    public func deleteList(id: TaskList.ID) throws(TaskListError) {
        try real.deleteList(id: id)
    }

    public func addTask(title: String, toList listID: TaskList.ID) throws(TaskListError) -> TaskItem {
        try real.addTask(title: title, toList: listID)
    }

    public func addTask(title: String, notes: String, toList listID: TaskList.ID) throws(TaskListError)
        -> TaskItem
    {
        try real.addTask(title: title, notes: notes, toList: listID)
    }

    public func renameTask(id: TaskItem.ID, title: String) throws(TaskListError) -> TaskItem {
        try real.renameTask(id: id, title: title)
    }

    public func updateTask(id: TaskItem.ID, title: String, notes: String) throws(TaskListError) -> TaskItem {
        try real.updateTask(id: id, title: title, notes: notes)
    }

    public func toggleTask(id: TaskItem.ID) throws(TaskListError) -> TaskItem {
        try real.toggleTask(id: id)
    }

    public func deleteTask(id: TaskItem.ID) throws(TaskListError) {
        try real.deleteTask(id: id)
    }

    public func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) throws(TaskListError) {
        try real.moveTask(id: id, past: otherID)
    }

    public func observeChanges(_ observer: @escaping (TaskListChange) -> Void) -> ChangeSubscription {
        real.observeChanges(observer)
    }

    public func checkForExternalChanges() {
        real.checkForExternalChanges()
    }

    private func failIfSet() throws(TaskListError) {
        if let readFailure {
            throw readFailure
        }
    }
}
