import ArchDiffMetrics

/// Turns measured columns, or a comparison of two of them, into text in one output format.
package protocol ReportRenderer {
    /// The whole report.
    func render(_ report: MetricsReport) -> String
    /// The comparison of two columns.
    func render(_ diff: MetricsDiff) -> String
}
