/// The measured columns, in the order they were given.
public struct MetricsReport: Sendable {
    /// The columns, in the order given.
    public var columns: [ColumnReport]

    /// A report of `columns`.
    public init(columns: [ColumnReport]) {
        self.columns = columns
    }

    /// The column with the given name.
    public func column(named name: String) -> ColumnReport? {
        columns.first { $0.name == name }
    }
}
