import TerminalKit
import Testing

@testable import MVC

/// Records what a view asked its controller for.
@MainActor
private final class HomeViewDelegateSpy: HomeViewDelegate {
    var calls: [String] = []

    func homeViewDidRequestAdd(_ homeView: HomeView) { calls.append("add") }
    func homeView(_ homeView: HomeView, didRequestOpenListAt index: Int) { calls.append("open \(index)") }
    func homeViewDidRequestUpcoming(_ homeView: HomeView) { calls.append("upcoming") }
    func homeView(_ homeView: HomeView, didRequestRenameListAt index: Int) { calls.append("rename \(index)") }
    func homeView(_ homeView: HomeView, didRequestDeleteListAt index: Int) { calls.append("delete \(index)") }
    func homeViewDidRequestReload(_ homeView: HomeView) { calls.append("reload") }
    func homeViewDidRequestUndo(_ homeView: HomeView) { calls.append("undo") }
    func homeViewDidRequestQuit(_ homeView: HomeView) { calls.append("quit") }
}

/// Serves a fixed number of rows.
@MainActor
private final class RowsStub: ListViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfRows(in listView: ListView) -> Int { count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(text: "Row \(index)") }
}

@Suite("Home view")
@MainActor
struct HomeViewTests {
    @Test("turns Home's keys into delegate calls with the selected row")
    func reportsIntents() {
        let view = HomeView()
        let spy = HomeViewDelegateSpy()
        let rows = RowsStub(count: 3)
        view.delegate = spy
        view.listView.dataSource = rows
        view.listView.reloadData()
        for key: Key in [
            .character("a"), .down, .enter, .character("n"), .character("r"), .character("d"), .control("r"),
            .character("q"),
        ] {
            _ = view.handle(key)
        }
        #expect(spy.calls == ["add", "open 1", "upcoming", "rename 1", "delete 1", "reload", "quit"])
    }

    @Test("B80 ctrl-r asks to read the lists again, also while there are none")
    func reportsReload() {
        let view = HomeView()
        let spy = HomeViewDelegateSpy()
        view.delegate = spy
        _ = view.handle(.control("r"))
        #expect(spy.calls == ["reload"])
    }

    @Test("B90 B92 u asks to undo, also while there are no lists")
    func reportsUndo() {
        let view = HomeView()
        let spy = HomeViewDelegateSpy()
        view.delegate = spy
        _ = view.handle(.character("u"))
        #expect(spy.calls == ["undo"])
    }

    @Test("B28 sends no selection intents while the table is empty")
    func noIntentsWithoutSelection() {
        let view = HomeView()
        let spy = HomeViewDelegateSpy()
        let rows = RowsStub(count: 0)
        view.delegate = spy
        view.listView.dataSource = rows
        view.listView.reloadData()
        for key: Key in [.enter, .character("r"), .character("d")] {
            _ = view.handle(key)
        }
        #expect(spy.calls.isEmpty)
    }

    @Test("B18 B86 ? shows the help overlay with Home's keys, n upcoming too, and any key closes it")
    func showsHelp() {
        let view = HomeView()
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        #expect(terminal.snapshot.contains(/│ r +rename +│/))
        #expect(terminal.snapshot.contains(/│ n +upcoming +│/))
        terminal.press(.character("x"))
        #expect(!terminal.snapshot.contains("Help"))
    }
}
