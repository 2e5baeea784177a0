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
@MainActor
struct ModuleLifetimeTests {
    @Test("a popped tasks module is freed: view, presenter, interactor, router and change subscription")
    func tasksModuleIsFreed() async throws {
        let service = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let app = await AppDriver.viper(on: service)
        await app.press("enter")
        weak let view = app.navigation.pages.last as? TasksView
        weak let presenter = view?.output as? TasksPresenter
        weak let interactor = storedObject("interactor", of: presenter)
        weak let router = storedObject("router", of: presenter)
        #expect(interactor is TasksInteractor)
        #expect(router is TasksRouter)
        #expect(service.activeObservations == 2)
        await app.press("d")
        await app.press("esc")
        await app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(interactor == nil)
        #expect(router == nil)
        #expect(service.activeObservations == 1)
    }

    @Test(
        "B76 a tasks module popped while its tasks load is freed, its read cancelled, its answer never drawn")
    func tasksModulePoppedWhileLoadingIsFreed() async throws {
        let service = ServiceSpy(lists: [("Groceries", ["Milk"]), ("Work", [])])
        let app = await AppDriver.viper(on: service)
        service.real.conditions.latency = .milliseconds(500)
        await app.press("enter")
        await app.wait(.milliseconds(200))
        #expect(app.contentRows[0] == "   Loading…")
        weak let view = app.navigation.pages.last as? TasksView
        weak let presenter = view?.output as? TasksPresenter
        weak let interactor = storedObject("interactor", of: presenter)
        #expect(interactor is TasksInteractor)
        await app.press("esc")
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(interactor == nil)
        #expect(service.cancelledCalls == [.allTasks(1)])
        #expect(service.real.callsInFlight == 0)
        let home = app.screen
        await app.wait(.seconds(1))
        #expect(app.screen == home)
        #expect(app.navigation.pages.count == 1)
    }

    @Test("B61 a tasks module left after a search is freed, search field included, and its query forgotten")
    func searchedTasksModuleIsFreed() async {
        let app = await AppDriver(
            VIPERArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        await app.press("enter")
        weak let view = app.navigation.pages.last as? TasksView
        weak let presenter = view?.output as? TasksPresenter
        await app.press("/")
        await app.type("mi")
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All, \"mi\")")
        await app.press("esc")
        #expect(view == nil)
        #expect(presenter == nil)
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.lines[1].isEmpty)
    }

    @Test("B42 the modules closed because their list was deleted are freed, and Home says why")
    func modulesOfDeletedListAreFreed() async throws {
        let service = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let app = await AppDriver.viper(on: service)
        await app.press("enter")
        weak let tasks = (app.navigation.pages.last as? TasksView)?.output as? TasksPresenter
        await app.press("e")
        weak let editor = (app.navigation.pages.last as? TaskEditorView)?.output as? TaskEditorPresenter
        #expect(tasks != nil)
        #expect(editor != nil)
        try await service.deleteList(id: try await service.summaries()[0].id)
        await app.settle()
        #expect(app.navigation.pages.count == 1)
        #expect(app.status == "That list no longer exists.")
        #expect(tasks == nil)
        #expect(editor == nil)
        #expect(service.activeObservations == 1)
    }

    @Test(
        "B88 a popped Upcoming module is freed, with the list opened from it: parts and change subscriptions")
    func upcomingModuleIsFreed() async throws {
        let service = ServiceSpy(lists: [("Groceries", ["Milk @2026-12-03"])])
        let app = await AppDriver.viper(on: service)
        await app.press("n")
        weak let view = app.navigation.pages.last as? UpcomingView
        weak let presenter = view?.output as? UpcomingPresenter
        weak let interactor = storedObject("interactor", of: presenter)
        weak let router = storedObject("router", of: presenter)
        #expect(interactor is UpcomingInteractor)
        #expect(router is UpcomingRouter)
        await app.press("enter")
        weak let tasks = (app.navigation.pages.last as? TasksView)?.output as? TasksPresenter
        #expect(tasks != nil)
        #expect(service.activeObservations == 3)
        await app.press("esc")
        #expect(tasks == nil)
        #expect(presenter != nil)
        await app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(interactor == nil)
        #expect(router == nil)
        #expect(service.activeObservations == 1)
    }

    @Test(
        "B76 an Upcoming module popped while its tasks load is freed, its read cancelled, its answer never drawn"
    )
    func upcomingModulePoppedWhileLoadingIsFreed() async throws {
        let service = ServiceSpy(lists: [("Groceries", ["Milk @2026-12-03"])])
        let app = await AppDriver.viper(on: service)
        service.real.conditions.latency = .milliseconds(500)
        await app.press("n")
        await app.wait(.milliseconds(200))
        #expect(app.contentRows[0] == "   Loading…")
        weak let view = app.navigation.pages.last as? UpcomingView
        weak let presenter = view?.output as? UpcomingPresenter
        weak let interactor = storedObject("interactor", of: presenter)
        #expect(interactor is UpcomingInteractor)
        await app.press("esc")
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(interactor == nil)
        #expect(service.cancelledCalls == [.upcomingTasks])
        #expect(service.real.callsInFlight == 0)
        let home = app.screen
        await app.wait(.seconds(1))
        #expect(app.screen == home)
        #expect(app.navigation.pages.count == 1)
    }

    @Test("a dismissed list editor module is freed once it saved")
    func editorModuleIsFreed() async {
        let app = await AppDriver(VIPERArchitecture())
        await app.press("a")
        weak let view = app.navigation.pages.last as? ListEditorView
        weak let presenter = view?.output as? ListEditorPresenter
        weak let interactor = storedObject("interactor", of: presenter)
        #expect(interactor is ListEditorInteractor)
        await app.type("Groceries")
        await app.press("enter")
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(interactor == nil)
    }

    @Test("B79 a list editor closed with esc while its save waits is freed at once; the save still applies")
    func editorClosedWhileSavingIsFreed() async throws {
        let service = ServiceSpy()
        let app = await AppDriver.viper(on: service)
        service.real.conditions.latency = .milliseconds(500)
        await app.press("a")
        weak let view = app.navigation.pages.last as? ListEditorView
        weak let presenter = view?.output as? ListEditorPresenter
        await app.type("Groceries")
        await app.press("enter")
        await app.press("esc")
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(app.title == "My Lists")
        await app.wait(.seconds(1))
        #expect(app.navigation.pages.count == 1)
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
    }

    @Test("B64 a dismissed task editor module is freed once it saved, its notes area included")
    func taskEditorModuleIsFreed() async {
        let app = await AppDriver(
            VIPERArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        await app.press("enter")
        await app.press("a")
        weak let view = app.navigation.pages.last as? TaskEditorView
        weak let presenter = view?.output as? TaskEditorPresenter
        weak let notesArea = storedObject("notesArea", of: view)
        #expect(notesArea is TextArea)
        await app.type("Call mum")
        await app.press("tab", count: 2)
        await app.type("Sunday")
        await app.press("ctrl-s")
        #expect(app.contentRows[0].contains("✐ Call mum"))
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(notesArea == nil)
    }

    @Test("B17 B81 quitting frees Home's module and its change subscription, even while its lists load")
    func homeModuleIsFreedOnQuit() async {
        let service = ServiceSpy(latency: .milliseconds(500))
        let app = await AppDriver.viper(on: service)
        weak let view = app.navigation.pages.last as? HomeView
        weak let presenter = view?.output as? HomePresenter
        #expect(presenter != nil)
        #expect(service.real.callsInFlight == 1)
        await app.press("q")
        #expect(app.navigation.isEmpty)
        #expect(view == nil)
        #expect(presenter == nil)
        #expect(service.activeObservations == 0)
        #expect(service.cancelledCalls == [.summaries])
    }

    @Test("B27 Home keeps showing the lists after a module above it is freed")
    func homeFollowsChangesAfterPop() async throws {
        let app = await AppDriver(
            VIPERArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        await app.press("enter")
        await app.press("esc")
        try await app.service.addList(title: "Work", icon: .default)
        await app.settle()
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
        #expect(app.contentRows[1].contains("✎ Work"))
    }
}
