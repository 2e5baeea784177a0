/// Assertion sites in test code, by kind: where an assertion is written, not how often it runs.
package struct AssertionCounts: Equatable, Sendable {
    /// `#expect(...)`.
    package var expect = 0
    /// `#require(...)`.
    package var require = 0
    /// `XCTAssert...(...)` of every kind, and `XCTUnwrap(...)`.
    package var xcTest = 0
    /// Unconditional failures: `XCTFail(...)` and `Issue.record(...)`.
    package var failures = 0

    /// No assertions.
    package init() {}

    /// Counts of each kind.
    package init(expect: Int, require: Int, xcTest: Int, failures: Int) {
        self.expect = expect
        self.require = require
        self.xcTest = xcTest
        self.failures = failures
    }

    /// Every assertion site.
    package var total: Int { expect + require + xcTest + failures }

    /// The counts of two sets of sites together.
    package static func + (lhs: AssertionCounts, rhs: AssertionCounts) -> AssertionCounts {
        AssertionCounts(
            expect: lhs.expect + rhs.expect, require: lhs.require + rhs.require,
            xcTest: lhs.xcTest + rhs.xcTest,
            failures: lhs.failures + rhs.failures)
    }
}
