import ArchDiffMutation
import SafeText

/// Renders a mutation run as GitHub-flavoured Markdown: the figures side by side, then per
/// architecture its layers and a table of the surviving mutants.
package struct MutationMarkdownRenderer {
    /// The top heading.
    package var heading: MarkdownHeading

    /// A renderer whose output starts with `heading`.
    package init(heading: MarkdownHeading = MarkdownHeading("archdiff mutants")) {
        self.heading = heading
    }

    /// The summary table, then a section per architecture; control characters made visible, as Markdown
    /// has no escape for them (see `VisibleText.lines`).
    package func render(_ report: MutationReport) -> String {
        let tables = MutationTables(report: report)
        let section = heading.marks(1)
        var output = heading.marks() + " \(heading.title)\n\n"
        output += "\(Self.sentence(tables.provenance)).\n\n"
        output += MarkdownRenderer.table(
            header: ["Figure"] + report.architectures.map(\.name),
            alignments: [false] + report.architectures.map { _ in true },
            rows: MutationTables.figures.map { figure in
                [String(repeating: "· ", count: figure.depth) + figure.label]
                    + report.architectures.map { figure.value($0).formatted }
            })
        for architecture in report.architectures {
            output += "\n\(section) \(architecture.name)\n\n"
            let layers = tables.layers(of: architecture)
            output += "Suite: `\(architecture.suite)`\n\n"
            output += MarkdownRenderer.table(
                header: layers.header, alignments: layers.rightAligned, rows: layers.rows)
            output += "\n\(section)# Surviving mutants of \(architecture.name)\n\n"
            output += MarkdownRenderer.table(
                header: ["Location", "Operator", "Original", "Mutated"],
                alignments: [false, false, false, false],
                rows: tables.survivors(of: architecture).map { survivor in
                    [
                        survivor.location, survivor.operator, Self.code(survivor.original),
                        survivor.mutated == "(removed)" ? "(removed)" : Self.code(survivor.mutated),
                    ]
                })
        }
        return VisibleText.lines(output)
    }

    /// `text` as inline code, fenced with enough backticks for those inside it.
    static func code(_ text: String) -> String {
        var fence = "`"
        while text.contains(fence) {
            fence += "`"
        }
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }

    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
