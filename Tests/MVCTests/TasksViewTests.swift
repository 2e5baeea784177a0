import TerminalKit
import Testing

@testable import MVC

/// Records what the tasks view asked its controller for.
@MainActor
private final class TasksViewDelegateSpy: TasksViewDelegate {
    var calls: [String] = []

    func tasksViewDidRequestAdd(_ tasksView: TasksView) { calls.append("add") }
    func tasksView(_ tasksView: TasksView, didRequestToggleTaskAt index: Int) {
        calls.append("toggle \(index)")
    }
    func tasksView(_ tasksView: TasksView, didRequestEditTaskAt index: Int) { calls.append("edit \(index)") }
    func tasksView(_ tasksView: TasksView, didRequestDeleteTaskAt index: Int) {
        calls.append("delete \(index)")
    }
    func tasksViewDidRequestNextFilter(_ tasksView: TasksView) { calls.append("filter") }
    func tasksViewDidRequestBack(_ tasksView: TasksView) { calls.append("back") }
    func tasksViewDidRequestReload(_ tasksView: TasksView) { calls.append("reload") }
    func tasksViewDidRequestUndo(_ tasksView: TasksView) { calls.append("undo") }
    func tasksViewDidRequestOpenSearch(_ tasksView: TasksView) { calls.append("open search") }
    func tasksView(_ tasksView: TasksView, didChangeSearchQuery query: String) {
        calls.append("search \(query)")
    }
    func tasksViewDidRequestCloseSearch(_ tasksView: TasksView) { calls.append("close search") }
    func tasksViewDidRequestClearSearch(_ tasksView: TasksView) { calls.append("clear search") }
    func tasksView(_ tasksView: TasksView, didRequestMoveTaskAt index: Int, by offset: Int) {
        calls.append("move \(index) by \(offset)")
    }
}

/// Serves a fixed number of rows.
@MainActor
private final class RowsStub: ListViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfRows(in listView: ListView) -> Int { count }
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow { ListRow(text: "Row \(index)") }
}

/// The tasks view alone, with a delegate spy for its controller and a stub for its rows.
@Suite("Tasks view")
@MainActor
struct TasksViewTests {
    private let spy = TasksViewDelegateSpy()

    /// Runs `body` on a tasks view showing `count` rows, its requests going to the spy.
    private func withView(rows count: Int, _ body: (TasksView) -> Void) {
        let view = TasksView()
        let rows = RowsStub(count: count)
        view.delegate = spy
        view.listView.dataSource = rows
        withExtendedLifetime(rows) { body(view) }
    }

    @Test("turns the tasks screen's keys into delegate calls with the selected row")
    func reportsIntents() {
        withView(rows: 3) { view in
            let keys: [Key] = [
                .character("a"), .down, .character(" "), .character("e"), .character("d"), .character("f"),
                .character("J"), .character("K"), .control("r"), .escape, .left,
            ]
            for key in keys {
                _ = view.handle(key)
            }
        }
        #expect(
            spy.calls == [
                "add", "toggle 1", "edit 1", "delete 1", "filter", "move 1 by 1", "move 1 by -1", "reload",
                "back", "back",
            ])
    }

    @Test(
        "B60 B61 / asks to open the search; the open field reports each query, enter closes it, esc clears it"
    )
    func reportsSearch() {
        withView(rows: 1) { view in
            _ = view.handle(.character("/"))
            view.showSearch(query: "", isOpen: true)
            for key: Key in [.character("m"), .character("?"), .enter] {
                _ = view.handle(key)
            }
            view.showSearch(query: "m?", isOpen: true)
            _ = view.handle(.escape)
        }
        #expect(spy.calls == ["open search", "search m", "search m?", "close search", "clear search"])
    }

    @Test("B80 ctrl-r asks to read the tasks again, also while there are none and while searching")
    func reportsReload() {
        withView(rows: 0) { view in
            _ = view.handle(.control("r"))
            view.showSearch(query: "m", isOpen: true)
            _ = view.handle(.control("r"))
        }
        #expect(spy.calls == ["reload", "reload"])
    }

    @Test("B91 B92 u asks to undo, also without tasks; in the open search field it is typed")
    func reportsUndo() {
        withView(rows: 0) { view in
            _ = view.handle(.character("u"))
            view.showSearch(query: "", isOpen: true)
            _ = view.handle(.character("u"))
        }
        #expect(spy.calls == ["undo", "search u"])
    }

    @Test("B28 sends no selection intents while the table is empty")
    func noIntentsWithoutSelection() {
        withView(rows: 0) { view in
            for key: Key in [
                .character(" "), .character("e"), .character("d"), .character("J"), .character("K"),
            ] {
                _ = view.handle(key)
            }
        }
        #expect(spy.calls.isEmpty)
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
}
