import ArchDiffMutation

/// A mutation run as a document, for the terminal or a page: what the run tested, the figures side by
/// side, then per architecture its layers and every surviving mutant.
///
/// The terminal's title lists the architectures and a note says what the run tested, where a page has a
/// paragraph; an architecture's heading names its suite, where a page has a paragraph; and each survivor
/// reads as its place and operator over the code before and after, where a page has a table. Its
/// figures column has no header, where a page's reads `Figure`.
struct MutationDocument {
    /// The top heading.
    var heading: MarkdownHeading
    /// Where the document is read.
    var medium: Document.Medium

    /// The document of `report`.
    func document(_ report: MutationReport) -> Document {
        let tables = MutationTables(report: report)
        let provenance = tables.provenance
        let intro: [Block]
        switch medium {
        case .terminal:
            let names = report.architectures.map(\.name).joined(separator: ", ")
            intro = [.heading(heading.level, "\(heading.title): \(names)"), .note(Inline(provenance))]
        case .page:
            intro = [
                heading.block, .paragraph("\(provenance.prefix(1).uppercased() + provenance.dropFirst())."),
            ]
        }
        let summary = Table(
            header: [medium == .terminal ? "" : "Figure"] + report.architectures.map { Inline($0.name) },
            alignments: [.left] + report.architectures.map { _ in .right },
            rows: MutationTables.figures.map { figure in
                [Inline(figure.label)] + report.architectures.map { Inline(figure.value($0).formatted) }
            },
            depths: MutationTables.figures.map(\.depth))
        return Document(
            title: heading.title,
            blocks: intro + [.table(summary)]
                + report.architectures.flatMap { section(of: $0, tables: tables) })
    }

    /// An architecture's heading, its layers and its survivors.
    private func section(of architecture: ArchitectureMutations, tables: MutationTables) -> [Block] {
        let level = heading.level(below: 1)
        let survivors = tables.survivors(of: architecture)
        switch medium {
        case .terminal:
            let lines = survivors.flatMap { survivor -> [Inline] in
                [
                    "\(survivor.location)  \(aside: Inline(survivor.operator))",
                    "  \(change: "- " + survivor.original, .decrease)",
                    "  \(change: "+ " + survivor.mutated, .increase)",
                ]
            }
            return [
                .heading(level, "\(architecture.name) (\(architecture.suite))"),
                .group([.table(tables.layers(of: architecture))]),
                .group([
                    .heading(level + 1, "Surviving mutants"),
                    .group([.list(lines.isEmpty ? ["none"] : lines)]),
                ]),
            ]
        case .page:
            let table = Table(
                header: ["Location", "Operator", "Original", "Mutated"],
                alignments: [.left, .left, .left, .left],
                rows: survivors.map { survivor in
                    [
                        "\(survivor.location)", "\(survivor.operator)", "\(code: survivor.original)",
                        survivor.mutated == "(removed)" ? "(removed)" : "\(code: survivor.mutated)",
                    ]
                })
            return [
                .heading(level, "\(architecture.name)"), .paragraph("Suite: \(code: architecture.suite)"),
                .table(tables.layers(of: architecture)),
                .heading(level + 1, "Surviving mutants of \(architecture.name)"), .table(table),
            ]
        }
    }
}
