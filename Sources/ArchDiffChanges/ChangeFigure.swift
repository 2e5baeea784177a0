import ArchDiffSupport

/// A figure read off one architecture's change; every output format of `archdiff changes` lists the
/// same figures.
package struct ChangeFigure: Sendable {
    /// A stable identifier for CSV headers and JSON keys.
    package var key: String
    /// The label shown in tables.
    package var label: String
    /// 0 for a headline figure, 1 for a part of the figure above it.
    package var depth: Int
    /// Whether the figure is a difference that can be negative, shown with its sign.
    package var isSigned: Bool
    /// Reads the figure off a change.
    package var value: @Sendable (ArchitectureChange) -> Int

    /// A figure; `depth` 1 marks a part of the figure listed before it.
    package init(
        key: String, label: String, depth: Int = 0, isSigned: Bool = false,
        value: @escaping @Sendable (ArchitectureChange) -> Int
    ) {
        self.key = key
        self.label = label
        self.depth = depth
        self.isSigned = isSigned
        self.value = value
    }

    /// The figure as shown in tables: grouped digits, `+` before a positive difference, `–` without a
    /// change.
    package func formatted(_ change: ArchitectureChange?) -> String {
        guard let change else { return "–" }
        let number = value(change)
        return (isSigned && number > 0 ? "+" : "") + Formatting.count(number)
    }

    /// The figures, in display order.
    package static let all: [ChangeFigure] = [
        ChangeFigure(key: "written_order", label: "Order written") { $0.writtenOrder ?? 0 },
        ChangeFigure(key: "files_touched", label: "Files touched") { $0.filesTouched },
        ChangeFigure(key: "production_files_touched", label: "production", depth: 1) {
            $0.productionFilesTouched
        },
        ChangeFigure(key: "test_files_touched", label: "tests", depth: 1) { $0.testFilesTouched },
        ChangeFigure(key: "files_added", label: "added", depth: 1) { $0.filesAdded },
        ChangeFigure(key: "layers_touched", label: "Layers touched") { $0.layers.count },
        productionLinesChanged,
        ChangeFigure(key: "production_lines_added", label: "added", depth: 1) { $0.productionLinesAdded },
        ChangeFigure(key: "production_lines_removed", label: "removed", depth: 1) {
            $0.productionLinesRemoved
        },
        productionCodeLinesChanged,
        ChangeFigure(key: "feature_code_lines_changed", label: "code, shared included", depth: 1) {
            $0.productionCodeLinesChanged + $0.sharedCodeLinesChanged
        },
        ChangeFigure(key: "test_lines_changed", label: "Test lines changed") {
            $0.testLinesAdded + $0.testLinesRemoved
        },
        ChangeFigure(key: "test_lines_added", label: "added", depth: 1) { $0.testLinesAdded },
        ChangeFigure(key: "test_lines_removed", label: "removed", depth: 1) { $0.testLinesRemoved },
        ChangeFigure(key: "test_code_lines_changed", label: "code only", depth: 1) {
            $0.testCodeLinesChanged
        },
        ChangeFigure(key: "types_added", label: "Types added", isSigned: true) { $0.typesAdded },
        ChangeFigure(key: "protocols_added", label: "protocols", depth: 1, isSigned: true) {
            $0.protocolsAdded
        },
    ]

    /// Production lines added plus removed.
    package static let productionLinesChanged = ChangeFigure(
        key: "production_lines_changed", label: "Production lines changed"
    ) { $0.productionLinesAdded + $0.productionLinesRemoved }

    /// Production code lines added plus removed, comment and blank lines left out: what the report's
    /// scorecard, chart and sentences rank by.
    package static let productionCodeLinesChanged = ChangeFigure(
        key: "production_code_lines_changed", label: "code only", depth: 1
    ) { $0.productionCodeLinesChanged }
}
