import ArchDiffMetrics

/// Every architecture's unit-test suite, the behaviour catalogue they are checked against, and the
/// architectures' code metrics.
package struct TestsReport: Sendable {
    /// One suite per architecture, in the architectures' order.
    package var suites: [SuiteReport]
    /// The behaviour catalogue; `nil` when docs/BEHAVIORS.md does not exist.
    package var catalogue: BehaviourCatalogue?
    /// The metrics of the architectures' production code.
    package var metrics: MetricsReport
    /// What the conformance suite and the shared layers' suites name.
    package var outside: OutsideTests

    /// A report of `suites`.
    package init(
        suites: [SuiteReport], catalogue: BehaviourCatalogue?, metrics: MetricsReport,
        outside: OutsideTests = OutsideTests()
    ) {
        self.suites = suites
        self.catalogue = catalogue
        self.metrics = metrics
        self.outside = outside
    }

    /// The behaviour-by-architecture matrix.
    package var matrix: BehaviourMatrix {
        BehaviourMatrix(
            catalogue: catalogue ?? BehaviourCatalogue(behaviours: []), suites: suites, outside: outside)
    }

    /// The catalogue and which of its behaviours depend on the architecture, for the figures of a suite.
    package var scope: BehaviourScope? {
        catalogue.map {
            BehaviourScope(catalogue: $0, architectureDependent: matrix.architectureDependentIDs)
        }
    }

    /// Whether the suites were run.
    package var hasRuns: Bool {
        suites.contains { $0.run != nil }
    }
}
