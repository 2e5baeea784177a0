import MVPPresenters
import TaskListDomain
import TestSupport
import Testing

@testable import MVP

@Suite("Screen lifetime")
struct ScreenLifetimeTests {
    @Test("a popped tasks screen and its presenter are freed")
    func tasksScreenIsFreed() {
        let app = AppDriver(
            MVPArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("enter")
        weak let screen = app.navigation.pages.last as? TasksScreen<TasksPresenter>
        weak let presenter = screen?.presenter
        #expect(presenter != nil)
        app.press("d")
        app.press("esc")
        app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(screen == nil)
        #expect(presenter == nil)
    }

    @Test("B42 the screens closed because their list was deleted, and their presenters, are freed")
    func screensOfDeletedListAreFreed() throws {
        let app = AppDriver(
            MVPArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("enter")
        weak let tasks = (app.navigation.pages.last as? TasksScreen<TasksPresenter>)?.presenter
        app.press("e")
        weak let editor = app.navigation.pages.last as? TaskEditorScreen
        #expect(tasks != nil)
        #expect(editor != nil)
        try app.service.deleteList(id: try app.service.summaries()[0].id)
        #expect(app.navigation.pages.count == 1)
        #expect(app.status == "That list no longer exists.")
        #expect(tasks == nil)
        #expect(editor == nil)
    }

    @Test("a dismissed editor screen and its presenter are freed")
    func editorIsFreed() {
        let app = AppDriver(MVPArchitecture())
        app.press("a")
        weak let screen = app.navigation.pages.last as? ListEditorScreen
        weak let presenter = screen?.presenter
        #expect(presenter != nil)
        app.type("Groceries")
        app.press("enter")
        #expect(screen == nil)
        #expect(presenter == nil)
    }

    @Test("B17 quitting frees Home's screen and presenter")
    func homeIsFreedOnQuit() {
        let app = AppDriver(MVPArchitecture())
        weak let screen = app.navigation.pages.last as? HomeScreen<HomePresenter>
        weak let presenter = screen?.presenter
        #expect(presenter != nil)
        app.press("q")
        #expect(app.navigation.isEmpty)
        #expect(screen == nil)
        #expect(presenter == nil)
    }

    @Test("a freed presenter stops observing the service")
    func freedPresenterStopsObserving() throws {
        let app = AppDriver(MVPArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("enter")
        app.press("esc")
        try app.service.addList(title: "Work", icon: .default)
        #expect(app.title == "My Lists")
        #expect(app.screen.contains("✎ Work"))
    }

    @Test("B61 a popped tasks screen is freed with its query: the list opens again without it")
    func searchedScreenIsFreed() {
        let app = AppDriver(
            MVPArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk", "Bread"])]))
        app.press("enter")
        weak let screen = app.navigation.pages.last as? TasksScreen<TasksPresenter>
        app.press("/")
        app.type("bread")
        app.press("enter")
        app.press("esc")
        #expect(screen == nil)
        app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.lines[1] == "")
        #expect(app.contentRows.filter { !$0.isEmpty }.count == 2)
    }
}
