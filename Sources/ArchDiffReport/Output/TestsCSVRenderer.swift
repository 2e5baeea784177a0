import ArchDiffSuites

/// Renders one CSV row per suite (layer `(all)`) and per production layer, for spreadsheets.
///
/// Suite rows hold every figure and one column per catalogued behaviour (tests naming it); layer rows
/// hold the layer's code lines, tests and, after a run, coverage.
package struct TestsCSVRenderer: TestsRenderer {
    /// A CSV renderer.
    package init() {}

    /// A header, then the rows of the report's record (see ``TestsRecords``).
    package func render(_ report: TestsReport) -> String {
        RecordCSVWriter.document([TestsRecords.record(of: report)])
    }
}
