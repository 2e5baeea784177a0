import ArchDiffBench
import ArchDiffSupport

/// Renders the bench figures as GitHub-flavoured Markdown tables, as `archdiff report` shows them.
package struct BenchMarkdownRenderer: BenchRenderer {
    /// The top heading.
    package var heading: MarkdownHeading

    /// A Markdown renderer whose report starts with `heading`.
    package init(heading: MarkdownHeading = MarkdownHeading("archdiff bench")) {
        self.heading = heading
    }

    /// The run, then one table per section, then the noise rule, as Markdown.
    package func render(_ report: BenchReport) -> String {
        MarkdownWriter().write(document(report))
    }

    /// How and where the run measured, one table per section, then the noise rule.
    func document(_ report: BenchReport) -> Document {
        let run = report.run
        var blocks = [
            heading.block,
            .paragraph(
                """
                Measured \(run.date) on commit \(code: run.commit), \(run.configuration) build, on \
                \(run.machine.description): \(Prose.count(run.processes, "process", plural: "processes")) per \
                architecture, each \(Prose.count(run.runs, "run")) per figure after \(run.warmup) unmeasured, on a \
                \(run.terminalSize) headless terminal and a SQLite database in a scratch folder; times are \
                \(run.clockDescription). Cells read \(code: "median (p99, spread)"); the spread is p75 − p25 as a \
                share of the median.
                """),
        ]
        for section in BenchReport.sections {
            let rows = section.kinds.flatMap { report.rows(of: $0) }
            guard !rows.isEmpty else { continue }
            blocks += [
                .heading(heading.level(below: 1), "\(section.title)"),
                .table(
                    Table(
                        header: ["Figure", "Tasks"] + report.architectures + ["Beyond noise"],
                        alignments: [.left, .right] + report.architectures.map { _ in .right } + [.left],
                        rows: rows.map { row in
                            [row.figure.kind.label, row.figure.tasks.map(Formatting.count) ?? ""]
                                + report.architectures.map { cell(row, $0) } + [report.noiseText(for: row)]
                        })),
            ]
        }
        return Document(title: heading.title, blocks: blocks + [.paragraph(Inline(BenchReport.noiseNote))])
    }

    private func cell(_ row: BenchRow, _ architecture: String) -> String {
        guard let summary = row.summaries[architecture] else { return "–" }
        let kind = row.figure.kind
        let median = BenchReport.format(summary.median, of: kind)
        guard !kind.isExact else { return median }
        return
            "\(median) (\(BenchReport.format(summary.p99, of: kind)), \(BenchReport.percent(summary.spread)))"
    }
}
