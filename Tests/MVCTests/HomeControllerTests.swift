import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// Home's controller built directly on a service, with a navigator spy, and its view driven headless.
private struct Home {
    let service: any TaskListService
    let navigator = NavigatorSpy()
    let controller: HomeController
    let screen: ViewDriver

    init(lists: [(String, [String])] = []) {
        self.init(service: Fixtures.makeService(lists: lists))
    }

    init(service: any TaskListService) {
        self.service = service
        controller = HomeController(service: service, navigator: navigator)
        screen = ViewDriver(controller)
    }

    /// The list editor the controller pushed, and its view driven headless.
    func listEditor() throws -> (ListEditorController, ViewDriver) {
        let editor = try #require(navigator.topPage as? ListEditorController)
        return (editor, ViewDriver(editor))
    }

    /// The titles of the stored lists.
    func storedTitles() throws -> [String] {
        try service.summaries().map(\.list.title)
    }
}

@Suite("Home controller")
struct HomeControllerTests {
    @Test("B01 shows every list with its icon, title and progress")
    func showsLists() {
        let home = Home(lists: [("Groceries", ["x Milk", "Eggs", "Bread"]), ("Work", [])])
        #expect(home.screen.title == "My Lists")
        #expect(home.screen.contentRows[0].hasPrefix(" > ✎ Groceries"))
        #expect(home.screen.contentRows[0].hasSuffix("1/3"))
        #expect(home.screen.contentRows[1].hasPrefix("   ✎ Work"))
        #expect(home.screen.contentRows[1].hasSuffix("0/0"))
        #expect(home.screen.contentRows[0].count == home.screen.contentRows[1].count)
    }

    @Test("B02 says how to start when there are no lists")
    func emptyState() {
        #expect(Home().screen.screen.contains("No lists yet. Press a to add one."))
    }

    @Test("B07 a pushes the list editor for a new list; the list it saves is selected and the editor popped")
    func addsList() throws {
        let home = Home(lists: [("Groceries", [])])
        home.screen.press("a")
        let (editor, editorScreen) = try home.listEditor()
        #expect(editor.delegate === home.controller)
        #expect(editorScreen.title == "New List")
        editorScreen.type("Holiday")
        editorScreen.press("enter")
        #expect(home.navigator.pages.isEmpty)
        #expect(home.screen.selectedRow?.hasPrefix("✎ Holiday") == true)
        #expect(try home.storedTitles() == ["Groceries", "Holiday"])
    }

    @Test("B09 a cancelled list editor is popped and Home is unchanged")
    func cancelledEditorIsPopped() throws {
        let home = Home(lists: [("Groceries", []), ("Work", [])])
        home.screen.press("down")
        home.screen.press("a")
        try home.listEditor().1.press("esc")
        #expect(home.navigator.popCount == 1)
        #expect(home.screen.selectedRow?.hasPrefix("✎ Work") == true)
        #expect(try home.storedTitles() == ["Groceries", "Work"])
    }

    @Test("B10 r pushes the list editor filled with the selected list; the renamed list stays selected")
    func renamesList() throws {
        let home = Home(lists: [("Groceries", [])])
        home.screen.press("r")
        let (_, editorScreen) = try home.listEditor()
        #expect(editorScreen.title == "Rename List")
        #expect(editorScreen.screen.contains("Title: Groceries"))
        editorScreen.press("backspace", count: 9)
        editorScreen.type("Shopping")
        editorScreen.press("enter")
        #expect(try home.storedTitles() == ["Shopping"])
        #expect(home.screen.selectedRow?.hasPrefix("✎ Shopping") == true)
    }

    @Test("B11 deletes the selected list and its tasks after y")
    func deletesList() throws {
        let home = Home(lists: [("Groceries", ["Milk", "Eggs"]), ("Work", [])])
        home.screen.press("d")
        #expect(home.screen.screen.contains("Delete list \"Groceries\" and its 2 tasks?"))
        home.screen.press("y")
        #expect(try home.storedTitles() == ["Work"])
        #expect(home.screen.selectedRow?.hasPrefix("✎ Work") == true)
    }

    @Test("B12 keeps the list when the confirmation gets any other key")
    func cancelsDelete() throws {
        let home = Home(lists: [("Groceries", ["Milk"])])
        home.screen.press("d")
        home.screen.press("n")
        #expect(!home.screen.screen.contains("Delete list"))
        #expect(try home.storedTitles() == ["Groceries"])
    }

    @Test("B38 a delete the locked database refuses says so and keeps the list")
    func deleteOnLockedDatabase() throws {
        let store = TwoProcessStore()
        let home = Home(service: Fixtures.makeService(store: store))
        try home.service.addList(title: "Groceries", icon: .default)
        store.isLockedByOtherProcess = true
        home.screen.press("d")
        home.screen.press("y")
        #expect(home.screen.status == "The database is busy. Try again.")
        #expect(try home.storedTitles() == ["Groceries"])
    }

    @Test("B13 enter pushes the tasks screen of the selected list, which reports to Home")
    func opensList() throws {
        let home = Home(lists: [("Groceries", ["Milk"]), ("Work", ["Report"])])
        home.screen.press("down")
        home.screen.press("enter")
        let tasks = try #require(home.navigator.topPage as? TasksController)
        #expect(tasks.delegate === home.controller)
        let tasksScreen = ViewDriver(tasks)
        #expect(tasksScreen.title == "✎ Work (All)")
        #expect(tasksScreen.selectedRow == "[ ] Report")
    }

    @Test("B17 q pops Home, which quits")
    func quits() {
        let home = Home()
        home.screen.press("q")
        #expect(home.navigator.popCount == 1)
    }

    @Test("B19 the help bar shows Home's keys")
    func helpBar() {
        #expect(Home().screen.helpBar == "a add  enter open  r rename  d delete  q quit  ? help")
    }

    @Test("B28 keys that act on a selection do nothing without lists")
    func selectionKeysOnEmptyHome() {
        let home = Home()
        for key in ["enter", "r", "d"] {
            home.screen.press(key)
            #expect(home.screen.title == "My Lists")
            #expect(!home.screen.screen.contains("Delete"))
        }
        #expect(home.navigator.pages.isEmpty)
    }

    @Test("B23 the progress follows a task toggled on the tasks screen, which the service reports")
    func progressFollowsToggle() throws {
        let home = Home(lists: [("Groceries", ["Milk", "Eggs"])])
        let groceries = try home.service.summaries()[0].list
        try home.service.toggleTask(id: try home.service.tasks(inList: groceries.id)[0].id)
        #expect(home.screen.contentRows[0].hasSuffix("1/2"))
    }

    @Test("B36 shows a list another process added once the service reports the change")
    func reloadsOnExternalChange() throws {
        let home = Home()
        try home.service.addList(title: "From elsewhere", icon: .travel)
        #expect(home.screen.screen.contains("✈ From elsewhere"))
    }

    @Test("B42 when the open list is gone, Home pops to itself and says so until the next key")
    func listDeletedUnderTasks() throws {
        let home = Home(lists: [("Groceries", ["Milk"]), ("Work", []), ("Holiday", [])])
        home.screen.press("down")
        home.screen.press("enter")
        try home.service.deleteList(id: try home.service.summaries()[1].id)
        #expect(home.navigator.popToRootCount == 1)
        #expect(home.screen.status == "That list no longer exists.")
        #expect(home.screen.selectedRow?.hasPrefix("✎ Holiday") == true)
        home.screen.press("up")
        #expect(home.screen.status == "")
    }

    @Test("B67 the selection stays on its list when a list above it is deleted elsewhere")
    func selectionFollowsList() throws {
        let home = Home(lists: [("A", []), ("B", []), ("C", [])])
        home.screen.press("down")
        try home.service.deleteList(id: try home.service.summaries()[0].id)
        #expect(home.screen.selectedRow?.hasPrefix("✎ B") == true)
    }

    @Test("B67 when the selected list is deleted elsewhere, the selection keeps its index")
    func selectionKeepsIndexWhenListIsGone() throws {
        let home = Home(lists: [("A", []), ("B", []), ("C", [])])
        home.screen.press("down")
        try home.service.deleteList(id: try home.service.summaries()[1].id)
        #expect(home.screen.selectedRow?.hasPrefix("✎ C") == true)
    }
}
