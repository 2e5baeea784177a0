import TaskListDomain
import TestSupport

/// Stands in for the service an interactor talks to: writes down every call, in words, and passes it on to
/// a real in-memory service, or fails with `failure` instead while one is set.
final class ServiceSpy: TaskListService {
    /// The real service underneath, for changing the data as another module would.
    let underlying: StoreTaskListService
    /// The calls made, such as `add list Work ⌂`.
    private(set) var calls: [String] = []
    /// The error every call but `observeChanges` throws while it is set.
    var failure: TaskListError?
    private var subscriptions: [WeakSubscription] = []

    /// A spy over a new in-memory service holding `lists` (see `Fixtures.makeService(lists:)`).
    init(lists: [(String, [String])] = []) {
        underlying = Fixtures.makeService(lists: lists)
    }

    /// How many of the change subscriptions handed out are still held by someone.
    var liveSubscriptionCount: Int {
        subscriptions.filter { $0.subscription != nil }.count
    }

    func summaries() throws(TaskListError) -> [TaskListSummary] {
        try record("summaries") { () throws(TaskListError) in try underlying.summaries() }
    }

    func list(id: TaskList.ID) throws(TaskListError) -> TaskList {
        try record("list \(id)") { () throws(TaskListError) in try underlying.list(id: id) }
    }

    func tasks(inList listID: TaskList.ID) throws(TaskListError) -> [TaskItem] {
        try record("tasks of list \(listID)") { () throws(TaskListError) in
            try underlying.tasks(inList: listID)
        }
    }

    func addList(title: String, icon: ListIcon) throws(TaskListError) -> TaskList {
        try record("add list \(title) \(icon.glyph)") { () throws(TaskListError) in
            try underlying.addList(title: title, icon: icon)
        }
    }

    func updateList(id: TaskList.ID, title: String, icon: ListIcon) throws(TaskListError) -> TaskList {
        try record("update list \(id) \(title) \(icon.glyph)") { () throws(TaskListError) in
            try underlying.updateList(id: id, title: title, icon: icon)
        }
    }

    func deleteList(id: TaskList.ID) throws(TaskListError) {
        try record("delete list \(id)") { () throws(TaskListError) in try underlying.deleteList(id: id) }
    }

    func addTask(title: String, toList listID: TaskList.ID) throws(TaskListError) -> TaskItem {
        try record("add task \(title) to list \(listID)") { () throws(TaskListError) in
            try underlying.addTask(title: title, toList: listID)
        }
    }

    func addTask(title: String, notes: String, toList listID: TaskList.ID) throws(TaskListError) -> TaskItem {
        try record("add task \(title) notes \(notes.debugDescription) to list \(listID)") {
            () throws(TaskListError) in
            try underlying.addTask(title: title, notes: notes, toList: listID)
        }
    }

    func renameTask(id: TaskItem.ID, title: String) throws(TaskListError) -> TaskItem {
        try record("rename task \(id) \(title)") { () throws(TaskListError) in
            try underlying.renameTask(id: id, title: title)
        }
    }

    func updateTask(id: TaskItem.ID, title: String, notes: String) throws(TaskListError) -> TaskItem {
        try record("update task \(id) \(title) notes \(notes.debugDescription)") { () throws(TaskListError) in
            try underlying.updateTask(id: id, title: title, notes: notes)
        }
    }

    func toggleTask(id: TaskItem.ID) throws(TaskListError) -> TaskItem {
        try record("toggle task \(id)") { () throws(TaskListError) in try underlying.toggleTask(id: id) }
    }

    func deleteTask(id: TaskItem.ID) throws(TaskListError) {
        try record("delete task \(id)") { () throws(TaskListError) in try underlying.deleteTask(id: id) }
    }

    func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) throws(TaskListError) {
        try record("move task \(id) past \(otherID)") { () throws(TaskListError) in
            try underlying.moveTask(id: id, past: otherID)
        }
    }

    func observeChanges(_ observer: @escaping (TaskListChange) -> Void) -> ChangeSubscription {
        calls.append("observe changes")
        let subscription = underlying.observeChanges(observer)
        subscriptions.append(WeakSubscription(subscription: subscription))
        return subscription
    }

    func checkForExternalChanges() {
        underlying.checkForExternalChanges()
    }

    private func record<Result>(_ call: String, _ body: () throws(TaskListError) -> Result)
        throws(TaskListError) -> Result
    {
        calls.append(call)
        if let failure { throw failure }
        return try body()
    }
}

/// A change subscription held weakly, to tell whether its holder is still alive.
private struct WeakSubscription {
    weak var subscription: ChangeSubscription?
}
