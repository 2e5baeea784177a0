import TerminalKit

/// The trace of the latest key press, drawn beside the app: a title, then the entry's lines from the
/// top, cut at the bottom with a count of what did not fit.
public final class TracePanel: View {
    /// The title row.
    public let title: String
    private var lines: [String] = []

    /// An empty panel headed `title`.
    public init(title: String) {
        self.title = title
    }

    /// Shows `entry` instead of the previous one.
    public func show(_ entry: TraceNode) {
        lines = TraceText.lines(of: entry, locations: false)
    }

    public func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty else { return }
        screen.put(truncating: title, at: area.origin, width: area.width, style: .bold)
        let room = area.height - 2
        guard room > 0 else { return }
        let shown =
            lines.count > room ? Array(lines.prefix(room - 1)) + [Self.more(lines.count - room + 1)] : lines
        for (index, line) in shown.enumerated() {
            screen.put(truncating: line, at: Point(x: area.x, y: area.y + 2 + index), width: area.width)
        }
    }

    /// The panel takes no keys.
    public func handle(_ key: Key) -> Bool {
        false
    }

    private static func more(_ count: Int) -> String {
        "… \(count) more lines (--trace FILE keeps every line)"
    }
}
