import ArchDiffSupport

/// Writes records as pretty-printed JSON through ``JSONWriter``, leaving out the CSV-only fields.
package enum RecordJSONWriter {
    /// `record` as one JSON object, a document ending with a newline.
    package static func document(_ record: Record) -> String {
        var writer = JSONWriter()
        write(record, to: &writer)
        return writer.document()
    }

    /// Writes `record` as an object.
    package static func write(_ record: Record, to writer: inout JSONWriter) {
        writer.object { writer in
            for field in record.fields where field.isJSON {
                writer.key(field.name)
                write(field.value, to: &writer)
            }
        }
    }

    /// Writes `value`: scalars as ``JSONValue`` writes them, lists and records as arrays.
    package static func write(_ value: RecordValue, to writer: inout JSONWriter) {
        switch value {
        case .string(let text): writer.value(.string(text))
        case .int(let number): writer.value(.int(number))
        case .double(let number): writer.value(.double(number))
        case .bool(let flag): writer.value(.bool(flag))
        case .null: writer.value(.null)
        case .list(let values):
            writer.array { writer in
                for value in values {
                    write(value, to: &writer)
                }
            }
        case .record(let record): write(record, to: &writer)
        case .records(let records, _):
            write(records, to: &writer)
        case .stream(let records):
            write(records, to: &writer)
        }
    }

    /// Writes `records` as an array, each as it comes.
    private static func write(_ records: some Sequence<Record>, to writer: inout JSONWriter) {
        writer.array { writer in
            for record in records {
                write(record, to: &writer)
            }
        }
    }
}
