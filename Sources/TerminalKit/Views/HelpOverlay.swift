/// A centred box listing keys and what they do, one "key  action" a line under a title.
public final class HelpOverlay: TransientOverlay {
    /// The heading, drawn bold.
    public let title: String
    /// The entries listed.
    public let items: [HelpItem]

    /// Creates a help overlay.
    public init(title: String, items: [HelpItem]) {
        self.title = title
        self.items = items
    }

    /// The listed lines: keys padded to the widest key, two spaces, the action.
    public var itemLines: [String] {
        let keyWidth = items.map { DisplayWidth.of(TerminalText.sanitize($0.key)) }.max() ?? 0
        return items.map { item in
            let key = TerminalText.sanitize(item.key)
            return key + String(repeating: " ", count: keyWidth - DisplayWidth.of(key)) + "  " + item.action
        }
    }

    /// Draws the box centred in `area`.
    public func draw(in screen: inout Screen, area: Rect) {
        let lines: [(String, Style)] = [(title, .bold), ("", [])] + itemLines.map { ($0, []) }
        BoxFrame(lines: lines).draw(in: &screen, area: area)
    }

    /// Consumes every key; the scaffold dismisses the overlay on it.
    public func handle(_ key: Key) -> Bool {
        true
    }
}
