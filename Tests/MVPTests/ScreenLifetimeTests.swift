import MVPPresenters
import TaskListDomain
import TestSupport
import Testing

@testable import MVP

@MainActor
@Suite("Screen lifetime")
struct ScreenLifetimeTests {
    @Test("a popped tasks screen and its presenter are freed")
    func tasksScreenIsFreed() async {
        let app = await AppDriver(
            MVPArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        await app.press("enter")
        weak let screen = app.navigation.pages.last as? TasksScreen<TasksPresenter>
        weak let presenter = screen?.presenter
        #expect(presenter != nil)
        await app.press("d")
        await app.press("esc")
        await app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(screen == nil)
        #expect(presenter == nil)
    }

    @Test("B42 the screens closed because their list was deleted, and their presenters, are freed")
    func screensOfDeletedListAreFreed() async throws {
        let app = await AppDriver(
            MVPArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        await app.press("enter")
        weak let tasks = (app.navigation.pages.last as? TasksScreen<TasksPresenter>)?.presenter
        await app.press("e")
        weak let editor = app.navigation.pages.last as? TaskEditorScreen
        #expect(tasks != nil)
        #expect(editor != nil)
        try await app.service.deleteList(id: try await app.service.summaries()[0].id)
        await app.settle()
        #expect(app.navigation.pages.count == 1)
        #expect(app.status == "That list no longer exists.")
        #expect(tasks == nil)
        #expect(editor == nil)
    }

    @Test("a dismissed editor screen and its presenter are freed")
    func editorIsFreed() async {
        let app = await AppDriver(MVPArchitecture())
        await app.press("a")
        weak let screen = app.navigation.pages.last as? ListEditorScreen
        weak let presenter = screen?.presenter
        #expect(presenter != nil)
        await app.type("Groceries")
        await app.press("enter")
        #expect(screen == nil)
        #expect(presenter == nil)
    }

    @Test("B17 quitting frees Home's screen and presenter")
    func homeIsFreedOnQuit() async {
        let app = await AppDriver(MVPArchitecture())
        weak let screen = app.navigation.pages.last as? HomeScreen<HomePresenter>
        weak let presenter = screen?.presenter
        #expect(presenter != nil)
        await app.press("q")
        #expect(app.navigation.isEmpty)
        #expect(screen == nil)
        #expect(presenter == nil)
    }

    @Test("a freed presenter stops observing the service")
    func freedPresenterStopsObserving() async throws {
        let app = await AppDriver(
            MVPArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        await app.press("enter")
        await app.press("esc")
        try await app.service.addList(title: "Work", icon: .default)
        await app.settle()
        #expect(app.title == "My Lists")
        #expect(app.screen.contains("✎ Work"))
    }

    @Test("B61 a popped tasks screen is freed with its query: the list opens again without it")
    func searchedScreenIsFreed() async {
        let app = await AppDriver(
            MVPArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk", "Bread"])]))
        await app.press("enter")
        weak let screen = app.navigation.pages.last as? TasksScreen<TasksPresenter>
        await app.press("/")
        await app.type("bread")
        await app.press("enter")
        await app.press("esc")
        #expect(screen == nil)
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.lines[1] == "")
        #expect(app.contentRows.filter { !$0.isEmpty }.count == 2)
    }

    @Test(
        "B76 a tasks screen popped while its read waits is freed at once with its presenter; the read is cancelled"
    )
    func screenWithPendingReadIsFreed() async {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let app = await AppDriver(MVPArchitecture(), service: service)
        service.conditions.latency = .milliseconds(500)
        await app.press("enter")
        weak let screen = app.navigation.pages.last as? TasksScreen<TasksPresenter>
        weak let presenter = screen?.presenter
        #expect(presenter != nil)
        #expect(service.callsInFlight == 1)
        app.terminal.press(.escape)
        #expect(screen == nil)
        #expect(presenter == nil)
        await app.settle()
        #expect(service.callsInFlight == 0)
        await app.wait(.seconds(2))
        #expect(app.title == "My Lists")
        #expect(app.contentRows[0].hasPrefix(" > ✎ Groceries"))
        #expect(app.contentRows[0].hasSuffix("0/1"))
    }

    @Test("B76 ctrl-c frees every screen at once while their reads wait, and cancels the reads")
    func screensWithPendingReadsAreFreedOnQuit() async {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let app = await AppDriver(MVPArchitecture(), service: service)
        await app.press("enter")
        service.conditions.latency = .milliseconds(500)
        weak let home = (app.navigation.pages.first as? HomeScreen<HomePresenter>)?.presenter
        weak let tasks = (app.navigation.pages.last as? TasksScreen<TasksPresenter>)?.presenter
        await app.press("space")
        await app.wait(.milliseconds(500))
        #expect(service.callsInFlight == 2)
        app.terminal.press(.control("c"))
        #expect(home == nil)
        #expect(tasks == nil)
        await app.settle()
        #expect(service.callsInFlight == 0)
    }

    @Test("a popped Upcoming screen and its presenter are freed, and stop observing the service")
    func upcomingIsFreed() async throws {
        let app = await AppDriver(
            MVPArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03"])]))
        await app.press("n")
        weak let screen = app.navigation.pages.last as? UpcomingScreen<UpcomingPresenter>
        weak let presenter = screen?.presenter
        #expect(presenter != nil)
        await app.press("enter")
        await app.press("esc")
        await app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(screen == nil)
        #expect(presenter == nil)
        try await app.service.addList(title: "Work", icon: .default)
        await app.settle()
        #expect(app.title == "My Lists")
    }

    @Test(
        "B76 an Upcoming screen popped while its read waits is freed at once with its presenter; the read is cancelled"
    )
    func upcomingWithPendingReadIsFreed() async {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03"])])
        let app = await AppDriver(MVPArchitecture(), service: service)
        service.conditions.latency = .milliseconds(500)
        await app.press("n")
        weak let screen = app.navigation.pages.last as? UpcomingScreen<UpcomingPresenter>
        weak let presenter = screen?.presenter
        #expect(presenter != nil)
        #expect(service.callsInFlight == 1)
        app.terminal.press(.escape)
        #expect(screen == nil)
        #expect(presenter == nil)
        await app.settle()
        #expect(service.callsInFlight == 0)
        await app.wait(.seconds(2))
        #expect(app.title == "My Lists")
    }
}
