/// Assertion sites in test code, by kind: where an assertion is written, not how often it runs.
public struct AssertionCounts: Equatable, Sendable {
    /// `#expect(...)`.
    public var expect = 0
    /// `#require(...)`.
    public var require = 0
    /// `XCTAssert...(...)` of every kind, and `XCTUnwrap(...)`.
    public var xcTest = 0
    /// Unconditional failures: `XCTFail(...)` and `Issue.record(...)`.
    public var failures = 0

    /// No assertions.
    public init() {}

    /// Counts of each kind.
    public init(expect: Int, require: Int, xcTest: Int, failures: Int) {
        self.expect = expect
        self.require = require
        self.xcTest = xcTest
        self.failures = failures
    }

    /// Every assertion site.
    public var total: Int { expect + require + xcTest + failures }

    /// The counts of two sets of sites together.
    public static func + (lhs: AssertionCounts, rhs: AssertionCounts) -> AssertionCounts {
        AssertionCounts(
            expect: lhs.expect + rhs.expect, require: lhs.require + rhs.require,
            xcTest: lhs.xcTest + rhs.xcTest,
            failures: lhs.failures + rhs.failures)
    }
}
