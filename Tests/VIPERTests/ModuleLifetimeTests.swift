import TaskListDomain
import TestSupport
import Testing
import VIPERLogic

@testable import VIPER

@Suite("Module lifetime")
struct ModuleLifetimeTests {
    @Test("a popped tasks module is freed: view, presenter, interactor and router")
    func tasksModuleIsFreed() throws {
        let app = AppDriver(
            VIPERArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("enter")
        let view = try #require(app.navigation.pages.last as? TasksView)
        weak let weakView = view
        weak let presenter = view.output as? TasksPresenter
        #expect(presenter != nil)
        app.press("d")
        app.press("esc")
        app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(weakView == nil)
        #expect(presenter == nil)
    }
}
