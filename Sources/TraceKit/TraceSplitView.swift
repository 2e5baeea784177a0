import TerminalKit

/// The app on the left and a trace panel on the right, split by a line, when the area is at least
/// `minimumWidth` columns wide; the app alone, in the whole area, when it is narrower.
public final class TraceSplitView: View {
    /// The narrowest area that shows the panel: 80 columns for the app, the rest for the trace.
    public static let minimumWidth = 120
    /// The fewest columns the app gets while the panel shows.
    public static let appWidth = 80

    private let app: any View
    private let panel: TracePanel

    /// Shows `app` with `panel` beside it.
    public init(app: any View, panel: TracePanel) {
        self.app = app
        self.panel = panel
    }

    public func draw(in screen: inout Screen, area: Rect) {
        guard area.width >= Self.minimumWidth else {
            app.draw(in: &screen, area: area)
            return
        }
        let appWidth = max(Self.appWidth, area.width / 2)
        app.draw(in: &screen, area: Rect(x: area.x, y: area.y, width: appWidth, height: area.height))
        screen.fill(Rect(x: area.x + appWidth, y: area.y, width: 1, height: area.height), with: "│")
        let panelX = area.x + appWidth + 2
        panel.draw(
            in: &screen, area: Rect(x: panelX, y: area.y, width: area.maxX - panelX, height: area.height))
    }

    /// Keys go to the app.
    public func handle(_ key: Key) -> Bool {
        app.handle(key)
    }
}
