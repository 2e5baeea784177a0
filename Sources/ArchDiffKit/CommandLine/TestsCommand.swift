/// `archdiff tests`: compares the architectures' own unit-test suites and, with `--run`, runs them.
public struct TestsCommand: Subcommand {
    /// The subcommand's word.
    public static let name = "tests"
    /// The line shown in `archdiff --help`.
    public static let abstract =
        "Compare the architectures' unit-test suites; --run also runs them with coverage."
    /// The text shown by `archdiff tests --help`.
    public static let help = """
        OVERVIEW: \(abstract)

        For every folder under ./Architectures, reads the suite Tests/<Name>Tests: tests and
        parameterized cases, assertions, test doubles, test code lines against production code
        lines, the layer each test exercises, and the behaviours of docs/BEHAVIORS.md that tests
        name. Run it from the package root.

        USAGE: archdiff tests [--format <format>] [--run [--scratch-path <path>]]

        OPTIONS:
          -f, --format <format>   table, markdown, json or csv (default: table).
          --run                   Build the tests with coverage once, then run each suite with
                                  'swift test --filter' and add pass/fail, run time and the line
                                  coverage of the architecture's code per layer (llvm-cov).
          --scratch-path <path>   Passed to every 'swift' command that --run starts.
          -h, --help              Show this help.

        Exit status: 0 on success, 1 when input is unusable, the build fails or a suite's
        tests fail, 2 for a usage mistake.

        """

    /// The output format, `table` unless `--format` says otherwise.
    public var format: OutputFormat = .table
    /// Whether to run the suites.
    public var runsSuites = false
    /// The scratch path for `swift` commands, when given.
    public var scratchPath: String?
    /// Starts `swift` and `llvm-cov` for `--run`.
    public var runner: any ProcessRunning = LiveProcessRunner()

    /// Parses `--format`/`-f`, `--run` and `--scratch-path`.
    public init(arguments: [String]) throws(UsageError) {
        var list = ArgumentList(arguments)
        while let argument = list.next() {
            if let format = try list.format(from: argument) {
                self.format = format
            } else if argument == "--run" {
                runsSuites = true
            } else if argument == "--scratch-path" {
                scratchPath = try list.value(for: argument)
            } else if argument.hasPrefix("-") {
                throw .unknownOption(argument)
            } else {
                throw .unexpectedArgument(argument)
            }
        }
        if scratchPath != nil && !runsSuites {
            throw .optionNeedsOption("--scratch-path", "--run")
        }
    }

    /// Measures the suites, runs them when asked, and writes the report.
    public func run(in context: CommandContext) throws {
        var report = try TestSuiteAnalyzer.analyze(packageRoot: context.currentDirectory)
        var failed: [String] = []
        if runsSuites {
            failed = try Self.runSuites(
                of: &report, runner: runner, scratchPath: scratchPath, context: context)
        }
        let style = TerminalStyle.detect(
            outputIsTerminal: context.outputIsTerminal, environment: context.environment)
        context.standardOutput.write(format.testsRenderer(style: style).render(report))
        if !failed.isEmpty {
            throw RunError.suitesFailed(failed)
        }
    }

    /// Builds once, runs every existing suite and stores the results in `report`; returns the
    /// architectures whose suites failed.
    static func runSuites(
        of report: inout TestsReport, runner: any ProcessRunning, scratchPath: String?,
        context: CommandContext
    ) throws -> [String] {
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
                    layer: layer(of: file.path)
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

    private static func layer(of relativePath: String) -> String {
        relativePath.contains("/") ? String(relativePath.prefix { $0 != "/" }) : SourceFile.rootLayer
    }
}
