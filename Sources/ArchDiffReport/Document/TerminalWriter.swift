import SafeText

/// Writes a document for the terminal: headings in bold (their asides dimmed), notes dimmed, paragraphs
/// wrapped, list items one a line, tables in aligned columns (see `TextTable`) and groups set in two
/// spaces; inline markup is written as its plain text, changes, asides and alerts coloured in list items
/// and in table cells holding one, and control characters are made visible (see `VisibleText`).
///
/// A blank line separates two blocks, except that a note follows the block it is on, a block follows
/// the heading above it, the document's first heading (its title) aside, and the blocks of a group follow
/// one another.
struct TerminalWriter: Sendable {
    /// How headings, notes and table headers are styled.
    var style: TerminalStyle
    /// The width paragraphs are wrapped to.
    var width: Int

    /// A writer styling in `style`, wrapping paragraphs at `width` characters.
    init(style: TerminalStyle = .plain, width: Int = 100) {
        self.style = style
        self.width = width
    }

    /// The document's blocks for the terminal.
    func write(_ document: Document) -> String {
        write(document.blocks)
    }

    /// `blocks` for the terminal, each ending its last line.
    func write(_ blocks: [Block]) -> String {
        write(blocks, indent: "")
    }

    /// `blocks` set in by `indent`; a blank line between two blocks but inside a group.
    private func write(_ blocks: [Block], indent: String, grouped: Bool = false) -> String {
        var output = ""
        for (index, block) in blocks.enumerated() {
            if index > 0 && !grouped && !followsDirectly(block, after: blocks[index - 1], isTitle: index == 1)
            {
                output += "\n"
            }
            output += self.block(block, indent: indent)
        }
        return output
    }

    /// Whether `block` follows `previous` without a blank line; a group as its first block does.
    private func followsDirectly(_ block: Block, after previous: Block, isTitle: Bool) -> Bool {
        if case .note = block { return true }
        if case .group(let blocks) = block, let first = blocks.first {
            return followsDirectly(first, after: previous, isTitle: isTitle)
        }
        if case .heading = previous { return !isTitle }
        return false
    }

    private func block(_ block: Block, indent: String) -> String {
        switch block {
        case .heading(_, let text):
            heading(text, indent: indent)
        case .paragraph(let text):
            wrapped(VisibleText.of(text.plainText), indent: indent)
        case .note(let text):
            style.apply(.dim, to: indent + text.plainText) + "\n"
        case .list(let items):
            items.map { indent + line($0) + "\n" }.joined()
        case .table(let table) where table.rows.isEmpty && !table.showsHeaderWithoutRows:
            indent + "none\n"
        case .table(let table):
            self.table(table).render(style: style, indent: indent)
        case .group(let blocks):
            write(blocks, indent: indent + "  ", grouped: true)
        case .chart(let title, _):
            VisibleText.of(indent + title) + "\n"
        }
    }

    /// `text` in bold after `indent`, its asides after it dimmed, on a line.
    private func heading(_ text: Inline, indent: String) -> String {
        var main = Inline()
        var asides = Inline()
        for run in text.runs {
            if case .aside(let aside) = run { asides.append(aside) } else { main.append(run) }
        }
        return style.apply(.bold, to: indent + main.plainText) + style.apply(.dim, to: asides.plainText)
            + "\n"
    }

    /// `text` on one line, each change, aside and alert in its colour.
    private func line(_ text: Inline) -> String {
        text.runs.map { run in
            var inline = Inline()
            inline.append(run)
            return Self.role(of: inline).map { style.apply($0, to: inline.plainText) }
                ?? VisibleText.of(inline.plainText)
        }.joined()
    }

    /// The table in aligned columns: a row's first cell set in two spaces per level of depth and dimmed,
    /// a cell holding one change, aside or alert in its colour, and after a column holding bars a column
    /// drawing them; without a header row when the header is empty.
    private func table(_ table: Table) -> TextTable {
        let barColumns = Set(table.rows.flatMap { row in row.indices.filter { row[$0].bar != nil } })
        var alignments: [Table.Alignment] = []
        var header: [String] = []
        for (column, alignment) in table.alignments.enumerated() {
            alignments.append(alignment)
            header.append(table.header.indices.contains(column) ? table.header[column].plainText : "")
            if barColumns.contains(column) {
                alignments.append(.left)
                header.append("")
            }
        }
        var text = TextTable(alignments: alignments, header: table.header.isEmpty ? nil : header)
        for (index, row) in table.rows.enumerated() {
            let depth = table.depth(ofRow: index)
            var cells: [TextTable.Cell] = []
            for (column, cell) in row.enumerated() {
                if column == 0 && depth > 0 {
                    cells.append(
                        TextTable.Cell(String(repeating: "  ", count: depth) + cell.plainText, role: .dim))
                } else {
                    cells.append(TextTable.Cell(cell.plainText, role: Self.role(of: cell)))
                }
                if barColumns.contains(column) {
                    cells.append(
                        cell.bar.map {
                            TextTable.Cell(Bar.render($0.value, maximum: $0.maximum), role: .accent)
                        }
                            ?? TextTable.Cell(""))
                }
            }
            text.append(cells)
        }
        return text
    }

    /// The role text is styled in when it is one change (its direction's colour), aside or alert, a bar
    /// aside.
    private static func role(of text: Inline) -> TerminalStyle.Role? {
        let runs = text.runs.filter { if case .bar = $0 { false } else { true } }
        guard runs.count == 1 else { return nil }
        switch runs[0] {
        case .change(_, let direction): return direction == .increase ? .increase : .decrease
        case .aside: return .dim
        case .alert: return .increase
        default: return nil
        }
    }

    /// `text` broken at spaces into lines of at most ``width`` characters with `indent`, each with its
    /// newline; a word longer than the width stays whole, and a `%` stays on the line of the number before it.
    private func wrapped(_ text: String, indent: String) -> String {
        var words: [String] = []
        for word in text.split(separator: " ").map(String.init) {
            if word.hasPrefix("%"), let last = words.popLast() {
                words.append(last + " " + word)
            } else {
                words.append(word)
            }
        }
        var lines: [String] = []
        for word in words {
            if let last = lines.last, last.count + 1 + word.count <= width - indent.count {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        return lines.map { indent + $0 + "\n" }.joined()
    }
}
