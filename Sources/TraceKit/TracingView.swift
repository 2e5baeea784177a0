import TerminalKit

/// The app's root view, traced: records each key with the view it is delivered to, and each frame
/// with the rows of the app's screen that it changed.
public final class TracingView: View {
    private let navigation: NavigationStack
    private let recorder: TraceRecorder
    private var previousRows: [String] = []

    /// Traces `navigation`, the view the host draws and gives the keys to.
    public init(_ navigation: NavigationStack, recorder: TraceRecorder) {
        self.navigation = navigation
        self.recorder = recorder
    }

    public func handle(_ key: Key) -> Bool {
        let view = navigation.topPage.map { String(describing: type(of: $0.rootView)) } ?? "nothing"
        return recorder.span(.key(key.name, view: view)) { navigation.handle(key) }
    }

    public func draw(in screen: inout Screen, area: Rect) {
        let view = navigation.topPage.map { String(describing: type(of: $0.rootView)) } ?? "nothing"
        recorder.draw(view) {
            navigation.draw(in: &screen, area: area)
            let rows = Self.rows(of: screen, in: area)
            defer { previousRows = rows }
            return Self.changes(from: previousRows, to: rows)
        }
    }

    /// The plain text of each row of `area`, trailing spaces removed.
    static func rows(of screen: Screen, in area: Rect) -> [String] {
        (area.y..<area.maxY).map { y in
            var row = (area.x..<area.maxX).map { screen[$0, y].grapheme }.joined()
            while row.last == " " {
                row.removeLast()
            }
            return row
        }
    }

    /// One line per changed row, at most `limit`, then a count of the rest.
    static func changes(from old: [String], to new: [String], limit: Int = 4) -> [String] {
        let before = { (index: Int) in index < old.count ? old[index] : "" }
        let changed = new.indices.filter { before($0) != new[$0] }
        var lines = changed.prefix(limit).map { index in
            "row \(index + 1): \(quoted(before(index))) → \(quoted(new[index]))"
        }
        if changed.count > limit {
            lines.append("and \(changed.count - limit) more rows")
        }
        return lines
    }
}
