/// Lines that coverage instrumentation can see, and how many of them ran.
public struct LineCoverage: Equatable, Sendable {
    /// Lines that ran at least once.
    public var covered: Int
    /// Lines llvm-cov counts as executable.
    public var count: Int

    /// `covered` of `count` lines.
    public init(covered: Int = 0, count: Int = 0) {
        self.covered = covered
        self.count = count
    }

    /// Covered lines as a percentage of all, `nil` without executable lines.
    public var percent: Double? {
        count == 0 ? nil : Double(covered) / Double(count) * 100
    }

    /// The lines of two sets of files together.
    public static func + (lhs: LineCoverage, rhs: LineCoverage) -> LineCoverage {
        LineCoverage(covered: lhs.covered + rhs.covered, count: lhs.count + rhs.count)
    }
}
