import TaskListDomain
import TaskListUI
import TerminalKit

/// Builds the trace of a running app. Each thing the host does (start the app, deliver a key, check for
/// other programs' changes) opens an entry; every call at a shared boundary under it (service, navigator,
/// views, reducers) becomes a line, placed under the architecture functions that were on the call stack
/// when it happened. An entry is complete once the frame drawn after it is recorded.
///
/// Work goes on after a key's frame: the key starts tasks, and their service calls answer later. A task
/// started under a line works for it (a task-local value that the tasks it starts inherit), so its calls
/// go under that line while the entry waits for its frame. An answer that comes after the frame opens a
/// later entry (`[later] answer to ...`), and what the code does with it (the functions after the `await`,
/// the observers told, the views updated, the next frame) goes there.
///
/// Recording only captures each call's stack; the stacks are named, and the frames placed, when entries
/// are read, for many stacks at once (see `BacktraceReader`).
@MainActor
public final class TraceRecorder: ViewActivityObserver, ReducerObserver {
    private let callStack: any CallStackReader
    private let clock: any ServiceClock
    private var openSpans: [Recorded] = []
    private var awaitingDraw: [Recorded] = []
    private var unnamed: [Recorded] = []
    private var named: [TraceNode] = []
    private var entryHandler: ((TraceNode) -> Void)?
    /// The line the running code works for: tasks started under it inherit it, so the calls they make
    /// once they run are recorded under it, or in a later entry once its frame was drawn.
    @TaskLocal private static var origin: Recorded?
    /// The service call the running task waits for: what the service does before it answers (telling
    /// observers about a change) belongs to that call.
    @TaskLocal private static var pendingCall: Recorded?

    /// A recorder that reads architecture frames with `callStack` and tells how late an answer came by
    /// `clock`, the one the service waits on.
    public init(
        callStack: any CallStackReader = BacktraceReader(), clock: any ServiceClock = ContinuousServiceClock()
    ) {
        self.callStack = callStack
        self.clock = clock
    }

    /// Every entry completed so far, oldest first; none once a handler takes them (see `onEntry(_:)`).
    public var entries: [TraceNode] {
        nameCompletedEntries()
        return named
    }

    /// How many entries have completed, without naming their stacks (which `entries` does).
    public var completedEntryCount: Int {
        named.count + unnamed.count
    }

    /// Hands each entry to `handler` as soon as it completes, instead of keeping it (for a file or a
    /// panel, so that a long session does not hold every entry).
    public func onEntry(_ handler: @escaping (TraceNode) -> Void) {
        entryHandler = handler
    }

    /// Records `kind` as a line with everything `body` causes under it; at the top level, as a new entry.
    /// `completing` may restate the line once `body` has returned or thrown, to add its result.
    public func span<Value, Failure: Error>(
        _ kind: TraceNode.Kind,
        completing: (Result<Value, Failure>) -> TraceNode.Kind? = { _ in nil },
        _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try span(Recorded(kind, stack: callStack.capture()), completing: completing, body)
    }

    private func span<Value, Failure: Error>(
        _ node: Recorded,
        completing: (Result<Value, Failure>) -> TraceNode.Kind? = { _ in nil },
        _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let isEntry = open(node)
        let outcome = working(for: node) {
            isEntry ? ViewActivity.$observer.withValue(self) { run(body) } : run(body)
        }
        if let restated = completing(outcome) {
            node.kind = restated
        }
        close(node, isEntry: isEntry)
        return try outcome.get()
    }

    /// Opens `node` as the innermost span, under the line the running code works for or as a new entry;
    /// true for an entry.
    private func open(_ node: Recorded) -> Bool {
        let parent = context()
        if let parent {
            parent.add(node)
        } else {
            node.cause = Cause(of: node.kind, at: clock.now)
        }
        openSpans.append(node)
        return parent == nil
    }

    /// Closes `node`, the innermost span; an entry then waits for its frame.
    private func close(_ node: Recorded, isEntry: Bool) {
        openSpans.removeLast()
        if isEntry {
            awaitingDraw.append(node)
        }
    }

    /// Records a check for other programs' changes (`checkForExternalChanges()`) around `body`. From the
    /// host it is an entry of its own, kept only when the check told an observer about a change; from the
    /// app, a service call.
    public func check(_ body: () async -> Void) async {
        guard Self.origin == nil, Self.pendingCall == nil else {
            await call("checkForExternalChanges()", body, answer: { nil })
            return
        }
        let entry = Recorded(.check, stack: callStack.capture())
        entry.cause = Cause(of: entry.kind, at: clock.now)
        awaitingDraw.append(entry)
        await ViewActivity.$observer.withValue(self) {
            await Self.$origin.withValue(entry) { await body() }
        }
        if !entry.containsChange {
            awaitingDraw.removeAll { $0 === entry }
        }
    }

    /// Records the asynchronous service call `call` around `body`: a line in the entry the running code
    /// works for, restated with `answer`'s account of what `body` returned once it returns. When that
    /// entry's frame was drawn before the answer came, the answer opens a later entry, which takes what the
    /// service does before it answers and what the caller does with the answer.
    public func call<Value>(
        _ call: String, _ body: () async -> Value, answer: (Value) -> String?
    ) async -> Value {
        guard let parent = context() else { return await body() }
        let node = Recorded(.waiting(call: call), stack: callStack.capture())
        parent.add(node)
        let value = await Self.$pendingCall.withValue(node) { await body() }
        let result = answer(value)
        if isAwaitingDraw(node.entry) {
            node.kind = .service(call: call, result: result)
        } else {
            let later = laterEntry(answering: node)
            later.kind = .later(call: call, result: result ?? "done", after: later.after)
        }
        return value
    }

    /// Records a line with nothing under it, such as a view update; ignored outside an entry.
    public func note(_ kind: TraceNode.Kind) {
        context()?.add(Recorded(kind, stack: callStack.capture()))
    }

    /// The current call stack, to name an observer by once stacks are named: by the innermost
    /// architecture function, the one that registered it.
    public func captureRegistration() -> CapturedStack? {
        callStack.capture()
    }

    /// Records the service telling the observer registered on `registration` about `change`, with
    /// what the observer did under it.
    public func deliver(
        _ change: String, toObserverRegisteredOn registration: CapturedStack?, _ body: () -> Void
    ) {
        let node = Recorded(.change(change, observer: ""), stack: callStack.capture())
        node.registration = registration
        node.isAboutObserver = true
        span(node, body)
    }

    /// Records that the service dropped the observer registered on `registration`. Its stack is not read:
    /// an observer is often dropped by a deinit that runs while a finished task is torn down, where
    /// walking the stack through the task's async frames crashes the backtracer (seen with MVVM's
    /// screens), so the line is placed under the entry, not under the functions that dropped it.
    public func noteObserverRemoved(registeredOn registration: CapturedStack?) {
        let node = Recorded(.observerRemoved(observer: ""), stack: nil)
        node.registration = registration
        node.isAboutObserver = true
        context()?.add(node)
    }

    /// Records the reducer of type `reducer` reducing `action`, with the reducers it runs in turn under
    /// it and the effects it returns; the frames of the decorator that calls it are left out. Reducers are
    /// pure and nonisolated; a traced app's store runs them on the main actor.
    nonisolated public func reduce<Action, Effects>(
        _ action: Action, by reducer: Any.Type, _ reduce: () -> Effects
    ) -> Effects {
        let name = TraceValue.typeName(of: reducer)
        let described = TraceValue.describe(action)
        let (node, isEntry) = MainActor.assumeIsolated {
            let node = Recorded(
                .reducer(action: described, reducer: name, effects: []), stack: callStack.capture())
            node.hidesCaller = true
            return (node, open(node))
        }
        let effects = reduce()
        let returned = Mirror(reflecting: effects).children.map { TraceValue.describe($0.value) }
        MainActor.assumeIsolated {
            node.kind = .reducer(action: described, reducer: name, effects: returned)
            close(node, isEntry: isEntry)
        }
        return effects
    }

    /// Draws a frame with `draw`, which returns the changed screen rows. When entries wait for their
    /// frame, the drawing and those rows are recorded under the latest key's (or, without one, the latest
    /// later entry) and the entries complete.
    public func draw(_ view: String, _ draw: () -> [String]) {
        guard let entry = awaitingDraw.last(where: { !$0.isLater }) ?? awaitingDraw.last else {
            _ = draw()
            return
        }
        let node = Recorded(.draw(view: view), stack: nil)
        entry.add(node)
        openSpans.append(node)
        let changes = ViewActivity.$observer.withValue(self) { working(for: node, draw) }
        for change in changes {
            node.add(Recorded(.screen(change), stack: nil))
        }
        openSpans.removeLast()
        completeWaitingEntries()
    }

    /// Completes the entries that still wait for a frame, without one (at the end of a replay, say).
    public func completeWaitingEntries() {
        unnamed += awaitingDraw
        awaitingDraw.removeAll()
        if entryHandler != nil {
            nameCompletedEntries()
        }
    }

    nonisolated public func view(_ view: any View, did activity: ViewActivity) {
        let kind = Self.kind(of: activity, by: String(describing: type(of: view)))
        MainActor.assumeIsolated { note(kind) }
    }

    /// The line that what the running code records goes under: the innermost open span; else, in a task,
    /// the service call it waits for or the line it was started under, while their entry waits for its
    /// frame, or the later entry the work went on in; nil outside every entry.
    private func context() -> Recorded? {
        if let span = openSpans.last {
            return span
        }
        if let call = Self.pendingCall {
            return isAwaitingDraw(call.entry) ? call : laterEntry(answering: call)
        }
        guard let origin = Self.origin else { return nil }
        return isAwaitingDraw(origin.entry) ? origin : laterEntry(resuming: origin)
    }

    /// Runs `body` working for `node`: the tasks it starts work for that line, and none of them waits for
    /// the service call that the running task may wait for.
    private func working<Value>(for node: Recorded, _ body: () -> Value) -> Value {
        Self.$origin.withValue(node) { Self.$pendingCall.withValue(nil, operation: body) }
    }

    private func isAwaitingDraw(_ entry: Recorded) -> Bool {
        awaitingDraw.contains { $0 === entry }
    }

    /// The later entry of the answer to `call`, opened now if there is none waiting for its frame.
    private func laterEntry(answering call: Recorded) -> Recorded {
        if let entry = call.answer, isAwaitingDraw(entry) {
            return entry
        }
        let entry = openLaterEntry(for: call.cause, call: call.callText)
        call.answer = entry
        return entry
    }

    /// The later entry that the work of `origin`'s key goes on in: the latest one waiting for its frame,
    /// or a new one.
    private func laterEntry(resuming origin: Recorded) -> Recorded {
        let cause = origin.cause
        return awaitingDraw.last { $0.isLater && $0.cause === cause }
            ?? openLaterEntry(for: cause, call: nil)
    }

    private func openLaterEntry(for cause: Cause?, call: String?) -> Recorded {
        let after = cause.map { "\(Self.seconds(clock.now - $0.time)) after \($0.label)" } ?? "later"
        let entry = Recorded(.later(call: call, result: nil, after: after), stack: nil)
        entry.cause = cause
        entry.isLater = true
        entry.after = after
        awaitingDraw.append(entry)
        return entry
    }

    /// Names the stacks of the completed entries in one pass, places their frames, and hands each
    /// entry to the handler.
    private func nameCompletedEntries() {
        let entries = unnamed
        unnamed.removeAll()
        guard !entries.isEmpty else { return }
        var stacks: [CapturedStack] = []
        for entry in entries {
            entry.collectStacks(into: &stacks)
        }
        let names = callStack.architectureFrames(of: stacks)
        let frames = Dictionary(zip(stacks, names ?? []), uniquingKeysWith: { first, _ in first })
        let built = entries.map { entry in
            var root = TraceNode(entry.namedKind(frames: frames))
            if entry.stack == nil && !entry.isLater {
                root.children.append(
                    TraceNode(.note("the call stack cannot be read: only the boundaries show")))
            } else if names == nil {
                root.children.append(
                    TraceNode(.note("the call stack's functions cannot be named: only the boundaries show")))
            }
            root.children += Self.place(
                entry.children, under: entry.stack.flatMap { frames[$0] } ?? [], frames: frames)
            return root
        }
        guard let handler = entryHandler else {
            named += built
            return
        }
        for entry in built {
            handler(entry)
        }
    }

    /// `children` of a line whose stack had `parentFrames`, each under the architecture frames entered
    /// since; a frame continues the previous child's frame when it is the same function.
    private static func place(
        _ children: [Recorded], under parentFrames: [TraceFrame], frames: [CapturedStack: [TraceFrame]]
    ) -> [TraceNode] {
        var placed: [TraceNode] = []
        for child in children {
            var childFrames = child.stack.flatMap { frames[$0] } ?? parentFrames
            if child.hidesCaller, let caller = childFrames.last?.typeName {
                childFrames.removeAll { $0.typeName == caller }
            }
            let shared = zip(parentFrames, childFrames).prefix { $0 == $1 }.count
            var node = TraceNode(child.namedKind(frames: frames))
            node.children = place(child.children, under: childFrames, frames: frames)
            insert(node, below: childFrames[shared...], into: &placed)
        }
        return placed
    }

    /// Appends `node` to `nodes` below the chain of `frames`, reusing the last nodes where they are
    /// already those functions.
    private static func insert(
        _ node: TraceNode, below frames: ArraySlice<TraceFrame>, into nodes: inout [TraceNode]
    ) {
        guard let frame = frames.first else {
            nodes.append(node)
            return
        }
        if let last = nodes.indices.last, case .frame(var existing) = nodes[last].kind,
            existing.isSameFunction(as: frame)
        {
            existing.merge(frame)
            nodes[last].kind = .frame(existing)
            insert(node, below: frames.dropFirst(), into: &nodes[last].children)
        } else {
            var chain = TraceNode(.frame(frame))
            insert(node, below: frames.dropFirst(), into: &chain.children)
            nodes.append(chain)
        }
    }

    private func run<Value, Failure: Error>(_ body: () throws(Failure) -> Value) -> Result<Value, Failure> {
        do {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    /// `duration` in seconds, to the millisecond: `0.3 s`, `1.25 s`.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = Int((duration / .milliseconds(1)).rounded())
        let fraction = String(String(1000 + milliseconds % 1000).dropFirst()).reversed().drop { $0 == "0" }
        let whole = "\(milliseconds / 1000)"
        return (fraction.isEmpty ? whole : whole + "." + String(fraction.reversed())) + " s"
    }

    nonisolated private static func kind(of activity: ViewActivity, by view: String) -> TraceNode.Kind {
        switch activity {
        case .reloadData: .view(view, did: "reloadData()")
        case .selectRow(let index): .view(view, did: "selectRow(at: \(index))")
        case .text(let property, let value): .view(view, did: "\(property) = \(value.map(quoted) ?? "nil")")
        case .selectOption(let index): .view(view, did: "selectedIndex = \(index)")
        case .present(let overlay): .view(view, did: "present(\(overlay))")
        case .dismissOverlay: .view(view, did: "dismissOverlay()")
        case .setNeedsUpdate: .view(view, did: "setNeedsUpdate()")
        case .drawRows(let rows, let dataSource) where rows.isEmpty:
            .dataSource(dataSource, askedBy: view, rows: "none")
        case .drawRows(let rows, let dataSource):
            .dataSource(dataSource, askedBy: view, rows: "\(rows.lowerBound)...\(rows.upperBound - 1)")
        }
    }
}

/// `text` in quotes, with control characters escaped, as trace lines show user text.
func quoted(_ text: String) -> String {
    text.debugDescription
}

/// What started a chain of entries (a key, the start, a check) and when: later entries say how long
/// after it their work went on.
private final class Cause {
    let label: String
    let time: Duration

    init(of kind: TraceNode.Kind, at time: Duration) {
        switch kind {
        case .key(let key, _): label = key
        case .start: label = "the start"
        case .check: label = "the check"
        default: label = "its entry"
        }
        self.time = time
    }
}

/// A line as recorded: what happened, the call stack it happened on, and the lines under it.
@MainActor
private final class Recorded {
    var kind: TraceNode.Kind
    let stack: CapturedStack?
    private(set) var children: [Recorded] = []
    private weak var parent: Recorded?
    /// What started the chain of entries the line is in; lines keep it from their entry, which may be
    /// gone by the time a late answer needs it.
    var cause: Cause?
    /// Whether this is a later entry, and how long after its cause it opened.
    var isLater = false
    var after = ""
    /// For a line about an observer: the stack it was registered on, which names it.
    var isAboutObserver = false
    var registration: CapturedStack?
    /// For a reducer's line: the frames of the type that recorded it (the decorator) are left out.
    var hidesCaller = false
    /// For a service call: the later entry its answer opened.
    var answer: Recorded?

    init(_ kind: TraceNode.Kind, stack: CapturedStack?) {
        self.kind = kind
        self.stack = stack
    }

    /// The entry the line is in.
    var entry: Recorded {
        parent?.entry ?? self
    }

    /// The service call a `waiting` or `service` line records.
    var callText: String? {
        switch kind {
        case .waiting(let call), .service(let call, _): call
        default: nil
        }
    }

    func add(_ child: Recorded) {
        child.parent = self
        child.cause = cause
        children.append(child)
    }

    var containsChange: Bool {
        if case .change = kind { return true }
        return children.contains { $0.containsChange }
    }

    /// The kind, with the observer it is about named after the function that registered it.
    func namedKind(frames: [CapturedStack: [TraceFrame]]) -> TraceNode.Kind {
        guard isAboutObserver else { return kind }
        let observer = registration.flatMap { frames[$0]?.last?.function } ?? "an observer"
        switch kind {
        case .change(let change, _): return .change(change, observer: observer)
        case .observerRemoved: return .observerRemoved(observer: observer)
        default: return kind
        }
    }

    func collectStacks(into stacks: inout [CapturedStack]) {
        if let stack {
            stacks.append(stack)
        }
        if let registration {
            stacks.append(registration)
        }
        for child in children {
            child.collectStacks(into: &stacks)
        }
    }
}
