import ArchDiffBench
import ArchDiffSupport

/// The bench figures as a document, for the terminal or a page: how and where the run measured, one
/// table per section, then the noise rule.
///
/// The terminal's title names the architectures and two notes say how and where the run measured, where
/// a page has a paragraph; its tables give the median, p99 and spread of a timed figure a column each,
/// where a page's cell reads `median (p99, spread)`.
struct BenchDocument {
    /// The top heading.
    var heading: MarkdownHeading
    /// Where the document is read.
    var medium: Document.Medium

    /// The document of `report`.
    func document(_ report: BenchReport) -> Document {
        var blocks = intro(report)
        for section in BenchReport.sections {
            let rows = section.kinds.flatMap { report.rows(of: $0) }
            guard !rows.isEmpty else { continue }
            let exact = medium == .page || section.kinds.allSatisfy(\.isExact)
            blocks += [
                .heading(heading.level(below: 1), "\(section.title)"),
                .table(table(rows, exact: exact, report: report)),
            ]
        }
        return Document(title: heading.title, blocks: blocks + [.paragraph(Inline(report.noiseNote))])
    }

    private func intro(_ report: BenchReport) -> [Block] {
        let run = report.run
        switch medium {
        case .terminal:
            let title = heading.title + ": " + report.architectures.joined(separator: ", ")
            return [
                .heading(heading.level, Inline(title)), .note(Inline(run.description)),
                .note(Inline(run.machine.description)),
            ]
        case .page:
            return [
                heading.block,
                .paragraph(
                    """
                    Measured \(run.date) on commit \(code: run.commit), \(run.configuration) build, on \
                    \(run.machine.description): \(Prose.count(run.processes, "process", plural: "processes")) \
                    per architecture, each \(Prose.count(run.runs, "run")) per figure after \(run.warmup) \
                    unmeasured, on a \(run.terminalSize) headless terminal and a SQLite database in a scratch \
                    folder; times are \(run.clockDescription). Cells read \(code: "median (p99, spread)"); the \
                    spread is p75 − p25 as a share of the median.
                    """),
            ]
        }
    }

    /// A column per architecture when `exact`, else three (median, p99, spread) under a row naming them.
    private func table(_ rows: [BenchRow], exact: Bool, report: BenchReport) -> Table {
        let columns = exact ? 1 : 3
        let names = report.architectures.flatMap { [$0] + Array(repeating: "", count: columns - 1) }
        let subheads =
            exact
            ? [] : [["", ""] + report.architectures.flatMap { _ in ["median", "p99", "spread"] } + [""]]
        return Table(
            header: ["Figure", "Tasks"] + names + ["Beyond noise"],
            alignments: [.left, .right] + names.map { _ in .right } + [.left],
            rows: subheads
                + rows.map { row in
                    [row.figure.kind.label, row.figure.tasks.map(Formatting.count) ?? ""]
                        + report.architectures.flatMap { cells(row, $0, columns: columns) }
                        + [report.noiseText(for: row)]
                })
    }

    /// The architecture's median, then its p99 and spread when `columns` is 3; else the three in one
    /// cell, or the median alone for an exact figure.
    private func cells(_ row: BenchRow, _ architecture: String, columns: Int) -> [String] {
        guard let summary = row.summaries[architecture] else { return Array(repeating: "–", count: columns) }
        let kind = row.figure.kind
        let median = BenchReport.format(summary.median, of: kind)
        let p99 = BenchReport.format(summary.p99, of: kind)
        let spread = BenchReport.percent(summary.spread)
        if columns == 3 { return [median, p99, spread] }
        return kind.isExact ? [median] : ["\(median) (\(p99), \(spread))"]
    }
}

extension BenchReport: Printable {
    /// The run as ``BenchDocument`` builds it under the heading `archdiff bench`.
    package func document(for medium: Document.Medium) -> Document {
        BenchDocument(heading: MarkdownHeading("archdiff bench"), medium: medium).document(self)
    }

    /// The run's record, as ``BenchRecords`` makes it.
    package var record: Record {
        BenchRecords.record(of: self)
    }
}
