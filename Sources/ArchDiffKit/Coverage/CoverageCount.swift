/// Units that coverage instrumentation can see, lines or regions, and how many of them ran.
public struct CoverageCount: Equatable, Sendable {
    /// Units that ran at least once.
    public var covered: Int
    /// Units llvm-cov counts.
    public var count: Int

    /// `covered` of `count` units.
    public init(covered: Int = 0, count: Int = 0) {
        self.covered = covered
        self.count = count
    }

    /// Covered units as a percentage of all, `nil` without any.
    public var percent: Double? {
        count == 0 ? nil : Double(covered) / Double(count) * 100
    }

    /// The units of two sets of files together.
    public static func + (lhs: CoverageCount, rhs: CoverageCount) -> CoverageCount {
        CoverageCount(covered: lhs.covered + rhs.covered, count: lhs.count + rhs.count)
    }
}
