/// Renders the complete figures as JSON, every function and type included, for other tools to check
/// or reuse.
public struct JSONRenderer: ReportRenderer {
    /// A JSON renderer.
    public init() {}

    /// Every column with its summary, layers, coupling, conformances, types and functions.
    public func render(_ report: MetricsReport) -> String {
        JSONValue.object([
            ("tool", .string("archdiff metrics")),
            ("columns", .array(report.columns.map(column))),
        ]).serialized()
    }

    /// The compared columns' names and one row per measure.
    public func render(_ diff: MetricsDiff) -> String {
        let rows = diff.rows.map { row -> JSONValue in
            .object([
                ("key", .string(row.measure.key)),
                ("label", .string(row.measure.label)),
                ("base", number(row.base)),
                ("other", number(row.other)),
                ("delta", .double(row.delta)),
                ("ratio", row.ratio.map { .double($0) } ?? .null),
            ])
        }
        return JSONValue.object([
            ("tool", .string("archdiff metrics")),
            (
                "diff",
                .object([
                    ("base", .string(diff.base.name)), ("other", .string(diff.other.name)),
                    ("rows", .array(rows)),
                ])
            ),
        ]).serialized()
    }

    private func column(_ column: ColumnReport) -> JSONValue {
        .object([
            ("name", .string(column.name)),
            ("path", .string(column.path)),
            ("summary", summary(column.summary)),
            (
                "layers",
                .array(
                    column.layers.map {
                        .object([("name", .string($0.name)), ("summary", summary($0.summary))])
                    })
            ),
            (
                "coupling",
                .array(
                    column.coupling.map {
                        .object([
                            ("from", .string($0.from)), ("to", .string($0.to)),
                            ("types", .array($0.typeNames.map { .string($0) })),
                            ("references", .int($0.references)),
                        ])
                    })
            ),
            (
                "conformances",
                .array(
                    column.conformances.map {
                        .object([
                            ("type", .string($0.typeName)), ("protocol", .string($0.protocolName)),
                            ("file", .string($0.file)), ("line", .int($0.line)),
                        ])
                    })
            ),
            ("types", .array(column.files.flatMap(\.types).map(type))),
            ("functions", .array(column.functions.map(function))),
        ])
    }

    private func summary(_ summary: MetricsSummary) -> JSONValue {
        var members: [(String, JSONValue)] = Measure.all.map { ($0.key, number($0.value(summary))) }
        members += [
            ("complexity_total", .int(summary.totalComplexity)),
            (
                "largest_type_name",
                summary.largestType.map { .string($0.name) } ?? .null
            ),
            ("imports", .array(summary.importedModules.map { .string($0) })),
            ("most_complex_functions", .array(summary.mostComplexFunctions.map(function))),
        ]
        return .object(members)
    }

    private func number(_ value: MeasureValue) -> JSONValue {
        switch value {
        case .count(let count): return .int(count)
        case .decimal(let number): return .double(number)
        case .named(_, let size): return .int(size)
        }
    }

    private func function(_ function: FunctionMetrics) -> JSONValue {
        .object([
            ("file", .string(function.file)),
            ("line", .int(function.line)),
            ("end_line", .int(function.endLine)),
            ("name", .string(function.name)),
            ("kind", .string(function.kind.rawValue)),
            ("lines", .int(function.lines)),
            ("complexity", .int(function.complexity)),
        ])
    }

    private func type(_ declaration: TypeDeclaration) -> JSONValue {
        .object([
            ("file", .string(declaration.file)),
            ("line", .int(declaration.line)),
            ("end_line", .int(declaration.endLine)),
            ("name", .string(declaration.name)),
            ("kind", .string(declaration.kind.rawValue)),
            ("lines", .int(declaration.lines)),
            ("inherits", .array(declaration.inheritedNames.map { .string($0) })),
        ])
    }
}
