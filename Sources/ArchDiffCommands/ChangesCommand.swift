import ArchDiffChanges
import ArchDiffReport
import ArchDiffSupport
import ArgumentReading

/// `archdiff changes`: measures the cost of each feature in each architecture from the git history.
package struct ChangesCommand: Subcommand {
    /// The subcommand's word.
    package static let name = "changes"
    /// The line shown in `archdiff --help`.
    package static let abstract = "Measure what each feature cost each architecture, from the git history."
    /// The text shown by `archdiff changes --help`.
    package static let help = """
        OVERVIEW: \(abstract)

        Reads the history of HEAD in the git repository at the current folder (the package root)
        through 'git'. A feature is committed as one shared-layer commit with the trailer
        'Change: <feature>', then one commit per architecture with the trailers
        'Change: <feature>' and 'Architecture: <name>' holding that architecture's whole change.
        A commit without trailers is measured when docs/changes.tsv declares it, one line each:
        'commit<TAB>change<TAB>architecture', 'shared' or 'by path' (each architecture its folder
        and suite, the shared layers the rest); one that changes several architectures undeclared
        is warned about. Per feature and architecture: the commit, the order the architectures were
        written in, files touched (production, tests) and added, layers touched,
        production lines (Architectures/<name>) and test lines (Tests/<name>Tests) added and
        removed, and the types and protocols added (archdiff metrics of Architectures/<name> at
        the commit's parent and at the commit); per feature, the size of the shared-layer commit.
        Then how each architecture grew: its production code (code lines, complexity total, types
        and largest type of Architectures/<name>, as archdiff metrics measures them) on the tree
        before the first feature and at each feature's last commit, beside what the feature cost
        it (production code lines changed). Every file and line figure can be checked with
        'git show --numstat <commit>'; needs git 2.22 or later.

        USAGE: archdiff changes [--format <format>] [--growth]

        OPTIONS:
          -f, --format <format>   table, markdown, json or csv (default: table). CSV holds the
                                  changes, or with --growth the growth curve.
          --growth                Show only how each architecture grew.
          -h, --help              Show this help.

        Exit status: 0 on success (also when no commit has a 'Change:' trailer), 1 when the
        folder is not the top of a git repository, the history is shallow, git fails or
        docs/changes.tsv has a line it cannot read, 2 for a usage mistake.

        """

    /// The output format, `table` unless `--format` says otherwise.
    package var format: OutputFormat = .table
    /// Whether to show only the growth curve (`--growth`).
    package var growthOnly = false

    /// Parses `--format`/`-f` and `--growth`.
    package init(arguments: [String]) throws(UsageError) {
        var list = ArgumentList(arguments)
        while let argument = list.next() {
            if let format = try list.format(from: argument) {
                self.format = format
            } else if argument == "--growth" {
                growthOnly = true
            } else if argument.hasPrefix("-") {
                throw .unknownOption(argument)
            } else {
                throw .unexpectedArgument(argument)
            }
        }
    }

    /// Reads the history and writes the report; notes what JSON and CSV cannot say on standard error.
    package func run(in context: CommandContext) throws {
        let report = try ChangeHistory.analyze(packageRoot: context.currentDirectory)
        let style = format.style(in: context)
        let output =
            growthOnly
            ? format.render(GrowthCurve(report), style: style) : format.render(report, style: style)
        context.standardOutput(styledBy: style).write(output)
        if format == .json || format == .csv, report.features.isEmpty {
            context.standardError.write("archdiff: note: \(ChangesReport.noChangesMessage)\n")
        }
        if format == .csv && !growthOnly {
            for warning in report.warnings {
                context.standardError.write("archdiff: warning: \(warning)\n")
            }
        }
    }
}
