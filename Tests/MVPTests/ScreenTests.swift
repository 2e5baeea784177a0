import MVPPresenters
import TerminalKit
import Testing

@testable import MVP

@MainActor
@Suite("Screens")
struct ScreenTests {
    private let spy = PresenterSpy()

    private func homeScreen(rows: [DisplayRow]) -> HomeScreen<PresenterSpy> {
        let screen = HomeScreen<PresenterSpy>()
        screen.presenter = spy
        spy.rows = rows
        if rows.isEmpty {
            screen.showEmptyState("Nothing here.")
        } else {
            screen.reloadRows(count: rows.count, selectedIndex: 0)
        }
        return screen
    }

    @Test("Home forwards each of its keys to the presenter, and the selection the arrows move")
    func homeForwardsKeys() {
        let screen = homeScreen(rows: [DisplayRow(text: "One"), DisplayRow(text: "Two")])
        let keys: [Key] = [
            .character("a"), .down, .enter, .character("n"), .character("r"), .character("d"),
            .character("q"),
        ]
        for key in keys {
            _ = screen.handle(key)
        }
        #expect(spy.events == ["add", "select 1", "open", "upcoming", "rename", "delete", "quit"])
    }

    @Test("B28 the view forwards enter, r and d on an empty list: the presenter decides")
    func homeForwardsWithoutRows() {
        let screen = homeScreen(rows: [])
        for key: Key in [.enter, .character("r"), .character("d")] {
            _ = screen.handle(key)
        }
        #expect(spy.events == ["open", "rename", "delete"])
    }

    @Test("the tasks screen forwards each of its keys to the presenter")
    func tasksForwardsKeys() {
        let screen = TasksScreen<PresenterSpy>()
        screen.presenter = spy
        let keys: [Key] = [
            .character("a"), .character(" "), .character("e"), .character("d"), .character("f"), .escape,
            .left,
        ]
        for key in keys {
            _ = screen.handle(key)
        }
        #expect(spy.events == ["add", "toggle", "edit", "delete", "next filter", "back", "back"])
    }

    /// A tasks screen over three rows, wired to the spy, with its search field open.
    private func searchingTasksScreen() -> TasksScreen<PresenterSpy> {
        let screen = TasksScreen<PresenterSpy>()
        screen.presenter = spy
        spy.rows = ["One", "Two", "Three"].map { DisplayRow(text: $0) }
        screen.reloadRows(count: 3, selectedIndex: 0)
        screen.showSearch(prompt: "Search: ", query: "", isOpen: true)
        return screen
    }

    @Test("B60 the tasks screen forwards / and each change of the query; ?, q and space are typed into it")
    func tasksForwardsSearch() {
        let screen = TasksScreen<PresenterSpy>()
        screen.presenter = spy
        _ = screen.handle(.character("/"))
        screen.showSearch(prompt: "Search: ", query: "", isOpen: true)
        for key: Key in [.character("?"), .character("q"), .character(" "), .left, .backspace] {
            _ = screen.handle(key)
        }
        #expect(spy.events == ["open search", "search ?", "search ?q", "search ?q ", "search ? "])
    }

    @Test("B60 B61 in the open field up/down move the selection, enter closes, esc clears; else esc is back")
    func tasksSearchFieldKeys() {
        let screen = searchingTasksScreen()
        for key: Key in [.down, .enter] {
            _ = screen.handle(key)
        }
        screen.showSearch(prompt: "Search: ", query: "", isOpen: false)
        _ = screen.handle(.escape)
        screen.showSearch(prompt: "Search: ", query: "", isOpen: true)
        _ = screen.handle(.escape)
        #expect(spy.events == ["select 1", "close search", "back", "clear search"])
    }

    @Test("B60 B61 draws the search row and the help bar it is told: open with the cursor, closed, blank")
    func drawsSearch() {
        let screen = searchingTasksScreen()
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 40, height: 8))
        #expect(terminal.render().lines[1] == " Search:")
        #expect(terminal.render()[9, 1].style == .reverse)
        #expect(terminal.render().lines[7] == " enter done  esc clear  up/down move")
        screen.showSearch(prompt: "Find: ", query: "milk", isOpen: false)
        #expect(terminal.render().lines[1] == " Find: milk")
        #expect(terminal.render()[11, 1].style == [])
        #expect(terminal.render().lines[7] == " a add  space toggle  e edit  …  ? help")
        screen.showSearch(prompt: "Find: ", query: "", isOpen: false)
        #expect(terminal.render().lines[1] == "")
    }

    @Test("B62 the tasks screen forwards K and J and lists them; in the open search field they are typed")
    func tasksForwardsMoves() {
        let screen = searchingTasksScreen()
        screen.showSearch(prompt: "Search: ", query: "", isOpen: false)
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 120, height: 8))
        #expect(terminal.render().lines[7].contains("  / search  K/J move task  esc/left back  ? help"))
        for key: Key in [.character("K"), .character("J"), .character("/")] {
            _ = screen.handle(key)
        }
        screen.showSearch(prompt: "Search: ", query: "", isOpen: true)
        for key: Key in [.character("K"), .character("J")] {
            _ = screen.handle(key)
        }
        #expect(spy.events == ["move up", "move down", "open search", "search K", "search KJ"])
    }

    @Test("B01 draws the title and the rows its presenter formats, the selected one marked")
    func drawsRows() {
        let screen = HomeScreen<PresenterSpy>()
        screen.presenter = spy
        spy.rows = [DisplayRow(text: "✎ Groceries", detail: "1/3"), DisplayRow(text: "✎ Work")]
        screen.showTitle("My Lists")
        screen.reloadRows(count: 2, selectedIndex: 1)
        let lines = HeadlessTerminal(root: screen, size: Size(width: 30, height: 8)).snapshot
            .components(separatedBy: "\n")
        #expect(lines[0] == " My Lists")
        #expect(lines[2] == "   ✎ Groceries            1/3")
        #expect(lines[3].hasPrefix(" > ✎ Work"))
    }

    @Test("a change tells the screen only the row count; it asks its presenter for the rows it draws")
    func asksOnlyForDrawnRows() throws {
        let screen = TasksScreen<PresenterSpy>()
        screen.presenter = spy
        screen.reloadRows(count: 10_000, selectedIndex: 5_000)
        #expect(spy.askedRows.isEmpty)
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 30, height: 8))
        #expect(terminal.render().lines[2...].contains { $0.hasPrefix(" > Row 5000") })
        try #require(spy.askedRows.count == 4)
        #expect(spy.askedRows == Array(4_997...5_000))
        screen.reloadRows(count: 10_000, selectedIndex: 0)
        terminal.press(.down)
        try #require(spy.askedRows.count == 8)
        #expect(spy.askedRows.suffix(4) == Array(0...3))
    }

    @Test("B02 B34 draws the empty state and the error it is told, until the next key")
    func drawsEmptyStateAndError() {
        let screen = homeScreen(rows: [])
        screen.showError("Something failed.")
        let terminal = HeadlessTerminal(root: screen)
        #expect(terminal.snapshot.contains("  Nothing here."))
        #expect(terminal.snapshot.contains("Something failed."))
        terminal.press(.down)
        #expect(!terminal.snapshot.contains("Something failed."))
    }

    @Test("B92 Home, the tasks screen and Upcoming forward u; in the open search field it is typed")
    func forwardsUndo() {
        _ = homeScreen(rows: []).handle(.character("u"))
        let upcoming = UpcomingScreen<PresenterSpy>()
        upcoming.presenter = spy
        _ = upcoming.handle(.character("u"))
        let tasks = searchingTasksScreen()
        _ = tasks.handle(.character("u"))
        tasks.showSearch(prompt: "Search: ", query: "", isOpen: false)
        _ = tasks.handle(.character("u"))
        #expect(spy.events == ["undo", "undo", "search u", "undo"])
    }

    @Test("B90 draws the status it is told, until the next key")
    func drawsStatus() {
        let screen = homeScreen(rows: [DisplayRow(text: "One")])
        screen.showStatus("Restored list \"One\".")
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 40, height: 8))
        #expect(terminal.snapshot.components(separatedBy: "\n")[6] == " Restored list \"One\".")
        terminal.press(.down)
        #expect(!terminal.snapshot.contains("Restored"))
    }

    @Test("B11 B12 asks the question it is told and forwards the answer")
    func forwardsAnswers() {
        let screen = homeScreen(rows: [DisplayRow(text: "One")])
        let terminal = HeadlessTerminal(root: screen)
        screen.askConfirmation("Delete it?")
        #expect(terminal.snapshot.contains("Delete it?"))
        terminal.press(.character("y"))
        screen.askConfirmation("Delete it?")
        terminal.press(.character("n"))
        #expect(!terminal.snapshot.contains("Delete it?"))
        #expect(spy.events == ["confirm", "cancel confirmation"])
    }

    @Test("B18 ? shows the help overlay on a screen with rows")
    func showsHelp() {
        let terminal = HeadlessTerminal(root: homeScreen(rows: []))
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        terminal.press(.character("x"))
        #expect(!terminal.snapshot.contains("Help"))
        #expect(spy.events.isEmpty)
    }

    @Test("B18 ? shows the help overlay on the tasks screen")
    func tasksScreenShowsHelp() {
        let screen = TasksScreen<PresenterSpy>()
        screen.presenter = spy
        let terminal = HeadlessTerminal(root: screen)
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        #expect(spy.events.isEmpty)
    }

    @Test("B18 ? on the list editor's icon row, which types nothing, shows the help overlay")
    func listEditorIconRowShowsHelp() {
        let screen = ListEditorScreen()
        screen.presenter = spy
        screen.showIconPicker(label: "Icon", icons: ["a", "b"], selectedIndex: 0)
        let terminal = HeadlessTerminal(root: screen)
        terminal.press(.tab)
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        #expect(screen.enteredTitle.isEmpty)
        #expect(spy.events.isEmpty)
    }

    @Test("B18 B29 an editor keeps what is typed, ? included, and forwards only enter and esc")
    func editorForwardsSaveAndCancel() {
        let screen = TaskEditorScreen()
        screen.presenter = spy
        screen.showTitleField(label: "Title", text: "Milk")
        let terminal = HeadlessTerminal(root: screen)
        terminal.type(" why?")
        terminal.press(.enter)
        terminal.press(.escape)
        #expect(screen.enteredTitle == "Milk why?")
        #expect(spy.events == ["save", "cancel"])
        #expect(!terminal.snapshot.contains("Help"))
    }

    @Test("B08 the list editor draws the icons it is told and reports the one picked")
    func listEditorPicksIcon() {
        let screen = ListEditorScreen()
        screen.showTitle("New List")
        screen.showTitleField(label: "Title", text: "")
        screen.showIconPicker(label: "Icon", icons: ["a", "b", "c"], selectedIndex: 1)
        let terminal = HeadlessTerminal(root: screen)
        #expect(terminal.snapshot.contains("Icon:   a [b] c"))
        terminal.press(.tab)
        terminal.press(.right)
        #expect(screen.selectedIconIndex == 2)
        #expect(terminal.snapshot.contains("> Icon:"))
    }

    @Test(
        "B64 B84 in the task editor tab moves to the due date, then the notes, where enter starts a line; ctrl-s saves from all"
    )
    func taskEditorDueAndNotes() {
        let screen = TaskEditorScreen()
        screen.presenter = spy
        screen.showTitleField(label: "Title", text: "Call mum")
        screen.showDueField(label: "Due", text: "2026-12-24")
        screen.showNotesField(label: "Notes", text: "Sunday")
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 50, height: 12))
        #expect(terminal.render().lines[11] == " ctrl-s save  esc cancel  tab next field")
        #expect(terminal.render().lines[4] == "   Due:   2026-12-24")
        terminal.press(.control("s"))
        terminal.press(.tab)
        #expect(terminal.render().lines[4].hasPrefix(" > Due:   2026-12-24"))
        terminal.press(.control("u"))
        terminal.type("2026-12-25")
        terminal.press(.enter)
        terminal.press(.tab)
        #expect(terminal.render().lines[6].hasPrefix(" > Notes: Sunday"))
        terminal.press(.enter)
        terminal.type("at noon")
        terminal.press(.control("s"))
        terminal.press(.backTab)
        terminal.press(.backTab)
        terminal.press(.enter)
        #expect(screen.enteredTitle == "Call mum")
        #expect(screen.enteredDue == "2026-12-25")
        #expect(screen.enteredNotes == "Sunday\nat noon")
        #expect(terminal.render().lines[7] == "          at noon")
        #expect(spy.events == ["save", "save", "save", "save"])
    }

    @Test("B64 ctrl-s saves in the list editor too")
    func listEditorSavesWithControlS() {
        let screen = ListEditorScreen()
        screen.presenter = spy
        screen.showIconPicker(label: "Icon", icons: ["a", "b"], selectedIndex: 0)
        let terminal = HeadlessTerminal(root: screen)
        terminal.press(.control("s"))
        terminal.press(.tab)
        terminal.press(.control("s"))
        #expect(spy.events == ["save", "save"])
    }

    @Test(
        "B86 B87 B88 Upcoming forwards space, enter, esc, left and ctrl-r to its presenter, with or without rows"
    )
    func upcomingForwardsKeys() {
        let screen = UpcomingScreen<PresenterSpy>()
        screen.presenter = spy
        screen.showEmptyState("Nothing here.")
        for key: Key in [.character(" "), .enter, .escape, .left, .control("r")] {
            _ = screen.handle(key)
        }
        #expect(spy.events == ["toggle", "open", "back", "back", "reload"])
    }

    @Test("B86 Upcoming draws its title, its rows with the due date at the right edge, and its help bar")
    func upcomingDrawsRows() {
        let screen = UpcomingScreen<PresenterSpy>()
        screen.presenter = spy
        spy.rows = [DisplayRow(text: "[ ] Milk — ✎ Groceries", detail: "2026-12-03")]
        screen.showTitle("Upcoming")
        screen.reloadRows(count: 1, selectedIndex: 0)
        let lines = HeadlessTerminal(root: screen, size: Size(width: 60, height: 8)).snapshot
            .components(separatedBy: "\n")
        #expect(lines[0] == " Upcoming")
        #expect(lines[2] == " > [ ] Milk — ✎ Groceries                        2026-12-03")
        #expect(lines[7] == " space toggle  enter open in list  u undo  …  ? help")
    }

    @Test("B80 Home and the tasks screen forward ctrl-r to their presenter")
    func forwardsReload() {
        _ = homeScreen(rows: []).handle(.control("r"))
        let tasks = TasksScreen<PresenterSpy>()
        tasks.presenter = spy
        _ = tasks.handle(.control("r"))
        #expect(spy.events == ["reload", "reload"])
    }

    @Test("B76 a screen that leaves the navigation stack tells its presenter, which cancels what it started")
    func forwardsLeaving() {
        let navigation = NavigationStack()
        let home = homeScreen(rows: [])
        let tasks = TasksScreen<PresenterSpy>()
        tasks.presenter = spy
        let upcoming = UpcomingScreen<PresenterSpy>()
        upcoming.presenter = spy
        let editor = TaskEditorScreen()
        editor.presenter = spy
        for page: any Page in [home, upcoming, tasks, editor] {
            navigation.push(page)
        }
        navigation.pop()
        #expect(spy.events == ["disappear"])
        navigation.popToRoot()
        #expect(spy.events == ["disappear", "disappear", "disappear"])
    }

    @Test("B75 told the rows load, the screen draws nothing there, and Loading… once 150 ms have passed")
    func drawsLoading() {
        let screen = homeScreen(rows: [])
        var now = Duration.zero
        let terminal = HeadlessTerminal(root: screen, size: Size(width: 30, height: 8))
        terminal.clock = { now }
        screen.showLoading(true)
        #expect(terminal.render().lines[2] == "")
        now = .milliseconds(149)
        #expect(terminal.render().lines[2] == "")
        now = .milliseconds(150)
        #expect(terminal.render().lines[2] == "   Loading…")
        spy.rows = [DisplayRow(text: "One")]
        screen.showLoading(false)
        screen.reloadRows(count: 1, selectedIndex: 0)
        #expect(terminal.render().lines[2] == " > One")
    }
}
