import MVVMViewModels
import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVVM

/// The whole app through `AppDriver`: screens popped off the stack are freed with their view models.
@Suite("Screen lifetime")
struct ScreenLifetimeTests {
    @Test("a popped tasks screen is freed with its view model")
    func tasksScreenIsFreed() {
        let app = AppDriver(
            MVVMArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("enter")
        weak let view = app.navigation.pages.last as? TasksView
        weak let viewModel = view?.viewModel
        #expect(viewModel != nil)
        app.press("d")
        app.press("esc")
        app.press("e")
        app.press("esc")
        app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(view == nil)
        #expect(viewModel == nil)
    }

    @Test("a tasks screen left with a query is freed with its view model and search field")
    func searchedTasksScreenIsFreed() {
        let app = AppDriver(
            MVVMArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("enter")
        weak let view = app.navigation.pages.last as? TasksView
        weak let viewModel = view?.viewModel
        weak let searchField = view?.header as? SearchField
        #expect(searchField != nil)
        app.press("/")
        app.type("Mi")
        app.press("enter")
        app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(view == nil)
        #expect(viewModel == nil)
        #expect(searchField == nil)
    }

    @Test("B42 the screens closed because their list was deleted are freed with their view models")
    func screensOfDeletedListAreFreed() throws {
        let app = AppDriver(
            MVVMArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        app.press("enter")
        weak let tasks = (app.navigation.pages.last as? TasksView)?.viewModel
        app.press("e")
        weak let editor = (app.navigation.pages.last as? TaskEditorView)?.viewModel
        #expect(tasks != nil)
        #expect(editor != nil)
        try app.service.deleteList(id: try app.service.summaries()[0].id)
        #expect(app.navigation.pages.count == 1)
        #expect(app.status == "That list no longer exists.")
        #expect(tasks == nil)
        #expect(editor == nil)
    }

    @Test("a dismissed editor is freed with its view model, saved or cancelled")
    func editorIsFreed() {
        let app = AppDriver(MVVMArchitecture())
        app.press("a")
        weak let saved = (app.navigation.pages.last as? ListEditorView)?.viewModel
        app.type("Groceries")
        app.press("enter")
        app.press("r")
        weak let cancelled = (app.navigation.pages.last as? ListEditorView)?.viewModel
        #expect(cancelled != nil)
        app.press("esc")
        #expect(saved == nil)
        #expect(cancelled == nil)
    }

    @Test("a dismissed task editor is freed with its view model, saved or cancelled")
    func taskEditorIsFreed() {
        let app = AppDriver(MVVMArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("enter")
        app.press("a")
        weak let saved = (app.navigation.pages.last as? TaskEditorView)?.viewModel
        app.type("Milk")
        app.press("tab")
        app.type("Oat")
        app.press("ctrl-s")
        app.press("e")
        weak let cancelled = app.navigation.pages.last as? TaskEditorView
        #expect(cancelled?.viewModel.draftNotes == "Oat")
        app.press("esc")
        #expect(app.selectedRow == "[ ] ✐ Milk")
        #expect(saved == nil)
        #expect(cancelled == nil)
    }

    @Test("quitting frees Home with its view model")
    func homeIsFreedOnQuit() {
        let app = AppDriver(MVVMArchitecture())
        weak let viewModel = (app.navigation.pages.last as? HomeView)?.viewModel
        #expect(viewModel != nil)
        app.press("q")
        #expect(app.navigation.isEmpty)
        #expect(viewModel == nil)
    }

    @Test("B27 back on Home, the list that was open is still selected")
    func backKeepsSelection() {
        let app = AppDriver(
            MVVMArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", []), ("Work", ["Report"])]))
        app.press("down")
        app.press("enter")
        #expect(app.title == "✎ Work (All)")
        app.press("left")
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
    }

    @Test("a freed screen no longer follows the service")
    func freedScreenStopsObserving() throws {
        let app = AppDriver(MVVMArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("enter")
        app.press("esc")
        try app.service.addList(title: "Work", icon: .default)
        #expect(app.title == "My Lists")
        #expect(app.screen.contains("✎ Work"))
    }
}
