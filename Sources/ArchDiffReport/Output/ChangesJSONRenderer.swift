import ArchDiffChanges

/// Renders the measured changes as one JSON document: every figure of every feature and architecture,
/// and every commit with its files and declaration counts, so each number can be checked; then the
/// points of the growth curve.
package struct ChangesJSONRenderer: ChangesRenderer {
    /// Whether to leave out the features and warnings, keeping the growth curve.
    package var growthOnly: Bool

    /// A JSON renderer, of the growth curve alone when `growthOnly`.
    package init(growthOnly: Bool = false) {
        self.growthOnly = growthOnly
    }

    /// The report's record (see ``ChangesRecords``) as JSON.
    package func render(_ report: ChangesReport) -> String {
        RecordJSONWriter.document(ChangesRecords.record(of: report, growthOnly: growthOnly))
    }
}
