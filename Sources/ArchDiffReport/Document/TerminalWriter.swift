import SafeText

/// Writes a document for the terminal: headings in bold, notes dimmed, paragraphs wrapped, list items
/// behind a dash and tables in aligned columns (see `TextTable`); inline markup is written as its plain
/// text, a table cell holding one change coloured by its direction, and control characters are made
/// visible (see `VisibleText`).
///
/// A blank line separates two blocks, except that a note follows the block it is on, and a block follows
/// the heading above it, the document's first heading (its title) aside.
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
        var output = ""
        for (index, block) in blocks.enumerated() {
            if index > 0 && !followsDirectly(block, after: blocks[index - 1], isTitle: index == 1) {
                output += "\n"
            }
            output += self.block(block)
        }
        return output
    }

    private func followsDirectly(_ block: Block, after previous: Block, isTitle: Bool) -> Bool {
        if case .note = block { return true }
        if case .heading = previous { return !isTitle }
        return false
    }

    private func block(_ block: Block) -> String {
        switch block {
        case .heading(_, let text):
            style.apply(.bold, to: text.plainText) + "\n"
        case .paragraph(let text):
            wrapped(VisibleText.of(text.plainText))
        case .note(let text):
            style.apply(.dim, to: text.plainText) + "\n"
        case .list(let items):
            items.map { VisibleText.of("- " + $0.plainText) + "\n" }.joined()
        case .table(let table) where table.rows.isEmpty:
            "none\n"
        case .table(let table):
            TextTable(table, role: Self.role).render(style: style)
        case .chart(let title, _):
            VisibleText.of(title) + "\n"
        }
    }

    /// The role a table cell is styled in: its direction's colour when the cell is one change.
    private static func role(of cell: Inline) -> TerminalStyle.Role? {
        guard cell.runs.count == 1, case .change(_, let direction) = cell.runs[0] else { return nil }
        return direction == .increase ? .increase : .decrease
    }

    /// `text` broken at spaces into lines of at most ``width`` characters, each with its newline; a word
    /// longer than the width stays whole, and a `%` stays on the line of the number before it.
    private func wrapped(_ text: String) -> String {
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
            if let last = lines.last, last.count + 1 + word.count <= width {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
