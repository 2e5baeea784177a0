/// The measured columns, in the order they were given.
public struct MetricsReport: Sendable {
    public var columns: [ColumnReport]

    public init(columns: [ColumnReport]) {
        self.columns = columns
    }

    /// The column with the given name.
    public func column(named name: String) -> ColumnReport? {
        columns.first { $0.name == name }
    }
}
