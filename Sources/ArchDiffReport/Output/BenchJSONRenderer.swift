import ArchDiffBench

/// Renders the bench figures as the JSON that `archdiff bench` saves and `archdiff report` reads.
package struct BenchJSONRenderer: BenchRenderer {
    /// A JSON renderer.
    package init() {}

    /// The report's record (see ``BenchRecords``) as JSON.
    package func render(_ report: BenchReport) -> String {
        RecordJSONWriter.document(BenchRecords.record(of: report))
    }
}
