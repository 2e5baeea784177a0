import ArchDiffSource

/// A named figure read off a ``MetricsSummary``; every output format and the diff list the same measures.
package struct Measure: Sendable {
    /// A stable identifier for CSV headers and JSON keys.
    package var key: String
    /// The label shown in tables.
    package var label: String
    /// 0 for a headline figure, 1 for a part of the figure above it.
    package var depth: Int
    /// Reads the measure off a summary.
    package var value: @Sendable (MetricsSummary) -> MeasureValue

    /// A measure; `depth` 1 marks a part of the measure listed before it.
    package init(
        key: String, label: String, depth: Int = 0,
        value: @escaping @Sendable (MetricsSummary) -> MeasureValue
    ) {
        self.key = key
        self.label = label
        self.depth = depth
        self.value = value
    }

    /// Every measure, in display order.
    package static let all: [Measure] =
        [
            Measure(key: "files", label: "Files") { .count($0.fileCount) },
            Measure(key: "lines", label: "Lines") { .count($0.lines.total) },
            Measure(key: "code_lines", label: "code", depth: 1) { .count($0.lines.code) },
            Measure(key: "comment_lines", label: "comment", depth: 1) { .count($0.lines.comment) },
            Measure(key: "blank_lines", label: "blank", depth: 1) { .count($0.lines.blank) },
            Measure(key: "types", label: "Types") { .count($0.typeCount) },
        ]
        + TypeKind.allCases.filter(\.declaresType).map { kind in
            Measure(key: "\(kind.rawValue)_types", label: kind.rawValue, depth: 1) {
                .count($0.typeCounts[kind] ?? 0)
            }
        }
        + [
            Measure(key: "extensions", label: "Extensions") { .count($0.typeCounts[.extension] ?? 0) },
            Measure(key: "functions", label: "Functions") { .count($0.functionCount) },
        ]
        + FunctionKind.allCases.map { kind in
            Measure(key: "\(kind.rawValue)_functions", label: kind.rawValue, depth: 1) {
                .count($0.functionCounts[kind] ?? 0)
            }
        }
        + [
            Measure(key: "complexity_total", label: "Complexity total") { .count($0.totalComplexity) },
            Measure(key: "complexity_average", label: "Complexity avg") { .decimal($0.averageComplexity) },
            Measure(key: "complexity_max", label: "Complexity max") { .count($0.maximumComplexity) },
            Measure(key: "largest_type", label: "Largest type (lines)") {
                .named($0.largestType?.name, $0.largestType?.lines ?? 0)
            },
            Measure(key: "largest_type_declaration_lines", label: "declaration", depth: 1) {
                $0.largestType.map { .count($0.declaration.lines) } ?? .notApplicable
            },
            Measure(key: "largest_type_files", label: "files", depth: 1) {
                $0.largestType.map { .count($0.files) } ?? .notApplicable
            },
            Measure(key: "protocols", label: "Protocols declared") { .count($0.protocolCount) },
            Measure(key: "protocol_requirements", label: "requirements", depth: 1) {
                .count($0.protocolRequirements)
            },
            Measure(key: "conformances", label: "Conformances") { .count($0.conformanceCount) },
            Measure(key: "screens", label: "Screens") { .count($0.screens.count) },
            Measure(key: "files_per_screen", label: "Files per screen") {
                $0.filesPerScreen.map { .decimal($0) } ?? .notApplicable
            },
            Measure(key: "types_per_screen", label: "Types per screen") {
                $0.typesPerScreen.map { .decimal($0) } ?? .notApplicable
            },
            Measure(key: "imported_modules", label: "Imported modules") { .count($0.importedModules.count) },
            Measure(key: "layer_dependencies", label: "Layer dependencies") { .count($0.dependencies) },
            Measure(key: "cross_layer_references", label: "Cross-layer refs") {
                .count($0.crossLayerReferences)
            },
            Measure(key: "main_sequence_distance", label: "Distance from main sequence") {
                $0.mainSequenceDistance.map { .decimal($0) } ?? .notApplicable
            },
        ]
}
