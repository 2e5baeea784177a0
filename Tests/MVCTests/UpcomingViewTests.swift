import TerminalKit
import Testing

@testable import MVC

/// Records what the Upcoming view asked its controller for.
@MainActor
private final class UpcomingViewDelegateSpy: UpcomingViewDelegate {
    var calls: [String] = []

    func upcomingView(_ upcomingView: UpcomingView, didRequestToggleTaskAt index: Int) {
        calls.append("toggle \(index)")
    }
    func upcomingView(_ upcomingView: UpcomingView, didRequestOpenTaskAt index: Int) {
        calls.append("open \(index)")
    }
    func upcomingViewDidRequestBack(_ upcomingView: UpcomingView) { calls.append("back") }
    func upcomingViewDidRequestReload(_ upcomingView: UpcomingView) { calls.append("reload") }
    func upcomingViewDidRequestUndo(_ upcomingView: UpcomingView) { calls.append("undo") }
}

/// Serves a fixed number of rows.
@MainActor
private final class RowsStub: ListViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfRows(in listView: ListView) -> Int { count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(text: "Row \(index)") }
}

/// The Upcoming view alone, with a delegate spy for its controller and a stub for its rows.
@Suite("Upcoming view")
@MainActor
struct UpcomingViewTests {
    private let spy = UpcomingViewDelegateSpy()

    /// Runs `body` on an Upcoming view showing `count` rows, its requests going to the spy.
    private func withView(rows count: Int, _ body: (UpcomingView) -> Void) {
        let view = UpcomingView()
        let rows = RowsStub(count: count)
        view.delegate = spy
        view.listView.dataSource = rows
        withExtendedLifetime(rows) { body(view) }
    }

    @Test("B87 B88 turns Upcoming's keys into delegate calls with the selected row")
    func reportsIntents() {
        withView(rows: 3) { view in
            for key: Key in [.down, .character(" "), .down, .enter, .control("r"), .escape, .left] {
                _ = view.handle(key)
            }
        }
        #expect(spy.calls == ["toggle 1", "open 2", "reload", "back", "back"])
    }

    @Test("B28 B80 B92 sends no selection intents while the table is empty; ctrl-r, u and esc still reach it")
    func noIntentsWithoutSelection() {
        withView(rows: 0) { view in
            for key: Key in [.character(" "), .enter, .control("r"), .character("u"), .escape] {
                _ = view.handle(key)
            }
        }
        #expect(spy.calls == ["reload", "undo", "back"])
    }

    @Test("B18 ? shows the help overlay and any key closes it")
    func showsHelp() {
        withView(rows: 1) { view in
            let terminal = HeadlessTerminal(root: view)
            terminal.press(.character("?"))
            #expect(terminal.snapshot.contains("Help"))
            terminal.press(.character("x"))
            #expect(!terminal.snapshot.contains("Help"))
        }
        #expect(spy.calls.isEmpty)
    }

    @Test("B86 B19 shows the title Upcoming, its empty text and its keys in the help bar")
    func frame() {
        withView(rows: 0) { view in
            let terminal = HeadlessTerminal(root: view)
            let lines = terminal.snapshot.components(separatedBy: "\n")
            #expect(lines[0].hasPrefix(" Upcoming"))
            #expect(lines[2].hasPrefix("   No upcoming tasks. Give a task a due date in its editor."))
            #expect(lines[23].hasPrefix(" space toggle  enter open in list  u undo  esc/left back  ? help"))
        }
    }
}
