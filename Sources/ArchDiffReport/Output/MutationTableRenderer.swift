import ArchDiffMutation

/// Renders a mutation run as aligned text for the terminal: the figures side by side, then per
/// architecture its layers and every surviving mutant with the code before and after.
package struct MutationTableRenderer {
    /// Whether to colour the output.
    package var style: TerminalStyle

    /// A renderer using `style`.
    package init(style: TerminalStyle = .plain) {
        self.style = style
    }

    /// The summary, then each architecture's section.
    package func render(_ report: MutationReport) -> String {
        let document = MutationDocument(heading: MarkdownHeading("archdiff mutants"), medium: .terminal)
        return TerminalWriter(style: style).write(document.document(report))
    }
}
