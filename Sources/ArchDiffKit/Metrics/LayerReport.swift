/// The figures of one layer of a column.
public struct LayerReport: Sendable {
    public var name: String
    public var summary: MetricsSummary

    public init(name: String, summary: MetricsSummary) {
        self.name = name
        self.summary = summary
    }
}
