import ArchDiffBench

/// Renders the bench figures as aligned text tables for the terminal: per architecture the median,
/// p99 and spread of each figure, and the differences beyond noise.
package struct BenchTableRenderer: BenchRenderer {
    /// Whether to colour the output.
    package var style: TerminalStyle

    /// A renderer using `style`.
    package init(style: TerminalStyle = .plain) {
        self.style = style
    }

    /// The run, then one table per section, then the noise rule.
    package func render(_ report: BenchReport) -> String {
        let document = BenchDocument(heading: MarkdownHeading("archdiff bench"), medium: .terminal)
        return TerminalWriter(style: style).write(document.document(report))
    }
}
