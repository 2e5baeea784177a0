import ArchDiffMetrics
import ArchDiffSupport
import Foundation
import SafeText

/// Renders one CSV row per column total and per layer, with a column per measure, for spreadsheets.
package struct CSVRenderer: ReportRenderer {
    /// The layer cell of a row holding a whole column's totals.
    package static let totalLayer = "(all)"

    /// A CSV renderer.
    package init() {}

    /// A header, then rows for each column's total and its layers.
    package func render(_ report: MetricsReport) -> String {
        var header = ["column", "layer"]
        for measure in Measure.all {
            if case .named = report.columns.first.map({ measure.value($0.summary) }) {
                header += [measure.key + "_name", measure.key]
            } else {
                header.append(measure.key)
            }
        }
        header += Self.layerKeys
        var lines = [header]
        for column in report.columns {
            lines.append(
                [column.name, Self.totalLayer] + cells(column.summary) + Self.layerKeys.map { _ in "" })
            for layer in column.layers {
                let coupling = layer.coupling
                lines.append(
                    [column.name, layer.name] + cells(layer.summary)
                        + [
                            optional(layer.complexityShare), String(coupling.afferent),
                            String(coupling.efferent), optional(coupling.instability),
                            optional(coupling.abstractness),
                        ])
            }
        }
        return lines.map(Self.line).joined()
    }

    /// One row per measure of the comparison's record (see ``MetricsRecords``).
    package func render(_ diff: MetricsDiff) -> String {
        RecordCSVWriter.document([MetricsRecords.record(of: diff)])
    }

    /// The figures only a layer has, after the measures.
    static let layerKeys = [
        "complexity_share", "afferent_coupling", "efferent_coupling", "instability", "abstractness",
    ]

    private func optional(_ number: Double?) -> String {
        number.map { Formatting.decimal($0, places: 4) } ?? ""
    }

    private func cells(_ summary: MetricsSummary) -> [String] {
        Measure.all.flatMap { measure -> [String] in
            switch measure.value(summary) {
            case .count(let count): return [String(count)]
            case .decimal(let number): return [Formatting.decimal(number, places: 4)]
            case .named(let name, let size): return [name ?? "", String(size)]
            case .notApplicable: return [""]
            }
        }
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
