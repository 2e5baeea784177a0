import TerminalKit

/// The trace of the latest key press, drawn beside the app: a title, then the key's entry and the later
/// entries that followed it (answers that came after its frame), laid out to the panel's few columns by
/// `TracePanelLayout`.
public final class TracePanel: View {
    /// The title row.
    public let title: String
    private var entries: [TraceNode] = []

    /// An empty panel headed `title`.
    public init(title: String) {
        self.title = title
    }

    /// Shows `entry`: after the entries shown when it is a later one, instead of them otherwise.
    public func show(_ entry: TraceNode) {
        if case .later = entry.kind {
            entries.append(entry)
        } else {
            entries = [entry]
        }
    }

    public func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty else { return }
        screen.put(truncating: title, at: area.origin, width: area.width, style: .bold)
        let rows = TracePanelLayout.rows(of: entries, width: area.width, height: area.height - 2)
        for (index, row) in rows.enumerated() {
            screen.put(truncating: row, at: Point(x: area.x, y: area.y + 2 + index), width: area.width)
        }
    }

    /// The panel takes no keys.
    public func handle(_ key: Key) -> Bool {
        false
    }
}
