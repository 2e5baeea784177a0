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
}
