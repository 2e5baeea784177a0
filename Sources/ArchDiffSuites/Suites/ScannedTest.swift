/// A test found in a file, with the identifiers its lines use, before it is attributed to a layer.
struct ScannedTest: Sendable {
    /// The test, its layer not yet known.
    var test: UnitTest
    /// How often each identifier occurs in the test's lines, `@Test` attribute included.
    var identifierCounts: [String: Int]
    /// The type enclosing the function, which decides whether an XCTest candidate is a test.
    var enclosingType: String?
    /// What the test's own lines construct and name.
    var unit: CodeUnit
}
