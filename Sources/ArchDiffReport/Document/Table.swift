/// A table of a document: a header row, how each column is aligned, and rows of cells.
struct Table: Sendable, Equatable {
    /// Where a column's cells sit.
    enum Alignment: Sendable, Equatable {
        /// Text, against the left edge.
        case left
        /// Numbers, against the right edge.
        case right
    }

    /// The header's cells, one per column.
    var header: [Inline]
    /// The alignment of each column.
    var alignments: [Alignment]
    /// The rows, each a cell per column.
    var rows: [[Inline]]

    /// A table of `rows` under `header`, its columns aligned by `alignments`.
    init(header: [Inline], alignments: [Alignment], rows: [[Inline]]) {
        self.header = header
        self.alignments = alignments
        self.rows = rows
    }

    /// A table whose header and cells are plain text.
    init(header: [String], alignments: [Alignment], rows: [[String]]) {
        self.init(
            header: header.map { Inline($0) }, alignments: alignments,
            rows: rows.map { $0.map { Inline($0) } })
    }
}
