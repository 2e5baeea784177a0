/// The figures of one layer of a column.
public struct LayerReport: Sendable {
    /// The layer's folder name, or ``SourceFile/rootLayer``.
    public var name: String
    /// The figures of the layer's files.
    public var summary: MetricsSummary

    /// A layer and its figures.
    public init(name: String, summary: MetricsSummary) {
        self.name = name
        self.summary = summary
    }
}
