import MVVMViewModels
import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVVM

/// The whole app through `AppDriver`: screens popped off the stack are freed with their view models.
@MainActor
@Suite("Screen lifetime")
struct ScreenLifetimeTests {
    @Test("a popped tasks screen is freed with its view model")
    func tasksScreenIsFreed() async {
        let app = await AppDriver(
            MVVMArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        await app.press("enter")
        weak let view = app.navigation.pages.last as? TasksView
        weak let viewModel = view?.viewModel
        #expect(viewModel != nil)
        await app.press("d")
        await app.press("esc")
        await app.press("e")
        await app.press("esc")
        await app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(view == nil)
        #expect(viewModel == nil)
    }

    @Test("a tasks screen left with a query is freed with its view model and search field")
    func searchedTasksScreenIsFreed() async {
        let app = await AppDriver(
            MVVMArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        await app.press("enter")
        weak let view = app.navigation.pages.last as? TasksView
        weak let viewModel = view?.viewModel
        weak let searchField = view?.header as? SearchField
        #expect(searchField != nil)
        await app.press("/")
        await app.type("Mi")
        await app.press("enter")
        await app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(view == nil)
        #expect(viewModel == nil)
        #expect(searchField == nil)
    }

    @Test("B42 the screens closed because their list was deleted are freed with their view models")
    func screensOfDeletedListAreFreed() async throws {
        let app = await AppDriver(
            MVVMArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        await app.press("enter")
        weak let tasks = (app.navigation.pages.last as? TasksView)?.viewModel
        await app.press("e")
        weak let editor = (app.navigation.pages.last as? TaskEditorView)?.viewModel
        #expect(tasks != nil)
        #expect(editor != nil)
        try await app.service.deleteList(id: try await app.service.summaries()[0].id)
        await app.settle()
        #expect(app.navigation.pages.count == 1)
        #expect(app.status == "That list no longer exists.")
        #expect(tasks == nil)
        #expect(editor == nil)
    }

    @Test(
        "B76 a tasks screen popped while its tasks are read is freed, its read cancelled and its answer never drawn"
    )
    func tasksScreenPoppedWhileReadingIsFreed() async {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"]), ("Work", [])])
        let app = await AppDriver(MVVMArchitecture(), service: service)
        service.conditions.latency = .milliseconds(500)
        let home = app.screen
        await app.press("enter")
        weak let view = app.navigation.pages.last as? TasksView
        weak let viewModel = view?.viewModel
        #expect(viewModel != nil)
        #expect(service.callsInFlight == 1)
        await app.press("esc")
        #expect(service.callsInFlight == 0)
        #expect(view == nil)
        #expect(viewModel == nil)
        await app.wait(.seconds(1))
        #expect(app.screen == home)
    }

    @Test("B76 ctrl-c while the tasks are read frees every screen and cancels the read")
    func controlCWhileReadingFreesScreens() async {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let app = await AppDriver(MVVMArchitecture(), service: service)
        service.conditions.latency = .milliseconds(500)
        await app.press("enter")
        weak let tasks = (app.navigation.pages.last as? TasksView)?.viewModel
        weak let home = (app.navigation.pages.first as? HomeView)?.viewModel
        await app.press("ctrl-c")
        #expect(app.navigation.isEmpty)
        #expect(tasks == nil)
        #expect(home == nil)
        #expect(service.callsInFlight == 0)
    }

    @Test("B76 a tasks screen popped while it reads the change a toggle made is freed and its read cancelled")
    func tasksScreenPoppedWhileReadingAfterChangeIsFreed() async {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let app = await AppDriver(MVVMArchitecture(), service: service)
        await app.press("enter")
        weak let viewModel = (app.navigation.pages.last as? TasksView)?.viewModel
        service.conditions.latency = .milliseconds(300)
        await app.press("space")
        await app.wait(.milliseconds(300))
        #expect(service.callsInFlight == 2)
        await app.press("esc")
        #expect(viewModel == nil)
        #expect(service.callsInFlight == 1)
        await app.wait(.milliseconds(300))
        #expect(service.callsInFlight == 0)
        #expect(app.selectedRow?.hasSuffix("1/1") == true)
    }

    @Test("a dismissed editor is freed with its view model, saved or cancelled")
    func editorIsFreed() async {
        let app = await AppDriver(MVVMArchitecture())
        await app.press("a")
        weak let saved = (app.navigation.pages.last as? ListEditorView)?.viewModel
        await app.type("Groceries")
        await app.press("enter")
        await app.press("r")
        weak let cancelled = (app.navigation.pages.last as? ListEditorView)?.viewModel
        #expect(cancelled != nil)
        await app.press("esc")
        #expect(saved == nil)
        #expect(cancelled == nil)
    }

    @Test("a dismissed task editor is freed with its view model, saved or cancelled")
    func taskEditorIsFreed() async {
        let app = await AppDriver(
            MVVMArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        await app.press("enter")
        await app.press("a")
        weak let saved = (app.navigation.pages.last as? TaskEditorView)?.viewModel
        await app.type("Milk")
        await app.press("tab", count: 2)
        await app.type("Oat")
        await app.press("ctrl-s")
        await app.press("e")
        weak let cancelled = app.navigation.pages.last as? TaskEditorView
        #expect(cancelled?.viewModel.draftNotes == "Oat")
        await app.press("esc")
        #expect(app.selectedRow == "[ ] ✐ Milk")
        #expect(saved == nil)
        #expect(cancelled == nil)
    }

    @Test("quitting frees Home with its view model")
    func homeIsFreedOnQuit() async {
        let app = await AppDriver(MVVMArchitecture())
        weak let viewModel = (app.navigation.pages.last as? HomeView)?.viewModel
        #expect(viewModel != nil)
        await app.press("q")
        #expect(app.navigation.isEmpty)
        #expect(viewModel == nil)
    }

    @Test("B27 back on Home, the list that was open is still selected")
    func backKeepsSelection() async {
        let app = await AppDriver(
            MVVMArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", []), ("Work", ["Report"])]))
        await app.press("down")
        await app.press("enter")
        #expect(app.title == "✎ Work (All)")
        await app.press("left")
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
    }

    @Test("a freed screen no longer follows the service")
    func freedScreenStopsObserving() async throws {
        let app = await AppDriver(
            MVVMArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        await app.press("enter")
        await app.press("esc")
        try await app.service.addList(title: "Work", icon: .default)
        await app.settle()
        #expect(app.title == "My Lists")
        #expect(app.screen.contains("✎ Work"))
    }
}
