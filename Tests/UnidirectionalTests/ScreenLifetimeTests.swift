import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import Unidirectional
@testable import UnidirectionalCore

/// The whole app through `AppDriver`: a screen that leaves the stack is freed with its view and its
/// observation, and the store goes when the app quits.
@Suite("Screen lifetime")
@MainActor
struct ScreenLifetimeTests {
    private func appView(_ app: AppDriver) -> AppView? {
        app.navigation.pages.last as? AppView
    }

    @Test(
        "a popped tasks screen is freed with its view and its search field, and stops following the service")
    func tasksScreenIsFreed() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])])
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("enter")
        #expect(spy.activeObservations == 2)
        weak let view = appView(app)?.screenViews.last
        #expect(view is TasksView)
        await app.press("/")
        await app.type("M")
        await app.press("enter")
        await app.press("d")
        await app.press("esc")
        await app.press("e")
        await app.press("esc")
        await app.press("esc")
        #expect(app.title == "My Lists")
        #expect(view == nil)
        #expect(spy.activeObservations == 1)
        spy.clearCalls()
        try await spy.real.addTask(title: "Eggs", toList: 1)
        await app.settle()
        #expect(spy.calls == [.summaries])
    }

    @Test("B76 a tasks screen popped while its read is pending is freed at once; its read is cancelled")
    func tasksScreenFreedWhileLoading() async {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])], latency: .milliseconds(500))
        let app = await AppDriver.unidirectional(on: spy)
        await app.wait(.milliseconds(500))
        await app.press("enter")
        weak let view = appView(app)?.screenViews.last
        #expect(view is TasksView)
        await app.wait(.milliseconds(200))
        await app.press("esc")
        #expect(view == nil)
        #expect(spy.activeObservations == 1)
        await app.wait(.seconds(1))
        #expect(spy.cancelledCalls == [.allTasks(1)])
        #expect(appView(app)?.store.runningEffectCount == 0)
    }

    @Test("B86 B88 a popped Upcoming is freed with its view, and stops following the service")
    func upcomingIsFreed() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk @2026-12-03"])])
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("n")
        weak let view = appView(app)?.screenViews.last
        #expect(view is UpcomingView)
        #expect(spy.activeObservations == 2)
        await app.press("enter")
        #expect(spy.activeObservations == 3)
        await app.press("esc")
        await app.press("esc")
        #expect(app.title == "My Lists")
        #expect(view == nil)
        #expect(spy.activeObservations == 1)
        spy.clearCalls()
        try await spy.real.addTask(title: "Eggs", toList: 1)
        await app.settle()
        #expect(spy.calls == [.summaries])
    }

    @Test("B76 an Upcoming popped while its read is pending is freed at once; its read is cancelled")
    func upcomingFreedWhileLoading() async {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk @2026-12-03"])], latency: .milliseconds(500))
        let app = await AppDriver.unidirectional(on: spy)
        await app.wait(.milliseconds(500))
        await app.press("n")
        weak let view = appView(app)?.screenViews.last
        #expect(view is UpcomingView)
        await app.wait(.milliseconds(200))
        await app.press("esc")
        #expect(view == nil)
        #expect(spy.activeObservations == 1)
        await app.wait(.seconds(1))
        #expect(spy.cancelledCalls == [.upcomingTasks])
        #expect(appView(app)?.store.runningEffectCount == 0)
        #expect(app.title == "My Lists")
        #expect(app.status == "")
    }

    @Test(
        "B17 ctrl-c while a read is pending frees the store at once, cancels the read and ends every observation"
    )
    func controlCWhileLoading() async {
        let spy = ServiceSpy(lists: [("Groceries", [])], latency: .milliseconds(500))
        let app = await AppDriver.unidirectional(on: spy)
        weak let store = appView(app)?.store
        await app.press("ctrl-c")
        #expect(store == nil)
        await app.wait(.milliseconds(500))
        #expect(spy.cancelledCalls == [.summaries])
        #expect(spy.activeObservations == 0)
    }

    @Test("B42 the screens closed because their list was deleted are freed with their observation")
    func screensOfDeletedListAreFreed() async throws {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"]), ("Work", [])])
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("enter")
        weak let tasks = appView(app)?.screenViews.last
        await app.press("e")
        weak let editor = appView(app)?.screenViews.last
        #expect(tasks is TasksView)
        #expect(editor is TaskEditorView)
        try await spy.real.deleteList(id: 1)
        await app.settle()
        #expect(app.title == "My Lists")
        #expect(app.status == "That list no longer exists.")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
        #expect(tasks == nil)
        #expect(editor == nil)
        #expect(spy.activeObservations == 1)
    }

    @Test("a dismissed editor is freed with its view, saved or cancelled")
    func editorIsFreed() async {
        let app = await AppDriver(UnidirectionalArchitecture())
        await app.press("a")
        weak let saved = appView(app)?.screenViews.last
        await app.type("Groceries")
        await app.press("enter")
        await app.press("r")
        weak let cancelled = appView(app)?.screenViews.last
        #expect(cancelled is ListEditorView)
        await app.press("esc")
        #expect(saved == nil)
        #expect(cancelled == nil)
        #expect(appView(app)?.screenViews.count == 1)
    }

    @Test("B64 B66 a task editor with notes is freed once ctrl-s saved; the task shows the notes marker")
    func taskEditorIsFreed() async {
        let app = await AppDriver(
            UnidirectionalArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        await app.press("enter")
        await app.press("a")
        weak let editor = appView(app)?.screenViews.last
        #expect(editor is TaskEditorView)
        await app.type("Call mum")
        await app.press("tab", count: 2)
        await app.type("about Sunday")
        await app.press("ctrl-s")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.selectedRow == "[ ] ✐ Call mum")
        #expect(editor == nil)
    }

    @Test("B17 q frees the store, its views and every observation")
    func quitFreesStore() async {
        let spy = ServiceSpy(lists: [("Groceries", [])])
        let app = await AppDriver.unidirectional(on: spy)
        weak let store = appView(app)?.store
        weak let home = appView(app)?.screenViews.last
        #expect(store != nil)
        await app.press("q")
        #expect(app.navigation.isEmpty)
        #expect(store == nil)
        #expect(home == nil)
        #expect(spy.activeObservations == 0)
    }

    @Test("B17 ctrl-c on any screen frees the store and every observation")
    func controlCFreesStore() async {
        let spy = ServiceSpy(lists: [("Groceries", [])])
        let app = await AppDriver.unidirectional(on: spy)
        weak let store = appView(app)?.store
        await app.press("enter")
        await app.press("a")
        #expect(spy.activeObservations == 2)
        await app.press("ctrl-c")
        #expect(app.navigation.isEmpty)
        #expect(store == nil)
        #expect(spy.activeObservations == 0)
    }

    @Test("B27 back on Home, the list that was open is still selected")
    func backKeepsSelection() async {
        let app = await AppDriver(
            UnidirectionalArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", []), ("Work", ["Report"])]))
        await app.press("down")
        await app.press("enter")
        #expect(app.title == "✎ Work (All)")
        await app.press("left")
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
    }

    @Test("the views on the stack match the store's screens")
    func viewsFollowStack() async {
        let app = await AppDriver(
            UnidirectionalArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        await app.press("enter")
        await app.press("a")
        let views = appView(app)?.screenViews ?? []
        #expect(views.count == 3)
        #expect(views[0] is HomeView)
        #expect(views[1] is TasksView)
        #expect(views[2] is TaskEditorView)
        #expect(appView(app)?.store.state.stack.count == 3)
    }
}
