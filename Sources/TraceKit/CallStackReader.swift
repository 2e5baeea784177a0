/// Reads which architecture functions are on the call stack, in two steps: `capture()` is cheap and
/// runs at every traced call; `architectureFrames(of:)` names many captured stacks in one pass, later.
public protocol CallStackReader: Sendable {
    /// The running thread's call stack, not yet named; nil when it cannot be read.
    func capture() -> CapturedStack?
    /// For each stack, the frames of architecture code, outermost first; nil when the stacks cannot be
    /// named.
    func architectureFrames(of stacks: [CapturedStack]) -> [[TraceFrame]]?
}

/// A call stack as captured: the addresses of its frames, innermost first.
public struct CapturedStack: Hashable, Sendable {
    /// One frame's address, and what kind of address it is.
    public struct Frame: Hashable, Sendable {
        /// Whether the address is being executed, will be returned to, or resumes an async function.
        public enum Kind: Hashable, Sendable {
            case programCounter
            case returnAddress
            case asyncResumePoint
        }

        public var kind: Kind
        public var address: UInt64

        public init(kind: Kind, address: UInt64) {
            self.kind = kind
            self.address = address
        }
    }

    /// The frames, innermost first.
    public var frames: [Frame]

    public init(frames: [Frame]) {
        self.frames = frames
    }
}
