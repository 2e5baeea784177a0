/// The coverage of some code by a test run, as llvm-cov counts it: regions and lines.
///
/// A region is a stretch of code with its own execution count: a function body, each branch of an
/// `if`, `guard`, `switch` or ternary, the right side of `&&` and `||`, a closure. Region coverage sees
/// a branch that never ran even when its line did, so it is the stricter of the two.
package struct FileCoverage: Equatable, Sendable {
    /// Regions that ran, of all regions.
    package var regions: CoverageCount
    /// Lines that ran, of all executable lines.
    package var lines: CoverageCount

    /// Coverage of `regions` and `lines`.
    package init(regions: CoverageCount = CoverageCount(), lines: CoverageCount = CoverageCount()) {
        self.regions = regions
        self.lines = lines
    }

    /// The coverage of two sets of code together.
    package static func + (lhs: FileCoverage, rhs: FileCoverage) -> FileCoverage {
        FileCoverage(regions: lhs.regions + rhs.regions, lines: lhs.lines + rhs.lines)
    }
}
