import ArchDiffProcesses
import ArchDiffSource
import ArchDiffSuites
import ArchDiffSupport
import ArgumentReading

/// The options that make `archdiff tests` and `archdiff report` run the suites: `--run` and
/// `--scratch-path <path>`.
package struct RunOptions: Sendable {
    /// Whether `--run` was given.
    package var runsSuites = false
    /// The scratch path passed to every `swift` command, when given.
    package var scratchPath: String?
    /// Starts `swift`, `llvm-cov` and `llvm-profdata`.
    package var runner: any ProcessRunning = LiveProcessRunner()

    /// No run.
    package init() {}

    /// Reads `argument` when it is `--run` or `--scratch-path <path>`; returns whether it was.
    mutating func read(_ argument: String, from list: inout ArgumentList) throws(UsageError) -> Bool {
        switch argument {
        case "--run":
            runsSuites = true
        case "--scratch-path":
            scratchPath = try list.value(for: argument)
        default:
            return false
        }
        return true
    }

    /// Rejects `--scratch-path` without `--run`.
    func validate() throws(UsageError) {
        if scratchPath != nil && !runsSuites {
            throw .optionNeedsOption("--scratch-path", "--run")
        }
    }

    /// Builds once, runs every existing suite and stores the results in `report`; returns the
    /// architectures whose suites failed. Progress goes to standard error.
    func runSuites(of report: inout TestsReport, context: CommandContext) throws -> [String] {
        let suiteRunner = SuiteRunner(
            runner: runner, packageRoot: context.currentDirectory, scratchPath: scratchPath,
            environment: context.environment, note: { context.standardError.write("archdiff: \($0)\n") })
        try suiteRunner.build()
        let location = try suiteRunner.coverageLocation()
        var failed: [String] = []
        for (index, suite) in report.suites.enumerated() where suite.exists {
            guard let column = report.metrics.column(named: suite.architecture) else { continue }
            let files = column.files.map { file in
                (
                    path: context.currentDirectory + "/" + column.path + "/" + file.path,
                    layer: file.path.contains("/")
                        ? String(file.path.prefix { $0 != "/" }) : SourceFile.rootLayer
                )
            }
            let run = try suiteRunner.runSuite(suite.targetName, files: files, coverage: location)
            report.suites[index].run = run
            if !run.passed {
                failed.append(suite.architecture)
            }
        }
        return failed
    }
}
