import ArchDiffSuites

/// Renders the suites as GitHub-flavoured Markdown: the figures side by side, each suite's layers and
/// doubles, then the behaviour matrix with its gaps in bold.
package struct TestsMarkdownRenderer: TestsRenderer {
    /// The top heading.
    package var heading: MarkdownHeading

    /// A renderer whose report starts with `heading`.
    package init(heading: MarkdownHeading = MarkdownHeading("archdiff tests")) {
        self.heading = heading
    }

    /// The summary table, a section per suite, then the behaviour matrix, as Markdown.
    package func render(_ report: TestsReport) -> String {
        MarkdownWriter().write(document(report))
    }

    /// The summary table, a section per suite with its layers, doubles and notes, then the behaviour
    /// matrix and the gaps of each suite.
    func document(_ report: TestsReport) -> Document {
        TestsDocument(heading: heading, medium: .page).document(report)
    }
}
