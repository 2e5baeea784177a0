import ArchDiffSuites

/// Turns a ``TestsReport`` into text in one output format.
package protocol TestsRenderer {
    /// The whole report.
    func render(_ report: TestsReport) -> String
}
