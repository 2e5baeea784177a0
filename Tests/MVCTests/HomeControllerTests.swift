import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

@Suite("Home controller")
struct HomeControllerTests {
    @Test("B01 shows every list with its icon, title and progress")
    func showsLists() {
        let app = AppDriver(
            MVCArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", ["x Milk", "Eggs", "Bread"]), ("Work", [])])
        )
        #expect(app.title == "My Lists")
        #expect(app.contentRows[0].hasPrefix(" > ✎ Groceries"))
        #expect(app.contentRows[0].hasSuffix("1/3"))
        #expect(app.contentRows[1].hasPrefix("   ✎ Work"))
        #expect(app.contentRows[1].hasSuffix("0/0"))
        #expect(app.contentRows[0].count == app.contentRows[1].count)
    }

    @Test("B02 says how to start when there are no lists")
    func emptyState() {
        let app = AppDriver(MVCArchitecture())
        #expect(app.screen.contains("No lists yet. Press a to add one."))
    }

    @Test("B07 adds a list and selects it")
    func addsList() throws {
        let app = AppDriver(MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("a")
        #expect(app.title == "New List")
        app.type("Holiday")
        app.press("enter")
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Holiday") == true)
        #expect(try Fixtures.contents(of: app.service).map(\.title) == ["Groceries", "Holiday"])
    }

    @Test("B08 stores the icon chosen in the picker")
    func choosesIcon() throws {
        let app = AppDriver(MVCArchitecture())
        app.press("a")
        app.type("Home")
        app.press("tab")
        app.press("right", count: 2)
        app.press("enter")
        #expect(
            try Fixtures.contents(of: app.service) == [StoredList(title: "Home", icon: ListIcon.allCases[2])])
        #expect(app.selectedRow?.hasPrefix("\(ListIcon.allCases[2].glyph) Home") == true)
    }

    @Test("B10 renames the selected list with its title and icon filled in")
    func renamesList() throws {
        let app = AppDriver(MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("r")
        #expect(app.title == "Rename List")
        #expect(app.screen.contains("Title: Groceries"))
        app.press("backspace", count: 9)
        app.type("Shopping")
        app.press("enter")
        #expect(try Fixtures.contents(of: app.service).map(\.title) == ["Shopping"])
        #expect(app.selectedRow?.hasPrefix("✎ Shopping") == true)
    }

    @Test("B11 deletes the selected list and its tasks after y")
    func deletesList() throws {
        let app = AppDriver(
            MVCArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"]), ("Work", [])])
        )
        app.press("d")
        #expect(app.screen.contains("Delete list \"Groceries\" and its 2 tasks?"))
        app.press("y")
        #expect(try Fixtures.contents(of: app.service).map(\.title) == ["Work"])
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
    }

    @Test("B12 keeps the list when the confirmation gets any other key")
    func cancelsDelete() throws {
        let app = AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("d")
        app.press("n")
        #expect(!app.screen.contains("Delete list"))
        #expect(try Fixtures.contents(of: app.service).map(\.title) == ["Groceries"])
    }

    @Test("B13 opens the selected list")
    func opensList() {
        let app = AppDriver(
            MVCArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", ["Milk"]), ("Work", ["Report"])])
        )
        app.press("down")
        app.press("enter")
        #expect(app.title == "✎ Work (All)")
        #expect(app.selectedRow == "[ ] Report")
    }

    @Test("B17 q quits from Home")
    func quits() {
        let app = AppDriver(MVCArchitecture())
        app.press("q")
        #expect(app.navigation.isEmpty)
    }

    @Test("B19 the help bar shows Home's keys")
    func helpBar() {
        let app = AppDriver(MVCArchitecture())
        #expect(app.helpBar == "a add  enter open  r rename  d delete  q quit  ? help")
    }

    @Test("B28 keys that act on a selection do nothing without lists")
    func selectionKeysOnEmptyHome() {
        let app = AppDriver(MVCArchitecture())
        for key in ["enter", "r", "d"] {
            app.press(key)
            #expect(app.title == "My Lists")
            #expect(!app.screen.contains("Delete"))
        }
    }

    @Test("B23 Home's progress follows a task toggled on the tasks screen")
    func progressFollowsToggle() {
        let app = AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])]))
        app.press("enter")
        app.press("space")
        app.press("esc")
        #expect(app.contentRows[0].hasSuffix("1/2"))
    }

    @Test("B36 shows a list another process added once the service reports the change")
    func reloadsOnExternalChange() throws {
        let app = AppDriver(MVCArchitecture())
        try app.service.addList(title: "From elsewhere", icon: .travel)
        #expect(app.screen.contains("✈ From elsewhere"))
    }

    @Test("B67 the selection stays on its list when a list above it is deleted elsewhere")
    func selectionFollowsList() throws {
        let app = AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("A", []), ("B", []), ("C", [])]))
        app.press("down")
        try app.service.deleteList(id: try app.service.summaries()[0].id)
        #expect(app.selectedRow?.hasPrefix("✎ B") == true)
    }

    @Test("B67 when the selected list is deleted elsewhere, the selection keeps its index")
    func selectionKeepsIndexWhenListIsGone() throws {
        let app = AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("A", []), ("B", []), ("C", [])]))
        app.press("down")
        try app.service.deleteList(id: try app.service.summaries()[1].id)
        #expect(app.selectedRow?.hasPrefix("✎ C") == true)
    }
}
