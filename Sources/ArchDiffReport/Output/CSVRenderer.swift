import ArchDiffMetrics
import Foundation
import SafeText

/// Renders one CSV row per column total and per layer, with a column per measure, for spreadsheets.
package struct CSVRenderer: ReportRenderer {
    /// The layer cell of a row holding a whole column's totals.
    package static let totalLayer = "(all)"

    /// A CSV renderer.
    package init() {}

    /// A header, then rows for each column's total and its layers (see ``MetricsRecords``).
    package func render(_ report: MetricsReport) -> String {
        RecordCSVWriter.document([MetricsRecords.record(of: report)])
    }

    /// One row per measure of the comparison's record (see ``MetricsRecords``).
    package func render(_ diff: MetricsDiff) -> String {
        RecordCSVWriter.document([MetricsRecords.record(of: diff)])
    }

    /// One CSV line of `fields`, quoted where needed, with its newline. A field is one line: CSV has no
    /// escape for control characters, so they are made visible (see `VisibleText.of`), line breaks too.
    static func line(_ fields: [String]) -> String {
        fields.map { quoted(VisibleText.of($0)) }.joined(separator: ",") + "\n"
    }

    private static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" }) else {
            return field
        }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
