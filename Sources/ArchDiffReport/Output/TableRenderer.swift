import ArchDiffMetrics

/// Renders aligned text tables for the terminal, with bars comparing the columns.
package struct TableRenderer: ReportRenderer {
    /// Whether to colour the output.
    package var style: TerminalStyle

    /// A renderer using `style`.
    package init(style: TerminalStyle = .plain) {
        self.style = style
    }

    /// The summary table, then each column's layers, complex functions, coupling and imports.
    package func render(_ report: MetricsReport) -> String {
        let document = MetricsDocument(heading: MarkdownHeading("archdiff metrics"), medium: .terminal)
        return TerminalWriter(style: style).write(document.document(report))
    }

    /// One row per measure: both values, the change and the ratio.
    package func render(_ diff: MetricsDiff) -> String {
        let document = MetricsDiffDocument(heading: MarkdownHeading("archdiff metrics"), medium: .terminal)
        return TerminalWriter(style: style).write(document.document(diff))
    }
}
