import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import Unidirectional
@testable import UnidirectionalCore

/// The whole app through `AppDriver`: a screen that leaves the stack is freed with its view and its
/// observation, and the store goes when the app quits.
@Suite("Screen lifetime")
struct ScreenLifetimeTests {
    private func appView(_ app: AppDriver) -> AppView? {
        app.navigation.pages.last as? AppView
    }

    @Test(
        "a popped tasks screen is freed with its view and its search field, and stops following the service")
    func tasksScreenIsFreed() throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let app = AppDriver(UnidirectionalArchitecture(), service: spy)
        app.press("enter")
        #expect(spy.activeObservations == 2)
        weak let view = appView(app)?.screenViews.last
        #expect(view is TasksView)
        app.press("/")
        app.type("M")
        app.press("enter")
        app.press("d")
        app.press("esc")
        app.press("e")
        app.press("esc")
        app.press("esc")
        #expect(app.title == "My Lists")
        #expect(view == nil)
        #expect(spy.activeObservations == 1)
        spy.clearCalls()
        try spy.real.addTask(title: "Eggs", toList: 1)
        #expect(spy.calls == [.summaries])
    }

    @Test("B42 the screens closed because their list was deleted are freed with their observation")
    func screensOfDeletedListAreFreed() throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"]), ("Work", [])])
        let app = AppDriver(UnidirectionalArchitecture(), service: spy)
        app.press("enter")
        weak let tasks = appView(app)?.screenViews.last
        app.press("e")
        weak let editor = appView(app)?.screenViews.last
        #expect(tasks is TasksView)
        #expect(editor is TaskEditorView)
        try spy.real.deleteList(id: 1)
        #expect(app.title == "My Lists")
        #expect(app.status == "That list no longer exists.")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
        #expect(tasks == nil)
        #expect(editor == nil)
        #expect(spy.activeObservations == 1)
    }

    @Test("a dismissed editor is freed with its view, saved or cancelled")
    func editorIsFreed() {
        let app = AppDriver(UnidirectionalArchitecture())
        app.press("a")
        weak let saved = appView(app)?.screenViews.last
        app.type("Groceries")
        app.press("enter")
        app.press("r")
        weak let cancelled = appView(app)?.screenViews.last
        #expect(cancelled is ListEditorView)
        app.press("esc")
        #expect(saved == nil)
        #expect(cancelled == nil)
        #expect(appView(app)?.screenViews.count == 1)
    }

    @Test("B64 B66 a task editor with notes is freed once ctrl-s saved; the task shows the notes marker")
    func taskEditorIsFreed() {
        let app = AppDriver(
            UnidirectionalArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("enter")
        app.press("a")
        weak let editor = appView(app)?.screenViews.last
        #expect(editor is TaskEditorView)
        app.type("Call mum")
        app.press("tab")
        app.type("about Sunday")
        app.press("ctrl-s")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.selectedRow == "[ ] ✐ Call mum")
        #expect(editor == nil)
    }

    @Test("B17 q frees the store, its views and every observation")
    func quitFreesStore() {
        let spy = ServiceSpy(lists: [("Groceries", [])])
        let app = AppDriver(UnidirectionalArchitecture(), service: spy)
        weak let store = appView(app)?.store
        weak let home = appView(app)?.screenViews.last
        #expect(store != nil)
        app.press("q")
        #expect(app.navigation.isEmpty)
        #expect(store == nil)
        #expect(home == nil)
        #expect(spy.activeObservations == 0)
    }

    @Test("B17 ctrl-c on any screen frees the store and every observation")
    func controlCFreesStore() {
        let spy = ServiceSpy(lists: [("Groceries", [])])
        let app = AppDriver(UnidirectionalArchitecture(), service: spy)
        weak let store = appView(app)?.store
        app.press("enter")
        app.press("a")
        #expect(spy.activeObservations == 2)
        app.press("ctrl-c")
        #expect(app.navigation.isEmpty)
        #expect(store == nil)
        #expect(spy.activeObservations == 0)
    }

    @Test("B27 back on Home, the list that was open is still selected")
    func backKeepsSelection() {
        let app = AppDriver(
            UnidirectionalArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", []), ("Work", ["Report"])]))
        app.press("down")
        app.press("enter")
        #expect(app.title == "✎ Work (All)")
        app.press("left")
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
    }

    @Test("the views on the stack match the store's screens")
    func viewsFollowStack() {
        let app = AppDriver(
            UnidirectionalArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("enter")
        app.press("a")
        let views = appView(app)?.screenViews ?? []
        #expect(views.count == 3)
        #expect(views[0] is HomeView)
        #expect(views[1] is TasksView)
        #expect(views[2] is TaskEditorView)
        #expect(appView(app)?.store.state.stack.count == 3)
    }
}
