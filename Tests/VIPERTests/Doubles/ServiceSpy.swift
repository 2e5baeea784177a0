import TaskListDomain
import TestSupport

/// Stands in for the service an interactor talks to: writes down every call, in words, and passes it on to
/// a real in-memory service on a virtual clock, or fails with `failure` instead while one is set.
@MainActor
final class ServiceSpy: TaskListService {
    /// The real service underneath, for changing the data as another module would, and for its conditions.
    let underlying: StoreTaskListService
    /// The calls made, such as `add list Work ⌂`, in the order they were made.
    private(set) var calls: [String] = []
    /// The calls that ended cancelled, in the order they ended.
    private(set) var cancelledCalls: [String] = []
    /// The error every call but `observeChanges` throws at once while it is set.
    var failure: TaskListError?
    private var subscriptions: [WeakSubscription] = []

    /// A spy over a new in-memory service holding `lists` (see `Fixtures.makeService(lists:)`), whose
    /// every call answers `latency` late on its virtual clock.
    init(lists: [(String, [String])] = [], latency: Duration = .zero) {
        underlying = Fixtures.makeService(lists: lists)
        underlying.conditions.latency = latency
    }

    /// Lets the calls started run as far as they can without time passing.
    func settle() async {
        await Fixtures.replayClock(of: underlying).settle()
    }

    /// Lets the calls started run until they wait, then lets `duration` pass on the virtual clock, and the
    /// calls answer that are due by then.
    func wait(_ duration: Duration) async {
        await settle()
        await Fixtures.replayClock(of: underlying).wait(duration)
    }

    /// How many of the change subscriptions handed out are still held by someone.
    var liveSubscriptionCount: Int {
        subscriptions.filter { $0.subscription != nil }.count
    }

    func summaries() async throws(TaskListError) -> [TaskListSummary] {
        try await record("summaries") { () async throws(TaskListError) in try await underlying.summaries() }
    }

    func list(id: TaskList.ID) async throws(TaskListError) -> TaskList {
        try await record("list \(id)") { () async throws(TaskListError) in try await underlying.list(id: id) }
    }

    func tasks(inList listID: TaskList.ID) async throws(TaskListError) -> [TaskItem] {
        try await record("tasks of list \(listID)") { () async throws(TaskListError) in
            try await underlying.tasks(inList: listID)
        }
    }

    func upcomingTasks() async throws(TaskListError) -> [UpcomingTask] {
        try await record("upcoming tasks") { () async throws(TaskListError) in
            try await underlying.upcomingTasks()
        }
    }

    func addList(title: String, icon: ListIcon) async throws(TaskListError) -> TaskList {
        try await record("add list \(title) \(icon.glyph)") { () async throws(TaskListError) in
            try await underlying.addList(title: title, icon: icon)
        }
    }

    func updateList(id: TaskList.ID, title: String, icon: ListIcon) async throws(TaskListError) -> TaskList {
        try await record("update list \(id) \(title) \(icon.glyph)") { () async throws(TaskListError) in
            try await underlying.updateList(id: id, title: title, icon: icon)
        }
    }

    func deleteList(id: TaskList.ID) async throws(TaskListError) -> DeletedList {
        try await record("delete list \(id)") { () async throws(TaskListError) in
            try await underlying.deleteList(id: id)
        }
    }

    func restoreList(_ deleted: DeletedList) async throws(TaskListError) -> TaskList {
        try await record("restore list \(deleted.list.id)") { () async throws(TaskListError) in
            try await underlying.restoreList(deleted)
        }
    }

    func addTask(title: String, toList listID: TaskList.ID) async throws(TaskListError) -> TaskItem {
        try await record("add task \(title) to list \(listID)") { () async throws(TaskListError) in
            try await underlying.addTask(title: title, toList: listID)
        }
    }

    func addTask(title: String, notes: String, due: String, toList listID: TaskList.ID)
        async throws(TaskListError) -> TaskItem
    {
        try await record(
            "add task \(title) notes \(notes.debugDescription)\(describe(due: due)) to list \(listID)"
        ) {
            () async throws(TaskListError) in
            try await underlying.addTask(title: title, notes: notes, due: due, toList: listID)
        }
    }

    func renameTask(id: TaskItem.ID, title: String) async throws(TaskListError) -> TaskItem {
        try await record("rename task \(id) \(title)") { () async throws(TaskListError) in
            try await underlying.renameTask(id: id, title: title)
        }
    }

    func updateTask(id: TaskItem.ID, title: String, notes: String, due: String) async throws(TaskListError)
        -> TaskItem
    {
        try await record("update task \(id) \(title) notes \(notes.debugDescription)\(describe(due: due))") {
            () async throws(TaskListError) in
            try await underlying.updateTask(id: id, title: title, notes: notes, due: due)
        }
    }

    func toggleTask(id: TaskItem.ID) async throws(TaskListError) -> TaskItem {
        try await record("toggle task \(id)") { () async throws(TaskListError) in
            try await underlying.toggleTask(id: id)
        }
    }

    func setTaskDone(id: TaskItem.ID, isDone: Bool) async throws(TaskListError) -> TaskItem {
        try await record("set task \(id) \(isDone ? "done" : "not done")") { () async throws(TaskListError) in
            try await underlying.setTaskDone(id: id, isDone: isDone)
        }
    }

    func deleteTask(id: TaskItem.ID) async throws(TaskListError) -> DeletedTask {
        try await record("delete task \(id)") { () async throws(TaskListError) in
            try await underlying.deleteTask(id: id)
        }
    }

    func restoreTask(_ deleted: DeletedTask) async throws(TaskListError) -> TaskItem {
        try await record("restore task \(deleted.task.id) at \(deleted.index)") {
            () async throws(TaskListError) in
            try await underlying.restoreTask(deleted)
        }
    }

    func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) async throws(TaskListError) {
        try await record("move task \(id) past \(otherID)") { () async throws(TaskListError) in
            try await underlying.moveTask(id: id, past: otherID)
        }
    }

    func observeChanges(_ observer: @escaping (TaskListChange) -> Void) -> ChangeSubscription {
        calls.append("observe changes")
        let subscription = underlying.observeChanges(observer)
        subscriptions.append(WeakSubscription(subscription: subscription))
        return subscription
    }

    func checkForExternalChanges() async {
        await underlying.checkForExternalChanges()
    }

    /// The Due field's text as a call records it: nothing when it is empty, else ` due` and the text quoted.
    private func describe(due: String) -> String {
        due.isEmpty ? "" : " due \(due.debugDescription)"
    }

    private func record<Result>(_ call: String, _ body: () async throws(TaskListError) -> Result)
        async throws(TaskListError) -> Result
    {
        calls.append(call)
        if let failure { throw failure }
        do {
            return try await body()
        } catch .cancelled {
            cancelledCalls.append(call)
            throw .cancelled
        }
    }
}

/// A change subscription held weakly, to tell whether its holder is still alive.
private struct WeakSubscription {
    weak var subscription: ChangeSubscription?
}
