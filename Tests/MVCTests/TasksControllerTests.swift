import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

@Suite("Tasks controller")
struct TasksControllerTests {
    private func openGroceries(_ tasks: [String]) -> AppDriver {
        let app = AppDriver(MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", tasks)]))
        app.press("enter")
        return app
    }

    @Test("B20 shows the tasks with checkboxes and the list and filter in the title")
    func showsTasks() {
        let app = openGroceries(["x Milk", "Eggs"])
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.contentRows[0].trimmingCharacters(in: .whitespaces) == "> [x] Milk")
        #expect(app.contentRows[1].trimmingCharacters(in: .whitespaces) == "[ ] Eggs")
    }

    @Test("B21 says how to start when the list has no tasks")
    func emptyState() {
        let app = openGroceries([])
        #expect(app.screen.contains("No tasks yet. Press a to add one."))
    }

    @Test("B22 adds a task at the end and selects it")
    func addsTask() throws {
        let app = openGroceries(["Milk"])
        app.press("a")
        #expect(app.title == "New Task")
        app.type("Eggs")
        app.press("enter")
        #expect(app.selectedRow == "[ ] Eggs")
        #expect(
            try Fixtures.contents(of: app.service)[0].tasks == [
                StoredTask(title: "Milk"), StoredTask(title: "Eggs"),
            ])
    }

    @Test("B22 a filter that would hide the new task switches to All")
    func addUnderDoneFilter() {
        let app = openGroceries(["x Milk"])
        app.press("f", count: 2)
        app.press("a")
        app.type("Eggs")
        app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.selectedRow == "[ ] Eggs")
    }

    @Test("B23 space toggles the selected task")
    func togglesTask() throws {
        let app = openGroceries(["Milk"])
        app.press("space")
        #expect(app.selectedRow == "[x] Milk")
        app.press("space")
        #expect(app.selectedRow == "[ ] Milk")
        #expect(try Fixtures.contents(of: app.service)[0].tasks == [StoredTask(title: "Milk")])
    }

    @Test("B24 edits the selected task's title")
    func editsTask() throws {
        let app = openGroceries(["Milk"])
        app.press("e")
        #expect(app.title == "Edit Task")
        app.type(" and honey")
        app.press("enter")
        #expect(app.selectedRow == "[ ] Milk and honey")
        #expect(try Fixtures.contents(of: app.service)[0].tasks.map(\.title) == ["Milk and honey"])
    }

    @Test("B25 deletes the selected task after y")
    func deletesTask() throws {
        let app = openGroceries(["Milk", "Eggs"])
        app.press("d")
        #expect(app.screen.contains("Delete task \"Milk\"?"))
        app.press("y")
        #expect(try Fixtures.contents(of: app.service)[0].tasks.map(\.title) == ["Eggs"])
    }

    @Test("B12 keeps the task when the confirmation gets any other key")
    func cancelsDelete() throws {
        let app = openGroceries(["Milk"])
        app.press("d")
        app.press("esc")
        #expect(try Fixtures.contents(of: app.service)[0].tasks.map(\.title) == ["Milk"])
        #expect(app.title == "✎ Groceries (All)")
    }

    @Test("B26 f cycles All, Active, Done and says when nothing matches")
    func cyclesFilter() {
        let app = openGroceries(["Milk"])
        app.press("f")
        #expect(app.title == "✎ Groceries (Active)")
        #expect(app.selectedRow == "[ ] Milk")
        app.press("f")
        #expect(app.title == "✎ Groceries (Done)")
        #expect(app.screen.contains("No done tasks."))
        app.press("f")
        #expect(app.title == "✎ Groceries (All)")
        app.press("space")
        app.press("f")
        #expect(app.screen.contains("No active tasks."))
    }

    @Test("B27 esc and left go back to Home with the list still selected")
    func goesBack() {
        let app = AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", []), ("Work", [])]))
        app.press("down")
        app.press("enter")
        app.press("esc")
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
        app.press("enter")
        app.press("left")
        #expect(app.title == "My Lists")
    }

    @Test("B28 keys that act on a selection do nothing without tasks")
    func selectionKeysOnEmptyList() {
        let app = openGroceries([])
        for key in ["space", "e", "d"] {
            app.press(key)
            #expect(app.title == "✎ Groceries (All)")
        }
    }

    @Test("B45 a toggled task leaves a filter it no longer matches")
    func toggleUnderFilter() {
        let app = openGroceries(["Milk", "Eggs"])
        app.press("f")
        app.press("space")
        #expect(app.selectedRow == "[ ] Eggs")
        #expect(!app.screen.contains("Milk"))
    }

    @Test("B42 a list deleted elsewhere goes back to Home, which says so and selects the next list")
    func listDeletedElsewhere() throws {
        let app = AppDriver(
            MVCArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", ["Milk"]), ("Work", []), ("Holiday", [])]))
        app.press("down")
        app.press("enter")
        try app.service.deleteList(id: try app.service.summaries()[1].id)
        #expect(app.navigation.pages.count == 1)
        #expect(app.title == "My Lists")
        #expect(app.status == "That list no longer exists.")
        #expect(app.selectedRow?.hasPrefix("✎ Holiday") == true)
        app.press("up")
        #expect(app.status == "")
    }

    @Test("B42 a list deleted elsewhere also closes the task editor opened from it")
    func listDeletedUnderEditor() throws {
        let app = openGroceries(["Milk"])
        app.press("a")
        app.type("Eggs")
        try app.service.deleteList(id: try app.service.summaries()[0].id)
        #expect(app.navigation.pages.count == 1)
        #expect(app.title == "My Lists")
        #expect(app.status == "That list no longer exists.")
        #expect(app.screen.contains("No lists yet."))
    }

    @Test("B67 the selection stays on its task when a task above it is deleted elsewhere")
    func selectionFollowsTask() throws {
        let app = openGroceries(["Milk", "Eggs", "Bread"])
        app.press("down")
        let list = try app.service.summaries()[0].id
        try app.service.deleteTask(id: try app.service.tasks(inList: list)[0].id)
        #expect(app.selectedRow == "[ ] Eggs")
    }

    @Test("B67 the selection stays on its task when a task appears above it under a filter")
    func selectionFollowsTaskUnderFilter() throws {
        let app = openGroceries(["x Milk", "Eggs", "Bread"])
        app.press("f")
        app.press("down")
        let list = try app.service.summaries()[0].id
        try app.service.toggleTask(id: try app.service.tasks(inList: list)[0].id)
        #expect(
            app.contentRows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "[ ] Milk", "[ ] Eggs", "> [ ] Bread",
            ])
    }

    /// Groceries with tasks to search, opened, and its search field opened.
    private func searchGroceries() -> AppDriver {
        let app = openGroceries(["Milk", "Oat milk", "Bread", "ecole shoes", "장보기 목록"])
        app.press("/")
        return app
    }

    /// Whether the search row shows the cursor at column `x` of the screen.
    private func searchCursor(of app: AppDriver, isAt x: Int) -> Bool {
        app.terminal.render()[x, 1].style == .reverse
    }

    @Test(
        "B60 / opens the search field under the title; typing narrows the tasks at once, first row selected")
    func searchNarrows() {
        let app = searchGroceries()
        #expect(app.lines[1] == " Search:")
        #expect(searchCursor(of: app, isAt: 9))
        app.press("down")
        app.type("MILK")
        #expect(app.lines[1] == " Search: MILK")
        #expect(searchCursor(of: app, isAt: 13))
        #expect(
            app.contentRows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "> [ ] Milk", "[ ] Oat milk", "",
            ])
        #expect(app.title == "✎ Groceries (All, \"MILK\")")
    }

    @Test("B60 the query ignores case, diacritics and width, in any script, even Hangul typed as jamo")
    func searchFolds() {
        let app = searchGroceries()
        app.type("ÉCOLE")
        #expect(app.selectedRow == "[ ] ecole shoes")
        #expect(app.contentRows[1].isEmpty)
        app.press("backspace", count: 5)
        app.type("장보".decomposedStringWithCanonicalMapping)
        #expect(app.selectedRow == "[ ] 장보기 목록")
        #expect(app.contentRows[1].isEmpty)
    }

    @Test("B60 the field types ?, q and space; up/down still move the selection")
    func searchFieldKeys() {
        let app = searchGroceries()
        app.type("t m")
        #expect(app.selectedRow == "[ ] Oat milk")
        app.type("?q")
        #expect(app.lines[1] == " Search: t m?q")
        #expect(app.title == "✎ Groceries (All, \"t m?q\")")
        app.press("backspace", count: 5)
        app.press("down")
        #expect(app.selectedRow == "[ ] Oat milk")
        app.press("up")
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B61 enter keeps the query without the cursor and gives the list the keys; / opens it again")
    func searchEnterKeeps() {
        let app = searchGroceries()
        app.type("milk")
        app.press("enter")
        #expect(app.lines[1] == " Search: milk")
        #expect(!searchCursor(of: app, isAt: 13))
        #expect(app.title == "✎ Groceries (All, \"milk\")")
        app.press("j")
        app.press("space")
        #expect(app.selectedRow == "[x] Oat milk")
        app.press("/")
        #expect(searchCursor(of: app, isAt: 13))
        app.type("s")
        #expect(app.lines[1] == " Search: milks")
        #expect(app.screen.contains("No tasks match \"milks\"."))
    }

    @Test("B61 esc in the field clears the query, closes the field and selects the first row")
    func searchEscapeClears() {
        let app = searchGroceries()
        app.type("e")
        app.press("down")
        app.press("esc")
        #expect(app.lines[1] == "")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.selectedRow == "[ ] Milk")
        #expect(app.contentRows[4].trimmingCharacters(in: .whitespaces) == "[ ] 장보기 목록")
        app.press("esc")
        #expect(app.title == "My Lists")
    }

    @Test("B61 the search combines with the filter, and f keeps the query")
    func searchWithFilter() {
        let app = openGroceries(["x Milk", "Oat milk", "Bread"])
        app.press("/")
        app.type("milk")
        app.press("enter")
        app.press("f")
        #expect(app.title == "✎ Groceries (Active, \"milk\")")
        #expect(app.selectedRow == "[ ] Oat milk")
        #expect(app.contentRows[1].isEmpty)
        app.press("f")
        #expect(app.selectedRow == "[x] Milk")
        #expect(app.lines[1] == " Search: milk")
        app.press("space")
        #expect(app.screen.contains("No tasks match \"milk\"."))
    }

    @Test("B61 the help bar says how to finish the search while the field is open, else lists / search")
    func searchHelpBars() {
        let app = openGroceries(["Milk"])
        #expect(app.helpBar == "a add  space toggle  e edit  d delete  f filter  / search  …  ? help")
        app.press("/")
        #expect(app.helpBar == "enter done  esc clear  up/down move")
        app.press("enter")
        #expect(app.helpBar.hasSuffix("/ search  …  ? help"))
        app.press("/")
        app.press("esc")
        #expect(app.helpBar.hasSuffix("/ search  …  ? help"))
    }

    @Test("B61 a new task the query would hide clears the query, and the task is selected")
    func searchClearedByNewTask() {
        let app = openGroceries(["Milk", "Oat milk"])
        app.press("/")
        app.type("milk")
        app.press("enter")
        app.press("a")
        app.type("Whole milk")
        app.press("enter")
        #expect(app.title == "✎ Groceries (All, \"milk\")")
        #expect(app.selectedRow == "[ ] Whole milk")
        app.press("a")
        app.type("Eggs")
        app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.lines[1] == "")
        #expect(app.selectedRow == "[ ] Eggs")
    }

    @Test("B61 an edited task keeps the query and leaves the rows when it no longer matches")
    func searchKeptForEditedTask() {
        let app = openGroceries(["Milk", "Oat milk"])
        app.press("/")
        app.type("milk")
        app.press("enter")
        app.press("e")
        app.press("ctrl-u")
        app.type("Soy drink")
        app.press("enter")
        #expect(app.title == "✎ Groceries (All, \"milk\")")
        #expect(app.lines[1] == " Search: milk")
        #expect(app.selectedRow == "[ ] Oat milk")
        #expect(!app.screen.contains("Soy drink"))
    }

    @Test("B61 leaving the tasks screen forgets the query")
    func searchForgotten() {
        let app = searchGroceries()
        app.type("bread")
        app.press("enter")
        app.press("esc")
        app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.lines[1] == "")
        #expect(app.contentRows.filter { !$0.isEmpty }.count == 5)
    }
}

extension TasksControllerTests {
    /// The titles of Groceries' tasks as stored, in their order.
    private func storedTitles(of app: AppDriver) throws -> [String] {
        try Fixtures.contents(of: app.service)[0].tasks.map(\.title)
    }

    @Test("B62 J moves the selected task one row down and K one row up; the selection follows it")
    func movesTask() throws {
        let app = openGroceries(["Milk", "Eggs", "Bread"])
        app.press("J")
        #expect(try storedTitles(of: app) == ["Eggs", "Milk", "Bread"])
        #expect(app.selectedRow == "[ ] Milk")
        app.press("J")
        #expect(app.contentRows[2].trimmingCharacters(in: .whitespaces) == "> [ ] Milk")
        app.press("K")
        #expect(try storedTitles(of: app) == ["Eggs", "Milk", "Bread"])
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B62 K on the first row, J on the last and both without tasks do nothing")
    func movesStopAtTheEdges() throws {
        let app = openGroceries(["Milk", "Eggs"])
        app.press("K")
        #expect(try storedTitles(of: app) == ["Milk", "Eggs"])
        app.press("end")
        app.press("J")
        #expect(try storedTitles(of: app) == ["Milk", "Eggs"])
        #expect(app.selectedRow == "[ ] Eggs")
        #expect(app.status == "")
        let empty = openGroceries([])
        empty.press("K")
        empty.press("J")
        #expect(empty.screen.contains("No tasks yet."))
        #expect(empty.status == "")
    }

    @Test("B62 a move trades places with the neighbour shown; tasks the filter hides keep their places")
    func movesAmongFilteredRows() throws {
        let app = openGroceries(["Milk", "x Eggs", "Bread"])
        app.press("f")
        app.press("J")
        #expect(try storedTitles(of: app) == ["Bread", "Eggs", "Milk"])
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test(
        "B62 a move among searched rows leaves the hidden ones in place; in the open field K and J are typed")
    func movesAmongSearchedRows() throws {
        let app = openGroceries(["Milk", "Eggs", "Oat milk"])
        app.press("/")
        app.type("milk")
        app.type("JK")
        #expect(app.lines[1] == " Search: milkJK")
        app.press("backspace", count: 2)
        app.press("enter")
        app.press("J")
        #expect(try storedTitles(of: app) == ["Oat milk", "Eggs", "Milk"])
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B62 the help bar lists K/J move task after / search")
    func moveHelpItem() {
        let app = AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]),
            size: Size(width: 120, height: 24))
        app.press("enter")
        #expect(
            app.helpBar
                == "a add  space toggle  e edit  d delete  f filter  / search  K/J move task  esc/left back  ? help"
        )
    }

    @Test("B63 a move made by another program shows, the selection on its task")
    func showsMoveFromElsewhere() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        for title in ["Milk", "Eggs", "Bread"] {
            try service.addTask(title: title, toList: list.id)
        }
        let app = AppDriver(MVCArchitecture(), service: service)
        app.press("enter")
        try store.asOtherProcess { other, _ in
            let tasks = try other.tasks(inList: list.id)
            try other.moveTask(id: tasks[2].id, past: tasks[1].id)
        }
        service.checkForExternalChanges()
        #expect(
            app.contentRows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "> [ ] Milk", "[ ] Bread", "[ ] Eggs",
            ])
    }

    @Test("B38 a move the locked database refuses says so and keeps the order")
    func moveOnLockedDatabase() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        for title in ["Milk", "Eggs"] {
            try service.addTask(title: title, toList: list.id)
        }
        let app = AppDriver(MVCArchitecture(), service: service)
        app.press("enter")
        store.isLockedByOtherProcess = true
        app.press("J")
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.selectedRow == "[ ] Milk")
        store.isLockedByOtherProcess = false
        #expect(try storedTitles(of: app) == ["Milk", "Eggs"])
    }
}
