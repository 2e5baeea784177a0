/// Units that coverage instrumentation can see, lines or regions, and how many of them ran.
package struct CoverageCount: Equatable, Sendable {
    /// Units that ran at least once.
    package var covered: Int
    /// Units llvm-cov counts.
    package var count: Int

    /// `covered` of `count` units.
    package init(covered: Int = 0, count: Int = 0) {
        self.covered = covered
        self.count = count
    }

    /// Covered units as a percentage of all, `nil` without any.
    package var percent: Double? {
        count == 0 ? nil : Double(covered) / Double(count) * 100
    }

    /// The units of two sets of files together.
    package static func + (lhs: CoverageCount, rhs: CoverageCount) -> CoverageCount {
        CoverageCount(covered: lhs.covered + rhs.covered, count: lhs.count + rhs.count)
    }
}
