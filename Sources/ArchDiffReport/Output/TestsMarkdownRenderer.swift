import ArchDiffSuites
import SafeText

/// Renders the suites as GitHub-flavoured Markdown: the figures side by side, each suite's layers and
/// doubles, then the behaviour matrix with its gaps in bold.
package struct TestsMarkdownRenderer: TestsRenderer {
    /// The top heading.
    package var heading: MarkdownHeading

    /// A renderer whose report starts with `heading`.
    package init(heading: MarkdownHeading = MarkdownHeading("archdiff tests")) {
        self.heading = heading
    }

    /// The summary table, a section per suite, then the behaviour matrix; control characters made visible,
    /// as Markdown has no escape for them (see `VisibleText.lines`).
    package func render(_ report: TestsReport) -> String {
        let tables = TestsTables(report: report, gapText: "**gap**")
        let section = heading.marks(1)
        var output = heading.marks() + " \(heading.title)\n\n"
        let suiteRow = ["Suite"] + report.suites.map { $0.exists ? "`\($0.path)`" : "missing" }
        output += MarkdownRenderer.table(
            header: ["Figure"] + report.suites.map(\.architecture),
            alignments: [false] + report.suites.map { _ in true },
            rows: [suiteRow]
                + tables.figures.map { figure in
                    [(figure.depth > 0 ? "· " : "") + figure.label]
                        + tables.values(of: figure).map(\.formatted)
                })
        for suite in report.suites {
            output += "\n\(section) \(suite.architecture)\n\n"
            guard suite.exists else {
                output += "No suite: `\(suite.path)` does not exist.\n"
                continue
            }
            output +=
                "Folder: `\(suite.path)`\n\n\(section)# Tests by layer\n\n" + table(tables.layers(of: suite))
            output += "\n\(section)# Test doubles\n\n" + table(tables.doubles(of: suite))
            for note in tables.notes(on: suite) {
                output += "\n" + note + "\n"
            }
        }
        output += "\n\(section) Behaviours\n\n"
        output +=
            "Tests naming each ID of `\(BehaviourCatalogue.path)`, per architecture's suite, then the conformance "
            + "suite's tests and key-script scenarios (`\(OutsideTests.conformancePath)`) and the tests of the "
            + "shared layers' suites; **gap** marks a behaviour that depends on the architecture and that no test "
            + "of the suite names.\n\n"
        if let scope = tables.scopeLine() {
            output += scope + "\n\n"
        }
        output += table(tables.matrix()) + "\n"
        output += tables.gapLines().map { "- " + $0 + "\n" }.joined()
        return VisibleText.lines(output)
    }

    private func table(_ table: TestsTables.Table) -> String {
        MarkdownRenderer.table(header: table.header, alignments: table.rightAligned, rows: table.rows)
    }
}
