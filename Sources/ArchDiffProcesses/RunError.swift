/// Problems running the suites for `archdiff tests --run`; reported with exit code 1.
package enum RunError: Error, Equatable, CustomStringConvertible {
    /// `swift build --build-tests` failed; the last lines of its output.
    case buildFailed(String)
    /// A tool such as `llvm-cov` could not be found.
    case toolNotFound(String)
    /// A command printed something unexpected.
    case unexpectedOutput(command: String, output: String)
    /// Suites whose tests failed, by architecture.
    case suitesFailed([String])

    /// The message printed after `archdiff: error:`.
    package var description: String {
        switch self {
        case .buildFailed(let tail):
            return "building the tests failed:\n\(tail)"
        case .toolNotFound(let name):
            return "cannot find '\(name)' next to 'swift' nor on PATH"
        case .unexpectedOutput(let command, let output):
            return "unexpected output from '\(command)': \(output)"
        case .suitesFailed(let names):
            return "tests failed in \(names.joined(separator: ", "))"
        }
    }
}
