import ArchDiffMetrics
import ArchDiffSource
import ArchDiffSupport

/// Renders the complete figures as JSON, every function and type included, for other tools to check
/// or reuse.
package struct JSONRenderer: ReportRenderer {
    /// A JSON renderer.
    package init() {}

    /// Every column with its summary, layers, coupling, conformances, types and functions, written as it
    /// goes: a code base's functions and types are most of the document.
    package func render(_ report: MetricsReport) -> String {
        var writer = JSONWriter()
        writer.object { writer in
            writer.member("tool", .string("archdiff metrics"))
            writer.key("columns")
            writer.array { writer in
                for column in report.columns {
                    write(column, to: &writer)
                }
            }
        }
        return writer.document()
    }

    /// The comparison's record (see ``MetricsRecords``) as JSON.
    package func render(_ diff: MetricsDiff) -> String {
        RecordJSONWriter.document(MetricsRecords.record(of: diff))
    }

    private func write(_ column: ColumnReport, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("name", .string(column.name))
            writer.member("path", .string(column.path))
            writer.key("summary")
            write(column.summary, to: &writer)
            writer.key("layers")
            writer.array { writer in
                for layer in column.layers {
                    writer.object { writer in
                        writer.member("name", .string(layer.name))
                        writer.key("summary")
                        write(layer.summary, to: &writer)
                        writer.member("complexity_share", layer.complexityShare.map { .double($0) } ?? .null)
                        writer.member("coupling", coupling(layer.coupling))
                    }
                }
            }
            writer.key("coupling")
            writer.array { writer in
                for edge in column.coupling {
                    writer.value(
                        .object([
                            ("from", .string(edge.from)), ("to", .string(edge.to)),
                            ("types", .array(edge.typeNames.map { .string($0) })),
                            ("references", .int(edge.references)),
                        ]))
                }
            }
            writer.key("conformances")
            writer.array { writer in
                for conformance in column.conformances {
                    writer.value(
                        .object([
                            ("type", .string(conformance.typeName)),
                            ("protocol", .string(conformance.protocolName)),
                            ("file", .string(conformance.file)), ("line", .int(conformance.line)),
                        ]))
                }
            }
            writer.key("screens")
            writer.array { writer in
                for screen in column.screens {
                    writer.value(
                        .object([
                            ("name", .string(screen.name)),
                            ("files", .array(screen.files.map { .string($0) })),
                            ("layers", .array(screen.layers.map { .string($0) })),
                            ("types", .int(screen.types)),
                        ]))
                }
            }
            writer.key("types")
            writer.array { writer in
                for file in column.files {
                    for declaration in file.types {
                        write(declaration, to: &writer)
                    }
                }
            }
            writer.key("functions")
            writer.array { writer in
                for function in column.functions {
                    write(function, to: &writer)
                }
            }
        }
    }

    private func write(_ summary: MetricsSummary, to writer: inout JSONWriter) {
        writer.object { writer in
            for measure in Measure.all {
                writer.member(measure.key, number(measure.value(summary)))
            }
            writer.member("largest_type_name", summary.largestType.map { .string($0.name) } ?? .null)
            writer.member("imports", .array(summary.importedModules.map { .string($0) }))
            writer.key("most_complex_functions")
            writer.array { writer in
                for function in summary.mostComplexFunctions {
                    write(function, to: &writer)
                }
            }
        }
    }

    private func coupling(_ coupling: LayerCoupling) -> JSONValue {
        .object([
            ("afferent", .int(coupling.afferent)), ("efferent", .int(coupling.efferent)),
            ("instability", coupling.instability.map { .double($0) } ?? .null),
            ("abstractness", coupling.abstractness.map { .double($0) } ?? .null),
            ("distance", coupling.distance.map { .double($0) } ?? .null),
        ])
    }

    private func number(_ value: MeasureValue) -> JSONValue {
        switch value {
        case .count(let count): return .int(count)
        case .decimal(let number): return .double(number)
        case .named(_, let size): return .int(size)
        case .notApplicable: return .null
        }
    }

    private func write(_ function: FunctionMetrics, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("file", .string(function.file))
            writer.member("line", .int(function.line))
            writer.member("end_line", .int(function.endLine))
            writer.member("name", .string(function.name))
            writer.member("kind", .string(function.kind.rawValue))
            writer.member("lines", .int(function.lines))
            writer.member("complexity", .int(function.complexity))
        }
    }

    private func write(_ declaration: TypeDeclaration, to writer: inout JSONWriter) {
        writer.object { writer in
            writer.member("file", .string(declaration.file))
            writer.member("line", .int(declaration.line))
            writer.member("end_line", .int(declaration.endLine))
            writer.member("name", .string(declaration.name))
            writer.member("kind", .string(declaration.kind.rawValue))
            writer.member("lines", .int(declaration.lines))
            writer.member("requirements", .int(declaration.requirements))
            writer.member("inherits", .array(declaration.inheritedNames.map { .string($0) }))
        }
    }
}
