import TerminalKit

/// How the trace panel fits entries into its few columns: one column of indentation a level (at most
/// half the width), function signatures shortened, each line wrapped under its indentation with its
/// continuation two columns further in, and a line that would take more than `maximumRows` rows cut in
/// its middle, so that its start and its end (a call's result) both show.
enum TracePanelLayout {
    /// The most rows one line of a trace takes.
    static let maximumRows = 3

    /// The rows of `entries`, the key's and the later ones that followed it, in `width` columns and at
    /// most `height` rows. When they do not fit, the latest shows whole if it can, the earlier ones
    /// share the rows left, oldest first, each at least its first row; an entry cut short ends with a row
    /// that counts what did not fit.
    static func rows(of entries: [TraceNode], width: Int, height: Int) -> [String] {
        guard width > 0, height > 0 else { return [] }
        let blocks = entries.map { rows(of: $0, width: width) }
        guard blocks.map(\.count).reduce(0, +) > height, let latest = blocks.last else {
            return blocks.flatMap { $0 }
        }
        let earlier = blocks.dropLast().suffix(height - 1)
        let room = height - earlier.count
        guard latest.count < room else {
            return earlier.compactMap(\.first) + cut(latest, to: room, width: width)
        }
        var spare = room - latest.count
        var shown: [String] = []
        for block in earlier {
            let extra = min(block.count - 1, spare)
            spare -= extra
            shown += cut(block, to: 1 + extra, width: width)
        }
        return shown + latest
    }

    /// The first `count` rows of `block`, the last of them counting the rows left out when there are
    /// any and the block shows more than its first row.
    private static func cut(_ block: [String], to count: Int, width: Int) -> [String] {
        guard block.count > count, count > 1 else { return Array(block.prefix(count)) }
        return block.prefix(count - 1) + [more(block.count - count + 1, width: width)]
    }

    /// The rows of one entry, each line wrapped under its indentation.
    static func rows(of entry: TraceNode, width: Int) -> [String] {
        entry.flattened().flatMap { depth, node in
            wrap(TraceText.shortLine(for: node.kind), indent: min(depth, width / 2), width: width)
        }
    }

    /// `text` in rows of `width` columns, the first indented `indent` columns and the others two more,
    /// broken where a reader expects (see `row(of:width:)`); when it would take more than `maximumRows`
    /// rows, the last row shown holds its end after `… `.
    static func wrap(_ text: String, indent: Int, width: Int) -> [String] {
        let first = width - indent
        let next = first - 2
        guard next > 2 else { return [fitted(String(repeating: " ", count: indent) + text, width: width)] }
        var rest = Substring(text)
        var rows: [String] = []
        while !rest.isEmpty {
            let columns = rows.isEmpty ? first : next
            let row = Self.row(of: rest, width: columns)
            rows.append(String(repeating: " ", count: width - columns) + row.trimmingTrailingSpaces)
            rest = rest[row.endIndex...].drop { $0 == " " }
        }
        guard rows.count > maximumRows else { return rows }
        let end = String(prefix(of: Substring(text.reversed()), width: next - 2).reversed())
        return rows.prefix(maximumRows - 1) + [String(repeating: " ", count: width - next) + "… " + end]
    }

    /// The start of `text` that one row of `width` columns shows: all of it when it fits; else up to the
    /// last space, or after the last `.`, `(` or `,`, in the row's last two thirds; else as much as fits.
    private static func row(of text: Substring, width: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        var space: Substring.Index?
        var punctuation: Substring.Index?
        for index in text.indices {
            used += DisplayWidth.of(text[index])
            if used > width { break }
            end = text.index(after: index)
            guard used > width / 3 else { continue }
            if text[index] == " " {
                space = index
            } else if ".(,".contains(text[index]) {
                punctuation = end
            }
        }
        guard end < text.endIndex else { return text }
        if let space { return text[..<space] }
        if let punctuation { return text[..<punctuation] }
        return text[..<max(end, text.index(after: text.startIndex))]
    }

    /// `text` in `width` columns: its start and its end, ` … ` between them.
    static func elided(_ text: String, toWidth width: Int) -> String {
        let marker = " … "
        let room = width - DisplayWidth.of(marker)
        guard room > 1 else { return DisplayWidth.truncate(text, toWidth: width) }
        let head = prefix(of: Substring(text), width: (room + 1) / 2)
        let tail = String(prefix(of: Substring(text.reversed()), width: room / 2).reversed())
        return head + marker + tail
    }

    /// The longest start of `text` that fits `width` columns.
    private static func prefix(of text: Substring, width: Int) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            used += DisplayWidth.of(text[index])
            if used > width { break }
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    private static func fitted(_ text: String, width: Int) -> String {
        DisplayWidth.of(text) > width ? elided(text, toWidth: width) : text
    }

    /// The last row of a cut entry: how many lines did not fit, and where to find them when there is room.
    private static func more(_ count: Int, width: Int) -> String {
        let full = "… \(count) more lines (--trace FILE keeps every line)"
        return DisplayWidth.of(full) <= width ? full : fitted("… \(count) more lines", width: width)
    }
}

extension Substring {
    /// The text without the spaces at its end.
    fileprivate var trimmingTrailingSpaces: Substring {
        var text = self
        while text.last == " " {
            text.removeLast()
        }
        return text
    }
}
