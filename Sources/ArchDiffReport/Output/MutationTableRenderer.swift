import ArchDiffMutation
import SafeText

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
        let tables = MutationTables(report: report)
        let names = report.architectures.map(\.name).joined(separator: ", ")
        var output = style.apply(.bold, to: "archdiff mutants: \(names)") + "\n"
        output += style.apply(.dim, to: tables.provenance) + "\n\n"
        var summary = TextTable(
            alignments: [.left] + report.architectures.map { _ in .right },
            header: [""] + report.architectures.map(\.name))
        for figure in MutationTables.figures {
            summary.append(
                [
                    TextTable.Cell(
                        String(repeating: "  ", count: figure.depth) + figure.label,
                        role: figure.depth > 0 ? .dim : nil)
                ] + report.architectures.map { TextTable.Cell(figure.value($0).formatted) })
        }
        output += summary.render(style: style)
        for architecture in report.architectures {
            output += "\n" + style.apply(.bold, to: "\(architecture.name) (\(architecture.suite))") + "\n"
            output += TextTable(tables.layers(of: architecture)).render(style: style, indent: "  ")
            let survivors = tables.survivors(of: architecture)
            output += "\n" + style.apply(.bold, to: "  Surviving mutants") + "\n"
            if survivors.isEmpty {
                output += "    none\n"
            }
            for survivor in survivors {
                output +=
                    VisibleText.of("    \(survivor.location)  ") + style.apply(.dim, to: survivor.operator)
                    + "\n"
                output += "      " + style.apply(.decrease, to: "- " + survivor.original) + "\n"
                output += "      " + style.apply(.increase, to: "+ " + survivor.mutated) + "\n"
            }
        }
        return output
    }
}
