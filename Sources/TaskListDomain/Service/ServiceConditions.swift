/// How the service behaves on a bad day, so a learner can watch each pattern wait and fail: every call
/// answers `latency` late, and writes or reads can be made to fail as a busy database does.
public struct ServiceConditions: Equatable, Sendable {
    /// How long every read and write waits before it reaches the store.
    public var latency: Duration
    /// Whether every write fails with `.storage(.locked)`; nothing is written.
    public var failsWrites: Bool
    /// Whether every read fails with `.storage(.locked)`.
    public var failsReads: Bool

    /// Conditions with `latency` and the failures asked for; the default is a good day.
    public init(latency: Duration = .zero, failsWrites: Bool = false, failsReads: Bool = false) {
        self.latency = latency
        self.failsWrites = failsWrites
        self.failsReads = failsReads
    }
}
