/// What became of a mutant.
package enum MutantStatus: String, Codable, Sendable {
    /// Not run yet.
    case pending
    /// A test failed (or the test run crashed) with the mutant active: the suite noticed.
    case killed
    /// The test run did not finish within the time limit; counted as noticed.
    case timedOut = "timed_out"
    /// Every test passed with the mutant active.
    case survived
    /// The mutant's lines never run in the unmutated suite, so no test can notice it; not run.
    case notCovered = "not_covered"
    /// The mutant does not compile; it is left out of every figure.
    case notCompiled = "not_compiled"

    /// The word shown in progress lines and tables.
    package var title: String {
        switch self {
        case .pending: return "pending"
        case .killed: return "killed"
        case .timedOut: return "timed out"
        case .survived: return "survived"
        case .notCovered: return "not covered"
        case .notCompiled: return "did not compile"
        }
    }
}
