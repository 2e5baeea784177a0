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
}
