import ArchDiffChanges

/// Renders one CSV row per feature's shared-layer change (architecture `(shared)`) and per
/// architecture's change, for spreadsheets; or, for the growth curve, one row per point and architecture.
package struct ChangesCSVRenderer: ChangesRenderer {
    /// Whether to write the growth curve instead of the changes.
    package var growthOnly: Bool

    /// A CSV renderer, of the growth curve when `growthOnly`.
    package init(growthOnly: Bool = false) {
        self.growthOnly = growthOnly
    }

    /// A header, then the rows of the report's record (see ``ChangesRecords``).
    package func render(_ report: ChangesReport) -> String {
        RecordCSVWriter.document([ChangesRecords.record(of: report, growthOnly: growthOnly)])
    }
}
