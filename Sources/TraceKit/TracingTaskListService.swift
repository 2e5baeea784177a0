import TaskListDomain

/// A `TaskListService` that records every call with its arguments and result, every change it tells an
/// observer about, and every observer it drops, then forwards to the real service.
public final class TracingTaskListService: TaskListService {
    private let service: any TaskListService
    private let recorder: TraceRecorder

    /// Wraps `service`, recording into `recorder`.
    public init(_ service: any TaskListService, recorder: TraceRecorder) {
        self.service = service
        self.recorder = recorder
    }

    public func summaries() throws(TaskListError) -> [TaskListSummary] {
        try call("summaries()") { () throws(TaskListError) in
            try service.summaries()
        }
    }

    public func list(id: TaskList.ID) throws(TaskListError) -> TaskList {
        try call("list(id: \(id))") { () throws(TaskListError) in
            try service.list(id: id)
        }
    }

    public func tasks(inList listID: TaskList.ID) throws(TaskListError) -> [TaskItem] {
        try call("tasks(inList: \(listID))") { () throws(TaskListError) in
            try service.tasks(inList: listID)
        }
    }

    public func tasks(inList listID: TaskList.ID, matching filter: TaskFilter, search: TaskSearch)
        throws(TaskListError) -> TaskRows
    {
        try call("tasks(inList: \(listID), matching: .\(filter), search: \(quoted(search.query)))") {
            () throws(TaskListError) in try service.tasks(inList: listID, matching: filter, search: search)
        }
    }

    @discardableResult
    public func addList(title: String, icon: ListIcon) throws(TaskListError) -> TaskList {
        try call("addList(title: \(quoted(title)), icon: .\(icon))") {
            () throws(TaskListError) in try service.addList(title: title, icon: icon)
        }
    }

    @discardableResult
    public func updateList(id: TaskList.ID, title: String, icon: ListIcon) throws(TaskListError) -> TaskList {
        try call("updateList(id: \(id), title: \(quoted(title)), icon: .\(icon))") {
            () throws(TaskListError) in try service.updateList(id: id, title: title, icon: icon)
        }
    }

    public func deleteList(id: TaskList.ID) throws(TaskListError) {
        try call("deleteList(id: \(id))") { () throws(TaskListError) in
            try service.deleteList(id: id)
        }
    }

    @discardableResult
    public func addTask(title: String, toList listID: TaskList.ID) throws(TaskListError) -> TaskItem {
        try call("addTask(title: \(quoted(title)), toList: \(listID))") {
            () throws(TaskListError) in try service.addTask(title: title, toList: listID)
        }
    }

    @discardableResult
    public func addTask(title: String, notes: String, toList listID: TaskList.ID) throws(TaskListError)
        -> TaskItem
    {
        try call("addTask(title: \(quoted(title)), notes: \(quoted(notes)), toList: \(listID))") {
            () throws(TaskListError) in try service.addTask(title: title, notes: notes, toList: listID)
        }
    }

    @discardableResult
    public func renameTask(id: TaskItem.ID, title: String) throws(TaskListError) -> TaskItem {
        try call("renameTask(id: \(id), title: \(quoted(title)))") {
            () throws(TaskListError) in try service.renameTask(id: id, title: title)
        }
    }

    @discardableResult
    public func updateTask(id: TaskItem.ID, title: String, notes: String) throws(TaskListError) -> TaskItem {
        try call("updateTask(id: \(id), title: \(quoted(title)), notes: \(quoted(notes)))") {
            () throws(TaskListError) in try service.updateTask(id: id, title: title, notes: notes)
        }
    }

    @discardableResult
    public func toggleTask(id: TaskItem.ID) throws(TaskListError) -> TaskItem {
        try call("toggleTask(id: \(id))") {
            () throws(TaskListError) in try service.toggleTask(id: id)
        }
    }

    public func deleteTask(id: TaskItem.ID) throws(TaskListError) {
        try call("deleteTask(id: \(id))") { () throws(TaskListError) in
            try service.deleteTask(id: id)
        }
    }

    public func moveTask(id: TaskItem.ID, past otherID: TaskItem.ID) throws(TaskListError) {
        try call("moveTask(id: \(id), past: \(otherID))") { () throws(TaskListError) in
            try service.moveTask(id: id, past: otherID)
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

    public func checkForExternalChanges() {
        recorder.check { service.checkForExternalChanges() }
    }

    /// Records `body` as the service call `text`, with its result described, or the error it threw.
    private func call<Value: TraceDescribable>(
        _ text: String, _ body: () throws(TaskListError) -> Value
    ) throws(TaskListError) -> Value {
        try recorder.span(.service(call: text, result: nil), completing: { Self.restate(text, $0) }, body)
    }

    /// Records `body`, which returns nothing, as the service call `text`, or the error it threw.
    private func call(_ text: String, _ body: () throws(TaskListError) -> Void) throws(TaskListError) {
        try recorder.span(
            .service(call: text, result: nil), completing: { Self.restate(text, $0.map { nil }) }, body)
    }

    private static func restate<Value: TraceDescribable>(
        _ text: String, _ outcome: Result<Value, TaskListError>
    ) -> TraceNode.Kind {
        restate(text, outcome.map { Optional($0.traceDescription) })
    }

    private static func restate(_ text: String, _ outcome: Result<String?, TaskListError>) -> TraceNode.Kind {
        switch outcome {
        case .success(let description): .service(call: text, result: description)
        case .failure(let error): .service(call: text, result: "throws \(error)")
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

extension TaskItem: TraceDescribable {
    static var traceNoun: String { "task" }
    var traceDescription: String { "task \(id) \(quoted(title)), \(isDone ? "done" : "not done")" }
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
        recorder.noteObserverRemoved(registeredOn: stack)
    }
}
