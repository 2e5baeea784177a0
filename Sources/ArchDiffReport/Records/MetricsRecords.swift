import ArchDiffMetrics
import ArchDiffSource

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

extension MetricsRecords {
    /// The record of `report`: every column with its summary, layers, coupling, conformances, screens,
    /// types and functions, the last two made as JSON writes them.
    ///
    /// CSV keeps a row per column (layer `(all)`) and per layer, the summary's measures as columns; a
    /// named measure has a `_name` column before its size where the first column's value is named.
    /// JSON's paths, largest type, imports, most complex functions, distance and lists are not in CSV.
    package static func record(of report: MetricsReport) -> Record {
        let columns = report.columns.map(record(of:))
        return Record([
            .jsonOnly("tool", .string("archdiff metrics")),
            .jsonOnly("columns", .records(columns.map(\.column))),
            .csvOnly(
                "rows",
                .records(
                    columns.flatMap { [$0.column] + $0.layers },
                    template: Record(
                        [RecordField("column", .null), RecordField("layer", .null)] + summaryFields(of: nil)
                            + layerFields(of: nil)))),
        ])
    }

    /// A column's record, and its layers' records, which are both nested in it and CSV's layer rows.
    private static func record(of column: ColumnReport) -> (column: Record, layers: [Record]) {
        let layers = column.layers.map { layer in
            Record(
                [
                    .csvOnly("column", .string(column.name)),
                    RecordField("name", .string(layer.name), csvName: "layer"),
                    RecordField("summary", .record(summary(of: layer.summary))),
                ] + layerFields(of: layer))
        }
        let record = Record(
            [
                RecordField("name", .string(column.name), csvName: "column"),
                .csvOnly("layer", .string(RecordCSVWriter.totalLayer)),
                .jsonOnly("path", .string(column.path)),
                RecordField("summary", .record(summary(of: column.summary))),
            ] + Record(layerFields(of: nil)).blankColumns + [
                .jsonOnly("layers", .records(layers)),
                .jsonOnly(
                    "coupling",
                    .records(
                        column.coupling.map { edge in
                            Record([
                                RecordField("from", .string(edge.from)), RecordField("to", .string(edge.to)),
                                RecordField("types", .list(edge.typeNames.map { .string($0) })),
                                RecordField("references", .int(edge.references)),
                            ])
                        })),
                .jsonOnly(
                    "conformances",
                    .records(
                        column.conformances.map { conformance in
                            Record([
                                RecordField("type", .string(conformance.typeName)),
                                RecordField("protocol", .string(conformance.protocolName)),
                                RecordField("file", .string(conformance.file)),
                                RecordField("line", .int(conformance.line)),
                            ])
                        })),
                .jsonOnly(
                    "screens",
                    .records(
                        column.screens.map { screen in
                            Record([
                                RecordField("name", .string(screen.name)),
                                RecordField("files", .list(screen.files.map { .string($0) })),
                                RecordField("layers", .list(screen.layers.map { .string($0) })),
                                RecordField("types", .int(screen.types)),
                            ])
                        })),
                .jsonOnly(
                    "types", .stream(AnySequence(column.files.lazy.flatMap(\.types).map(record(of:))))),
                .jsonOnly("functions", .stream(AnySequence(column.functions.lazy.map(record(of:))))),
            ])
        return (record, layers)
    }

    /// A summary: every measure, then what only JSON has.
    private static func summary(of summary: MetricsSummary) -> Record {
        Record(
            summaryFields(of: summary) + [
                .jsonOnly("largest_type_name", RecordValue(summary.largestType?.name)),
                .jsonOnly("imports", .list(summary.importedModules.map { .string($0) })),
                .jsonOnly("most_complex_functions", .records(summary.mostComplexFunctions.map(record(of:)))),
            ])
    }

    /// The measures of `summary`; a named one is its size, with its name in a CSV column before it.
    /// `nil` names the columns.
    private static func summaryFields(of summary: MetricsSummary?) -> [RecordField] {
        Measure.all.flatMap { measure -> [RecordField] in
            switch summary.map(measure.value) {
            case .count(let count): [RecordField(measure.key, .int(count))]
            case .decimal(let number): [RecordField(measure.key, .double(number))]
            case .named(let name, let size):
                [.csvOnly(measure.key + "_name", RecordValue(name)), RecordField(measure.key, .int(size))]
            case .notApplicable, nil: [RecordField(measure.key, .null)]
            }
        }
    }

    /// The figures only a layer has, after its summary; `nil` names the columns.
    private static func layerFields(of layer: LayerReport?) -> [RecordField] {
        let coupling = layer?.coupling
        return [
            RecordField("complexity_share", RecordValue(layer?.complexityShare)),
            RecordField(
                "coupling",
                .record(
                    Record([
                        RecordField(
                            "afferent", RecordValue(coupling?.afferent), csvName: "afferent_coupling"),
                        RecordField(
                            "efferent", RecordValue(coupling?.efferent), csvName: "efferent_coupling"),
                        RecordField("instability", RecordValue(coupling?.instability)),
                        RecordField("abstractness", RecordValue(coupling?.abstractness)),
                        .jsonOnly("distance", RecordValue(coupling?.distance)),
                    ]))),
        ]
    }

    private static func record(of function: FunctionMetrics) -> Record {
        Record([
            RecordField("file", .string(function.file)),
            RecordField("line", .int(function.line)),
            RecordField("end_line", .int(function.endLine)),
            RecordField("name", .string(function.name)),
            RecordField("kind", .string(function.kind.rawValue)),
            RecordField("lines", .int(function.lines)),
            RecordField("complexity", .int(function.complexity)),
        ])
    }

    private static func record(of declaration: TypeDeclaration) -> Record {
        Record([
            RecordField("file", .string(declaration.file)),
            RecordField("line", .int(declaration.line)),
            RecordField("end_line", .int(declaration.endLine)),
            RecordField("name", .string(declaration.name)),
            RecordField("kind", .string(declaration.kind.rawValue)),
            RecordField("lines", .int(declaration.lines)),
            RecordField("requirements", .int(declaration.requirements)),
            RecordField("inherits", .list(declaration.inheritedNames.map { .string($0) })),
        ])
    }
}
