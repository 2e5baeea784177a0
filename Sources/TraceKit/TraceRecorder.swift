import Foundation
import TerminalKit

/// Builds the trace of a running app. Each thing the host does (start the app, deliver a key, check
/// for other programs' changes) opens an entry; every call at a shared boundary under it (service,
/// navigator, views) becomes a line, placed under the architecture functions that were on the call
/// stack when it happened. An entry is complete once the frame drawn after it is recorded.
///
/// Recording only captures each call's stack; the stacks are named, and the frames placed, when
/// entries are read, for many stacks at once (see `BacktraceReader`).
///
/// `@unchecked Sendable`: it is bound as the views' activity observer, which must be `Sendable`. The
/// app runs on one thread; the lock keeps the state whole should a view report from another.
public final class TraceRecorder: ViewActivityObserver, @unchecked Sendable {
    private let callStack: any CallStackReader
    private let lock = NSLock()
    private var openSpans: [Recorded] = []
    private var awaitingDraw: [Recorded] = []
    private var unnamed: [Recorded] = []
    private var named: [TraceNode] = []
    private var entryHandler: ((TraceNode) -> Void)?

    /// A recorder that reads architecture frames with `callStack`.
    public init(callStack: any CallStackReader = BacktraceReader()) {
        self.callStack = callStack
    }

    /// Every entry completed so far, oldest first; none once a handler takes them (see `onEntry(_:)`).
    public var entries: [TraceNode] {
        nameCompletedEntries()
        return lock.withLock { named }
    }

    /// How many entries have completed, without naming their stacks (which `entries` does).
    public var completedEntryCount: Int {
        lock.withLock { named.count + unnamed.count }
    }

    /// Hands each entry to `handler` as soon as it completes, instead of keeping it (for a file or a
    /// panel, so that a long session does not hold every entry).
    public func onEntry(_ handler: @escaping (TraceNode) -> Void) {
        lock.withLock { entryHandler = handler }
    }

    /// Records `kind` as a line with everything `body` causes under it; at the top level, as a new entry.
    /// `completing` may restate the line once `body` has returned or thrown, to add its result.
    public func span<Value, Failure: Error>(
        _ kind: TraceNode.Kind,
        completing: (Result<Value, Failure>) -> TraceNode.Kind? = { _ in nil },
        _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try span(kind, registeredOn: nil, completing: completing, body)
    }

    private func span<Value, Failure: Error>(
        _ kind: TraceNode.Kind,
        registeredOn registration: CapturedStack??,
        completing: (Result<Value, Failure>) -> TraceNode.Kind? = { _ in nil },
        _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let node = Recorded(kind, stack: callStack.capture())
        if let registration {
            node.registration = .registeredOn(registration)
        }
        let isEntry = lock.withLock {
            openSpans.last?.children.append(node)
            openSpans.append(node)
            return openSpans.count == 1
        }
        let outcome = isEntry ? ViewActivity.$observer.withValue(self) { run(body) } : run(body)
        lock.withLock {
            if let restated = completing(outcome) {
                node.kind = restated
            }
            openSpans.removeLast()
            if isEntry {
                awaitingDraw.append(node)
            }
        }
        return try outcome.get()
    }

    /// Records a check for other programs' changes (`checkForExternalChanges()`). From the host it is an
    /// entry of its own, kept only when the check told an observer about a change.
    public func check(_ body: () -> Void) {
        guard lock.withLock({ openSpans.isEmpty }) else {
            span(.service(call: "checkForExternalChanges()", result: nil), body)
            return
        }
        span(.check, body)
        lock.withLock {
            if let entry = awaitingDraw.last, !entry.containsChange {
                awaitingDraw.removeLast()
            }
        }
    }

    /// Records a line with nothing under it, such as a view update; ignored outside an entry.
    public func note(_ kind: TraceNode.Kind) {
        append(Recorded(kind, stack: callStack.capture()))
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
        span(.change(change, observer: ""), registeredOn: registration, body)
    }

    /// Records that the service dropped the observer registered on `registration`.
    public func noteObserverRemoved(registeredOn registration: CapturedStack?) {
        let node = Recorded(.observerRemoved(observer: ""), stack: callStack.capture())
        node.registration = .registeredOn(registration)
        append(node)
    }

    /// Draws a frame with `draw`, which returns the changed screen rows. When entries wait for their
    /// frame, the drawing and those rows are recorded under the latest one and the entries complete.
    public func draw(_ view: String, _ draw: () -> [String]) {
        guard let entry = lock.withLock({ awaitingDraw.last }) else {
            _ = draw()
            return
        }
        let node = Recorded(.draw(view: view), stack: nil)
        lock.withLock {
            entry.children.append(node)
            openSpans.append(node)
        }
        let changes = ViewActivity.$observer.withValue(self) { draw() }
        lock.withLock {
            node.children += changes.map { Recorded(.screen($0), stack: nil) }
            openSpans.removeLast()
        }
        completeWaitingEntries()
    }

    /// Completes the entries that still wait for a frame, without one (at the end of a replay, say).
    public func completeWaitingEntries() {
        let hasHandler = lock.withLock {
            unnamed += awaitingDraw
            awaitingDraw.removeAll()
            return entryHandler != nil
        }
        if hasHandler {
            nameCompletedEntries()
        }
    }

    public func view(_ view: any View, did activity: ViewActivity) {
        note(Self.kind(of: activity, by: String(describing: type(of: view))))
    }

    /// Names the stacks of the completed entries in one pass, places their frames, and hands each
    /// entry to the handler.
    private func nameCompletedEntries() {
        let (entries, handler) = lock.withLock {
            defer { unnamed.removeAll() }
            return (unnamed, entryHandler)
        }
        guard !entries.isEmpty else { return }
        var stacks: [CapturedStack] = []
        for entry in entries {
            entry.collectStacks(into: &stacks)
        }
        let names = callStack.architectureFrames(of: stacks)
        let frames = Dictionary(zip(stacks, names ?? []), uniquingKeysWith: { first, _ in first })
        let built = entries.map { entry in
            var root = TraceNode(entry.namedKind(frames: frames))
            if entry.stack == nil {
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
        guard let handler else {
            lock.withLock { named += built }
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
            let childFrames = child.stack.flatMap { frames[$0] } ?? parentFrames
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

    private func append(_ node: Recorded) {
        lock.withLock { openSpans.last?.children.append(node) }
    }

    private func run<Value, Failure: Error>(_ body: () throws(Failure) -> Value) -> Result<Value, Failure> {
        do {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    private static func kind(of activity: ViewActivity, by view: String) -> TraceNode.Kind {
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

/// A line as recorded: what happened, the call stack it happened on, and the lines under it.
private final class Recorded {
    /// For a line about an observer: the stack it was registered on, which names it.
    enum Registration {
        case registeredOn(CapturedStack?)
    }

    var kind: TraceNode.Kind
    let stack: CapturedStack?
    var registration: Registration?
    var children: [Recorded] = []

    init(_ kind: TraceNode.Kind, stack: CapturedStack?) {
        self.kind = kind
        self.stack = stack
    }

    var containsChange: Bool {
        if case .change = kind { return true }
        return children.contains { $0.containsChange }
    }

    /// The kind, with the observer it is about named after the function that registered it.
    func namedKind(frames: [CapturedStack: [TraceFrame]]) -> TraceNode.Kind {
        guard case .registeredOn(let stack) = registration else { return kind }
        let observer = stack.flatMap { frames[$0]?.last?.function } ?? "an observer"
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
        if case .registeredOn(let registration?) = registration {
            stacks.append(registration)
        }
        for child in children {
            child.collectStacks(into: &stacks)
        }
    }
}
