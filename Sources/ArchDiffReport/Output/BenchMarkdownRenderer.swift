import ArchDiffBench

/// Renders the bench figures as GitHub-flavoured Markdown tables, as `archdiff report` shows them.
package struct BenchMarkdownRenderer: BenchRenderer {
    /// The top heading.
    package var heading: MarkdownHeading

    /// A Markdown renderer whose report starts with `heading`.
    package init(heading: MarkdownHeading = MarkdownHeading("archdiff bench")) {
        self.heading = heading
    }

    /// The run, then one table per section, then the noise rule, as Markdown.
    package func render(_ report: BenchReport) -> String {
        MarkdownWriter().write(document(report))
    }

    /// How and where the run measured, one table per section, then the noise rule.
    func document(_ report: BenchReport) -> Document {
        BenchDocument(heading: heading, medium: .page).document(report)
    }
}
