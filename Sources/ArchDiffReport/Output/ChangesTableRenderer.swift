import ArchDiffChanges

/// Renders the measured changes as aligned text tables for the terminal: per feature, the figures of
/// each architecture side by side with bars, the layers touched and the shared-layer commit; then how
/// each architecture grew.
package struct ChangesTableRenderer: ChangesRenderer {
    /// Whether to colour the output.
    package var style: TerminalStyle
    /// Whether to show only how each architecture grew.
    package var growthOnly: Bool

    /// A renderer using `style`, of the growth curve alone when `growthOnly`.
    package init(style: TerminalStyle = .plain, growthOnly: Bool = false) {
        self.style = style
        self.growthOnly = growthOnly
    }

    /// One section per feature (or the message that nothing is measured), how each architecture grew,
    /// then the warnings; only the growth section when ``growthOnly`` and a feature is measured.
    package func render(_ report: ChangesReport) -> String {
        let document = ChangesDocument(
            heading: MarkdownHeading("archdiff changes"), medium: .terminal, growthOnly: growthOnly)
        return TerminalWriter(style: style).write(document.document(report))
    }
}
