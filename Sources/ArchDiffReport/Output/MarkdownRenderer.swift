import ArchDiffMetrics
import ArchDiffSupport
import Foundation

/// Renders GitHub-flavoured Markdown tables, for pull requests and documentation.
package struct MarkdownRenderer: ReportRenderer {
    /// The top heading.
    package var heading: MarkdownHeading

    /// A Markdown renderer whose report starts with `heading`.
    package init(heading: MarkdownHeading = MarkdownHeading("archdiff metrics")) {
        self.heading = heading
    }

    /// A summary table, then a section per column, as Markdown.
    package func render(_ report: MetricsReport) -> String {
        MarkdownWriter().write(document(report))
    }

    /// One table row per measure, as Markdown.
    package func render(_ diff: MetricsDiff) -> String {
        MarkdownWriter().write(MetricsDiffDocument(heading: heading, medium: .page).document(diff))
    }

    /// A summary table, then a section per column: its layers, most complex functions, coupling, layer
    /// coupling, screens and imports.
    func document(_ report: MetricsReport) -> Document {
        let section = heading.level(below: 1)
        var blocks = [
            heading.block,
            .table(
                Table(
                    header: ["Metric"] + report.columns.map(\.name),
                    alignments: [.left] + report.columns.map { _ in .right },
                    rows: Measure.all.map { measure in
                        [label(measure)] + report.columns.map { Formatting.value(measure.value($0.summary)) }
                    })),
        ]
        for column in report.columns {
            blocks += [
                .heading(section, "\(column.name)"), .paragraph("Folder: \(code: column.path)"),
                .heading(section + 1, "Layers"), .table(MetricsTables.layers(of: column)),
                .heading(section + 1, "Most complex functions"),
                .table(
                    Table(
                        header: ["CC", "Lines", "Function", "Location"],
                        alignments: [.right, .right, .left, .left],
                        rows: column.summary.mostComplexFunctions.map {
                            [
                                "\($0.complexity)", "\(Formatting.count($0.lines))", "\(code: $0.name)",
                                "\($0.file):\($0.line)",
                            ]
                        })),
                .heading(section + 1, "Coupling"),
                .table(
                    Table(
                        header: ["From", "To", "Types", "References", "Type names"],
                        alignments: [.left, .left, .right, .right, .left],
                        rows: column.coupling.map {
                            [
                                $0.from, $0.to, String($0.typeNames.count), Formatting.count($0.references),
                                TableRenderer.summarised($0.typeNames),
                            ]
                        })),
                .heading(section + 1, "Layer coupling"), .table(MetricsTables.layerCoupling(of: column)),
            ]
            if !column.screens.isEmpty {
                blocks += [.heading(section + 1, "Screens"), .table(MetricsTables.screens(of: column))]
            }
            blocks += [
                .heading(section + 1, "Imports"),
                .table(
                    Table(
                        header: ["Layer", "Modules"], alignments: [.left, .left],
                        rows: column.layers.map {
                            [$0.name, $0.summary.importedModules.joined(separator: ", ")]
                        })),
            ]
        }
        return Document(title: heading.title, blocks: blocks)
    }

    private func label(_ measure: Measure) -> String {
        measure.depth > 0 ? "· " + measure.label : measure.label
    }
}
