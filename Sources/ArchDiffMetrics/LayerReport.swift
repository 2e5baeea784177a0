/// The figures of one layer of a column.
package struct LayerReport: Sendable {
    /// The layer's folder name, or ``SourceFile/rootLayer``.
    package var name: String
    /// The figures of the layer's files.
    package var summary: MetricsSummary
    /// Martin's coupling figures of the layer among the layers of its column.
    package var coupling: LayerCoupling
    /// The layer's total complexity as a fraction of its column's, `nil` when the column has none.
    package var complexityShare: Double?

    /// A layer and its figures.
    package init(
        name: String, summary: MetricsSummary,
        coupling: LayerCoupling = LayerCoupling(afferent: 0, efferent: 0, protocols: 0, types: 0),
        complexityShare: Double? = nil
    ) {
        self.name = name
        self.summary = summary
        self.coupling = coupling
        self.complexityShare = complexityShare
    }
}
