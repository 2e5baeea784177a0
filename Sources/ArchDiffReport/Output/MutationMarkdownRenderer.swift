import ArchDiffMutation

/// Renders a mutation run as GitHub-flavoured Markdown: the figures side by side, then per
/// architecture its layers and a table of the surviving mutants.
package struct MutationMarkdownRenderer {
    /// The top heading.
    package var heading: MarkdownHeading

    /// A renderer whose output starts with `heading`.
    package init(heading: MarkdownHeading = MarkdownHeading("archdiff mutants")) {
        self.heading = heading
    }

    /// The summary table, then a section per architecture, as Markdown.
    package func render(_ report: MutationReport) -> String {
        MarkdownWriter().write(document(report))
    }

    /// What the run tested, the summary table, then per architecture its suite, layers and survivors.
    func document(_ report: MutationReport) -> Document {
        MutationDocument(heading: heading, medium: .page).document(report)
    }
}
