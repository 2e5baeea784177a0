import ArchDiffMetrics

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
        MetricsDocument(heading: heading, medium: .page).document(report)
    }
}
