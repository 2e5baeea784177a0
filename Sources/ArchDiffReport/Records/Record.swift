/// One record of a report's figures: named fields in order, from which both JSON and CSV are written.
///
/// JSON writes a record as an object; CSV writes it as a row, one row per record of its nested list.
package struct Record {
    /// The fields, in the order both formats write them.
    package var fields: [RecordField]

    /// A record of `fields`.
    package init(_ fields: [RecordField]) {
        self.fields = fields
    }

    /// The record's CSV columns, each empty: the cells a row of another kind leaves blank in the same
    /// table. A nested record's columns are its own.
    package var blankColumns: [RecordField] {
        fields.filter(\.isCSV).flatMap { field -> [RecordField] in
            if case .record(let inner) = field.value {
                return inner.blankColumns
            }
            return [.csvOnly(field.csvName, .null)]
        }
    }
}
