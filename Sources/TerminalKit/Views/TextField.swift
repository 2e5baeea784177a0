/// A one-line text editor with a cursor, which scrolls sideways to keep the cursor in view.
///
/// Keys: typed characters insert at the cursor; backspace and delete remove; left/right, home/end
/// (also ctrl-a/ctrl-e) move; ctrl-u clears up to the cursor. Enter, escape, tab, up, down and all
/// other keys are left to the owner. The cursor counts Characters; scrolling counts columns.
public final class TextField: View, Focusable {
    private var characters: [Character]
    private var firstVisible = 0

    /// The text; setting it moves the cursor to the end (and keeps at most `maximumLength` characters).
    public var text: String {
        get { String(characters) }
        set {
            let oldValue = characters
            characters = Array(newValue.prefix(maximumLength))
            cursor = characters.count
            firstVisible = 0
            if characters != oldValue { report(.text(property: "text", value: String(characters))) }
        }
    }
    /// The cursor as a Character index, 0...text.count.
    public private(set) var cursor: Int
    /// Called with the new text after a key changed it; setting `text` in code does not call it.
    public var onTextChange: ((String) -> Void)?
    /// Whether the cursor is shown (reversed cell).
    public var isFocused = false
    /// The most characters accepted, so a huge paste cannot exhaust memory; extra input is ignored.
    public var maximumLength = TextField.defaultMaximumLength {
        didSet {
            if characters.count > maximumLength {
                characters.removeLast(characters.count - max(0, maximumLength))
                cursor = min(cursor, characters.count)
            }
        }
    }

    /// Creates a field holding `text`, the cursor at its end.
    public init(text: String = "") {
        characters = Array(text.prefix(Self.defaultMaximumLength))
        cursor = characters.count
    }

    /// The `maximumLength` a new field starts with.
    public static let defaultMaximumLength = 1_000

    /// Edits for the editing keys, and calls `onTextChange` when the text changed; returns false for
    /// every other key.
    public func handle(_ key: Key) -> Bool {
        let textBefore = characters
        guard edit(for: key) else { return false }
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
            if characters.count < maximumLength {
                cursor = characters.insertTyped(character, at: cursor)
            }
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
        case .home, .control("a"):
            cursor = 0
        case .end, .control("e"):
            cursor = characters.count
        case .control("u"):
            characters.removeFirst(cursor)
            cursor = 0
        default:
            return false
        }
        return true
    }

    /// Draws the visible part of the text on the first row of `area`; the cursor cell reversed when focused.
    public func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty else { return }
        scroll(toShowCursorIn: area.width)
        var x = area.x
        var cursorRect = Rect(x: x, y: area.y, width: 1, height: 1)
        for index in firstVisible..<characters.count {
            guard x < area.maxX else { break }
            let width = Self.columns(characters[index])
            if index == cursor {
                cursorRect = Rect(x: x, y: area.y, width: max(1, width), height: 1)
            }
            screen.put(String(characters[index]), at: Point(x: x, y: area.y), maxWidth: area.maxX - x)
            x += width
        }
        if cursor == characters.count {
            cursorRect.x = x
        }
        if isFocused {
            screen.setStyle(.reverse, in: cursorRect.intersection(area))
        }
    }

    /// Scrolls as little as possible so the cursor cell fits in `width` columns, and no further right than
    /// needed to fill the field.
    private func scroll(toShowCursorIn width: Int) {
        firstVisible = min(firstVisible, cursor)
        let cursorWidth = cursor < characters.count ? max(1, Self.columns(characters[cursor])) : 1
        var used = characters[firstVisible..<cursor].reduce(0) { $0 + Self.columns($1) }
        while firstVisible < cursor, used + cursorWidth > width {
            used -= Self.columns(characters[firstVisible])
            firstVisible += 1
        }
        var shown = characters[firstVisible...].reduce(1) { $0 + Self.columns($1) }
        while firstVisible > 0, shown + Self.columns(characters[firstVisible - 1]) <= width {
            firstVisible -= 1
            shown += Self.columns(characters[firstVisible])
        }
    }

    /// The columns a character takes once sanitised for drawing.
    private static func columns(_ character: Character) -> Int {
        DisplayWidth.of(TerminalText.sanitize(String(character)))
    }
}
