import ArchDiffMetrics
import ArchDiffSupport

/// Two columns' measures side by side as a document, for the terminal or a page: both values, the
/// change and the ratio of each measure.
///
/// The terminal's title reads as the command (`archdiff metrics --diff A B`), its ratio column is
/// headed `ratio` and a measure within another is indented two spaces per level, where a page's title
/// reads `A → B`, its column `Ratio` and such a measure starts with `· `.
struct MetricsDiffDocument {
    /// The top heading.
    var heading: MarkdownHeading
    /// Where the document is read.
    var medium: Document.Medium

    /// The document of `diff`.
    func document(_ diff: MetricsDiff) -> Document {
        let title = "\(heading.title): \(diff.base.name) → \(diff.other.name)"
        let shownTitle =
            medium == .terminal ? "\(heading.title) --diff \(diff.base.name) \(diff.other.name)" : title
        let table = Table(
            header: [
                "Metric", Inline(diff.base.name), Inline(diff.other.name), "Δ",
                medium == .terminal ? "ratio" : "Ratio",
            ],
            alignments: [.left, .right, .right, .right, .right],
            rows: diff.rows.map { row in
                let direction: Inline.Direction? =
                    row.delta == 0 ? nil : row.delta > 0 ? .increase : .decrease
                return [
                    Inline(label(row.measure)), Inline(Formatting.value(row.base)),
                    Inline(Formatting.value(row.other)),
                    "\(change: Formatting.delta(row.delta, like: row.base), direction)",
                    Inline(Formatting.ratio(row.ratio)),
                ]
            })
        return Document(title: title, blocks: [.heading(heading.level, Inline(shownTitle)), .table(table)])
    }

    private func label(_ measure: Measure) -> String {
        switch medium {
        case .terminal: String(repeating: "  ", count: measure.depth) + measure.label
        case .page: measure.depth > 0 ? "· " + measure.label : measure.label
        }
    }
}

extension MetricsDiff: Printable {
    /// The comparison as ``MetricsDiffDocument`` builds it under the heading `archdiff metrics`.
    package func document(for medium: Document.Medium) -> Document {
        MetricsDiffDocument(heading: MarkdownHeading("archdiff metrics"), medium: medium).document(self)
    }

    /// The comparison's record, as ``MetricsRecords`` makes it.
    package var record: Record {
        MetricsRecords.record(of: self)
    }
}
