/// Renders the bench figures as the JSON that `archdiff bench` saves and `archdiff report` reads.
public struct BenchJSONRenderer: BenchRenderer {
    /// A JSON renderer.
    public init() {}

    /// The report as ``BenchReport/json()`` writes it.
    public func render(_ report: BenchReport) -> String {
        report.json()
    }
}
