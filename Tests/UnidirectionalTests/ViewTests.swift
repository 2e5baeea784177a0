import TaskListDomain
import TerminalKit
import Testing

@testable import Unidirectional
@testable import UnidirectionalCore

/// Each view on a headless terminal, rendered from a state made by hand: what it draws, and the
/// actions it sends. A view changes no state of the app itself.
@Suite("Views")
@MainActor
struct ViewTests {
    /// Collects what a view sends.
    final class Sent<Action> {
        var actions: [Action] = []
        func send(_ action: Action) { actions.append(action) }
    }

    private func lines(_ terminal: HeadlessTerminal) -> [String] {
        terminal.snapshot.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func home(_ summaries: [TaskListSummary]) -> HomeState {
        var state = HomeState()
        state.lists.replaceItems(with: summaries)
        return state
    }

    @Test("B01 B19 Home draws the state's lists with progress, the selection, and its keys")
    func homeDraws() {
        let view = HomeView { _ in }
        view.render(home([Samples.summary(1, "Groceries", done: 1, total: 2), Samples.summary(2, "Work")]))
        let lines = lines(HeadlessTerminal(root: view, size: Size(width: 60, height: 10)))
        #expect(lines[0] == "My Lists")
        #expect(lines[2].hasPrefix("> ✎ Groceries") && lines[2].hasSuffix("1/2"))
        #expect(lines[3].hasPrefix("✎ Work") && lines[3].hasSuffix("0/0"))
        #expect(lines[9] == "a add  enter open  n upcoming  r rename  …  ? help")
    }

    @Test("B13 B14 B17 B86 Home's keys become actions; moving sends the row the selection moved to")
    func homeSends() {
        let sent = Sent<HomeAction>()
        let view = HomeView(send: sent.send)
        view.render(home([Samples.summary(1, "Groceries"), Samples.summary(2, "Work")]))
        let terminal = HeadlessTerminal(root: view)
        for key in [
            Key.down, .enter, .character("n"), .character("r"), .character("a"), .character("d"),
            .character("q"),
        ] {
            terminal.press(key)
        }
        #expect(
            sent.actions == [
                .rowSelected(1), .openRequested, .upcomingRequested, .renameRequested, .addRequested,
                .deleteRequested, .quitRequested,
            ])
    }

    @Test("rendering a selection moves the table without sending it back")
    func renderDoesNotEcho() {
        let sent = Sent<HomeAction>()
        let view = HomeView(send: sent.send)
        var state = home([Samples.summary(1, "Groceries"), Samples.summary(2, "Work")])
        view.render(state)
        state.lists.select(at: 1)
        view.render(state)
        #expect(sent.actions == [])
        #expect(lines(HeadlessTerminal(root: view))[3].hasPrefix("> ✎ Work"))
    }

    @Test("B11 B12 the state's question is asked in a dialog; the answer is sent")
    func questionAsked() {
        let sent = Sent<HomeAction>()
        let view = HomeView(send: sent.send)
        var state = home([Samples.summary(1, "Groceries", total: 2)])
        state.listPendingDeletion = state.lists.selectedItem
        view.render(state)
        let terminal = HeadlessTerminal(root: view)
        #expect(terminal.snapshot.contains("Delete list \"Groceries\" and its 2 tasks?"))
        terminal.press(.character("y"))
        view.render(state)
        terminal.press(.character("n"))
        #expect(sent.actions == [.deleteConfirmed, .deleteCancelled])
        state.listPendingDeletion = nil
        view.render(state)
        #expect(!terminal.snapshot.contains("Delete list"))
    }

    @Test("B34 the state's status is drawn above the help bar")
    func statusDrawn() {
        var state = home([])
        state.status = "The database is busy. Try again."
        let view = HomeView { _ in }
        view.render(state)
        let lines = lines(HeadlessTerminal(root: view, size: Size(width: 60, height: 10)))
        #expect(lines[8] == "The database is busy. Try again.")
        #expect(lines[2] == "No lists yet. Press a to add one.")
    }

    @Test("B25 B34 the tasks screen draws the state's status and asks its question; the answer is sent")
    func tasksChrome() {
        let sent = Sent<TasksAction>()
        let view = TasksView(send: sent.send)
        var state = TasksState(list: Samples.list(1, "Groceries"))
        state.tasks.replaceItems(with: [Samples.task(10, "Milk")])
        state.status = "The database is busy. Try again."
        view.render(state)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 60, height: 10))
        #expect(lines(terminal)[8] == "The database is busy. Try again.")
        state.status = nil
        state.taskPendingDeletion = state.tasks.selectedItem
        view.render(state)
        #expect(terminal.snapshot.contains("Delete task \"Milk\"?"))
        terminal.press(.character("y"))
        #expect(sent.actions == [.deleteConfirmed])
    }

    @Test("B03 the list editor draws the state's status above the help bar")
    func listEditorStatus() {
        var state = ListEditorState(mode: .add)
        state.status = "A title cannot be empty."
        let view = ListEditorView { _ in }
        view.render(state)
        #expect(
            lines(HeadlessTerminal(root: view, size: Size(width: 60, height: 10)))[8]
                == "A title cannot be empty.")
    }

    @Test("B18 ? shows the help over the tasks screen")
    func helpOnTasks() {
        let sent = Sent<TasksAction>()
        let view = TasksView(send: sent.send)
        view.render(TasksState(list: Samples.list(1, "Groceries")))
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        #expect(sent.actions == [])
    }

    @Test("B18 ? on the list editor's icon row, which types nothing, shows the help")
    func helpOnIconRow() {
        let sent = Sent<ListEditorAction>()
        let view = ListEditorView(send: sent.send)
        view.render(ListEditorState(mode: .add))
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.tab)
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        #expect(sent.actions == [])
    }

    @Test("B18 ? shows the screen's keys over Home and any key closes it; in an editor ? is typed")
    func help() {
        let sent = Sent<HomeAction>()
        let view = HomeView(send: sent.send)
        view.render(home([Samples.summary(1, "Groceries")]))
        let terminal = HeadlessTerminal(root: view)
        let listsKey = { (key: String, action: String) in
            self.lines(terminal).contains { $0.contains("│ \(key) ") && $0.contains(" \(action) ") }
        }
        terminal.press(.character("?"))
        #expect(listsKey("enter", "open"))
        #expect(listsKey("ctrl-c", "quit"))
        terminal.press(.character("d"))
        #expect(!listsKey("ctrl-c", "quit"))
        #expect(sent.actions == [])
        let editorSent = Sent<TaskEditorAction>()
        let editor = TaskEditorView(send: editorSent.send)
        editor.render(TaskEditorState(mode: .add(toList: 1)))
        HeadlessTerminal(root: editor).press(.character("?"))
        #expect(editorSent.actions == [.titleChanged("?")])
    }

    @Test("B20 B23 B26 the tasks screen draws its state and its keys become actions")
    func tasksView() {
        let sent = Sent<TasksAction>()
        let view = TasksView(send: sent.send)
        var state = TasksState(list: Samples.list(1, "Groceries"))
        state.tasks.replaceItems(with: [Samples.task(10, "Milk", done: true), Samples.task(11, "Eggs")])
        view.render(state)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 60, height: 10))
        #expect(lines(terminal)[0] == "✎ Groceries (All)")
        #expect(lines(terminal)[2] == "> [x] Milk")
        for key in [
            Key.character(" "), .character("e"), .character("f"), .character("a"), .character("d"), .escape,
            .left,
        ] {
            terminal.press(key)
        }
        #expect(
            sent.actions == [
                .toggleRequested, .editRequested, .filterRequested, .addRequested, .deleteRequested,
                .backRequested,
                .backRequested,
            ])
    }

    @Test(
        "B60 B61 B62 / opens the search; the closed field shows the kept query; the help bar lists / and K/J")
    func searchClosedField() {
        let sent = Sent<TasksAction>()
        let view = TasksView(send: sent.send)
        var state = TasksState(list: Samples.list(1, "Groceries"))
        state.tasks.replaceItems(with: [Samples.task(10, "Milk")])
        view.render(state)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 110, height: 10))
        #expect(lines(terminal)[1] == "")
        #expect(
            lines(terminal)[9]
                == "a add  space toggle  e edit  d delete  f filter  u undo  / search  K/J move task  esc/left back  ? help"
        )
        terminal.press(.character("/"))
        #expect(sent.actions == [.searchRequested])
        state.search = TaskSearch("milk")
        view.render(state)
        #expect(lines(terminal)[0] == "✎ Groceries (All, \"milk\")")
        #expect(lines(terminal)[1] == "Search: milk")
        #expect(lines(terminal)[2] == "> [ ] Milk")
    }

    @Test("B60 B61 B62 the open field types ?, q, space, K and J; up/down move; enter and esc close it")
    func searchOpenField() {
        let sent = Sent<TasksAction>()
        let view = TasksView(send: sent.send)
        var state = TasksState(list: Samples.list(1, "Groceries"))
        state.tasks.replaceItems(with: [Samples.task(10, "Milk"), Samples.task(11, "Eggs")])
        state.isSearching = true
        view.render(state)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 60, height: 10))
        #expect(lines(terminal)[1] == "Search:")
        #expect(lines(terminal)[9] == "enter done  esc clear  up/down move")
        for (key, query) in [("?", "?"), ("q", "?q"), (" ", "?q "), ("K", "?q K"), ("J", "?q KJ")] {
            terminal.press(.character(Character(key)))
            state.search = TaskSearch(query)
            view.render(state)
        }
        #expect(lines(terminal)[1] == "Search: ?q KJ")
        terminal.press(.down)
        terminal.press(.enter)
        terminal.press(.escape)
        #expect(
            sent.actions == [
                .queryChanged("?"), .queryChanged("?q"), .queryChanged("?q "), .queryChanged("?q K"),
                .queryChanged("?q KJ"), .rowSelected(1), .searchClosed, .searchCleared,
            ])
    }

    @Test("B62 K and J on the list ask to move the selected task up and down")
    func moveKeys() {
        let sent = Sent<TasksAction>()
        let view = TasksView(send: sent.send)
        var state = TasksState(list: Samples.list(1, "Groceries"))
        state.tasks.replaceItems(with: [Samples.task(10, "Milk"), Samples.task(11, "Eggs")])
        view.render(state)
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.character("J"))
        terminal.press(.character("K"))
        #expect(sent.actions == [.moveRequested(by: 1), .moveRequested(by: -1)])
    }

    @Test("B08 B29 the list editor sends what its fields hold after a key changed them, and enter and esc")
    func listEditorSends() {
        var state = ListEditorState(mode: .add)
        let sent = Sent<ListEditorAction>()
        let view = ListEditorView(send: sent.send)
        view.render(state)
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.character("G"))
        #expect(sent.actions == [.titleChanged("G")])
        state.title = "G"
        view.render(state)
        terminal.press(.character("o"))
        state.title = "Go"
        view.render(state)
        terminal.press(.tab)
        terminal.press(.right)
        state.icon = .home
        view.render(state)
        terminal.press(.enter)
        terminal.press(.escape)
        #expect(
            sent.actions == [
                .titleChanged("G"), .titleChanged("Go"), .iconSelected(1), .saveRequested, .cancelRequested,
            ])
        #expect(lines(terminal)[0] == "New List")
    }

    @Test("B10 the list editor draws the state's title and icon")
    func listEditorDraws() {
        let view = ListEditorView { _ in }
        view.render(ListEditorState(mode: .rename(Samples.list(1, "Groceries", icon: .mail))))
        let lines = lines(HeadlessTerminal(root: view))
        #expect(lines[0] == "Rename List")
        #expect(lines[2] == "> Title: Groceries")
        #expect(lines[4].hasPrefix("Icon:   ✎  ⌂ [✉]"))
    }

    @Test("B03 B24 the task editor draws the state's title and status, and sends its edits")
    func taskEditor() {
        let sent = Sent<TaskEditorAction>()
        let view = TaskEditorView(send: sent.send)
        var state = TaskEditorState(mode: .edit(Samples.task(10, "Milk")))
        state.status = "A title cannot be empty."
        view.render(state)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 60, height: 10))
        #expect(lines(terminal)[0] == "Edit Task")
        #expect(lines(terminal)[2] == "> Title: Milk")
        #expect(lines(terminal)[8] == "A title cannot be empty.")
        terminal.press(.backspace)
        state.title = "Mil"
        view.render(state)
        terminal.press(.enter)
        #expect(sent.actions == [.titleChanged("Mil"), .saveRequested])
    }

    @Test(
        "B64 the notes fill the rows under the due date; tab moves to them, enter starts a line, ctrl-s saves"
    )
    func taskEditorNotes() {
        let sent = Sent<TaskEditorAction>()
        let view = TaskEditorView(send: sent.send)
        var state = TaskEditorState(
            mode: .edit(Samples.task(10, "Call mum", notes: "about Sunday\nbring cake")))
        view.render(state)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 60, height: 10))
        #expect(lines(terminal)[2] == "> Title: Call mum")
        #expect(lines(terminal)[6] == "Notes: about Sunday")
        #expect(lines(terminal)[7] == "bring cake")
        #expect(lines(terminal)[9] == "ctrl-s save  esc cancel  tab next field")
        terminal.press(.tab, count: 2)
        #expect(lines(terminal)[6] == "> Notes: about Sunday")
        terminal.press(.enter)
        state.notes = "about Sunday\nbring cake\n"
        view.render(state)
        terminal.press(.character("?"))
        terminal.press(.control("s"))
        terminal.press(.backTab, count: 2)
        terminal.press(.enter)
        terminal.press(.escape)
        #expect(
            sent.actions == [
                .notesChanged("about Sunday\nbring cake\n"), .notesChanged("about Sunday\nbring cake\n?"),
                .saveRequested, .saveRequested, .cancelRequested,
            ])
    }

    @Test(
        "B84 the Due field sits between the title and the notes, shows the state's day, sends its edits; enter saves"
    )
    func taskEditorDueDate() {
        let sent = Sent<TaskEditorAction>()
        let view = TaskEditorView(send: sent.send)
        var state = TaskEditorState(
            mode: .edit(Samples.task(10, "Milk", notes: "2 l", due: DueDate("2026-12-03"))))
        view.render(state)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 60, height: 10))
        #expect(lines(terminal)[2] == "> Title: Milk")
        #expect(lines(terminal)[4] == "Due:   2026-12-03")
        #expect(lines(terminal)[6] == "Notes: 2 l")
        terminal.press(.tab)
        #expect(lines(terminal)[4] == "> Due:   2026-12-03")
        terminal.press(.control("u"))
        state.due = ""
        view.render(state)
        terminal.type("2026-12-24")
        terminal.press(.enter)
        #expect(sent.actions.first == .dueChanged(""))
        #expect(sent.actions.suffix(2) == [.dueChanged("2026-12-24"), .saveRequested])
    }

    @Test(
        "B75 while the state loads its rows, the table shows nothing, then Loading… once 150 ms have passed")
    func loadingShown() {
        var now = Duration.zero
        var state = TasksState(list: Samples.list(1, "Groceries"))
        state.isLoading = true
        let view = TasksView { _ in }
        view.render(state)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 60, height: 10))
        terminal.clock = { now }
        #expect(lines(terminal)[2] == "")
        now = .milliseconds(149)
        #expect(lines(terminal)[2] == "")
        now = .milliseconds(150)
        #expect(lines(terminal)[2] == "Loading…")
        state.isLoading = false
        state.tasks.replaceItems(with: [Samples.task(10, "Milk")])
        view.render(state)
        #expect(lines(terminal)[2] == "> [ ] Milk")
    }

    @Test("B75 Home's rows say Loading… too while its lists are read, and the empty text only once they came")
    func homeLoadingShown() {
        var now = Duration.zero
        var state = HomeState()
        state.isLoading = true
        let view = HomeView { _ in }
        view.render(state)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 60, height: 10))
        terminal.clock = { now }
        #expect(lines(terminal)[2] == "")
        now = .milliseconds(200)
        #expect(lines(terminal)[2] == "Loading…")
        state.isLoading = false
        view.render(state)
        #expect(lines(terminal)[2] == "No lists yet. Press a to add one.")
    }

    @Test("B90 B91 u asks Home, the tasks screen and Upcoming to undo; in the open search field it is typed")
    func undoKey() {
        let home = Sent<HomeAction>()
        HeadlessTerminal(root: HomeView(send: home.send)).press(.character("u"))
        #expect(home.actions == [.undoRequested])
        let upcoming = Sent<UpcomingAction>()
        HeadlessTerminal(root: UpcomingView(send: upcoming.send)).press(.character("u"))
        #expect(upcoming.actions == [.undoRequested])
        let tasks = Sent<TasksAction>()
        let view = TasksView(send: tasks.send)
        var state = TasksState(list: Samples.list(1, "Groceries"))
        view.render(state)
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.character("u"))
        state.isSearching = true
        view.render(state)
        terminal.press(.character("u"))
        #expect(tasks.actions == [.undoRequested, .queryChanged("u")])
    }

    @Test("B80 ctrl-r asks Home and the tasks screen to read their rows again")
    func reloadKey() {
        let home = Sent<HomeAction>()
        HeadlessTerminal(root: HomeView(send: home.send)).press(.control("r"))
        #expect(home.actions == [.reloadRequested])
        let tasks = Sent<TasksAction>()
        HeadlessTerminal(root: TasksView(send: tasks.send)).press(.control("r"))
        #expect(tasks.actions == [.reloadRequested])
    }

    @Test("B79 an editor whose save waits says Saving… in the status line")
    func savingShown() {
        var state = TaskEditorState(mode: .add(toList: 1))
        state.isSaving = true
        let view = TaskEditorView { _ in }
        view.render(state)
        #expect(lines(HeadlessTerminal(root: view, size: Size(width: 60, height: 10)))[8] == "Saving…")
        var list = ListEditorState(mode: .add)
        list.isSaving = true
        let listView = ListEditorView { _ in }
        listView.render(list)
        #expect(lines(HeadlessTerminal(root: listView, size: Size(width: 60, height: 10)))[8] == "Saving…")
    }

    @Test("B64 ctrl-s saves in the list editor too")
    func listEditorControlS() {
        let sent = Sent<ListEditorAction>()
        let view = ListEditorView(send: sent.send)
        view.render(ListEditorState(mode: .add))
        HeadlessTerminal(root: view).press(.control("s"))
        #expect(sent.actions == [.saveRequested])
    }
}
