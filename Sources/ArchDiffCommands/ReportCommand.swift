import ArchDiffBench
import ArchDiffProcesses
import ArchDiffReport
import ArchDiffSupport
import ArgumentReading
import Foundation

/// `archdiff report`: writes docs/COMPARISON.md and its charts, and on request an HTML page or a
/// Markdown copy that may include a run of the suites.
package struct ReportCommand: Subcommand {
    /// The subcommand's word.
    package static let name = "report"
    /// The line shown in `archdiff --help`.
    package static let abstract =
        "Write docs/COMPARISON.md with SVG charts; --html writes one self-contained page."
    /// The text shown by `archdiff report --help`.
    package static let help = """
        OVERVIEW: \(abstract)

        Writes \(ComparisonReport.markdownPath) and its charts in \(ComparisonReport.chartsFolder)/: what the
        numbers say, the code metrics of 'archdiff metrics', the runtime figures of the last
        'archdiff bench' run recorded in \(BenchReport.defaultPath), the suite comparison of 'archdiff tests'
        and the cost of each change that 'archdiff changes' measures in the git history. That file holds
        only figures that follow from the code, its commits and that record, so it changes only when they
        do. Run it from the package root.

        What the report knows of the project and no analyzer can tell from the code (the layer of the
        views, the shared domain module, the change that adds a screen, the architectures the usual
        stories are about) it reads from \(ReportConfiguration.path) at the package root, a JSON object
        of names; without it, the rows and stories that need a name are left out.

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

        Every file is written as the shell's '>' writes it: emptied in place, keeping its mode; a
        link is followed; a device or FIFO is written through. The folder of --html and --markdown
        must exist; only the folders of the generated files (docs/charts, <file name>-charts) are
        made. Of docs/charts, only regular SVG files that the report no longer draws are removed.

        Exit status: 0 on success, 1 when input is unusable, a file cannot be written, the build
        fails or a suite's tests fail, 2 for a usage mistake.

        """

    /// Where to write the HTML page, when asked.
    package var htmlPath: String?
    /// Where to write a Markdown copy, when asked.
    package var markdownPath: String?
    /// `--run` and `--scratch-path`, which add a run of the suites to the HTML and Markdown copies.
    package var runOptions = RunOptions()

    /// Parses `--html`, `--markdown`, `--run` and `--scratch-path`.
    package init(arguments: [String]) throws(UsageError) {
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
    package func run(in context: CommandContext) throws {
        let root = context.currentDirectory
        let report = try ComparisonReport.analyze(packageRoot: root)
        if case .failure(let error) = report.changes {
            context.standardError.write("archdiff: note: the cost of a change is not measured: \(error)\n")
        }
        for file in report.files() {
            try OutputFiles.writeGenerated(file.contents, to: file.path, under: root)
            context.standardOutput.write("wrote \(file.path)\n")
        }
        try Self.removeStaleCharts(keeping: report.charts.map(\.fileName), under: root)
        var copy = report
        var failed: [String] = []
        if runOptions.runsSuites {
            failed = try runOptions.runSuites(of: &copy.tests, context: context)
        }
        if let htmlPath {
            try OutputFiles.write(copy.html(), to: htmlPath, relativeTo: root)
            context.standardOutput.write("wrote \(htmlPath)\n")
        }
        if let markdownPath {
            try OutputFiles.write(
                copy.markdown(chartsLink: Self.chartsFolder(of: markdownPath)), to: markdownPath,
                relativeTo: root)
            context.standardOutput.write("wrote \(markdownPath)\n")
            let url = URL(fileURLWithPath: markdownPath)
            let folder = url.deletingLastPathComponent().relativePath
            let base = markdownPath.hasPrefix("/") ? folder : root + "/" + folder
            let prefix = folder == "." ? "" : folder + "/"
            for chart in copy.charts {
                let path = Self.chartsFolder(of: markdownPath) + "/" + chart.fileName
                try OutputFiles.writeGenerated(chart.svg(), to: path, under: base)
                context.standardOutput.write("wrote \(prefix + path)\n")
            }
        }
        if !failed.isEmpty {
            throw RunError.suitesFailed(failed)
        }
    }

    /// The name of the folder beside a Markdown copy at `path` that holds its charts.
    private static func chartsFolder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent + "-charts"
    }

    /// Removes the SVG files of the charts folder that the report no longer draws: regular files only,
    /// never a link or what it points to.
    private static func removeStaleCharts(keeping names: [String], under root: String) throws(WriteError) {
        let folder = ComparisonReport.chartsFolder
        for entry in OutputFiles.regularFiles(under: root + "/" + folder)
        where !entry.contains("/") && entry.hasSuffix(".svg") && !names.contains(entry) {
            try OutputFiles.removeGenerated(folder + "/" + entry, under: root)
        }
    }
}
