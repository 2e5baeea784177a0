import TaskListDomain

/// A service that writes down every call, with its arguments, before handing it to a real in-memory
/// service on a virtual clock, and can make every call fail instead. The real service answers as late as
/// its conditions say.
@MainActor
public final class ServiceSpy: TaskListService {
    /// One call, with its arguments.
    public enum Call: Equatable {
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

        /// Reading every task of a list, under the All filter and no search.
        public static func allTasks(_ listID: TaskList.ID) -> Call {
            .tasksMatching(listID, .all, TaskSearch())
        }
    }

    /// The service the calls go to, for changing the data as another screen or program would, and for
    /// its conditions.
    public let real: StoreTaskListService
    /// Every call so far, in order.
    public private(set) var calls: [Call] = []
    /// The calls that answered `.cancelled`: their caller stopped waiting for them.
    public private(set) var cancelledCalls: [Call] = []
    /// When set, every call that can fail throws this instead of reaching the real service.
    public var failure: TaskListError?
    private var observers: [WeakObserver] = []

    /// A spy over a new in-memory service holding `lists` (see `Fixtures.makeService(lists:)`), whose
    /// every call answers `latency` late on its virtual clock.
    public init(lists: [(String, [String])] = [], latency: Duration = .zero) {
        real = Fixtures.makeService(lists: lists)
        real.conditions.latency = latency
    }

    /// How many observers the service still holds: an observation ends when its subscription is
    /// cancelled or released, and the service lets go of the observer.
    public var activeObservations: Int {
        observers.filter { $0.marker != nil }.count
    }

    /// Forgets the calls so far.
    public func clearCalls() {
        calls = []
    }

    /// Lets the calls started run as far as they can without time passing.
    public func settle() async {
        await Fixtures.replayClock(of: real).settle()
    }

    /// Lets the calls started run until they wait, then lets `duration` pass on the virtual clock, and the
    /// calls answer that are due by then.
    public func wait(_ duration: Duration) async {
        await settle()
        await Fixtures.replayClock(of: real).wait(duration)
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

    public func summaries() async throws(TaskListError) -> [TaskListSummary] {
        try await forward(.summaries, await real.summaries())
    }

    public func list(id: TaskList.ID) async throws(TaskListError) -> TaskList {
        try await forward(.list(id), await real.list(id: id))
    }

    public func tasks(inList listID: TaskList.ID) async throws(TaskListError) -> [TaskItem] {
        try await forward(.tasks(listID), await real.tasks(inList: listID))
    }

    public func tasks(inList listID: TaskList.ID, matching filter: TaskFilter, search: TaskSearch)
        async throws(TaskListError) -> TaskRows
    {
        try await forward(
            .tasksMatching(listID, filter, search),
            await real.tasks(inList: listID, matching: filter, search: search))
    }

    public func upcomingTasks() async throws(TaskListError) -> [UpcomingTask] {
        try await forward(.upcomingTasks, await real.upcomingTasks())
    }

    public func addList(title: String, icon: ListIcon) async throws(TaskListError) -> TaskList {
        try await forward(.addList(title, icon), await real.addList(title: title, icon: icon))
    }

    public func updateList(id: TaskList.ID, title: String, icon: ListIcon) async throws(TaskListError)
        -> TaskList
    {
        try await forward(
            .updateList(id, title, icon), await real.updateList(id: id, title: title, icon: icon))
    }

    public func deleteList(id: TaskList.ID) async throws(TaskListError) -> DeletedList {
        try await forward(.deleteList(id), await real.deleteList(id: id))
    }

    public func restoreList(_ deleted: DeletedList) async throws(TaskListError) -> TaskList {
        try await forward(.restoreList(deleted.list.id), await real.restoreList(deleted))
    }

    public func addTask(title: String, toList listID: TaskList.ID) async throws(TaskListError) -> TaskItem {
        try await forward(.addTask(title, listID), await real.addTask(title: title, toList: listID))
    }

    public func addTask(title: String, notes: String, due: String, toList listID: TaskList.ID)
        async throws(TaskListError) -> TaskItem
    {
        try await forward(
            .addTaskWithNotes(title, notes: notes, due: due, listID),
            await real.addTask(title: title, notes: notes, due: due, toList: listID))
    }

    public func renameTask(id: TaskItem.ID, title: String) async throws(TaskListError) -> TaskItem {
        try await forward(.renameTask(id, title), await real.renameTask(id: id, title: title))
    }

    public func updateTask(id: TaskItem.ID, title: String, notes: String, due: String)
        async throws(TaskListError) -> TaskItem
    {
        try await forward(
            .updateTask(id, title, notes: notes, due: due),
            await real.updateTask(id: id, title: title, notes: notes, due: due))
    }

    public func toggleTask(id: TaskItem.ID) async throws(TaskListError) -> TaskItem {
        try await forward(.toggleTask(id), await real.toggleTask(id: id))
    }

    public func setTaskDone(id: TaskItem.ID, isDone: Bool) async throws(TaskListError) -> TaskItem {
        try await forward(.setTaskDone(id, isDone), await real.setTaskDone(id: id, isDone: isDone))
    }

    public func deleteTask(id: TaskItem.ID) async throws(TaskListError) -> DeletedTask {
        try await forward(.deleteTask(id), await real.deleteTask(id: id))
    }

    public func restoreTask(_ deleted: DeletedTask) async throws(TaskListError) -> TaskItem {
        try await forward(.restoreTask(deleted.task.id, at: deleted.index), await real.restoreTask(deleted))
    }

    public func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) async throws(TaskListError) {
        try await forward(.moveTask(id, past: otherID), await real.moveTask(id: id, past: otherID))
    }

    public func observeChanges(_ observer: @escaping (TaskListChange) -> Void) -> ChangeSubscription {
        calls.append(.observeChanges)
        let marker = Marker()
        observers.append(WeakObserver(marker: marker))
        return real.observeChanges { change in
            withExtendedLifetime(marker) { observer(change) }
        }
    }

    public func checkForExternalChanges() async {
        await real.checkForExternalChanges()
    }
}

/// Lives as long as the service holds the observer closure that captured it.
private final class Marker {}

/// An observer's marker, held weakly to tell whether the service still holds the observer.
private struct WeakObserver {
    weak var marker: Marker?
}
