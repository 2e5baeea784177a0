/// The outcome of running one architecture's suite with `swift test`: pass or fail, counts, wall-clock
/// time and the region and line coverage of the architecture's code.
package struct SuiteRun: Sendable {
    /// Whether `swift test` exited with status 0.
    package var passed: Bool
    /// The counts from the run's summary lines.
    package var summary: TestRunSummary
    /// Wall-clock seconds of the `swift test` process.
    package var seconds: Double
    /// Region and line coverage of the architecture's production code, `nil` when it could not be
    /// measured.
    package var coverage: ArchitectureCoverage?
    /// Why coverage is missing, when it is.
    package var coverageProblem: String?

    /// A finished run.
    package init(
        passed: Bool, summary: TestRunSummary, seconds: Double, coverage: ArchitectureCoverage?,
        coverageProblem: String? = nil
    ) {
        self.passed = passed
        self.summary = summary
        self.seconds = seconds
        self.coverage = coverage
        self.coverageProblem = coverageProblem
    }
}
