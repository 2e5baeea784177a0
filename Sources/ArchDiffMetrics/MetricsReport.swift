/// The measured columns, in the order they were given.
package struct MetricsReport: Sendable {
    /// The columns, in the order given.
    package var columns: [ColumnReport]

    /// A report of `columns`.
    package init(columns: [ColumnReport]) {
        self.columns = columns
    }

    /// The column with the given name.
    package func column(named name: String) -> ColumnReport? {
        columns.first { $0.name == name }
    }
}
