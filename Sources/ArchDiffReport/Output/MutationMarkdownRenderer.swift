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
        let tables = MutationTables(report: report)
        let section = heading.level(below: 1)
        var blocks = [
            heading.block,
            .paragraph("\(tables.provenance.prefix(1).uppercased() + tables.provenance.dropFirst())."),
            .table(
                Table(
                    header: ["Figure"] + report.architectures.map(\.name),
                    alignments: [.left] + report.architectures.map { _ in .right },
                    rows: MutationTables.figures.map { figure in
                        [String(repeating: "· ", count: figure.depth) + figure.label]
                            + report.architectures.map { figure.value($0).formatted }
                    })),
        ]
        for architecture in report.architectures {
            blocks += [
                .heading(section, "\(architecture.name)"), .paragraph("Suite: \(code: architecture.suite)"),
                .table(tables.layers(of: architecture)),
                .heading(section + 1, "Surviving mutants of \(architecture.name)"),
                .table(
                    Table(
                        header: ["Location", "Operator", "Original", "Mutated"],
                        alignments: [.left, .left, .left, .left],
                        rows: tables.survivors(of: architecture).map { survivor in
                            [
                                "\(survivor.location)", "\(survivor.operator)", "\(code: survivor.original)",
                                survivor.mutated == "(removed)" ? "(removed)" : "\(code: survivor.mutated)",
                            ]
                        })),
            ]
        }
        return Document(title: heading.title, blocks: blocks)
    }
}
