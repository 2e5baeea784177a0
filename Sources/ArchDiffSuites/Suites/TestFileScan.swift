import ArchDiffSource

/// What one file of a test suite holds: its tests, its assertion sites, its types and the identifiers
/// it uses.
struct TestFileScan: Sendable {
    /// The file's measurements: lines, types, functions, imports and identifiers.
    var metrics: FileMetrics
    /// The `@Test` functions.
    var swiftTestingTests: [ScannedTest]
    /// Methods named `test...` without parameters; tests when their type is an `XCTestCase` subclass.
    var xcTestCandidates: [ScannedTest]
    /// Every assertion site in the file, inside tests or helpers.
    var assertions: AssertionCounts
    /// The helpers its tests can reach by name, and those other files' tests can.
    var helpers: (inFile: TestHelpers, visible: TestHelpers)
}
