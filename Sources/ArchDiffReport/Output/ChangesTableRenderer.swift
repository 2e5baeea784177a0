import ArchDiffChanges
import ArchDiffSupport
import SafeText

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
        if growthOnly && !report.growth.isEmpty {
            return growth(of: report)
        }
        let tables = ChangesTables(report: report)
        var output: String
        if report.features.isEmpty {
            output =
                style.apply(.bold, to: "archdiff changes") + "\n\n" + ChangesTables.noChangesMessage + "\n"
                + style.apply(.dim, to: ChangesTables.conventionHint) + "\n"
        } else {
            output =
                style.apply(
                    .bold, to: "archdiff changes: " + report.features.map(\.id).joined(separator: ", "))
                + "\n"
        }
        for feature in report.features {
            output += "\n" + style.apply(.bold, to: feature.id) + "\n"
            let missing = tables.missing(in: feature)
            if missing.count < tables.report.architectures.count {
                output += figures(of: feature, tables: tables)
                output += "\n" + style.apply(.bold, to: "  Layers touched") + "\n"
                var layers = TextTable(alignments: [.left, .left])
                for line in tables.layerLines(of: feature) {
                    layers.append(texts: [line.architecture, line.layers])
                }
                output += layers.render(style: style, indent: "    ")
            }
            if !missing.isEmpty {
                output += VisibleText.of("  No commit for " + Prose.list(missing) + ".") + "\n"
            }
            output +=
                VisibleText.of(
                    "  " + tables.sharedLine(of: feature) { Inline($0.joined(separator: ", ")) }.plainText)
                + "\n"
        }
        if !report.growth.isEmpty {
            output += "\n" + growth(of: report)
        }
        if !report.warnings.isEmpty {
            output += "\n" + style.apply(.bold, to: "Warnings") + "\n"
            output += report.warnings.map { "  " + style.apply(.increase, to: $0.description) + "\n" }
                .joined()
        }
        return output
    }

    /// The title, what the tables measure, and one table per architecture with a row per point.
    private func growth(of report: ChangesReport) -> String {
        let tables = GrowthTables(report: report)
        var output =
            style.apply(.bold, to: GrowthTables.title) + "\n"
            + GrowthTables.explanation.map { style.apply(.dim, to: "  " + $0) + "\n" }.joined()
        for architecture in tables.architectures {
            output += "\n" + TextTable(tables.table(of: architecture)).render(style: style, indent: "  ")
        }
        return output
    }

    private func figures(of feature: FeatureChange, tables: ChangesTables) -> String {
        let architectures = tables.report.architectures
        let showsBars = architectures.count > 1
        var alignments: [TextTable.Alignment] = [.left]
        var header = [""]
        for architecture in architectures {
            alignments += showsBars ? [.right, .left] : [.right]
            header += showsBars ? [architecture, ""] : [architecture]
        }
        var table = TextTable(alignments: alignments, header: header)
        var commitRow = [TextTable.Cell("Commit")]
        for commits in tables.commits(of: feature) {
            commitRow.append(TextTable.Cell(commits, role: .dim))
            if showsBars { commitRow.append(TextTable.Cell("")) }
        }
        table.append(commitRow)
        for figure in ChangeFigure.all {
            let changes = architectures.map { feature.change(of: $0) }
            let maximum = changes.compactMap { $0.map(figure.value) }.max() ?? 0
            var row = [
                TextTable.Cell(
                    String(repeating: "  ", count: figure.depth) + figure.label,
                    role: figure.depth > 0 ? .dim : nil)
            ]
            for change in changes {
                row.append(TextTable.Cell(figure.formatted(change)))
                if showsBars {
                    let bar =
                        figure.isSigned
                        ? "" : Bar.render(Double(change.map(figure.value) ?? 0), maximum: Double(maximum))
                    row.append(TextTable.Cell(bar, role: .accent))
                }
            }
            table.append(row)
        }
        return table.render(style: style)
    }
}
