import ArchDiffBench

/// Renders the bench figures as the JSON that `archdiff bench` saves and `archdiff report` reads.
package struct BenchJSONRenderer: BenchRenderer {
    /// A JSON renderer.
    package init() {}

    /// The report as ``BenchReport/json()`` writes it.
    package func render(_ report: BenchReport) -> String {
        report.json()
    }
}
