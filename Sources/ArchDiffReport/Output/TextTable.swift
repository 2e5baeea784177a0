import SafeText

/// A table of plain-text cells laid out in aligned columns, styled after padding so escape sequences
/// never disturb the alignment. A cell is drawn as one line: its control characters, line breaks too,
/// are made visible (see `VisibleText.of`).
struct TextTable {
    typealias Alignment = Table.Alignment

    /// One cell: its text and how to style it once padded.
    struct Cell {
        var text: String
        var role: TerminalStyle.Role?

        init(_ text: String, role: TerminalStyle.Role? = nil) {
            self.text = text
            self.role = role
        }
    }

    var alignments: [Alignment]
    var header: [String]?
    var rows: [[Cell]] = []

    init(alignments: [Alignment], header: [String]? = nil) {
        self.alignments = alignments
        self.header = header
    }

    mutating func append(_ row: [Cell]) {
        rows.append(row)
    }

    /// The table, one line per row, columns separated by two spaces, with a trailing newline.
    func render(style: TerminalStyle, indent: String = "") -> String {
        let headerRow = header.map { [$0.map { Cell($0, role: .bold) }] } ?? []
        let lines = (headerRow + rows).map { $0.map { Cell(VisibleText.of($0.text), role: $0.role) } }
        var widths = [Int](repeating: 0, count: alignments.count)
        for row in lines {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.text.count)
            }
        }
        return lines.map { line($0, widths: widths, style: style, indent: indent) }.joined()
    }

    private func line(_ cells: [Cell], widths: [Int], style: TerminalStyle, indent: String) -> String {
        var parts: [String] = []
        for (column, cell) in cells.enumerated() where column < widths.count {
            let padding = String(repeating: " ", count: max(0, widths[column] - cell.text.count))
            let text = cell.role.map { style.apply($0, to: cell.text) } ?? cell.text
            parts.append(alignments[column] == .right ? padding + text : text + padding)
        }
        var line = indent + parts.joined(separator: "  ")
        while line.last == " " {
            line.removeLast()
        }
        return line + "\n"
    }
}
