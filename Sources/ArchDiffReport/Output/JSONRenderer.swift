import ArchDiffMetrics

/// Renders the complete figures as JSON, every function and type included, for other tools to check
/// or reuse.
package struct JSONRenderer: ReportRenderer {
    /// A JSON renderer.
    package init() {}

    /// The report's record (see ``MetricsRecords``) as JSON, its types and functions written as they
    /// are made: a code base's functions and types are most of the document.
    package func render(_ report: MetricsReport) -> String {
        RecordJSONWriter.document(MetricsRecords.record(of: report))
    }

    /// The comparison's record (see ``MetricsRecords``) as JSON.
    package func render(_ diff: MetricsDiff) -> String {
        RecordJSONWriter.document(MetricsRecords.record(of: diff))
    }
}
