import ArchDiffMetrics
import ArchDiffReport
import ArchDiffSource
import ArchDiffSupport
import ArgumentReading

/// `archdiff metrics`: measures folders of Swift code and prints them side by side.
package struct MetricsCommand: Subcommand {
    /// The subcommand's word.
    package static let name = "metrics"
    /// The line shown in `archdiff --help`.
    package static let abstract = "Compare lines, types, functions, complexity and coupling of Swift folders."
    /// The text shown by `archdiff metrics --help`.
    package static let help = """
        OVERVIEW: \(abstract)

        Each folder is a column; its immediate subfolders are its layers, and files directly
        inside it form the layer '(root)'. Without folders, every subfolder of ./Architectures
        is a column.

        USAGE: archdiff metrics [<folder> ...] [--format <format>] [--diff <column> <column>]

        ARGUMENTS:
          <folder>                A folder to measure as one column.

        OPTIONS:
          -f, --format <format>   table, markdown, json or csv (default: table).
          --diff <base> <other>   Show the change and ratio from column <base> to column <other>
                                  (column names in any case).
          -h, --help              Show this help.

        Hidden files and folders are skipped, and so are links to folders. A folder on another file
        system than the one named (such as /proc, /sys and /dev under /) is not entered, and a .swift
        file that is not UTF-8 text (a NUL byte, invalid bytes) or not a regular file is not counted;
        a note on standard error names each.

        Colour is used only when standard output is a terminal and NO_COLOR is not set.
        Exit status: 0 on success, 1 when a folder is missing, unreadable or has no Swift
        files, 2 for a usage mistake.

        """

    /// The folders to measure; empty means the subfolders of `Architectures/`.
    package var folders: [String] = []
    /// The output format, `table` unless `--format` says otherwise.
    package var format: OutputFormat = .table
    /// The names of the two columns to compare, when `--diff` was given.
    package var diffColumns: (base: String, other: String)?

    /// Parses folders, `--format`/`-f`, `--diff` and `--` (after which every argument is a folder).
    package init(arguments: [String]) throws(UsageError) {
        var list = ArgumentList(arguments)
        while let argument = list.next() {
            if argument == "--" {
                folders += list.rest()
            } else if let format = try list.format(from: argument) {
                self.format = format
            } else if argument == "--diff" {
                let base = try list.value(for: argument)
                let other = try list.value(for: argument)
                guard base != other else { throw .sameColumnTwice(base) }
                diffColumns = (base, other)
            } else if argument.hasPrefix("-") && argument != "-" {
                throw .unknownOption(argument)
            } else {
                folders.append(argument)
            }
        }
    }

    /// Scans the folders, measures them and writes the report or the diff.
    package func run(in context: CommandContext) throws {
        let columns: [ColumnSource]
        if folders.isEmpty {
            let scan = try FolderScanner.architectureColumns(in: context.currentDirectory)
            for folder in scan.skippedFolders {
                context.standardError.write("archdiff: note: skipping '\(folder)': no Swift files\n")
            }
            columns = scan.columns
        } else {
            columns = try FolderScanner.columns(at: folders, relativeTo: context.currentDirectory)
        }
        for entry in columns.flatMap(\.skipped) {
            context.standardError.write("archdiff: note: \(entry.note)\n")
        }
        let available = columns.map(\.name)
        let diffColumns = try self.diffColumns.map { pair throws(UsageError) in
            let base = try Self.column(named: pair.base, in: available)
            let other = try Self.column(named: pair.other, in: available)
            guard base != other else { throw .sameColumnTwice(base) }
            return (base: base, other: other)
        }
        let report = try MetricsAnalyzer.analyze(columns)
        let style = format.style(in: context)
        if let diffColumns, let base = report.column(named: diffColumns.base),
            let other = report.column(named: diffColumns.other)
        {
            context.standardOutput(styledBy: style).write(
                format.render(MetricsDiff(base: base, other: other), style: style))
        } else {
            context.standardOutput(styledBy: style).write(format.render(report, style: style))
        }
    }

    /// The column of `available` that `name` stands for, in any case.
    private static func column(named name: String, in available: [String]) throws(UsageError) -> String {
        guard let column = NameMatching.name(name, in: available) else {
            throw .unknownColumn(name, available: available)
        }
        return column
    }
}
