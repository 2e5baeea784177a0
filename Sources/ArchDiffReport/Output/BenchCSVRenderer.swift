import ArchDiffBench
import ArchDiffSupport

/// Renders one CSV row per figure and architecture, with every statistic, for spreadsheets.
package struct BenchCSVRenderer: BenchRenderer {
    /// A CSV renderer.
    package init() {}

    /// A header, then a row per figure and architecture.
    package func render(_ report: BenchReport) -> String {
        var lines = [
            [
                "figure", "label", "unit", "tasks", "architecture", "samples", "median", "p25", "p75", "p99",
                "min", "max", "spread", "beyond_noise",
            ]
        ]
        for row in report.rows {
            let beyond = Set(row.differences(among: report.architectures).map(\.architecture))
            for name in report.architectures {
                guard let summary = row.summaries[name] else { continue }
                let figures = [
                    summary.median, summary.lowerQuartile, summary.upperQuartile, summary.p99,
                    summary.minimum,
                    summary.maximum, summary.spread,
                ]
                lines.append(
                    [
                        row.figure.kind.rawValue, row.figure.kind.label, row.figure.kind.unit,
                        row.figure.tasks.map(String.init) ?? "", name, String(summary.count),
                    ] + figures.map { Formatting.decimal($0, places: 4) } + [
                        beyond.contains(name) ? "yes" : "no"
                    ])
            }
        }
        return lines.map(CSVRenderer.line).joined()
    }
}
