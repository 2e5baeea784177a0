/// A multi-line text editor with a cursor, for text such as a task's notes.
///
/// Lines wrap at the area's width, counted in columns (a wide character takes two), and the area scrolls
/// to keep the cursor's row in view; a line exactly as wide as the area is followed by an empty row, where
/// the cursor goes after its last character. The text holds "\n" between lines.
///
/// Keys: typed characters insert at the cursor and enter starts a new line; backspace and delete remove
/// (joining lines at their ends); left/right move through the text, up/down by one row keeping the column,
/// home/end (also ctrl-a/ctrl-e) to the start and end of the line; ctrl-u clears the line up to the cursor.
/// Escape, tab and every other key, ctrl-s among them, are left to the owner.
public final class TextArea: View, Focusable {
    private var characters: [Character]
    private var firstVisibleRow = 0
    /// The column up/down aim for, kept while they are pressed one after another.
    private var goalColumn: Int?
    /// The width of the last drawing, which up/down move in; unbounded until the first one.
    private var wrapWidth = Int.max

    /// The text, lines separated by "\n"; setting it turns "\r\n" and "\r" into "\n", keeps at most
    /// `maximumLength` characters and moves the cursor to the end.
    public var text: String {
        get { String(characters) }
        set {
            let oldValue = characters
            characters = Array(Self.withNewlines(newValue).prefix(maximumLength))
            cursor = characters.count
            firstVisibleRow = 0
            goalColumn = nil
            if characters != oldValue { report(.text(property: "text", value: String(characters))) }
        }
    }
    /// The cursor as a Character index, 0...text.count.
    public private(set) var cursor: Int
    /// Called with the new text after a key changed it; setting `text` in code does not call it.
    public var onTextChange: ((String) -> Void)?
    /// Whether the cursor is shown (reversed cell).
    public var isFocused = false
    /// The most characters accepted, line breaks included, so a huge paste cannot exhaust memory; extra
    /// input is ignored.
    public var maximumLength = TextArea.defaultMaximumLength {
        didSet {
            if characters.count > maximumLength {
                characters.removeLast(characters.count - max(0, maximumLength))
                cursor = min(cursor, characters.count)
            }
        }
    }

    /// Creates an area holding `text`, the cursor at its end.
    public init(text: String = "") {
        characters = Array(Self.withNewlines(text).prefix(Self.defaultMaximumLength))
        cursor = characters.count
    }

    /// The `maximumLength` a new area starts with.
    public static let defaultMaximumLength = 10_000

    /// Edits for the editing keys, and calls `onTextChange` when the text changed; returns false for
    /// every other key.
    public func handle(_ key: Key) -> Bool {
        let textBefore = characters
        let isVertical = key == .up || key == .down
        guard edit(for: key) else { return false }
        if !isVertical {
            goalColumn = nil
        }
        if characters != textBefore {
            onTextChange?(text)
        }
        return true
    }

    /// Applies an editing key to the text and the cursor; returns false for every other key.
    private func edit(for key: Key) -> Bool {
        switch key {
        case .character(let character):
            guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else {
                return false
            }
            insert(character)
        case .enter:
            insert("\n")
        case .backspace:
            if cursor > 0 {
                cursor -= 1
                characters.remove(at: cursor)
            }
        case .delete:
            if cursor < characters.count {
                characters.remove(at: cursor)
            }
        case .left:
            cursor = max(0, cursor - 1)
        case .right:
            cursor = min(characters.count, cursor + 1)
        case .up:
            moveVertically(by: -1)
        case .down:
            moveVertically(by: 1)
        case .home, .control("a"):
            cursor = lineStart
        case .end, .control("e"):
            cursor = characters[cursor...].firstIndex(of: "\n") ?? characters.count
        case .control("u"):
            let start = lineStart
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        return true
    }

    /// The index where the cursor's line starts.
    private var lineStart: Int {
        characters[..<cursor].lastIndex(of: "\n").map { $0 + 1 } ?? 0
    }

    private func insert(_ character: Character) {
        guard characters.count < maximumLength else { return }
        cursor = characters.insertTyped(character, at: cursor)
    }

    /// Moves the cursor `step` rows up or down in the wrapped text, as near to the goal column as the row
    /// allows; on the first or last row it stays.
    private func moveVertically(by step: Int) {
        let rows = Self.rows(of: characters, width: wrapWidth)
        let current = Self.row(containing: cursor, in: rows)
        let target = current + step
        guard rows.indices.contains(target) else { return }
        let goal = goalColumn ?? width(of: rows[current].lowerBound..<cursor)
        goalColumn = goal
        let row = rows[target]
        var index = row.lowerBound
        var column = 0
        while index < row.upperBound, column + Self.columns(characters[index]) <= goal {
            column += Self.columns(characters[index])
            index += 1
        }
        let continuesOnNextRow =
            rows.indices.contains(target + 1) && rows[target + 1].lowerBound == row.upperBound
        if index == row.upperBound, continuesOnNextRow, index > row.lowerBound {
            index -= 1
        }
        cursor = index
    }

    /// Draws the rows that fit in `area`, scrolled to show the cursor's row; the cursor cell reversed when
    /// focused.
    public func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty else { return }
        wrapWidth = area.width
        let rows = Self.rows(of: characters, width: area.width)
        let cursorRow = Self.row(containing: cursor, in: rows)
        scroll(toShow: cursorRow, rowCount: rows.count, height: area.height)
        for (offset, row) in rows[firstVisibleRow...].prefix(area.height).enumerated() {
            var x = area.x
            for index in row {
                let width = Self.columns(characters[index])
                screen.put(
                    String(characters[index]), at: Point(x: x, y: area.y + offset), maxWidth: area.maxX - x)
                x += width
            }
        }
        guard isFocused else { return }
        let y = area.y + cursorRow - firstVisibleRow
        let x = area.x + width(of: rows[cursorRow].lowerBound..<cursor)
        let width =
            cursor < characters.count && characters[cursor] != "\n" ? Self.columns(characters[cursor]) : 1
        screen.setStyle(.reverse, in: Rect(x: x, y: y, width: max(1, width), height: 1).intersection(area))
    }

    /// Scrolls as little as possible to show `row`, without leaving rows blank at the bottom.
    private func scroll(toShow row: Int, rowCount: Int, height: Int) {
        if row < firstVisibleRow {
            firstVisibleRow = row
        } else if row >= firstVisibleRow + height {
            firstVisibleRow = row - height + 1
        }
        firstVisibleRow = max(0, min(firstVisibleRow, rowCount - height))
    }

    /// The columns the characters in `range` take.
    private func width(of range: Range<Int>) -> Int {
        characters[range].reduce(0) { $0 + Self.columns($1) }
    }

    /// The text's rows when wrapped at `width` columns, as ranges of character indices without their "\n".
    /// A row holds at least one character; a line as wide as `width` is followed by an empty row.
    static func rows(of characters: [Character], width: Int) -> [Range<Int>] {
        var rows: [Range<Int>] = []
        var start = 0
        var column = 0
        for (index, character) in characters.enumerated() {
            if character == "\n" {
                rows.append(start..<index)
                if column >= width {
                    rows.append(index..<index)
                }
                start = index + 1
                column = 0
                continue
            }
            let characterWidth = columns(character)
            if column + characterWidth > width, index > start {
                rows.append(start..<index)
                start = index
                column = 0
            }
            column += characterWidth
        }
        rows.append(start..<characters.count)
        if column >= width {
            rows.append(characters.count..<characters.count)
        }
        return rows
    }

    /// The row the cursor at `index` is drawn in: the last row that starts at or before it.
    static func row(containing index: Int, in rows: [Range<Int>]) -> Int {
        rows.lastIndex { $0.lowerBound <= index } ?? 0
    }

    /// `text` with "\r\n" and "\r" turned into "\n".
    private static func withNewlines(_ text: String) -> [Character] {
        text.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 }
    }

    /// The columns a character takes once sanitised for drawing.
    private static func columns(_ character: Character) -> Int {
        DisplayWidth.of(TerminalText.sanitize(String(character)))
    }
}
