import ArchDiffSupport
import SafeText

/// Writes records as CSV: a header, then a row per record, or per record of its nested list, each row
/// holding its parents' cells first. JSON-only fields are left out.
package enum RecordCSVWriter {
    /// One named cell of a row.
    private typealias Cell = (name: String, text: String)

    /// The layer cell of a row holding a whole column's or suite's totals.
    package static let totalLayer = "(all)"

    /// The header, named after the first row's columns, then the rows of `records`; without rows, the
    /// header alone, named after the first record and the templates of its empty nested lists.
    package static func document(_ records: [Record]) -> String {
        let rows = records.flatMap { self.rows(of: $0) }
        guard let header = rows.first?.map(\.name) ?? records.first.map(header(of:)) else { return "" }
        return ([header] + rows.map { $0.map(\.text) }).map(line).joined()
    }

    /// The rows of `record`: its own cells, then those of each nested record, one row each.
    private static func rows(of record: Record) -> [[Cell]] {
        var cells: [Cell] = []
        guard let nested = self.cells(of: record, into: &cells) else { return [cells] }
        return nested.records.flatMap { rows(of: $0).map { cells + $0 } }
    }

    /// The columns of `record`'s rows, from its first nested record or the list's template.
    private static func header(of record: Record) -> [String] {
        var cells: [Cell] = []
        let nested = self.cells(of: record, into: &cells)
        let names = cells.map(\.name)
        guard let first = nested?.records.first ?? nested?.template else { return names }
        return names + header(of: first)
    }

    /// Appends the cells of `record` and of its nested records to `cells`; returns its nested list.
    private static func cells(
        of record: Record, into cells: inout [Cell]
    ) -> (records: [Record], template: Record?)? {
        var nested: (records: [Record], template: Record?)?
        for field in record.fields where field.isCSV {
            switch field.value {
            case .records(let records, let template): nested = (records, template)
            case .stream(let records): nested = (Array(records), nil)
            case .record(let inner): nested = self.cells(of: inner, into: &cells) ?? nested
            default: cells.append((field.csvName, text(field.value)))
            }
        }
        return nested
    }

    /// The cell of a scalar, numbers as JSON writes them and `null` empty; a list's values separated by
    /// spaces.
    private static func text(_ value: RecordValue) -> String {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): Formatting.decimal(number, places: 4)
        case .bool(let flag): flag ? "true" : "false"
        case .list(let values): values.map(text).joined(separator: " ")
        case .null, .record, .records, .stream: ""
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
