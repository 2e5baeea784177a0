import ArchDiffSuites

/// The suites as a document, for the terminal or a page: the figures side by side, a section per suite
/// with its layers, doubles and notes, then the behaviour matrix and the gaps of each suite.
///
/// The terminal's title lists the architectures, a suite's heading names its folder where a page has a
/// paragraph and a heading over the layers, the details are set in without a word on them, and the
/// behaviours' heading says what the matrix counts in a dimmed aside, where a page has a paragraph; the
/// matrix quotes the behaviours as written, Markdown and all, where a page reads their code spans. Its
/// figures column has no header, where a page's reads `Figure`.
struct TestsDocument {
    /// The top heading.
    var heading: MarkdownHeading
    /// Where the document is read.
    var medium: Document.Medium

    /// The document of `report`.
    func document(_ report: TestsReport) -> Document {
        let tables = TestsTables(report: report)
        let names = report.suites.map(\.architecture).joined(separator: ", ")
        let title = medium == .terminal ? "\(heading.title): \(names)" : heading.title
        var blocks: [Block] = [.heading(heading.level, Inline(title)), .table(summary(tables))]
        for suite in report.suites {
            blocks += section(of: suite, tables: tables)
        }
        return Document(title: heading.title, blocks: blocks + behaviours(tables))
    }

    /// The figures side by side, after a row of the suites' folders; with more than one suite, a bar
    /// beside each figure.
    private func summary(_ tables: TestsTables) -> Table {
        let suites = tables.report.suites
        let folders: [Inline] = suites.map {
            $0.exists ? "\(aside: "\(code: $0.path)")" : "\(alert: "missing")"
        }
        let rows = tables.figures.map { figure -> [Inline] in
            let values = tables.values(of: figure)
            let maximum = values.compactMap(\.number).max() ?? 0
            return [Inline(figure.label)]
                + values.map { value -> Inline in
                    let text: Inline =
                        value == .text("FAILED")
                        ? "\(alert: Inline(value.formatted))" : Inline(value.formatted)
                    return suites.count > 1 ? "\(text)\(bar: value.number ?? 0, of: maximum)" : text
                }
        }
        return Table(
            header: [medium == .terminal ? "" : "Figure"] + suites.map { Inline($0.architecture) },
            alignments: [.left] + suites.map { _ in .right }, rows: [["Suite"] + folders] + rows,
            depths: [0] + tables.figures.map(\.depth))
    }

    /// A suite's heading, then, when it exists, its layers, its doubles and the notes on it.
    private func section(of suite: SuiteReport, tables: TestsTables) -> [Block] {
        let section = heading.level(below: 1)
        let notes = tables.notes(on: suite).map { Inline($0) }
        switch medium {
        case .terminal:
            let title = Block.heading(section, Inline(tables.heading(of: suite)))
            guard suite.exists else { return [title] }
            return [
                title, .group([.table(tables.layers(of: suite))]),
                .group([.heading(section + 1, "Test doubles"), .group([.table(tables.doubles(of: suite))])]),
            ] + notes.map { .group([.list([$0])]) }
        case .page:
            let title = Block.heading(section, "\(suite.architecture)")
            guard suite.exists else {
                return [title, .paragraph("No suite: \(code: suite.path) does not exist.")]
            }
            return [
                title, .paragraph("Folder: \(code: suite.path)"), .heading(section + 1, "Tests by layer"),
                .table(tables.layers(of: suite)), .heading(section + 1, "Test doubles"),
                .table(tables.doubles(of: suite)),
            ] + notes.map { .paragraph($0) }
        }
    }

    /// The behaviour matrix: what it counts, the rule telling shared-layer behaviours apart, the
    /// matrix, and each suite's gaps.
    private func behaviours(_ tables: TestsTables) -> [Block] {
        let section = heading.level(below: 1)
        let scope = tables.scopeLine().map { [Block.paragraph(Inline($0))] } ?? []
        let gaps = Block.list(tables.gapLines().map { Inline($0) })
        switch medium {
        case .terminal:
            let title: Inline = "Behaviours\(aside: " (tests naming each ID of \(BehaviourCatalogue.path))")"
            return [.heading(section, title)] + scope.map { .group([$0]) } + [
                .group([.table(tables.matrix { Inline($0) })]), .group([gaps]),
            ]
        case .page:
            let counted: Inline = """
                Tests naming each ID of \(code: BehaviourCatalogue.path), per architecture's suite, then the \
                conformance suite's tests and key-script scenarios (\(code: OutsideTests.conformancePath)) and \
                the tests of the shared layers' suites; \(TestsTables.gap) marks a behaviour that depends on the \
                architecture and that no test of the suite names.
                """
            return [.heading(section, "Behaviours"), .paragraph(counted)] + scope + [
                .table(tables.matrix { Inline(markdown: $0) }), gaps,
            ]
        }
    }
}
