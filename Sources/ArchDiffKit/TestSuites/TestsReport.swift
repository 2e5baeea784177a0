/// Every architecture's unit-test suite, the behaviour catalogue they are checked against, and the
/// architectures' code metrics.
public struct TestsReport: Sendable {
    /// One suite per architecture, in the architectures' order.
    public var suites: [SuiteReport]
    /// The behaviour catalogue; `nil` when docs/BEHAVIORS.md does not exist.
    public var catalogue: BehaviourCatalogue?
    /// The metrics of the architectures' production code.
    public var metrics: MetricsReport

    /// A report of `suites`.
    public init(suites: [SuiteReport], catalogue: BehaviourCatalogue?, metrics: MetricsReport) {
        self.suites = suites
        self.catalogue = catalogue
        self.metrics = metrics
    }

    /// The behaviour-by-architecture matrix.
    public var matrix: BehaviourMatrix {
        BehaviourMatrix(catalogue: catalogue ?? BehaviourCatalogue(behaviours: []), suites: suites)
    }

    /// Whether the suites were run.
    public var hasRuns: Bool {
        suites.contains { $0.run != nil }
    }
}
