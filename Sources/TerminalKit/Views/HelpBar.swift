/// The keys of the current screen on one dim line: "a add  enter open  ? help".
///
/// Items are separated by two spaces; an item that does not fit is dropped whole, with all after it.
public final class HelpBar: View {
    /// The entries, in order of importance.
    public var items: [HelpItem]

    /// Creates a help bar.
    public init(items: [HelpItem]) {
        self.items = items
    }

    /// The text drawn in `width` columns.
    public func text(fittingWidth width: Int) -> String {
        var text = ""
        for item in items {
            let entry = TerminalText.sanitize("\(item.key) \(item.action)")
            let candidate = text.isEmpty ? entry : text + "  " + entry
            guard DisplayWidth.of(candidate) <= width else { break }
            text = candidate
        }
        return text
    }

    /// Draws the items on the first row of `area`.
    public func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty else { return }
        screen.put(text(fittingWidth: area.width), at: area.origin, style: .dim, maxWidth: area.width)
    }

    /// Help bars take no keys.
    public func handle(_ key: Key) -> Bool {
        false
    }
}
