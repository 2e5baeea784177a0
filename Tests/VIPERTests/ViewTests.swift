import TerminalKit
import Testing
import VIPERLogic

@testable import VIPER

@Suite("Views")
@MainActor
struct ViewTests {
    private let output = ViewOutputSpy()
    private let ids = IDsByText()

    /// Gives the presenter spy `rows` and tells `view` that the rows changed, as a presenter does.
    private func show(_ rows: [RowDisplayItem], in view: RowsView) {
        output.rows = rows
        view.showRows(count: rows.count)
    }

    /// Rows of tasks whose IDs follow their texts: a row with the same text shows the same task.
    private func rows(_ texts: [String]) -> [RowDisplayItem] {
        texts.map { RowDisplayItem(id: .task(ids.id(of: $0)), text: $0) }
    }

    /// Rows of lists whose IDs follow their texts, as Home shows them.
    private func listRows(_ texts: [String]) -> [RowDisplayItem] {
        texts.map { RowDisplayItem(id: .list(ids.id(of: $0)), text: $0) }
    }

    private func homeView(rows texts: [String]) -> HomeView {
        let view = HomeView(output: output)
        if texts.isEmpty {
            view.showEmptyState("Nothing here.")
        } else {
            show(listRows(texts), in: view)
        }
        return view
    }

    @Test("B86 Home sends each of its keys to the presenter, with the row the arrows selected")
    func homeSendsKeys() {
        let view = homeView(rows: ["One", "Two"])
        let keys: [Key] = [
            .character("a"), .down, .enter, .character("n"), .character("r"), .character("d"),
            .character("q"),
        ]
        for key in keys {
            _ = view.handle(key)
        }
        #expect(output.events == ["add", "open row 1", "upcoming", "rename row 1", "delete row 1", "quit"])
    }

    @Test("B87 B88 Upcoming sends space, enter, esc and left to the presenter, with the selected row or none")
    func upcomingSendsKeys() {
        let view = UpcomingView(output: output)
        let terminal = HeadlessTerminal(root: view)
        for key: Key in [.character(" "), .enter] {
            terminal.press(key)
        }
        show(rows(["Slides", "Bread"]), in: view)
        for key: Key in [.down, .character(" "), .enter, .escape, .left] {
            terminal.press(key)
        }
        #expect(
            output.events == [
                "toggle no row", "open no row", "toggle row 1", "open row 1", "back", "back",
            ])
    }

    @Test("B28 the view sends enter, r and d without a row: the presenter decides")
    func homeSendsWithoutRows() {
        let view = homeView(rows: [])
        for key: Key in [.enter, .character("r"), .character("d")] {
            _ = view.handle(key)
        }
        #expect(output.events == ["open no row", "rename no row", "delete no row"])
    }

    @Test("the tasks view sends each of its keys to the presenter, with the selected row")
    func tasksSendsKeys() {
        let view = TasksView(output: output)
        show([RowDisplayItem(id: .task(1), text: "Milk")], in: view)
        let keys: [Key] = [
            .character("a"), .character(" "), .character("e"), .character("d"), .character("f"), .escape,
            .left,
        ]
        for key in keys {
            _ = view.handle(key)
        }
        #expect(
            output.events == [
                "add", "toggle row 0", "edit row 0", "delete row 0", "next filter", "back", "back",
            ])
    }

    /// A tasks view showing `rows`, its search field closed and empty, on a headless terminal.
    private func tasksView(rows texts: [String]) -> (TasksView, HeadlessTerminal) {
        let view = TasksView(output: output)
        show(rows(texts), in: view)
        view.showSearchField(prompt: "Search: ", query: "", isOpen: false)
        return (view, HeadlessTerminal(root: view, size: Size(width: 120, height: 8)))
    }

    @Test("B60 / asks to open the search; the open field types every character and reports each query")
    func searchFieldTypes() {
        let (view, terminal) = tasksView(rows: ["Milk"])
        terminal.press(.character("/"))
        #expect(output.events == ["open search"])
        view.showSearchField(prompt: "Search: ", query: "", isOpen: true)
        terminal.type("a q?")
        terminal.press(.backspace)
        #expect(
            output.events == [
                "open search", "search a", "search a ", "search a q", "search a q?", "search a q",
            ])
    }

    @Test("B60 up/down still move the selection while the search field is open")
    func arrowsMoveWhileSearching() {
        let (view, terminal) = tasksView(rows: ["Milk", "Eggs", "Bread"])
        view.showSearchField(prompt: "Search: ", query: "", isOpen: true)
        terminal.press(.down)
        terminal.press(.down)
        terminal.press(.up)
        #expect(view.selectedRow == 1)
        terminal.type("j")
        #expect(view.selectedRow == 1)
        #expect(output.events == ["search j"])
    }

    @Test("B62 K and J send a move up and down with the selected row; the open search field types them")
    func movesWithSelectedRow() {
        let (view, terminal) = tasksView(rows: ["Milk", "Eggs"])
        terminal.press(.down)
        terminal.press(.character("K"))
        terminal.press(.character("J"))
        view.showSearchField(prompt: "Search: ", query: "", isOpen: true)
        terminal.type("KJ")
        #expect(output.events == ["move up row 1", "move down row 1", "search K", "search KJ"])
    }

    @Test("B62 the selection follows the moved task to its new row")
    func selectionFollowsMovedTask() {
        let (view, _) = tasksView(rows: ["Milk", "Eggs", "Bread"])
        view.selectRow(at: 1)
        show(rows(["Eggs", "Milk", "Bread"]), in: view)
        #expect(view.selectedRow == 0)
    }

    @Test("B61 enter and esc in the open field ask to close it and to clear it; closed, esc goes back")
    func enterAndEscapeInField() {
        let (view, terminal) = tasksView(rows: ["Milk"])
        view.showSearchField(prompt: "Search: ", query: "milk", isOpen: true)
        terminal.press(.enter)
        terminal.press(.escape)
        view.showSearchField(prompt: "Search: ", query: "milk", isOpen: false)
        terminal.press(.escape)
        #expect(output.events == ["close search", "clear search", "back"])
    }

    @Test("B60 B61 draws the search field under the title: blank, with the cursor while open, then without")
    func drawsSearchField() {
        let (view, terminal) = tasksView(rows: ["Milk"])
        #expect(terminal.snapshot.components(separatedBy: "\n")[1] == "")
        view.showSearchField(prompt: "Search: ", query: "milk", isOpen: true)
        #expect(terminal.snapshot.components(separatedBy: "\n")[1] == " Search: milk")
        #expect(terminal.render()[13, 1].style == .reverse)
        view.showSearchField(prompt: "Search: ", query: "milk", isOpen: false)
        #expect(terminal.snapshot.components(separatedBy: "\n")[1] == " Search: milk")
        #expect(terminal.render()[13, 1].style != .reverse)
    }

    @Test("B61 while the search field is open the help bar lists its keys, else the list's with / search")
    func searchHelpBar() {
        let (view, terminal) = tasksView(rows: [])
        view.showSearchField(prompt: "Search: ", query: "", isOpen: true)
        #expect(
            terminal.snapshot.components(separatedBy: "\n").last == " enter done  esc clear  up/down move")
        view.showSearchField(prompt: "Search: ", query: "", isOpen: false)
        #expect(
            terminal.snapshot.components(separatedBy: "\n").last
                == " a add  space toggle  e edit  d delete  f filter  u undo  / search  K/J move task  esc/left back  ? help"
        )
    }

    @Test(
        "B01 B14 B67 draws the title and rows it is told; when its row is gone the selection keeps its index")
    func drawsRowsAndKeepsSelection() {
        let view = homeView(rows: ["✎ Groceries", "✎ Work", "✎ Holiday"])
        view.showTitle("My Lists")
        view.selectRow(at: 2)
        var shown = listRows(["✎ Groceries", "✎ Work"])
        shown[0].detail = "1/3"
        show(shown, in: view)
        let lines = HeadlessTerminal(root: view, size: Size(width: 30, height: 8)).snapshot
            .components(separatedBy: "\n")
        #expect(lines[0] == " My Lists")
        #expect(lines[2] == "   ✎ Groceries            1/3")
        #expect(lines[3].hasPrefix(" > ✎ Work"))
        #expect(view.selectedRow == 1)
    }

    @Test("B67 the selection stays on the row with its ID when rows come and go around it")
    func selectionFollowsID() {
        let view = homeView(rows: ["A", "B", "C"])
        view.selectRow(at: 1)
        show(listRows(["B", "C"]), in: view)
        #expect(view.selectedRow == 0)
        show(listRows(["X", "Y", "B"]), in: view)
        #expect(view.selectedRow == 2)
    }

    @Test("B62 B67 the selection follows the row selected when the rows arrived, before any key moved it")
    func selectionFollowsFirstRowsID() {
        let (view, _) = tasksView(rows: ["Milk", "Eggs"])
        show(rows(["Eggs", "Milk"]), in: view)
        #expect(view.selectedRow == 1)
    }

    @Test("B67 once every row went, the first row is selected when rows come back")
    func emptiedRowsSelectFirst() {
        let (view, terminal) = tasksView(rows: ["Milk", "Eggs"])
        terminal.press(.down)
        view.showEmptyState("No active tasks.")
        show(rows(["Milk", "Eggs"]), in: view)
        #expect(view.selectedRow == 0)
    }

    @Test("B67 the selection stays on the row the arrows moved it to when rows come and go around it")
    func selectionFollowsIDAfterKeys() {
        let (view, terminal) = tasksView(rows: ["A", "B", "C"])
        terminal.press(.down, count: 2)
        show(rows(["C", "A", "B"]), in: view)
        #expect(view.selectedRow == 0)
        terminal.press(.down)
        show(rows(["X", "C", "Y", "A"]), in: view)
        #expect(view.selectedRow == 3)
    }

    @Test("of 10,000 rows the view asks the presenter only for those it draws, the selected one among them")
    func asksOnlyForRowsDrawn() throws {
        let view = TasksView(output: output)
        show((0..<10_000).map { RowDisplayItem(id: .task(Int64($0)), text: "Task \($0)") }, in: view)
        let terminal = HeadlessTerminal(root: view, size: Size(width: 40, height: 10))
        #expect(terminal.snapshot.contains("Task 5"))
        try #require(Set(output.requestedRows).count == 6)
        #expect(Set(output.requestedRows) == Set(0..<6))
        terminal.press(.end)
        output.forgetRequestedRows()
        output.rows[9_999].text = "Task 9999 done"
        view.showRows(count: 10_000)
        #expect(terminal.snapshot.contains("> Task 9999 done"))
        try #require(Set(output.requestedRows).count == 6)
        #expect(Set(output.requestedRows) == Set(9_994..<10_000))
    }

    @Test("B02 B34 draws the empty state and the error it is told, the error until the next key")
    func drawsEmptyStateAndError() {
        let view = homeView(rows: [])
        view.showError("Something failed.")
        let terminal = HeadlessTerminal(root: view)
        #expect(terminal.snapshot.contains("  Nothing here."))
        #expect(terminal.snapshot.contains("Something failed."))
        terminal.press(.down)
        #expect(!terminal.snapshot.contains("Something failed."))
    }

    @Test("B11 B12 asks the question it is told and sends the answer")
    func sendsAnswers() {
        let view = homeView(rows: ["One"])
        let terminal = HeadlessTerminal(root: view)
        view.askConfirmation("Delete it?")
        #expect(terminal.snapshot.contains("Delete it?"))
        terminal.press(.character("y"))
        view.askConfirmation("Delete it?")
        terminal.press(.character("n"))
        #expect(!terminal.snapshot.contains("Delete it?"))
        #expect(output.events == ["confirm", "cancel confirmation"])
    }

    @Test("B19 each view's help bar, on the bottom row, lists the keys of its screen")
    func helpBars() {
        let views: [(any View, String)] = [
            (
                HomeView(output: output),
                " a add  enter open  n upcoming  r rename  d delete  u undo  q quit  ? help"
            ),
            (
                UpcomingView(output: output),
                " space toggle  enter open in list  u undo  esc/left back  ? help"
            ),
            (
                TasksView(output: output),
                " a add  space toggle  e edit  d delete  f filter  u undo  / search  K/J move task  esc/left back  ? help"
            ),
            (TaskEditorView(output: output), " ctrl-s save  esc cancel  tab next field"),
            (ListEditorView(output: output), " enter save  esc cancel  tab next field  left/right icon"),
        ]
        for (view, helpBar) in views {
            let lines = HeadlessTerminal(root: view, size: Size(width: 120, height: 24)).snapshot
                .components(separatedBy: "\n")
            #expect(lines.last == helpBar)
        }
    }

    @Test("B18 ? shows the help overlay, which the next key closes")
    func showsHelp() {
        let terminal = HeadlessTerminal(root: homeView(rows: []))
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        terminal.press(.character("x"))
        #expect(!terminal.snapshot.contains("Help"))
        #expect(output.events.isEmpty)
    }

    @Test("B18 ? shows the help overlay on the tasks view")
    func tasksViewShowsHelp() {
        let (_, terminal) = tasksView(rows: ["Milk"])
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        #expect(output.events.isEmpty)
    }

    @Test("B18 ? shows the help overlay on Upcoming")
    func upcomingViewShowsHelp() {
        let view = UpcomingView(output: output)
        show(rows(["Slides"]), in: view)
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        #expect(output.events.isEmpty)
    }

    @Test("B18 ? on the list editor's icon row, which types nothing, shows the help overlay")
    func listEditorIconRowShowsHelp() {
        let view = ListEditorView(output: output)
        view.showTitleField(label: "Title", text: "")
        view.showIconPicker(label: "Icon", icons: ["a", "b"], selectedIndex: 0)
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.tab)
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        #expect(view.enteredTitle.isEmpty)
        #expect(output.events.isEmpty)
    }

    @Test("B18 B29 the task editor keeps what is typed, ? included, and sends the title on enter")
    func taskEditorSendsTitle() {
        let view = TaskEditorView(output: output)
        view.showTitleField(label: "Title", text: "Milk")
        let terminal = HeadlessTerminal(root: view)
        terminal.type(" why?")
        terminal.press(.enter)
        terminal.press(.escape)
        #expect(output.events == ["save Milk why?", "cancel"])
        #expect(!terminal.snapshot.contains("Help"))
    }

    @Test(
        "B64 B84 the task editor's notes fill the rest of the form under the title and the due date; the focused field is marked"
    )
    func drawsNotes() {
        let view = TaskEditorView(output: output)
        view.showTitleField(label: "Title", text: "Call mum")
        view.showDueField(label: "Due", text: "2026-12-24")
        view.showNotesField(label: "Notes", text: "Sunday\nAfter lunch")
        let terminal = HeadlessTerminal(root: view, size: Size(width: 40, height: 10))
        terminal.press(.tab, count: 2)
        let lines = terminal.snapshot.components(separatedBy: "\n")
        #expect(lines[2] == "   Title: Call mum")
        #expect(lines[4] == "   Due:   2026-12-24")
        #expect(lines[6] == " > Notes: Sunday")
        #expect(lines[7] == "          After lunch")
    }

    @Test(
        "B84 tab moves from the title to the due date, where typing edits it and enter sends the three fields"
    )
    func taskEditorSendsDueDate() {
        let view = TaskEditorView(output: output)
        view.showTitleField(label: "Title", text: "Milk")
        view.showDueField(label: "Due", text: "")
        view.showNotesField(label: "Notes", text: "Oat")
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.tab)
        terminal.type("2026-12-24")
        #expect(terminal.snapshot.components(separatedBy: "\n")[4] == " > Due:   2026-12-24")
        terminal.press(.enter)
        #expect(output.events == ["save Milk notes \"Oat\" due \"2026-12-24\""])
    }

    @Test(
        "B64 B84 tab moves past the due date to the notes, where enter starts a new line; ctrl-s sends the fields"
    )
    func taskEditorSendsNotes() {
        let view = TaskEditorView(output: output)
        view.showTitleField(label: "Title", text: "Call mum")
        view.showDueField(label: "Due", text: "")
        view.showNotesField(label: "Notes", text: "")
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.tab, count: 2)
        terminal.type("Sunday")
        terminal.press(.enter)
        terminal.type("After lunch")
        terminal.press(.control("s"))
        terminal.press(.backTab, count: 2)
        terminal.press(.enter)
        terminal.press(.escape)
        #expect(
            output.events == [
                "save Call mum notes \"Sunday\\nAfter lunch\"",
                "save Call mum notes \"Sunday\\nAfter lunch\"",
                "cancel",
            ])
    }

    @Test("B09 esc in the list editor asks the presenter to cancel, from either row")
    func listEditorCancels() {
        let view = ListEditorView(output: output)
        view.showTitleField(label: "Title", text: "Work")
        view.showIconPicker(label: "Icon", icons: ["a", "b"], selectedIndex: 0)
        let terminal = HeadlessTerminal(root: view)
        terminal.press(.escape)
        terminal.press(.tab)
        terminal.press(.escape)
        #expect(output.events == ["cancel", "cancel"])
    }

    @Test("B64 ctrl-s saves in the list editor too")
    func listEditorSavesOnControlS() {
        let view = ListEditorView(output: output)
        view.showTitleField(label: "Title", text: "Work")
        view.showIconPicker(label: "Icon", icons: ["a", "b"], selectedIndex: 0)
        _ = view.handle(.control("s"))
        #expect(output.events == ["save Work icon 0"])
    }

    @Test("B08 the list editor draws the icons it is told and sends the picked one with the title")
    func listEditorSendsIcon() {
        let view = ListEditorView(output: output)
        view.showTitle("New List")
        view.showTitleField(label: "Title", text: "Work")
        view.showIconPicker(label: "Icon", icons: ["a", "b", "c"], selectedIndex: 1)
        let terminal = HeadlessTerminal(root: view)
        #expect(terminal.snapshot.contains("Icon:   a [b] c"))
        terminal.press(.tab)
        terminal.press(.right)
        #expect(terminal.snapshot.contains("> Icon:"))
        terminal.press(.enter)
        #expect(output.events == ["save Work icon 2"])
    }

    @Test("B80 ctrl-r on Home, on the tasks view and on Upcoming asks the presenter to read the rows again")
    func controlRReloads() {
        _ = homeView(rows: ["One"]).handle(.control("r"))
        let (_, terminal) = tasksView(rows: ["Milk"])
        terminal.press(.control("r"))
        _ = UpcomingView(output: output).handle(.control("r"))
        #expect(output.events == ["reload", "reload", "reload"])
    }

    @Test(
        "B90 B91 u on Home, on the tasks view and on Upcoming asks the presenter to undo; the search types it"
    )
    func uUndoes() {
        _ = homeView(rows: ["One"]).handle(.character("u"))
        _ = UpcomingView(output: output).handle(.character("u"))
        let (view, terminal) = tasksView(rows: ["Milk"])
        terminal.press(.character("u"))
        view.showSearchField(prompt: "Search: ", query: "", isOpen: true)
        terminal.press(.character("u"))
        #expect(output.events == ["undo", "undo", "undo", "search u"])
    }

    @Test("B90 a view with rows shows the status it is told, such as what an undo brought back, until a key")
    func drawsRowsStatus() {
        let view = homeView(rows: ["One"])
        view.showStatus("Restored list \"One\".")
        let terminal = HeadlessTerminal(root: view, size: Size(width: 40, height: 8))
        #expect(terminal.snapshot.components(separatedBy: "\n")[6] == " Restored list \"One\".")
        terminal.press(.down)
        #expect(!terminal.snapshot.contains("Restored"))
    }

    @Test("B76 every view tells its presenter when the navigation stack removed it")
    func leavingReachesPresenter() {
        let pages: [any Page] = [
            HomeView(output: output), TasksView(output: output), UpcomingView(output: output),
            ListEditorView(output: output), TaskEditorView(output: output),
        ]
        for page in pages {
            page.didLeave()
        }
        #expect(output.events == ["leave", "leave", "leave", "leave", "leave"])
    }

    @Test("B75 told that the rows load, the view shows Loading… after 150 ms, and the rows once told so")
    func drawsLoading() {
        let (view, terminal) = tasksView(rows: [])
        var now = Duration.zero
        terminal.clock = { now }
        view.showLoading()
        #expect(terminal.snapshot.components(separatedBy: "\n")[2] == "")
        now = .milliseconds(150)
        #expect(terminal.snapshot.components(separatedBy: "\n")[2] == "   Loading…")
        view.hideLoading()
        show(rows(["Milk"]), in: view)
        #expect(terminal.snapshot.components(separatedBy: "\n")[2] == " > Milk")
    }

    @Test("B79 an editor shows the status it is told, such as Saving…, until the next key")
    func drawsStatus() {
        let view = ListEditorView(output: output)
        view.showStatus("Saving…")
        let terminal = HeadlessTerminal(root: view, size: Size(width: 40, height: 8))
        #expect(terminal.snapshot.components(separatedBy: "\n")[6] == " Saving…")
        terminal.press(.right)
        #expect(!terminal.snapshot.contains("Saving…"))
    }
}

/// Gives every row text an ID of its own, the same each time the text comes again, as a presenter gives a
/// row its entity's ID.
private final class IDsByText {
    private var ids: [String: Int64] = [:]

    func id(of text: String) -> Int64 {
        if let id = ids[text] { return id }
        let id = Int64(ids.count + 1)
        ids[text] = id
        return id
    }
}
