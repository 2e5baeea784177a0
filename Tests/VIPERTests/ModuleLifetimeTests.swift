import TaskListDomain
import TerminalKit
import TestSupport
import Testing
import VIPERLogic

@testable import VIPER

/// The stored property `name` of `object`, read by reflection, since the modules keep their parts private.
private func storedObject(_ name: String, of object: AnyObject?) -> AnyObject? {
    object.flatMap { Mirror(reflecting: $0).children.first { $0.label == name }?.value as AnyObject? }
}

@Suite("Module lifetime")
struct ModuleLifetimeTests {
    @Test("a popped tasks module is freed: view, presenter, interactor, router and change subscription")
    func tasksModuleIsFreed() throws {
        let service = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let app = AppDriver(VIPERArchitecture(), service: service)
        app.press("enter")
        weak let view = app.navigation.pages.last as? TasksView
        weak let presenter = view?.output as? TasksPresenter
        weak let interactor = storedObject("interactor", of: presenter)
        weak let router = storedObject("router", of: presenter)
        #expect(interactor is TasksInteractor)
        #expect(router is TasksRouter)
        #expect(service.liveSubscriptionCount == 2)
        app.press("d")
        app.press("esc")
        app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(interactor == nil)
        #expect(router == nil)
        #expect(service.liveSubscriptionCount == 1)
    }

    @Test("B61 a tasks module left after a search is freed, search field included, and its query forgotten")
    func searchedTasksModuleIsFreed() {
        let app = AppDriver(
            VIPERArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("enter")
        weak let view = app.navigation.pages.last as? TasksView
        weak let presenter = view?.output as? TasksPresenter
        app.press("/")
        app.type("mi")
        app.press("enter")
        #expect(app.title == "✎ Groceries (All, \"mi\")")
        app.press("esc")
        #expect(view == nil)
        #expect(presenter == nil)
        app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.lines[1].isEmpty)
    }

    @Test("B42 the modules closed because their list was deleted are freed, and Home says why")
    func modulesOfDeletedListAreFreed() throws {
        let service = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let app = AppDriver(VIPERArchitecture(), service: service)
        app.press("enter")
        weak let tasks = (app.navigation.pages.last as? TasksView)?.output as? TasksPresenter
        app.press("e")
        weak let editor = (app.navigation.pages.last as? TaskEditorView)?.output as? TaskEditorPresenter
        #expect(tasks != nil)
        #expect(editor != nil)
        try service.deleteList(id: try service.summaries()[0].id)
        #expect(app.navigation.pages.count == 1)
        #expect(app.status == "That list no longer exists.")
        #expect(tasks == nil)
        #expect(editor == nil)
        #expect(service.liveSubscriptionCount == 1)
    }

    @Test("a dismissed list editor module is freed once it saved")
    func editorModuleIsFreed() {
        let app = AppDriver(VIPERArchitecture())
        app.press("a")
        weak let view = app.navigation.pages.last as? ListEditorView
        weak let presenter = view?.output as? ListEditorPresenter
        weak let interactor = storedObject("interactor", of: presenter)
        #expect(interactor is ListEditorInteractor)
        app.type("Groceries")
        app.press("enter")
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(interactor == nil)
    }

    @Test("B64 a dismissed task editor module is freed once it saved, its notes area included")
    func taskEditorModuleIsFreed() {
        let app = AppDriver(
            VIPERArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("enter")
        app.press("a")
        weak let view = app.navigation.pages.last as? TaskEditorView
        weak let presenter = view?.output as? TaskEditorPresenter
        weak let notesArea = storedObject("notesArea", of: view)
        #expect(notesArea is TextArea)
        app.type("Call mum")
        app.press("tab")
        app.type("Sunday")
        app.press("ctrl-s")
        #expect(app.contentRows[0].contains("✐ Call mum"))
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(notesArea == nil)
    }

    @Test("B17 quitting frees Home's module and its change subscription")
    func homeModuleIsFreedOnQuit() {
        let service = ServiceSpy()
        let app = AppDriver(VIPERArchitecture(), service: service)
        weak let view = app.navigation.pages.last as? HomeView
        weak let presenter = view?.output as? HomePresenter
        #expect(presenter != nil)
        app.press("q")
        #expect(app.navigation.isEmpty)
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(service.liveSubscriptionCount == 0)
    }

    @Test("B27 Home keeps showing the lists after a module above it is freed")
    func homeFollowsChangesAfterPop() throws {
        let app = AppDriver(VIPERArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("enter")
        app.press("esc")
        try app.service.addList(title: "Work", icon: .default)
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
        #expect(app.contentRows[1].contains("✎ Work"))
    }
}
