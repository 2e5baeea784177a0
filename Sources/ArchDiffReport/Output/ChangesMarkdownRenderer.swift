import ArchDiffChanges
import ArchDiffSupport

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
        let body =
            growthOnly && !report.growth.isEmpty
            ? growth(of: report) : sections(report, growth: !report.growth.isEmpty)
        return Document(title: heading.title, blocks: [heading.block] + body)
    }

    /// The section on how each architecture grew, at the level below ``heading``: what the tables
    /// measure and one table per architecture, its rows the points.
    func growth(of report: ChangesReport) -> [Block] {
        [
            .heading(heading.level(below: 1), "\(GrowthTables.title)"),
            .paragraph(Inline(GrowthTables.explanation.joined(separator: " "))),
        ] + growthTables(report)
    }

    /// One table per architecture with figures at some point, its rows the points.
    func growthTables(_ report: ChangesReport) -> [Block] {
        let tables = GrowthTables(report: report)
        return tables.architectures.map { .table(tables.table(of: $0)) }
    }

    /// The report without its top heading: one section per feature and the warnings, or the message
    /// that nothing is measured; with `growth`, the section on how each architecture grew before the
    /// warnings.
    func sections(_ report: ChangesReport, growth showsGrowth: Bool = false) -> [Block] {
        let tables = ChangesTables(report: report)
        let section = heading.level(below: 1)
        var blocks: [Block] =
            report.features.isEmpty
            ? [.paragraph(Inline(ChangesTables.noChangesMessage + " " + ChangesTables.conventionHint))] : []
        for feature in report.features {
            blocks.append(.heading(section, "\(feature.id)"))
            let missing = tables.missing(in: feature)
            if missing.count < report.architectures.count {
                blocks += figures(of: feature, tables: tables)
            }
            if !missing.isEmpty {
                blocks.append(.paragraph("No commit for \(Prose.list(missing))."))
            }
            blocks.append(
                .paragraph(tables.sharedLine(of: feature) { Prose.list($0.map { "\(code: $0)" }) }))
        }
        if showsGrowth {
            blocks += growth(of: report)
        }
        if !report.warnings.isEmpty {
            blocks += [.heading(section, "Warnings"), .list(report.warnings.map { Inline($0.description) })]
        }
        return blocks
    }

    /// The table of the feature's figures per architecture, then the layers each change touched.
    private func figures(of feature: FeatureChange, tables: ChangesTables) -> [Block] {
        let report = tables.report
        let commits: [Inline] =
            ["Commit"] + tables.commits(of: feature).map { $0 == "–" ? "–" : "\(code: $0)" }
        let table = Table(
            header: ["Figure"] + report.architectures.map { Inline($0) },
            alignments: [.left] + report.architectures.map { _ in .right },
            rows: [commits]
                + ChangeFigure.all.map { figure in
                    [Inline((figure.depth > 0 ? "· " : "") + figure.label)]
                        + tables.values(of: figure, in: feature).map { Inline($0) }
                })
        let layers = tables.layerLines(of: feature).map { "\($0.architecture): \($0.layers)" }
        return [.table(table), .paragraph("Layers touched: \(layers.joined(separator: "; ")).")]
    }
}
