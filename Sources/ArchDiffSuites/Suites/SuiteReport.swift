import ArchDiffSource

/// One architecture's own unit-test suite (`Tests/<Architecture>Tests`) measured against the
/// architecture's production code.
package struct SuiteReport: Sendable {
    /// The architecture, as named by its folder under `Architectures/`.
    package var architecture: String
    /// The suite folder, relative to the package root.
    package var path: String
    /// Whether the suite folder exists; a missing suite has no files and no tests.
    package var exists: Bool
    /// The suite's Swift files, relative to its folder.
    package var files: [String]
    /// Every test, in file and line order.
    package var tests: [UnitTest]
    /// Every assertion site in the suite, in tests and helpers.
    package var assertions: AssertionCounts
    /// The test doubles the suite declares.
    package var doubles: [TestDouble]
    /// Lines of the suite's files.
    package var lines: LineCounts
    /// Code lines of the architecture's production files.
    package var productionCodeLines: Int
    /// The architecture's layers, with the tests attributed to each.
    package var layers: [SuiteLayer]
    /// The shared helpers of `Tests/TestSupport` the suite names, most named first.
    package var helpers: [HelperUse]
    /// The result of running the suite, after `--run`.
    package var run: SuiteRun?

    /// A measured suite.
    package init(
        architecture: String, path: String, exists: Bool, files: [String], tests: [UnitTest],
        assertions: AssertionCounts, doubles: [TestDouble], lines: LineCounts, productionCodeLines: Int,
        layers: [SuiteLayer], helpers: [HelperUse], run: SuiteRun? = nil
    ) {
        self.architecture = architecture
        self.path = path
        self.exists = exists
        self.files = files
        self.tests = tests
        self.assertions = assertions
        self.doubles = doubles
        self.lines = lines
        self.productionCodeLines = productionCodeLines
        self.layers = layers
        self.helpers = helpers
        self.run = run
    }

    /// The test target that holds the suite: the folder's name.
    package var targetName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Tests that take `arguments:`.
    package var parameterizedTests: Int {
        tests.filter(\.isParameterized).count
    }

    /// Test cases that run: one per plain test, the argument count per parameterized one; `nil` when a
    /// parameterized test's arguments cannot be counted.
    package var cases: Int? {
        tests.reduce(0 as Int?) { total, test in total.flatMap { total in test.cases.map { total + $0 } } }
    }

    /// Tests written with `framework`.
    package func tests(using framework: TestFramework) -> Int {
        tests.filter { $0.framework == framework }.count
    }

    /// Test code lines per production code line, `nil` without production code.
    package var testToProductionRatio: Double? {
        productionCodeLines == 0 ? nil : Double(lines.code) / Double(productionCodeLines)
    }

    /// Assertion sites per test, `nil` without tests.
    package var assertionsPerTest: Double? {
        tests.isEmpty ? nil : Double(assertions.total) / Double(tests.count)
    }

    /// Tests that name at least one behaviour ID.
    package var testsNamingBehaviours: Int {
        tests.filter { !$0.behaviourIDs.isEmpty }.count
    }

    /// How many tests name each behaviour ID.
    package var behaviourCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for test in tests {
            for id in test.behaviourIDs {
                counts[id, default: 0] += 1
            }
        }
        return counts
    }

    /// The behaviours of `scope` that depend on the architecture and that a test of the suite names, in
    /// catalogue order.
    package func covered(in scope: BehaviourScope) -> [Behaviour] {
        let counts = behaviourCounts
        return scope.behaviours.filter { counts[$0.id] != nil }
    }

    /// The tests naming each covered behaviour of `scope`, on average (a test naming two behaviours
    /// counts for each); `nil` when none is covered.
    package func testsPerBehaviour(in scope: BehaviourScope) -> Double? {
        let covered = covered(in: scope)
        guard !covered.isEmpty else { return nil }
        let counts = behaviourCounts
        return Double(covered.reduce(0) { $0 + (counts[$1.id] ?? 0) }) / Double(covered.count)
    }

    /// The suite's code lines (tests, doubles and helpers) per covered behaviour of `scope`; `nil` when
    /// none is covered.
    package func testLinesPerBehaviour(in scope: BehaviourScope) -> Double? {
        let covered = covered(in: scope).count
        return covered == 0 ? nil : Double(lines.code) / Double(covered)
    }

    /// Tests that construct a production type, but not the root type, themselves or through their
    /// helpers: they build the unit they test.
    package var isolatedTests: Int {
        tests.filter { $0.reach == .isolated }.count
    }

    /// Tests that construct the architecture's root type, themselves or through their helpers.
    package var testsThroughRoot: Int {
        tests.filter { $0.reach == .compositionRoot }.count
    }

    /// Tests that construct no production type.
    package var unattributedTests: Int {
        tests.filter { $0.reach == .none }.count
    }

    /// Tests attributed to no layer, because neither they nor their file name a production type.
    package var testsWithoutLayer: Int {
        tests.filter { $0.layer == nil }.count
    }
}
