import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

@Suite("Controller lifetime")
struct ControllerLifetimeTests {
    @Test("a popped tasks controller and its view are freed")
    func tasksControllerIsFreed() throws {
        let app = AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("enter")
        weak let controller = app.navigation.pages.last as? TasksController
        weak let view = controller?.tasksView
        #expect(controller != nil)
        app.press("d")
        app.press("esc")
        app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(controller == nil)
        #expect(view == nil)
    }

    @Test("a popped tasks controller that searched is freed with its view and search field")
    func searchingTasksControllerIsFreed() {
        let app = AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("enter")
        weak let controller = app.navigation.pages.last as? TasksController
        weak let field = controller?.tasksView.searchField
        app.press("/")
        app.type("milk")
        app.press("enter")
        app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(controller == nil)
        #expect(field == nil)
    }

    @Test("B42 the tasks controller and the editor closed because their list was deleted are freed")
    func controllersOfDeletedListAreFreed() throws {
        let app = AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("enter")
        weak let tasks = app.navigation.pages.last as? TasksController
        app.press("e")
        weak let editor = app.navigation.pages.last as? TaskEditorController
        #expect(tasks != nil)
        #expect(editor != nil)
        try app.service.deleteList(id: try app.service.summaries()[0].id)
        #expect(app.navigation.pages.count == 1)
        #expect(tasks == nil)
        #expect(editor == nil)
    }

    @Test("a dismissed editor controller is freed")
    func editorControllerIsFreed() {
        let app = AppDriver(MVCArchitecture())
        app.press("a")
        weak let editor = app.navigation.pages.last as? ListEditorController
        #expect(editor != nil)
        app.type("Groceries")
        app.press("enter")
        #expect(editor == nil)
    }

    @Test("a saved task editor is freed with its notes area")
    func taskEditorIsFreed() {
        let app = AppDriver(MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("enter")
        app.press("a")
        weak let editor = app.navigation.pages.last as? TaskEditorController
        weak let notes = editor?.editorView.notesArea
        #expect(notes != nil)
        app.type("Call mum")
        app.press("tab")
        app.type("Sunday")
        app.press("ctrl-s")
        #expect(editor == nil)
        #expect(notes == nil)
    }

    @Test("a freed controller stops observing the service")
    func freedControllerStopsObserving() throws {
        let app = AppDriver(MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("enter")
        app.press("esc")
        try app.service.addList(title: "Work", icon: .default)
        #expect(app.title == "My Lists")
        #expect(app.screen.contains("✎ Work"))
    }
}
