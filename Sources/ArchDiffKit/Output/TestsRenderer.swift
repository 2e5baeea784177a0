/// Turns a ``TestsReport`` into text in one output format.
public protocol TestsRenderer {
    /// The whole report.
    func render(_ report: TestsReport) -> String
}
