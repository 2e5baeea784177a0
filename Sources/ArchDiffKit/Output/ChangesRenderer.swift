/// Turns a ``ChangesReport`` into text in one output format.
public protocol ChangesRenderer {
    /// The whole report.
    func render(_ report: ChangesReport) -> String
}
