import ArchDiffSupport

/// Writes records as CSV: a header, then a row per record, or per record of its nested list, each row
/// holding its parents' cells first. JSON-only fields and lists are left out.
package enum RecordCSVWriter {
    /// The header, named after the first row's columns, then the rows of `records`.
    package static func document(_ records: [Record]) -> String {
        let rows = records.flatMap { self.rows(of: $0) }
        guard let first = rows.first else { return "" }
        return ([first.map(\.name)] + rows.map { $0.map(\.cell) }).map(CSVRenderer.line).joined()
    }

    /// The rows of `record`: its own cells, then those of each nested record, one row each.
    private static func rows(of record: Record) -> [[(name: String, cell: String)]] {
        var cells: [(name: String, cell: String)] = []
        let nested = self.cells(of: record, into: &cells)
        guard let nested else { return [cells] }
        return nested.flatMap { rows(of: $0).map { cells + $0 } }
    }

    /// Appends the cells of `record` and of its nested records to `cells`; returns its nested list.
    private static func cells(of record: Record, into cells: inout [(name: String, cell: String)])
        -> [Record]?
    {
        var nested: [Record]?
        for field in record.fields where field.isCSV {
            switch field.value {
            case .records(let records): nested = records
            case .record(let inner): nested = self.cells(of: inner, into: &cells) ?? nested
            case .list: continue
            default: cells.append((field.csvName, cell(field.value)))
            }
        }
        return nested
    }

    /// The cell of a scalar: numbers as JSON writes them, `null` empty.
    private static func cell(_ value: RecordValue) -> String {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): Formatting.decimal(number, places: 4)
        case .bool(let flag): flag ? "true" : "false"
        case .null, .list, .record, .records: ""
        }
    }
}
