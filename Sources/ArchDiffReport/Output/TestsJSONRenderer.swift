import ArchDiffSuites

/// Renders every figure of every suite as JSON, each test, double and layer included, plus the
/// behaviour matrix, for other tools to check or reuse.
package struct TestsJSONRenderer: TestsRenderer {
    /// A JSON renderer.
    package init() {}

    /// The report's record (see ``TestsRecords``) as JSON.
    package func render(_ report: TestsReport) -> String {
        RecordJSONWriter.document(TestsRecords.record(of: report))
    }
}
