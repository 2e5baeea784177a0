import ArchDiffMetrics

/// The figures of `archdiff metrics` as one record, from which its JSON and CSV are written.
package enum MetricsRecords {
    /// The record of a comparison of two columns: a row per measure with both values, change and ratio.
    ///
    /// JSON writes a measure's values as measured (`null` where it does not apply) and the change with
    /// four places; CSV names the value columns after the compared columns and writes the values and
    /// change as plain numbers, whole ones without places, a measure that does not apply as 0.
    package static func record(of diff: MetricsDiff) -> Record {
        let rows = diff.rows.map { row in
            Record([
                RecordField("key", .string(row.measure.key), csvName: "metric"),
                RecordField("label", .string(row.measure.label)),
                .jsonOnly("base", value(row.base)),
                .csvOnly(diff.base.name, plain(row.base.number)),
                .jsonOnly("other", value(row.other)),
                .csvOnly(diff.other.name, plain(row.other.number)),
                .jsonOnly("delta", .double(row.delta)),
                .csvOnly("delta", plain(row.delta)),
                RecordField("ratio", RecordValue(row.ratio)),
            ])
        }
        return Record([
            .jsonOnly("tool", .string("archdiff metrics")),
            RecordField(
                "diff",
                .record(
                    Record([
                        .jsonOnly("base", .string(diff.base.name)),
                        .jsonOnly("other", .string(diff.other.name)),
                        RecordField("rows", .records(rows)),
                    ]))),
        ])
    }

    /// A measure's value: a size for a named one, `null` where it does not apply.
    private static func value(_ value: MeasureValue) -> RecordValue {
        switch value {
        case .count(let count): .int(count)
        case .decimal(let number): .double(number)
        case .named(_, let size): .int(size)
        case .notApplicable: .null
        }
    }

    /// A whole number without places, any other with four.
    private static func plain(_ number: Double) -> RecordValue {
        number == number.rounded() ? .int(Int(number)) : .double(number)
    }
}
