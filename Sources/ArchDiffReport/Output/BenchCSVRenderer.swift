import ArchDiffBench

/// Renders one CSV row per figure and architecture, with every statistic, for spreadsheets.
package struct BenchCSVRenderer: BenchRenderer {
    /// A CSV renderer.
    package init() {}

    /// A header, then a row per figure and architecture of the report's record (see ``BenchRecords``).
    package func render(_ report: BenchReport) -> String {
        RecordCSVWriter.document([BenchRecords.record(of: report)])
    }
}
