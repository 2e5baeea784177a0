import ArchDiffChanges
import ArchDiffSupport
import SafeText

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
    /// when ``growthOnly`` and a feature is measured); control characters made visible, as Markdown has no escape for them (see
    /// `VisibleText.lines`).
    package func render(_ report: ChangesReport) -> String {
        let body =
            growthOnly && !report.growth.isEmpty
            ? growth(of: report) : sections(report, growth: !report.growth.isEmpty)
        return VisibleText.lines(heading.marks() + " \(heading.title)\n\n" + body)
    }

    /// The section on how each architecture grew, at the level below ``heading``: what the tables
    /// measure and one table per architecture, its rows the points.
    func growth(of report: ChangesReport) -> String {
        "\(heading.marks(1)) \(GrowthTables.title)\n\n\(GrowthTables.explanation.joined(separator: " "))\n"
            + growthTables(report)
    }

    /// One table per architecture with figures at some point, its rows the points, each after a blank line.
    func growthTables(_ report: ChangesReport) -> String {
        let tables = GrowthTables(report: report)
        return tables.architectures.map { architecture in
            "\n"
                + MarkdownRenderer.table(
                    header: [architecture] + GrowthTables.columns, alignments: GrowthTables.rightAligned,
                    rows: tables.rows(of: architecture) { "`\($0)`" })
        }.joined()
    }

    /// The report without its top heading: one section per feature and the warnings, or the message
    /// that nothing is measured; with `growth`, the section on how each architecture grew before the
    /// warnings.
    func sections(_ report: ChangesReport, growth showsGrowth: Bool = false) -> String {
        let tables = ChangesTables(report: report)
        let section = heading.marks(1)
        var output =
            report.features.isEmpty
            ? ChangesTables.noChangesMessage + " " + ChangesTables.conventionHint + "\n" : ""
        for (index, feature) in report.features.enumerated() {
            output += (index == 0 ? "" : "\n") + "\(section) \(MarkdownRenderer.escaped(feature.id))\n"
            let missing = tables.missing(in: feature)
            if missing.count < report.architectures.count {
                output += "\n" + figures(of: feature, tables: tables)
            }
            if !missing.isEmpty {
                output += "\nNo commit for " + Prose.list(missing) + ".\n"
            }
            output += "\n" + tables.sharedLine(of: feature) { Prose.list($0.map { "`\($0)`" }) } + "\n"
        }
        if showsGrowth {
            output += "\n" + growth(of: report)
        }
        if !report.warnings.isEmpty {
            output +=
                "\n\(section) Warnings\n\n" + report.warnings.map { "- " + $0.description + "\n" }.joined()
        }
        return output
    }

    /// The table of the feature's figures per architecture, then the layers each change touched.
    private func figures(of feature: FeatureChange, tables: ChangesTables) -> String {
        let report = tables.report
        var output = MarkdownRenderer.table(
            header: ["Figure"] + report.architectures,
            alignments: [false] + report.architectures.map { _ in true },
            rows: [["Commit"] + tables.commits(of: feature).map { $0 == "–" ? $0 : "`\($0)`" }]
                + ChangeFigure.all.map { figure in
                    [(figure.depth > 0 ? "· " : "") + figure.label] + tables.values(of: figure, in: feature)
                })
        let layers = tables.layerLines(of: feature).map { "\($0.architecture): \($0.layers)" }
        output += "\nLayers touched: " + layers.joined(separator: "; ") + ".\n"
        return output
    }
}
