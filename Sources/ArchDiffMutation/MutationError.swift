/// Why a mutation run cannot go on; reported with exit code 1.
package enum MutationError: Error, Equatable, CustomStringConvertible {
    /// An architecture named on the command line has no unit suite.
    case noSuite(String, String)
    /// An architecture's suite fails before anything is mutated, so its failures would mean nothing.
    case unmutatedSuiteFails(architecture: String, suite: String, failed: Int, tests: Int)
    /// The suite passes on the original code but fails with the schemata in place and no mutant on.
    case schemataChangeBehaviour(architecture: String, suite: String, output: String)
    /// The suite ran no test, so no mutant could be killed.
    case noTestsRan(architecture: String, suite: String)
    /// The schemata still do not compile after leaving out the mutants the compiler pointed at.
    case schemataDoNotCompile(String)
    /// There is nothing to test.
    case noMutants
    /// The package's files changed after the run started, so its copy would mix two versions.
    case packageChanged

    /// The message printed after `archdiff: error:`.
    package var description: String {
        switch self {
        case .noSuite(let architecture, let path):
            return "\(architecture) has no unit suite at \(path)"
        case .unmutatedSuiteFails(let architecture, let suite, let failed, let tests):
            return
                "\(architecture)'s suite fails without any mutant (\(failed) of \(tests) tests failed); "
                + "mutation testing needs a passing suite: fix it first (swift test --filter \(suite))"
        case .schemataChangeBehaviour(let architecture, let suite, let output):
            return
                "\(suite) passes on \(architecture)'s code but fails with the mutant schemata switched off; "
                + "this is a bug in archdiff mutants:\n\(output)"
        case .noTestsRan(let architecture, let suite):
            return "\(suite) ran no tests, so none of \(architecture)'s mutants could be detected"
        case .schemataDoNotCompile(let output):
            return "the mutant schemata do not compile:\n\(output)"
        case .noMutants:
            return "no mutation points found"
        case .packageChanged:
            return
                "Package.swift, Sources, Architectures or Tests changed while archdiff mutants ran; "
                + "run it again when they stay as they are"
        }
    }
}
