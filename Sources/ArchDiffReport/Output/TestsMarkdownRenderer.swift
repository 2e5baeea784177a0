import ArchDiffSuites

/// Renders the suites as GitHub-flavoured Markdown: the figures side by side, each suite's layers and
/// doubles, then the behaviour matrix with its gaps in bold.
package struct TestsMarkdownRenderer: TestsRenderer {
    /// The top heading.
    package var heading: MarkdownHeading

    /// A renderer whose report starts with `heading`.
    package init(heading: MarkdownHeading = MarkdownHeading("archdiff tests")) {
        self.heading = heading
    }

    /// The summary table, a section per suite, then the behaviour matrix, as Markdown.
    package func render(_ report: TestsReport) -> String {
        MarkdownWriter().write(document(report))
    }

    /// The summary table, a section per suite with its layers, doubles and notes, then the behaviour
    /// matrix and the gaps of each suite.
    func document(_ report: TestsReport) -> Document {
        let tables = TestsTables(report: report)
        let section = heading.level(below: 1)
        let suiteRow: [Inline] = ["Suite"] + report.suites.map { $0.exists ? "\(code: $0.path)" : "missing" }
        var blocks = [
            heading.block,
            .table(
                Table(
                    header: ["Figure"] + report.suites.map { Inline($0.architecture) },
                    alignments: [.left] + report.suites.map { _ in .right },
                    rows: [suiteRow]
                        + tables.figures.map { figure in
                            ["\((figure.depth > 0 ? "· " : "") + figure.label)"]
                                + tables.values(of: figure).map { Inline($0.formatted) }
                        })),
        ]
        for suite in report.suites {
            blocks.append(.heading(section, "\(suite.architecture)"))
            guard suite.exists else {
                blocks.append(.paragraph("No suite: \(code: suite.path) does not exist."))
                continue
            }
            blocks += [
                .paragraph("Folder: \(code: suite.path)"), .heading(section + 1, "Tests by layer"),
                .table(tables.layers(of: suite)), .heading(section + 1, "Test doubles"),
                .table(tables.doubles(of: suite)),
            ]
            blocks += tables.notes(on: suite).map { .paragraph(Inline($0)) }
        }
        blocks += [
            .heading(section, "Behaviours"),
            .paragraph(
                """
                Tests naming each ID of \(code: BehaviourCatalogue.path), per architecture's suite, then the \
                conformance suite's tests and key-script scenarios (\(code: OutsideTests.conformancePath)) and \
                the tests of the shared layers' suites; \(TestsTables.gap) marks a behaviour that depends on the \
                architecture and that no test of the suite names.
                """),
        ]
        if let scope = tables.scopeLine() {
            blocks.append(.paragraph(Inline(scope)))
        }
        blocks += [
            .table(tables.matrix { Inline(markdown: $0) }), .list(tables.gapLines().map { Inline($0) }),
        ]
        return Document(title: heading.title, blocks: blocks)
    }
}
