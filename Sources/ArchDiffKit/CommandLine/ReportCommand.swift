import Foundation

/// `archdiff report`: writes docs/COMPARISON.md and its charts, and on request an HTML page or a
/// Markdown copy that may include a run of the suites.
public struct ReportCommand: Subcommand {
    /// The subcommand's word.
    public static let name = "report"
    /// The line shown in `archdiff --help`.
    public static let abstract =
        "Write docs/COMPARISON.md with SVG charts; --html writes one self-contained page."
    /// The text shown by `archdiff report --help`.
    public static let help = """
        OVERVIEW: \(abstract)

        Writes \(ComparisonReport.markdownPath) and its charts in \(ComparisonReport.chartsFolder)/: what the
        numbers say, the code metrics of 'archdiff metrics', the runtime figures of the last
        'archdiff bench' run recorded in \(BenchReport.defaultPath), the suite comparison of 'archdiff tests'
        and the cost of each change that 'archdiff changes' measures in the git history. That file holds
        only figures that follow from the code, its commits and that record, so it changes only when they
        do. Run it from the package root.

        USAGE: archdiff report [--html <file>] [--markdown <file>] [--run [--scratch-path <path>]]

        OPTIONS:
          --html <file>           Also write the report as one HTML page with inline CSS and SVG.
          --markdown <file>       Also write the report as Markdown to <file>, its charts in the
                                  folder <file name>-charts next to it.
          --run                   Run the suites as 'archdiff tests --run' does and add pass/fail,
                                  run time and coverage to the --html and --markdown files
                                  (\(ComparisonReport.markdownPath) stays without them).
          --scratch-path <path>   Passed to every 'swift' command that --run starts.
          -h, --help              Show this help.

        Exit status: 0 on success, 1 when input is unusable, a file cannot be written, the build
        fails or a suite's tests fail, 2 for a usage mistake.

        """

    /// Where to write the HTML page, when asked.
    public var htmlPath: String?
    /// Where to write a Markdown copy, when asked.
    public var markdownPath: String?
    /// `--run` and `--scratch-path`, which add a run of the suites to the HTML and Markdown copies.
    public var runOptions = RunOptions()

    /// Parses `--html`, `--markdown`, `--run` and `--scratch-path`.
    public init(arguments: [String]) throws(UsageError) {
        var list = ArgumentList(arguments)
        while let argument = list.next() {
            switch argument {
            case "--html": htmlPath = try list.value(for: argument)
            case "--markdown": markdownPath = try list.value(for: argument)
            default:
                guard try runOptions.read(argument, from: &list) else {
                    throw argument.hasPrefix("-") ? .unknownOption(argument) : .unexpectedArgument(argument)
                }
            }
        }
        try runOptions.validate()
        if runOptions.runsSuites && htmlPath == nil && markdownPath == nil {
            throw .optionNeedsOption("--run", "--html or --markdown")
        }
    }

    /// Writes the static report, then the HTML page and Markdown copy that were asked for.
    public func run(in context: CommandContext) throws {
        let root = context.currentDirectory
        let report = try ComparisonReport.analyze(packageRoot: root)
        if case .failure(let error) = report.changes {
            context.standardError.write("archdiff: note: the cost of a change is not measured: \(error)\n")
        }
        try Self.write(report.files(), under: root, context: context)
        try Self.removeStaleCharts(
            keeping: report.charts.map(\.fileName), in: root + "/" + ComparisonReport.chartsFolder)
        var copy = report
        var failed: [String] = []
        if runOptions.runsSuites {
            failed = try runOptions.runSuites(of: &copy.tests, context: context)
        }
        if let htmlPath {
            try Self.write([(htmlPath, copy.html())], under: root, context: context)
        }
        if let markdownPath {
            let url = URL(fileURLWithPath: markdownPath)
            let charts = url.deletingPathExtension().lastPathComponent + "-charts"
            let folder = url.deletingLastPathComponent().relativePath
            let prefix = folder == "." ? "" : folder + "/"
            try Self.write(
                [(markdownPath, copy.markdown(chartsLink: charts))]
                    + copy.charts.map { (prefix + charts + "/" + $0.fileName, $0.svg()) },
                under: root, context: context)
        }
        if !failed.isEmpty {
            throw RunError.suitesFailed(failed)
        }
    }

    private static func write(
        _ files: [(path: String, contents: String)], under root: String, context: CommandContext
    )
        throws(WriteError)
    {
        for file in files {
            let path = file.path.hasPrefix("/") ? file.path : root + "/" + file.path
            let url = URL(fileURLWithPath: path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .atomic)
            } catch {
                throw WriteError(path: file.path)
            }
            context.standardOutput.write("wrote \(file.path)\n")
        }
    }

    /// Removes SVG files of the charts folder that the report no longer draws.
    private static func removeStaleCharts(keeping names: [String], in folder: String) throws(WriteError) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries where entry.hasSuffix(".svg") && !names.contains(entry) {
            do {
                try FileManager.default.removeItem(atPath: folder + "/" + entry)
            } catch {
                throw WriteError(path: folder + "/" + entry)
            }
        }
    }
}
