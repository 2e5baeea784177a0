import ArchDiffSuites

/// Renders the suites as aligned text tables for the terminal: the figures side by side with bars,
/// then each suite's layers and doubles, then the behaviour matrix.
package struct TestsTableRenderer: TestsRenderer {
    /// Whether to colour the output.
    package var style: TerminalStyle

    /// A renderer using `style`.
    package init(style: TerminalStyle = .plain) {
        self.style = style
    }

    /// The summary, the suites' sections and the behaviour matrix.
    package func render(_ report: TestsReport) -> String {
        let document = TestsDocument(heading: MarkdownHeading("archdiff tests"), medium: .terminal)
        return TerminalWriter(style: style).write(document.document(report))
    }
}
