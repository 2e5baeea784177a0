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
    /// How deep each row sits, by index; a row past the end is at depth 0. A figure that is part of the
    /// one above sits one deeper: its first cell is set in and dimmed in a terminal, behind `· ` per level
    /// on a page.
    var depths: [Int]
    /// Whether the table shows its header alone when it has no rows in a terminal, as a frame for what
    /// would be listed; otherwise it reads `none` there. A page reads `None.` either way.
    var showsHeaderWithoutRows = false

    /// A table of `rows` at `depths` under `header`, its columns aligned by `alignments`. An empty header
    /// shows no header row in a terminal.
    init(header: [Inline], alignments: [Alignment], rows: [[Inline]], depths: [Int] = []) {
        self.header = header
        self.alignments = alignments
        self.rows = rows
        self.depths = depths
    }

    /// A table whose header and cells are plain text.
    init(header: [String], alignments: [Alignment], rows: [[String]], depths: [Int] = []) {
        self.init(
            header: header.map { Inline($0) }, alignments: alignments,
            rows: rows.map { $0.map { Inline($0) } }, depths: depths)
    }

    /// The depth of the row at `index`.
    func depth(ofRow index: Int) -> Int {
        depths.indices.contains(index) ? depths[index] : 0
    }

    /// The rows with their depth shown as on a page: the first cell of a deeper row behind `· ` per level.
    var rowsMarkingDepth: [[Inline]] {
        rows.enumerated().map { index, row in
            let depth = depth(ofRow: index)
            guard depth > 0, let first = row.first else { return row }
            return ["\(String(repeating: "· ", count: depth))\(first)"] + row.dropFirst()
        }
    }
}
