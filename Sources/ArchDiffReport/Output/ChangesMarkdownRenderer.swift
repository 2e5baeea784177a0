import ArchDiffChanges

/// Renders the measured changes as GitHub-flavoured Markdown: per feature, a table of each
/// architecture's figures, the layers touched and the shared-layer commit; then how each architecture
/// grew.
package struct ChangesMarkdownRenderer: ChangesRenderer {
    /// The top heading.
    package var heading: MarkdownHeading
    /// Whether to show only how each architecture grew.
    package var growthOnly: Bool

    /// A renderer whose report starts with `heading`, of the growth curve alone when `growthOnly`.
    package init(heading: MarkdownHeading = MarkdownHeading("archdiff changes"), growthOnly: Bool = false) {
        self.heading = heading
        self.growthOnly = growthOnly
    }

    /// One section per feature, how each architecture grew, then the warnings (only the growth section
    /// when ``growthOnly`` and a feature is measured), as Markdown.
    package func render(_ report: ChangesReport) -> String {
        MarkdownWriter().write(document(report))
    }

    /// The top heading, then the sections, or only how each architecture grew when ``growthOnly`` and a
    /// feature is measured.
    func document(_ report: ChangesReport) -> Document {
        ChangesDocument(heading: heading, medium: .page, growthOnly: growthOnly).document(report)
    }
}
