/// Everything measured in one column: its totals, its layers, its files and its coupling.
public struct ColumnReport: Sendable {
    public var name: String
    public var path: String
    public var summary: MetricsSummary
    public var layers: [LayerReport]
    /// Every file, in path order.
    public var files: [FileMetrics]
    /// Every conformance declared in the column, in file order.
    public var conformances: [Conformance]
    /// Which layers use which other layers' types, sorted by layer names.
    public var coupling: [CouplingEdge]

    public init(
        name: String, path: String, summary: MetricsSummary, layers: [LayerReport], files: [FileMetrics],
        conformances: [Conformance], coupling: [CouplingEdge]
    ) {
        self.name = name
        self.path = path
        self.summary = summary
        self.layers = layers
        self.files = files
        self.conformances = conformances
        self.coupling = coupling
    }

    /// Every function of every file, in file and line order.
    public var functions: [FunctionMetrics] {
        files.flatMap(\.functions)
    }
}
