/// A one-line search field with a prompt, "Search: milk", made to sit in a `ScaffoldView`'s header row.
///
/// It edits its query like a `TextField` (the cursor shows while it is focused) and leaves enter, escape
/// and every other key to its owner, who decides what closing and clearing mean. Empty and not focused,
/// it draws nothing, so the row stays blank until a search begins.
public final class SearchField: View, Focusable {
    /// The text before the query, such as "Search: ".
    public var prompt: String
    private let field: TextField

    /// Creates a field showing `prompt` before `text`.
    public init(prompt: String, text: String = "") {
        self.prompt = prompt
        field = TextField(text: text)
    }

    /// The query; setting it moves the cursor to the end and does not call `onTextChange`.
    public var text: String {
        get { field.text }
        set { field.text = newValue }
    }

    /// Called with the new query after a key changed it.
    public var onTextChange: ((String) -> Void)? {
        get { field.onTextChange }
        set { field.onTextChange = newValue }
    }

    /// Whether the cursor is shown; a `ScaffoldView` gives a focused header the keys before its content.
    public var isFocused: Bool {
        get { field.isFocused }
        set { field.isFocused = newValue }
    }

    /// Edits the query for the editing keys (see `TextField`); returns false for every other key.
    public func handle(_ key: Key) -> Bool {
        field.handle(key)
    }

    /// Draws the prompt and the query on the first row of `area`, or nothing while empty and not focused.
    public func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty, isFocused || !text.isEmpty else { return }
        let promptWidth = screen.put(prompt, at: area.origin, maxWidth: area.width)
        field.draw(
            in: &screen,
            area: Rect(x: area.x + promptWidth, y: area.y, width: area.width - promptWidth, height: 1))
    }
}
