/// A chart of the comparison report and the file it is written to.
public struct ReportChart: Sendable {
    /// The file name, such as `code-lines-by-layer.svg`.
    public var fileName: String
    /// The chart.
    public var chart: BarChart

    /// A chart written to `fileName`.
    public init(fileName: String, chart: BarChart) {
        self.fileName = fileName
        self.chart = chart
    }
}
