import ArchDiffProcesses
import ArchDiffReport
import ArchDiffSuites
import ArchDiffSupport
import ArgumentReading

/// `archdiff tests`: compares the architectures' own unit-test suites and, with `--run`, runs them.
package struct TestsCommand: Subcommand {
    /// The subcommand's word.
    package static let name = "tests"
    /// The line shown in `archdiff --help`.
    package static let abstract =
        "Compare the architectures' unit-test suites; --run also runs them with coverage."
    /// The text shown by `archdiff tests --help`.
    package static let help = """
        OVERVIEW: \(abstract)

        For every folder under ./Architectures, reads the suite Tests/<Name>Tests: tests and
        parameterized cases, assertions, test doubles, test code lines against production code
        lines, the layer each test exercises, and the behaviours of docs/BEHAVIORS.md that tests
        name. Run it from the package root.

        USAGE: archdiff tests [--format <format>] [--run [--scratch-path <path>]]

        OPTIONS:
          -f, --format <format>   table, markdown, json or csv (default: table).
          --run                   Build the tests with coverage once, then run each suite with
                                  'swift test --filter' and add pass/fail, run time and the region
                                  and line coverage of the architecture's code per layer
                                  (llvm-cov).
          --scratch-path <path>   Passed to every 'swift' command that --run starts.
          -h, --help              Show this help.

        Exit status: 0 on success, 1 when input is unusable, the build fails or a suite's
        tests fail, 2 for a usage mistake.

        """

    /// The output format, `table` unless `--format` says otherwise.
    package var format: OutputFormat = .table
    /// `--run` and `--scratch-path`.
    package var runOptions = RunOptions()

    /// Parses `--format`/`-f`, `--run` and `--scratch-path`.
    package init(arguments: [String]) throws(UsageError) {
        var list = ArgumentList(arguments)
        while let argument = list.next() {
            if let format = try list.format(from: argument) {
                self.format = format
            } else if try runOptions.read(argument, from: &list) {
                continue
            } else if argument.hasPrefix("-") {
                throw .unknownOption(argument)
            } else {
                throw .unexpectedArgument(argument)
            }
        }
        try runOptions.validate()
    }

    /// Measures the suites, runs them when asked, and writes the report.
    package func run(in context: CommandContext) throws {
        var report = try TestSuiteAnalyzer.analyze(packageRoot: context.currentDirectory)
        var failed: [String] = []
        if runOptions.runsSuites {
            failed = try runOptions.runSuites(of: &report, context: context)
        }
        let style = format.style(in: context)
        context.standardOutput(styledBy: style).write(format.render(report, style: style))
        if !failed.isEmpty {
            throw RunError.suitesFailed(failed)
        }
    }
}
