import TaskListDomain
import TestSupport

/// A service that records every call before handing it to a real in-memory service, and can make
/// every call fail instead.
final class ServiceSpy: TaskListService {
    /// One call, with its arguments.
    enum Call: Equatable {
        case summaries
        case list(TaskList.ID)
        case tasks(TaskList.ID)
        case tasksMatching(TaskList.ID, TaskFilter, TaskSearch)
        case addList(String, ListIcon)
        case updateList(TaskList.ID, String, ListIcon)
        case deleteList(TaskList.ID)
        case addTask(String, TaskList.ID)
        case addTaskWithNotes(String, notes: String, TaskList.ID)
        case renameTask(TaskItem.ID, String)
        case updateTask(TaskItem.ID, String, notes: String)
        case toggleTask(TaskItem.ID)
        case deleteTask(TaskItem.ID)
        case moveTask(TaskItem.ID, past: TaskItem.ID)
        case observeChanges
    }

    /// The service the calls go to.
    let real: StoreTaskListService
    /// Every call so far, in order.
    private(set) var calls: [Call] = []
    /// When set, every call that can fail throws this instead of reaching the real service.
    var failure: TaskListError?
    private var observers: [WeakObserver] = []

    /// How many observers the service still holds: an observation ends when its subscription is
    /// cancelled or released, and the service lets go of the observer.
    var activeObservations: Int {
        observers.filter { $0.marker != nil }.count
    }

    init(lists: [(String, [String])] = []) {
        real = Fixtures.makeService(lists: lists)
    }

    /// Forgets the calls so far.
    func clearCalls() {
        calls = []
    }

    private func record(_ call: Call) throws(TaskListError) {
        calls.append(call)
        if let failure { throw failure }
    }

    func summaries() throws(TaskListError) -> [TaskListSummary] {
        try record(.summaries)
        return try real.summaries()
    }

    func list(id: TaskList.ID) throws(TaskListError) -> TaskList {
        try record(.list(id))
        return try real.list(id: id)
    }

    func tasks(inList listID: TaskList.ID) throws(TaskListError) -> [TaskItem] {
        try record(.tasks(listID))
        return try real.tasks(inList: listID)
    }

    func tasks(inList listID: TaskList.ID, matching filter: TaskFilter, search: TaskSearch)
        throws(TaskListError) -> TaskRows
    {
        try record(.tasksMatching(listID, filter, search))
        return try real.tasks(inList: listID, matching: filter, search: search)
    }

    func addList(title: String, icon: ListIcon) throws(TaskListError) -> TaskList {
        try record(.addList(title, icon))
        return try real.addList(title: title, icon: icon)
    }

    func updateList(id: TaskList.ID, title: String, icon: ListIcon) throws(TaskListError) -> TaskList {
        try record(.updateList(id, title, icon))
        return try real.updateList(id: id, title: title, icon: icon)
    }

    func deleteList(id: TaskList.ID) throws(TaskListError) {
        try record(.deleteList(id))
        try real.deleteList(id: id)
    }

    func addTask(title: String, toList listID: TaskList.ID) throws(TaskListError) -> TaskItem {
        try record(.addTask(title, listID))
        return try real.addTask(title: title, toList: listID)
    }

    func addTask(title: String, notes: String, toList listID: TaskList.ID) throws(TaskListError) -> TaskItem {
        try record(.addTaskWithNotes(title, notes: notes, listID))
        return try real.addTask(title: title, notes: notes, toList: listID)
    }

    func renameTask(id: TaskItem.ID, title: String) throws(TaskListError) -> TaskItem {
        try record(.renameTask(id, title))
        return try real.renameTask(id: id, title: title)
    }

    func updateTask(id: TaskItem.ID, title: String, notes: String) throws(TaskListError) -> TaskItem {
        try record(.updateTask(id, title, notes: notes))
        return try real.updateTask(id: id, title: title, notes: notes)
    }

    func toggleTask(id: TaskItem.ID) throws(TaskListError) -> TaskItem {
        try record(.toggleTask(id))
        return try real.toggleTask(id: id)
    }

    func deleteTask(id: TaskItem.ID) throws(TaskListError) {
        try record(.deleteTask(id))
        try real.deleteTask(id: id)
    }

    func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) throws(TaskListError) {
        try record(.moveTask(id, past: otherID))
        try real.moveTask(id: id, past: otherID)
    }

    func observeChanges(_ observer: @escaping (TaskListChange) -> Void) -> ChangeSubscription {
        calls.append(.observeChanges)
        let marker = Marker()
        observers.append(WeakObserver(marker: marker))
        return real.observeChanges { change in
            withExtendedLifetime(marker) { observer(change) }
        }
    }

    func checkForExternalChanges() {
        real.checkForExternalChanges()
    }
}

/// Lives as long as the service holds the observer closure that captured it.
private final class Marker {}

private struct WeakObserver {
    weak var marker: Marker?
}
