import ArchDiffChanges

/// Turns a ``ChangesReport`` into text in one output format.
package protocol ChangesRenderer {
    /// The whole report.
    func render(_ report: ChangesReport) -> String
}
