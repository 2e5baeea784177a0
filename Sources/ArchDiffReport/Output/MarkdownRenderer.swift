import ArchDiffMetrics
import ArchDiffSupport
import Foundation
import SafeText

/// Renders GitHub-flavoured Markdown tables, for pull requests and documentation.
package struct MarkdownRenderer: ReportRenderer {
    /// The top heading.
    package var heading: MarkdownHeading

    /// A Markdown renderer whose report starts with `heading`.
    package init(heading: MarkdownHeading = MarkdownHeading("archdiff metrics")) {
        self.heading = heading
    }

    /// A summary table, then a section per column; control characters made visible, as Markdown has no
    /// escape for them (see `VisibleText.lines`).
    package func render(_ report: MetricsReport) -> String {
        let section = heading.marks(1)
        var output = heading.marks() + " \(heading.title)\n\n"
        output += Self.table(
            header: ["Metric"] + report.columns.map(\.name),
            alignments: [false] + report.columns.map { _ in true },
            rows: Measure.all.map { measure in
                [label(measure)] + report.columns.map { Formatting.value(measure.value($0.summary)) }
            })
        for column in report.columns {
            output +=
                "\n\(section) \(Self.escaped(column.name))\n\nFolder: `\(column.path)`\n\n\(section)# Layers\n\n"
            output += table(MetricsTables.layers(of: column))
            output += "\n\(section)# Most complex functions\n\n"
            output += Self.table(
                header: ["CC", "Lines", "Function", "Location"], alignments: [true, true, false, false],
                rows: column.summary.mostComplexFunctions.map {
                    [
                        String($0.complexity), Formatting.count($0.lines), "`\($0.name)`",
                        "\($0.file):\($0.line)",
                    ]
                })
            output += "\n\(section)# Coupling\n\n"
            output += Self.table(
                header: ["From", "To", "Types", "References", "Type names"],
                alignments: [false, false, true, true, false],
                rows: column.coupling.map {
                    [
                        $0.from, $0.to, String($0.typeNames.count), Formatting.count($0.references),
                        TableRenderer.summarised($0.typeNames),
                    ]
                })
            output += "\n\(section)# Layer coupling\n\n" + table(MetricsTables.layerCoupling(of: column))
            if !column.screens.isEmpty {
                output += "\n\(section)# Screens\n\n" + table(MetricsTables.screens(of: column))
            }
            output += "\n\(section)# Imports\n\n"
            output += Self.table(
                header: ["Layer", "Modules"], alignments: [false, false],
                rows: column.layers.map { [$0.name, $0.summary.importedModules.joined(separator: ", ")] })
        }
        return VisibleText.lines(output)
    }

    /// One table row per measure; control characters made visible (see `VisibleText.lines`).
    package func render(_ diff: MetricsDiff) -> String {
        VisibleText.lines(
            heading.marks()
                + " \(heading.title): \(Self.escaped(diff.base.name)) → \(Self.escaped(diff.other.name))\n\n"
                + Self.table(
                    header: ["Metric", diff.base.name, diff.other.name, "Δ", "Ratio"],
                    alignments: [false, true, true, true, true],
                    rows: diff.rows.map { row in
                        [
                            label(row.measure), Formatting.value(row.base), Formatting.value(row.other),
                            Formatting.delta(row.delta, like: row.base), Formatting.ratio(row.ratio),
                        ]
                    }))
    }

    /// A table with a header row; `alignments` is `true` for right-aligned columns. No rows gives
    /// `_None._`.
    static func table(header: [String], alignments: [Bool], rows: [[String]]) -> String {
        guard !rows.isEmpty else { return "_None._\n" }
        var output = "| " + header.map(escaped).joined(separator: " | ") + " |\n"
        output += "|" + alignments.map { $0 ? " ---: |" : " --- |" }.joined() + "\n"
        for row in rows {
            output += "| " + row.map(escaped).joined(separator: " | ") + " |\n"
        }
        return output
    }

    private func table(_ table: MetricsTables.Table) -> String {
        Self.table(header: table.header, alignments: table.rightAligned, rows: table.rows)
    }

    private func label(_ measure: Measure) -> String {
        measure.depth > 0 ? "· " + measure.label : measure.label
    }

    /// `text` for a table cell or a heading: its bars escaped, and its control characters, which Markdown
    /// has no escape for, made visible (see `VisibleText.of`).
    static func escaped(_ text: String) -> String {
        VisibleText.of(text).replacingOccurrences(of: "|", with: "\\|")
    }
}
