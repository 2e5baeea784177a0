import ArchDiffSuites
import SafeText

/// Renders the suites as aligned text tables for the terminal: the figures side by side with bars,
/// then each suite's layers and doubles, then the behaviour matrix.
package struct TestsTableRenderer: TestsRenderer {
    /// Whether to colour the output.
    package var style: TerminalStyle

    /// A renderer using `style`.
    package init(style: TerminalStyle = .plain) {
        self.style = style
    }

    /// The summary, the suites' sections and the behaviour matrix.
    package func render(_ report: TestsReport) -> String {
        let tables = TestsTables(report: report)
        let names = report.suites.map(\.architecture).joined(separator: ", ")
        var output = style.apply(.bold, to: "archdiff tests: \(names)") + "\n\n"
        output += summary(tables)
        for suite in report.suites {
            output += "\n" + style.apply(.bold, to: tables.heading(of: suite)) + "\n"
            guard suite.exists else { continue }
            output += render(tables.layers(of: suite), indent: "  ")
            output += "\n" + style.apply(.bold, to: "  Test doubles") + "\n"
            let doubles = tables.doubles(of: suite)
            output += doubles.rows.isEmpty ? "    none\n" : render(doubles, indent: "    ")
            for note in tables.notes(on: suite) {
                output += "\n" + VisibleText.of("  " + note) + "\n"
            }
        }
        output +=
            "\n" + style.apply(.bold, to: "Behaviours")
            + style.apply(.dim, to: " (tests naming each ID of \(BehaviourCatalogue.path))") + "\n"
        if let scope = tables.scopeLine() {
            output += Self.wrapped(VisibleText.of(scope), width: Self.lineWidth, indent: "  ") + "\n"
        }
        output += render(tables.matrix { Inline($0) }, indent: "  ")
        output += "\n" + tables.gapLines().map { VisibleText.of("  " + $0) + "\n" }.joined()
        return output
    }

    /// The width prose is wrapped to.
    static let lineWidth = 100

    /// `text` broken at spaces into lines of at most `width` characters with `indent`, each with its
    /// newline (a longer word stays whole).
    static func wrapped(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        for word in text.split(separator: " ") {
            if let last = lines.last, last.count + 1 + word.count <= width - indent.count {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(String(word))
            }
        }
        return lines.map { indent + $0 + "\n" }.joined()
    }

    private func summary(_ tables: TestsTables) -> String {
        let suites = tables.report.suites
        let showsBars = suites.count > 1
        var alignments: [TextTable.Alignment] = [.left]
        var header = [""]
        for suite in suites {
            alignments += showsBars ? [.right, .left] : [.right]
            header += showsBars ? [suite.architecture, ""] : [suite.architecture]
        }
        var table = TextTable(alignments: alignments, header: header)
        var suiteRow = [TextTable.Cell("Suite")]
        for suite in suites {
            suiteRow.append(
                TextTable.Cell(suite.exists ? suite.path : "missing", role: suite.exists ? .dim : .increase))
            if showsBars { suiteRow.append(TextTable.Cell("")) }
        }
        table.append(suiteRow)
        for figure in tables.figures {
            let values = tables.values(of: figure)
            let maximum = values.compactMap(\.number).max() ?? 0
            var row = [
                TextTable.Cell(
                    String(repeating: "  ", count: figure.depth) + figure.label,
                    role: figure.depth > 0 ? .dim : nil)
            ]
            for value in values {
                row.append(TextTable.Cell(value.formatted, role: value == .text("FAILED") ? .increase : nil))
                if showsBars {
                    row.append(TextTable.Cell(Bar.render(value.number ?? 0, maximum: maximum), role: .accent))
                }
            }
            table.append(row)
        }
        return table.render(style: style)
    }

    private func render(_ table: Table, indent: String) -> String {
        TextTable(table) { $0 == TestsTables.gap ? .increase : nil }.render(style: style, indent: indent)
    }
}
