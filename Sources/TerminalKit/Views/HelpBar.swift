/// The keys of the current screen on one dim line: "a add  enter open  ? help".
///
/// Items are separated by two spaces. When they do not all fit, as many as fit are shown in order, then
/// "…" to say that more keys exist, then the `?` item, so the way to the full list stays on screen.
public final class HelpBar: View {
    /// The entries, in order of importance.
    public var items: [HelpItem]

    /// The mark that stands for the items left out.
    public static let moreMark = "…"

    /// Creates a help bar.
    public init(items: [HelpItem]) {
        self.items = items
    }

    /// The text drawn in `width` columns.
    public func text(fittingWidth width: Int) -> String {
        let entries = items.map { TerminalText.sanitize("\($0.key) \($0.action)") }
        let all = entries.joined(separator: Self.separator)
        guard DisplayWidth.of(all) > width else { return all }
        let helpIndex = items.lastIndex { $0.key == "?" }
        let tail = [Self.moreMark] + (helpIndex.map { [entries[$0]] } ?? [])
        var shown: [String] = []
        for (index, entry) in entries.enumerated() where index != helpIndex {
            let candidate = (shown + [entry] + tail).joined(separator: Self.separator)
            guard DisplayWidth.of(candidate) <= width else { break }
            shown.append(entry)
        }
        let fallbacks = [shown + tail, tail, Array(tail.dropFirst()), [Self.moreMark]]
        return fallbacks.map { $0.joined(separator: Self.separator) }.first {
            !$0.isEmpty && DisplayWidth.of($0) <= width
        } ?? ""
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

    private static let separator = "  "
}
