import TaskListDomain

/// A `TaskListService` that records every call with its arguments and result, every change it tells an
/// observer about, and every observer it drops, then forwards to the real service.
@MainActor
public final class TracingTaskListService: TaskListService {
    private let service: any TaskListService
    private let recorder: TraceRecorder

    /// Wraps `service`, recording into `recorder`.
    public init(_ service: any TaskListService, recorder: TraceRecorder) {
        self.service = service
        self.recorder = recorder
    }

    public func summaries() async throws(TaskListError) -> [TaskListSummary] {
        try await call("summaries()") { () async throws(TaskListError) in
            try await service.summaries()
        }
    }

    public func list(id: TaskList.ID) async throws(TaskListError) -> TaskList {
        try await call("list(id: \(id))") { () async throws(TaskListError) in
            try await service.list(id: id)
        }
    }

    public func tasks(inList listID: TaskList.ID) async throws(TaskListError) -> [TaskItem] {
        try await call("tasks(inList: \(listID))") { () async throws(TaskListError) in
            try await service.tasks(inList: listID)
        }
    }

    public func tasks(inList listID: TaskList.ID, matching filter: TaskFilter, search: TaskSearch)
        async throws(TaskListError) -> TaskRows
    {
        try await call("tasks(inList: \(listID), matching: .\(filter), search: \(quoted(search.query)))") {
            () async throws(TaskListError) in
            try await service.tasks(inList: listID, matching: filter, search: search)
        }
    }

    public func upcomingTasks() async throws(TaskListError) -> [UpcomingTask] {
        try await call("upcomingTasks()") { () async throws(TaskListError) in
            try await service.upcomingTasks()
        }
    }

    @discardableResult
    public func addList(title: String, icon: ListIcon) async throws(TaskListError) -> TaskList {
        try await call("addList(title: \(quoted(title)), icon: .\(icon))") {
            () async throws(TaskListError) in try await service.addList(title: title, icon: icon)
        }
    }

    @discardableResult
    public func updateList(id: TaskList.ID, title: String, icon: ListIcon) async throws(TaskListError)
        -> TaskList
    {
        try await call("updateList(id: \(id), title: \(quoted(title)), icon: .\(icon))") {
            () async throws(TaskListError) in try await service.updateList(id: id, title: title, icon: icon)
        }
    }

    @discardableResult
    public func deleteList(id: TaskList.ID) async throws(TaskListError) -> DeletedList {
        try await call("deleteList(id: \(id))") { () async throws(TaskListError) in
            try await service.deleteList(id: id)
        }
    }

    @discardableResult
    public func restoreList(_ deleted: DeletedList) async throws(TaskListError) -> TaskList {
        try await call("restoreList(\(deleted.traceDescription))") { () async throws(TaskListError) in
            try await service.restoreList(deleted)
        }
    }

    @discardableResult
    public func addTask(title: String, toList listID: TaskList.ID) async throws(TaskListError) -> TaskItem {
        try await call("addTask(title: \(quoted(title)), toList: \(listID))") {
            () async throws(TaskListError) in try await service.addTask(title: title, toList: listID)
        }
    }

    @discardableResult
    public func addTask(title: String, notes: String, due: String, toList listID: TaskList.ID)
        async throws(TaskListError) -> TaskItem
    {
        try await call(
            "addTask(title: \(quoted(title)), notes: \(quoted(notes)), due: \(quoted(due)), toList: \(listID))"
        ) { () async throws(TaskListError) in
            try await service.addTask(title: title, notes: notes, due: due, toList: listID)
        }
    }

    @discardableResult
    public func renameTask(id: TaskItem.ID, title: String) async throws(TaskListError) -> TaskItem {
        try await call("renameTask(id: \(id), title: \(quoted(title)))") {
            () async throws(TaskListError) in try await service.renameTask(id: id, title: title)
        }
    }

    @discardableResult
    public func updateTask(id: TaskItem.ID, title: String, notes: String, due: String)
        async throws(TaskListError) -> TaskItem
    {
        try await call(
            "updateTask(id: \(id), title: \(quoted(title)), notes: \(quoted(notes)), due: \(quoted(due)))"
        ) { () async throws(TaskListError) in
            try await service.updateTask(id: id, title: title, notes: notes, due: due)
        }
    }

    @discardableResult
    public func toggleTask(id: TaskItem.ID) async throws(TaskListError) -> TaskItem {
        try await call("toggleTask(id: \(id))") {
            () async throws(TaskListError) in try await service.toggleTask(id: id)
        }
    }

    @discardableResult
    public func setTaskDone(id: TaskItem.ID, isDone: Bool) async throws(TaskListError) -> TaskItem {
        try await call("setTaskDone(id: \(id), isDone: \(isDone))") { () async throws(TaskListError) in
            try await service.setTaskDone(id: id, isDone: isDone)
        }
    }

    @discardableResult
    public func deleteTask(id: TaskItem.ID) async throws(TaskListError) -> DeletedTask {
        try await call("deleteTask(id: \(id))") { () async throws(TaskListError) in
            try await service.deleteTask(id: id)
        }
    }

    @discardableResult
    public func restoreTask(_ deleted: DeletedTask) async throws(TaskListError) -> TaskItem {
        try await call("restoreTask(\(deleted.traceDescription))") { () async throws(TaskListError) in
            try await service.restoreTask(deleted)
        }
    }

    public func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) async throws(TaskListError) {
        try await call("moveTask(id: \(id), past: \(otherID))") { () async throws(TaskListError) in
            try await service.moveTask(id: id, past: otherID)
        }
    }

    public func observeChanges(_ observer: @escaping (TaskListChange) -> Void) -> ChangeSubscription {
        let registration = recorder.span(.service(call: "observeChanges(_:)", result: nil)) {
            ObserverRegistration(stack: recorder.captureRegistration(), recorder: recorder)
        }
        return service.observeChanges { [recorder] change in
            withExtendedLifetime(registration) {
                recorder.deliver(Self.describe(change), toObserverRegisteredOn: registration.stack) {
                    observer(change)
                }
            }
        }
    }

    public func checkForExternalChanges() async {
        await recorder.check { await service.checkForExternalChanges() }
    }

    /// Records `body` as the service call `text`, with its result described, or the error it threw.
    private func call<Value: TraceDescribable>(
        _ text: String, _ body: () async throws(TaskListError) -> Value
    ) async throws(TaskListError) -> Value {
        try await recorder.call(text, { await Self.outcome(of: body) }, answer: Self.describe).get()
    }

    /// Records `body`, which returns nothing, as the service call `text`, or the error it threw.
    private func call(_ text: String, _ body: () async throws(TaskListError) -> Void)
        async throws(TaskListError)
    {
        try await recorder.call(text, { await Self.outcome(of: body) }, answer: Self.describe).get()
    }

    private static func outcome<Value>(of body: () async throws(TaskListError) -> Value) async
        -> Result<Value, TaskListError>
    {
        do {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }

    /// A result as the call's line shows it: a few words about the value, nothing for a call that returns
    /// nothing, `cancelled` for a read nobody waits for any more, or the error thrown.
    private static func describe<Value: TraceDescribable>(_ outcome: Result<Value, TaskListError>) -> String?
    {
        describe(outcome.map { Optional($0.traceDescription) })
    }

    private static func describe(_ outcome: Result<Void, TaskListError>) -> String? {
        describe(outcome.map { nil })
    }

    private static func describe(_ outcome: Result<String?, TaskListError>) -> String? {
        switch outcome {
        case .success(let description): description
        case .failure(.cancelled): "cancelled"
        case .failure(let error): "throws \(error)"
        }
    }

    private static func describe(_ change: TaskListChange) -> String {
        switch change {
        case .lists: ".lists"
        case .tasks(let listID): ".tasks(listID: \(listID))"
        case .external: ".external"
        }
    }
}

/// A service result as a trace line shows it after the call.
protocol TraceDescribable {
    /// What one of these is called in a count, such as `list`.
    static var traceNoun: String { get }
    /// A few words about this value.
    var traceDescription: String { get }
}

extension Array: TraceDescribable where Element: TraceDescribable {
    static var traceNoun: String { Element.traceNoun + "s" }

    var traceDescription: String {
        count == 1 ? "1 \(Element.traceNoun)" : "\(count) \(Element.traceNoun)s"
    }
}

extension TaskRows: TraceDescribable {
    static var traceNoun: String { "tasks" }
    var traceDescription: String { count == 1 ? "1 task" : "\(count) tasks" }
}

extension TaskListSummary: TraceDescribable {
    static var traceNoun: String { "list" }
    var traceDescription: String { "list \(list.id) \(quoted(list.title)), \(doneCount)/\(totalCount)" }
}

extension TaskList: TraceDescribable {
    static var traceNoun: String { "list" }
    var traceDescription: String { "list \(id) \(quoted(title))" }
}

extension TaskSearch: TraceDescribable {
    static var traceNoun: String { "search" }
    var traceDescription: String { quoted(query) }
}

extension TaskItem: TraceDescribable {
    static var traceNoun: String { "task" }
    var traceDescription: String {
        "task \(id) \(quoted(title)), \(isDone ? "done" : "not done")" + (due.map { ", due \($0)" } ?? "")
    }
}

extension DeletedList: TraceDescribable {
    static var traceNoun: String { "deleted list" }
    var traceDescription: String {
        "list \(list.id) \(quoted(list.title)) with " + (tasks.count == 1 ? "1 task" : "\(tasks.count) tasks")
    }
}

extension DeletedTask: TraceDescribable {
    static var traceNoun: String { "deleted task" }
    var traceDescription: String { "\(task.traceDescription), at \(index)" }
}

extension UpcomingTask: TraceDescribable {
    static var traceNoun: String { "upcoming task" }
    var traceDescription: String { "\(task.traceDescription), in list \(list.id)" }
}

/// Lives as long as the service holds an observer: when the service drops it (its subscription was
/// cancelled or released), the trace says so.
private final class ObserverRegistration {
    let stack: CapturedStack?
    let recorder: TraceRecorder

    init(stack: CapturedStack?, recorder: TraceRecorder) {
        self.stack = stack
        self.recorder = recorder
    }

    deinit {
        let (recorder, stack) = (recorder, stack)
        MainActor.assumeIsolated { recorder.noteObserverRemoved(registeredOn: stack) }
    }
}
