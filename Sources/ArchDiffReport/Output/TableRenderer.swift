import ArchDiffMetrics
import ArchDiffSupport

/// Renders aligned text tables for the terminal, with bars comparing the columns.
package struct TableRenderer: ReportRenderer {
    /// Whether to colour the output.
    package var style: TerminalStyle

    /// A renderer using `style`.
    package init(style: TerminalStyle = .plain) {
        self.style = style
    }

    /// How many type names a coupling line lists before summarising the rest.
    static let listedTypeNames = 4

    /// The summary table, then each column's layers, complex functions, coupling and imports.
    package func render(_ report: MetricsReport) -> String {
        let names = report.columns.map(\.name).joined(separator: ", ")
        var output = style.apply(.bold, to: "archdiff metrics: \(names)") + "\n\n"
        output += summaryTable(report)
        for column in report.columns {
            output += "\n" + columnSections(column)
        }
        return output
    }

    /// One row per measure: both values, the change and the ratio.
    package func render(_ diff: MetricsDiff) -> String {
        let document = MetricsDiffDocument(heading: MarkdownHeading("archdiff metrics"), medium: .terminal)
        return TerminalWriter(style: style).write(document.document(diff))
    }

    // MARK: - Sections

    private func summaryTable(_ report: MetricsReport) -> String {
        let showsBars = report.columns.count > 1
        var alignments: [TextTable.Alignment] = [.left]
        var header = [""]
        for column in report.columns {
            alignments += showsBars ? [.right, .left] : [.right]
            header += showsBars ? [column.name, ""] : [column.name]
        }
        var table = TextTable(alignments: alignments, header: header)
        for measure in Measure.all {
            let values = report.columns.map { measure.value($0.summary) }
            let maximum = values.map(\.number).max() ?? 0
            var row = [TextTable.Cell(label(measure), role: measure.depth > 0 ? .dim : nil)]
            for value in values {
                row.append(TextTable.Cell(Formatting.value(value)))
                if showsBars {
                    row.append(TextTable.Cell(Bar.render(value.number, maximum: maximum), role: .accent))
                }
            }
            table.append(row)
        }
        return table.render(style: style)
    }

    private func columnSections(_ column: ColumnReport) -> String {
        var output =
            style.apply(.bold, to: "\(column.name)") + style.apply(.dim, to: " (\(column.path))") + "\n"
        output += render(MetricsTables.layers(of: column), indent: "  ")
        output += "\n" + style.apply(.bold, to: "  Most complex functions") + "\n"
        var functions = TextTable(
            alignments: [.right, .right, .left, .left], header: ["CC", "Lines", "Function", "Location"])
        for function in column.summary.mostComplexFunctions {
            functions.append(texts: [
                String(function.complexity), Formatting.count(function.lines), function.name,
                "\(function.file):\(function.line)",
            ])
        }
        output += functions.rows.isEmpty ? "    none\n" : functions.render(style: style, indent: "    ")
        output +=
            "\n" + style.apply(.bold, to: "  Coupling")
            + style.apply(.dim, to: " (layer → layer whose types it uses)") + "\n"
        var coupling = TextTable(alignments: [.left, .left, .left, .right, .right, .left])
        for edge in column.coupling {
            coupling.append(texts: [
                edge.from, "→", edge.to,
                edge.typeNames.count == 1 ? "1 type" : "\(edge.typeNames.count) types",
                "\(Formatting.count(edge.references)) refs",
                Self.summarised(edge.typeNames),
            ])
        }
        output += coupling.rows.isEmpty ? "    none\n" : coupling.render(style: style, indent: "    ")
        output +=
            "\n" + style.apply(.bold, to: "  Layer coupling")
            + style.apply(
                .dim, to: " (Ca, Ce: layers using it, used; I instability, A abstractness, D distance)")
            + "\n"
        output += render(MetricsTables.layerCoupling(of: column), indent: "    ")
        if !column.screens.isEmpty {
            output += "\n" + style.apply(.bold, to: "  Screens") + "\n"
            output += render(MetricsTables.screens(of: column), indent: "    ")
        }
        output += "\n" + style.apply(.bold, to: "  Imports") + "\n"
        var imports = TextTable(alignments: [.left, .left])
        for layer in column.layers {
            let modules = layer.summary.importedModules
            imports.append(texts: [layer.name, modules.isEmpty ? "–" : modules.joined(separator: ", ")])
        }
        output += imports.render(style: style, indent: "    ")
        return output
    }

    private func render(_ table: Table, indent: String) -> String {
        TextTable(table).render(style: style, indent: indent)
    }

    private func label(_ measure: Measure) -> String {
        String(repeating: "  ", count: measure.depth) + measure.label
    }

    /// The first few names, then how many more there are.
    static func summarised(_ names: [String]) -> String {
        let shown = names.prefix(listedTypeNames).joined(separator: ", ")
        return names.count > listedTypeNames ? "\(shown), +\(names.count - listedTypeNames) more" : shown
    }
}
