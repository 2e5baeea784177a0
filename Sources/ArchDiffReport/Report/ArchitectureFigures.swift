import ArchDiffMetrics
import ArchDiffSource
import ArchDiffSuites
import ArchDiffSupport

/// The tables of figures in the patterns' notes (`docs/architectures/*.md`), generated from the code so
/// that they cannot go stale: a table sits between a start marker naming its architectures and an end
/// marker, and ``regenerated(_:report:)`` rewrites every such table from the current figures.
enum ArchitectureFigures {
    /// The start marker's text before the architectures' names: `<!-- archdiff figures: MVVM Unidirectional -->`.
    static let startMarker = "<!-- archdiff figures:"
    /// The end marker.
    static let endMarker = "<!-- end archdiff figures -->"

    /// The table of `names`' figures in `report`, one column per architecture found in it.
    static func table(of names: [String], in report: TestsReport) -> String {
        let columns = names.compactMap { name in report.metrics.columns.first { $0.name == name } }
        let suites = columns.map { column in
            report.suites.first { $0.architecture == column.name && $0.exists }
        }
        func row(_ label: Inline, _ cell: (MetricsSummary) -> Inline) -> [Inline] {
            [label] + columns.map { cell($0.summary) }
        }
        let kinds: [TypeKind] = [.class, .struct, .enum, .protocol]
        let rows: [[Inline]] = [
            row("Files") { "\(Formatting.count($0.fileCount))" },
            row("Lines (code)") {
                "\(Formatting.count($0.lines.total)) (\(Formatting.count($0.lines.code)))"
            },
            row("Types (class, struct, enum, protocol)") { summary in
                let counts = kinds.map { Formatting.count(summary.typeCounts[$0] ?? 0) }
                return "\(Formatting.count(summary.typeCount)) (\(counts.joined(separator: ", ")))"
            },
            row("Protocols declared / conformances") { "\($0.protocolCount) / \($0.conformanceCount)" },
            row("Functions") { "\(Formatting.count($0.functionCount))" },
            row("Complexity avg / max") {
                "\(Formatting.decimal($0.averageComplexity)) / \($0.maximumComplexity)"
            },
            row("Most complex function") { summary in
                summary.mostComplexFunctions.first.map { "\(code: $0.name)" } ?? "–"
            },
            row("Largest type") { summary in
                summary.largestType.map { "\(code: $0.name) (\(Prose.count($0.lines, "line")))" } ?? "–"
            },
            row("Layer dependencies") { "\($0.dependencies)" },
            ["Unit tests / assertions / test doubles"]
                + suites.map { suite in
                    suite.map { "\($0.tests.count) / \($0.assertions.total) / \($0.doubles.count)" } ?? "–"
                },
        ]
        return MarkdownWriter().write([
            .table(
                Table(
                    header: [""] + columns.map { Inline($0.name) },
                    alignments: columns.map { _ in .left } + [.left],
                    rows: rows))
        ])
    }

    /// `markdown` with every marked table rewritten from `report`.
    static func regenerated(_ markdown: String, report: TestsReport) -> String {
        var lines = markdown.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix(startMarker), line.hasSuffix("-->"),
                let end = lines[(index + 1)...].firstIndex(of: endMarker)
            else {
                index += 1
                continue
            }
            let names = line.dropFirst(startMarker.count).dropLast(3).split(separator: " ").map(String.init)
            let table = table(of: names, in: report).components(separatedBy: "\n").filter { !$0.isEmpty }
            lines.replaceSubrange((index + 1)..<end, with: table)
            index += table.count + 2
        }
        return lines.joined(separator: "\n")
    }
}
