/// The tests outside the architectures' own suites that name behaviours: the conformance suite, which
/// runs every scenario on every architecture, and the suites of the shared layers (domain, storage,
/// TerminalKit, host). They decide which behaviours depend on the architecture (see
/// ``BehaviourMatrix``).
package struct OutsideTests: Equatable, Sendable {
    /// The conformance suite's folder, relative to the package root.
    package static let conformancePath = "Tests/ConformanceTests"

    /// Whether the conformance suite's folder exists.
    package var conformanceExists: Bool
    /// Per behaviour ID: the conformance suite's tests naming it plus its key-script scenarios
    /// (`*.keys` files) whose file name names it.
    package var conformance: [String: Int]
    /// The shared layers' suites read, relative to the package root, sorted.
    package var sharedSuites: [String]
    /// Per behaviour ID: the tests of the shared layers' suites naming it.
    package var shared: [String: Int]

    /// What the tests outside the architectures' suites name.
    package init(
        conformanceExists: Bool = false, conformance: [String: Int] = [:], sharedSuites: [String] = [],
        shared: [String: Int] = [:]
    ) {
        self.conformanceExists = conformanceExists
        self.conformance = conformance
        self.sharedSuites = sharedSuites
        self.shared = shared
    }
}
