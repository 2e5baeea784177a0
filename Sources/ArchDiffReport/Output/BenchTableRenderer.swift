import ArchDiffBench
import ArchDiffSupport

/// Renders the bench figures as aligned text tables for the terminal: per architecture the median,
/// p99 and spread of each figure, and the differences beyond noise.
package struct BenchTableRenderer: BenchRenderer {
    /// Whether to colour the output.
    package var style: TerminalStyle

    /// A renderer using `style`.
    package init(style: TerminalStyle = .plain) {
        self.style = style
    }

    /// The run, then one table per section, then the noise rule.
    package func render(_ report: BenchReport) -> String {
        var output =
            style.apply(.bold, to: "archdiff bench: \(report.architectures.joined(separator: ", "))") + "\n"
        output += style.apply(.dim, to: report.run.description) + "\n"
        output += style.apply(.dim, to: report.run.machine.description) + "\n"
        for section in BenchReport.sections {
            let rows = section.kinds.flatMap { report.rows(of: $0) }
            guard !rows.isEmpty else { continue }
            output += "\n" + style.apply(.bold, to: section.title) + "\n"
            output += table(rows, exact: section.kinds.allSatisfy(\.isExact), report: report).render(
                style: style)
        }
        output += "\n" + wrapped(BenchReport.noiseNote, width: 100)
        return output
    }

    private func table(_ rows: [BenchRow], exact: Bool, report: BenchReport) -> TextTable {
        let perArchitecture = exact ? 1 : 3
        let alignments: [TextTable.Alignment] =
            [.left, .right] + Array(repeating: .right, count: perArchitecture * report.architectures.count)
            + [.left]
        var table = TextTable(alignments: alignments)
        let names = report.architectures.flatMap { name in
            exact ? [name] : [name, "", ""]
        }
        table.append(
            ["Figure", "Tasks"].map { TextTable.Cell($0, role: .bold) }
                + names.map { TextTable.Cell($0, role: .bold) } + [
                    TextTable.Cell("Beyond noise", role: .bold)
                ])
        if !exact {
            let subheads = report.architectures.flatMap { _ in ["median", "p99", "spread"] }
            table.append(texts: ["", ""] + subheads + [""])
        }
        for row in rows {
            var cells = [row.figure.kind.label, row.figure.tasks.map(Formatting.count) ?? ""]
            for name in report.architectures {
                guard let summary = row.summaries[name] else {
                    cells += Array(repeating: "–", count: perArchitecture)
                    continue
                }
                let kind = row.figure.kind
                cells.append(BenchReport.format(summary.median, of: kind))
                if !exact {
                    cells += [BenchReport.format(summary.p99, of: kind), BenchReport.percent(summary.spread)]
                }
            }
            table.append(texts: cells + [report.noiseText(for: row)])
        }
        return table
    }

    /// `text` broken at spaces into lines of at most `width` characters; `5 %` stays on one line.
    private func wrapped(_ text: String, width: Int) -> String {
        var words: [String] = []
        for word in text.split(separator: " ").map(String.init) {
            if word.hasPrefix("%"), let last = words.popLast() {
                words.append(last + " " + word)
            } else {
                words.append(word)
            }
        }
        var lines: [String] = []
        var line = ""
        for word in words {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }
}
