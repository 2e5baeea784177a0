import TaskListDomain
import TestSupport

/// A service that records every call before handing it to a real in-memory service, and can make
/// every call fail instead. The real service answers as late as its conditions say.
@MainActor
final class ServiceSpy: TaskListService {
    /// One call, with its arguments.
    enum Call: Equatable {
        case summaries
        case list(TaskList.ID)
        case tasks(TaskList.ID)
        case tasksMatching(TaskList.ID, TaskFilter, TaskSearch)
        case upcomingTasks
        case addList(String, ListIcon)
        case updateList(TaskList.ID, String, ListIcon)
        case deleteList(TaskList.ID)
        case restoreList(TaskList.ID)
        case addTask(String, TaskList.ID)
        case addTaskWithNotes(String, notes: String, due: String, TaskList.ID)
        case renameTask(TaskItem.ID, String)
        case updateTask(TaskItem.ID, String, notes: String, due: String)
        case toggleTask(TaskItem.ID)
        case setTaskDone(TaskItem.ID, Bool)
        case deleteTask(TaskItem.ID)
        case restoreTask(TaskItem.ID, at: Int)
        case moveTask(TaskItem.ID, past: TaskItem.ID)
        case observeChanges
    }

    /// The service the calls go to.
    let real: StoreTaskListService
    /// Every call so far, in order.
    private(set) var calls: [Call] = []
    /// The calls that answered `.cancelled`: their caller stopped waiting for them.
    private(set) var cancelledCalls: [Call] = []
    /// When set, every call that can fail throws this instead of reaching the real service.
    var failure: TaskListError?
    private var observers: [WeakObserver] = []

    /// How many observers the service still holds: an observation ends when its subscription is
    /// cancelled or released, and the service lets go of the observer.
    var activeObservations: Int {
        observers.filter { $0.marker != nil }.count
    }

    init(lists: [(String, [String])] = [], latency: Duration = .zero) {
        real = Fixtures.makeService(lists: lists)
        real.conditions.latency = latency
    }

    /// Forgets the calls so far.
    func clearCalls() {
        calls = []
    }

    /// Records `call`, then answers with `failure` if set, else with what `body` asks the real
    /// service; a call whose caller stopped waiting goes to `cancelledCalls`.
    private func forward<Value>(_ call: Call, _ body: @autoclosure () async throws(TaskListError) -> Value)
        async throws(TaskListError) -> Value
    {
        calls.append(call)
        if let failure { throw failure }
        do {
            return try await body()
        } catch {
            if error == .cancelled { cancelledCalls.append(call) }
            throw error
        }
    }

    func summaries() async throws(TaskListError) -> [TaskListSummary] {
        try await forward(.summaries, await real.summaries())
    }

    func list(id: TaskList.ID) async throws(TaskListError) -> TaskList {
        try await forward(.list(id), await real.list(id: id))
    }

    func tasks(inList listID: TaskList.ID) async throws(TaskListError) -> [TaskItem] {
        try await forward(.tasks(listID), await real.tasks(inList: listID))
    }

    func tasks(inList listID: TaskList.ID, matching filter: TaskFilter, search: TaskSearch)
        async throws(TaskListError) -> TaskRows
    {
        try await forward(
            .tasksMatching(listID, filter, search),
            await real.tasks(inList: listID, matching: filter, search: search))
    }

    func upcomingTasks() async throws(TaskListError) -> [UpcomingTask] {
        try await forward(.upcomingTasks, await real.upcomingTasks())
    }

    func addList(title: String, icon: ListIcon) async throws(TaskListError) -> TaskList {
        try await forward(.addList(title, icon), await real.addList(title: title, icon: icon))
    }

    func updateList(id: TaskList.ID, title: String, icon: ListIcon) async throws(TaskListError) -> TaskList {
        try await forward(
            .updateList(id, title, icon), await real.updateList(id: id, title: title, icon: icon))
    }

    func deleteList(id: TaskList.ID) async throws(TaskListError) -> DeletedList {
        try await forward(.deleteList(id), await real.deleteList(id: id))
    }

    func restoreList(_ deleted: DeletedList) async throws(TaskListError) -> TaskList {
        try await forward(.restoreList(deleted.list.id), await real.restoreList(deleted))
    }

    func addTask(title: String, toList listID: TaskList.ID) async throws(TaskListError) -> TaskItem {
        try await forward(.addTask(title, listID), await real.addTask(title: title, toList: listID))
    }

    func addTask(title: String, notes: String, due: String, toList listID: TaskList.ID)
        async throws(TaskListError) -> TaskItem
    {
        try await forward(
            .addTaskWithNotes(title, notes: notes, due: due, listID),
            await real.addTask(title: title, notes: notes, due: due, toList: listID))
    }

    func renameTask(id: TaskItem.ID, title: String) async throws(TaskListError) -> TaskItem {
        try await forward(.renameTask(id, title), await real.renameTask(id: id, title: title))
    }

    func updateTask(id: TaskItem.ID, title: String, notes: String, due: String) async throws(TaskListError)
        -> TaskItem
    {
        try await forward(
            .updateTask(id, title, notes: notes, due: due),
            await real.updateTask(id: id, title: title, notes: notes, due: due))
    }

    func toggleTask(id: TaskItem.ID) async throws(TaskListError) -> TaskItem {
        try await forward(.toggleTask(id), await real.toggleTask(id: id))
    }

    func setTaskDone(id: TaskItem.ID, isDone: Bool) async throws(TaskListError) -> TaskItem {
        try await forward(.setTaskDone(id, isDone), await real.setTaskDone(id: id, isDone: isDone))
    }

    func deleteTask(id: TaskItem.ID) async throws(TaskListError) -> DeletedTask {
        try await forward(.deleteTask(id), await real.deleteTask(id: id))
    }

    func restoreTask(_ deleted: DeletedTask) async throws(TaskListError) -> TaskItem {
        try await forward(.restoreTask(deleted.task.id, at: deleted.index), await real.restoreTask(deleted))
    }

    func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) async throws(TaskListError) {
        try await forward(.moveTask(id, past: otherID), await real.moveTask(id: id, past: otherID))
    }

    func observeChanges(_ observer: @escaping (TaskListChange) -> Void) -> ChangeSubscription {
        calls.append(.observeChanges)
        let marker = Marker()
        observers.append(WeakObserver(marker: marker))
        return real.observeChanges { change in
            withExtendedLifetime(marker) { observer(change) }
        }
    }

    func checkForExternalChanges() async {
        await real.checkForExternalChanges()
    }
}

/// Lives as long as the service holds the observer closure that captured it.
private final class Marker {}

private struct WeakObserver {
    weak var marker: Marker?
}
