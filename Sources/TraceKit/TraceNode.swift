/// One line of a trace and the lines it caused, indented under it.
public struct TraceNode: Hashable, Sendable {
    /// What the line records.
    public enum Kind: Hashable, Sendable {
        /// The host asked the architecture for its first screen.
        case start(architecture: String)
        /// A key press, delivered to the view of the page on top.
        case key(String, view: String)
        /// The host asked the service whether another program changed the data.
        case check
        /// A function of architecture code on the way to the lines under it.
        case frame(TraceFrame)
        /// A call into the service, with its arguments and, once returned, its result.
        case service(call: String, result: String?)
        /// A call into the service that had not answered when the frame of its entry was drawn: the answer
        /// comes in a `later` entry.
        case waiting(call: String)
        /// Work that a key (or the start, or a check) started, going on after that key's frame was drawn:
        /// the answer to the service call `call`, with its `result`, and what the code did with it; or, when
        /// `call` is nil, a task that resumed otherwise. `after` says how long after what: `0.3 s after space`.
        case later(call: String?, result: String?, after: String)
        /// A unidirectional store's reducer (named by type) reducing an action, and the effects it returned.
        case reducer(action: String, reducer: String, effects: [String])
        /// The service told an observer about a change; the observer is named by where it registered.
        case change(String, observer: String)
        /// The service dropped an observer because its subscription was cancelled or released.
        case observerRemoved(observer: String)
        /// A push or pop on the navigator, naming the page.
        case navigation(String)
        /// A view (named by type) was told something, such as `reloadData()` (see `ViewActivity`).
        case view(String, did: String)
        /// A view asked its data source (named by type) for the rows it draws.
        case dataSource(String, askedBy: String, rows: String)
        /// The host drew the page on top.
        case draw(view: String)
        /// A row of the app's screen that changed in that frame.
        case screen(String)
        /// Something about the trace itself, such as a call stack that could not be read.
        case note(String)
    }

    /// What the line records.
    public var kind: Kind
    /// The lines it caused, in order.
    public var children: [TraceNode]

    /// A line and what it caused.
    public init(_ kind: Kind, children: [TraceNode] = []) {
        self.kind = kind
        self.children = children
    }

    /// This node and every node under it, depth first, each with its depth below this one.
    public func flattened(depth: Int = 0) -> [(depth: Int, node: TraceNode)] {
        [(depth, self)] + children.flatMap { $0.flattened(depth: depth + 1) }
    }
}
