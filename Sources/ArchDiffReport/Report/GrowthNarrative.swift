import ArchDiffChanges
import ArchDiffSupport

/// The report's section on how each pattern grew: what the curve measures, one sentence on the
/// production code from each pattern's first point to the last, the small multiples and the tables of
/// `archdiff changes`, or one line saying why there is no curve.
enum GrowthNarrative {
    /// The section's heading.
    static let heading = "How each pattern grew"
    /// The file name of the chart.
    static let chartFileName = "growth.svg"

    /// The section, its heading at level 2.
    static func blocks(for changes: Result<ChangesReport, ChangeHistoryError>) -> [Block] {
        let heading = Block.heading(2, "\(Self.heading)")
        guard case .success(let report) = changes, let last = report.growth.last, report.growth.count > 1
        else {
            return [
                heading,
                .paragraph(
                    """
                    No change is measured, so there is no curve (the next section, \(ChangeNarrative.heading), \
                    says why).
                    """),
            ]
        }
        let spans = report.architectures.compactMap { name -> String? in
            guard let first = report.growth.first(where: { $0.size(of: name) != nil }),
                let from = first.size(of: name), let to = last.size(of: name)
            else { return nil }
            let since = first.change == nil ? "" : " since \(first.label)"
            return "\(name) \(Formatting.count(from.codeLines)) to \(Formatting.count(to.codeLines))\(since)"
                + " (\(Formatting.decimal(Double(to.codeLines) / Double(max(1, from.codeLines)))) times)"
        }
        let chart = chart(for: report).map { [Block.chart(title: $0.title, fileName: $0.fileName)] } ?? []
        return [
            heading,
            .paragraph(
                """
                Each pattern's production code (\(code: "Architectures/<name>"), tests excluded) measured as \
                \(code: "archdiff metrics") measures it, on the tree before the first measured change (start) and \
                on the tree of each change's last commit, in the order of the changes; beside each point, what the \
                change cost the pattern (production code lines changed, code only; – without a commit for it). \
                \(code: "docs/METRICS.md") defines the figures.
                """),
            .paragraph(
                "Production code lines from each pattern's first point to \(last.label): \(Prose.list(spans))."
            ),
        ] + chart
            + ChangesDocument(heading: MarkdownHeading("archdiff changes"), medium: .page).growthTables(
                report)
    }

    /// Production code lines and the largest type's lines after each change, one panel per pattern;
    /// `nil` when there is no curve.
    static func chart(for changes: Result<ChangesReport, ChangeHistoryError>) -> ReportChart? {
        guard case .success(let report) = changes else { return nil }
        return chart(for: report)
    }

    private static func chart(for report: ChangesReport) -> ReportChart? {
        guard report.growth.count > 1 else { return nil }
        return ReportChart(
            fileName: chartFileName,
            panels: SmallMultiples(
                title: "Production code after each change",
                axisTitle:
                    "lines: production code lines (solid), the largest type's lines with its extensions "
                    + "(dashed)",
                points: report.growth.map(\.label),
                lines: [
                    SmallMultiples.Line(name: "Production code lines"),
                    SmallMultiples.Line(name: "Largest type (lines)", isDashed: true),
                ],
                panels: report.architectures.enumerated().map { index, name in
                    SmallMultiples.Panel(
                        title: name, color: Palette.color(at: index),
                        values: [
                            report.growth.map { $0.size(of: name).map { Double($0.codeLines) } },
                            report.growth.map { point in
                                point.size(of: name)?.largestType.map { Double($0.lines) }
                            },
                        ])
                }))
    }
}
