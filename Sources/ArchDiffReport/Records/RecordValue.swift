/// The value of a ``RecordField``: a scalar, a list of scalars, or a nested list of records.
package indirect enum RecordValue {
    case string(String)
    case int(Int)
    /// A number written with four decimal places.
    case double(Double)
    case bool(Bool)
    /// JSON's `null`, an empty CSV cell.
    case null
    /// A list of scalars: a JSON array; in CSV, one cell of the values separated by spaces.
    case list([RecordValue])
    /// A nested record: a JSON object; in CSV, its cells in its parent's row.
    case record(Record)
    /// Nested records: a JSON array of objects; in CSV, a row per record after its parent's cells.
    /// Where the list may be empty, `template`, a record of no figures, names CSV's columns.
    case records([Record], template: Record? = nil)
    /// Nested records made one at a time as they are written, so that a list as long as a code base's
    /// functions needs no array of records first; written as ``records(_:template:)`` is.
    case stream(AnySequence<Record>)

    /// `.string(text)`, or `.null` without text.
    package init(_ text: String?) {
        self = text.map { .string($0) } ?? .null
    }

    /// `.int(number)`, or `.null` without a number.
    package init(_ number: Int?) {
        self = number.map { .int($0) } ?? .null
    }

    /// `.double(number)`, or `.null` without a number.
    package init(_ number: Double?) {
        self = number.map { .double($0) } ?? .null
    }
}
