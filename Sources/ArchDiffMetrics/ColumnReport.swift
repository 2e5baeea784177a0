import ArchDiffSource

/// Everything measured in one column: its totals, its layers, its files and its coupling.
package struct ColumnReport: Sendable {
    /// The column heading.
    package var name: String
    /// The folder as it was given.
    package var path: String
    /// The figures of all the column's files.
    package var summary: MetricsSummary
    /// The layers, ``SourceFile/rootLayer`` first, then by name.
    package var layers: [LayerReport]
    /// Every file, in path order.
    package var files: [FileMetrics]
    /// Every conformance declared in the column, in file order.
    package var conformances: [Conformance]
    /// Which layers use which other layers' types, sorted by layer names.
    package var coupling: [CouplingEdge]
    /// The screens of the comparison and what each takes in this column, by screen name.
    package var screens: [ScreenFootprint]

    /// A measured column.
    package init(
        name: String, path: String, summary: MetricsSummary, layers: [LayerReport], files: [FileMetrics],
        conformances: [Conformance], coupling: [CouplingEdge], screens: [ScreenFootprint] = []
    ) {
        self.name = name
        self.path = path
        self.summary = summary
        self.layers = layers
        self.files = files
        self.conformances = conformances
        self.coupling = coupling
        self.screens = screens
    }

    /// Every function of every file, in file and line order.
    package var functions: [FunctionMetrics] {
        files.flatMap(\.functions)
    }
}
