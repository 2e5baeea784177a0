import MVVMViewModels
import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVVM

/// Upcoming through the whole app (`AppDriver` over `MVVMArchitecture`): Home's key opens it, its keys reach
/// its view model, the coordinator opens a list into the state asked for, and a popped Upcoming is freed.
@MainActor
@Suite("Upcoming in the app")
struct UpcomingAppTests {
    /// The app on Home over Groceries (Milk due 2026-12-03, Bread due 2026-12-01, Eggs) and Work (Report due
    /// 2026-12-02), and the service it runs on.
    private func home(size: Size = Size(width: 80, height: 24)) async -> (AppDriver, StoreTaskListService) {
        let service = Fixtures.makeService(lists: [
            ("Groceries", ["Milk @2026-12-03", "Bread @2026-12-01", "Eggs"]),
            ("Work", ["Report @2026-12-02"]),
        ])
        return (await AppDriver(MVVMArchitecture(), service: service, size: size), service)
    }

    private func rows(_ app: AppDriver) -> [String] {
        app.contentRows.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test("B86 n on Home opens Upcoming with its rows and keys; esc goes back to Home")
    func homeOpensUpcoming() async {
        let (app, _) = await home()
        await app.press("n")
        #expect(app.navigation.pages.last is UpcomingView)
        #expect(app.title == "Upcoming")
        #expect(app.selectedRow?.hasPrefix("[ ] Bread — ✎ Groceries") == true)
        #expect(app.selectedRow?.hasSuffix("2026-12-01") == true)
        #expect(app.helpBar == "space toggle  enter open in list  u undo  esc/left back  ? help")
        await app.press("esc")
        #expect(app.title == "My Lists")
        #expect(app.navigation.pages.count == 1)
    }

    @Test(
        "B87 space on Upcoming marks the task done: it leaves Upcoming, and Home's progress follows at once")
    func toggleReachesHome() async throws {
        let (app, service) = await home()
        await app.press("n")
        await app.press("space")
        #expect(rows(app).count == 2)
        #expect(app.selectedRow?.hasPrefix("[ ] Report — ✎ Work") == true)
        await app.press("esc")
        #expect(app.selectedRow?.hasSuffix("1/3") == true)
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.isDone) == [false, true, false])
    }

    @Test("B88 enter opens the task's list with the task selected and in view; esc goes back to Upcoming")
    func enterOpensListWithTaskSelected() async {
        let service = Fixtures.makeService(lists: [
            ("Groceries", ["Milk"]), ("Work", (1...30).map { "Task \($0)" } + ["Report @2026-12-02"]),
        ])
        let app = await AppDriver(MVVMArchitecture(), service: service, size: Size(width: 60, height: 12))
        await app.press("n")
        await app.press("enter")
        #expect(app.title == "✎ Work (All)")
        #expect(app.selectedRow == "[ ] Report")
        await app.press("esc")
        #expect(app.title == "Upcoming")
        #expect(app.selectedRow?.hasPrefix("[ ] Report — ✎ Work") == true)
    }

    @Test("B88 B77 the list opened from Upcoming waits for its rows, then selects the task")
    func openedListSelectsTaskWhenRowsCome() async {
        let (app, service) = await home()
        await app.press("n")
        await app.press("down", count: 2)
        service.conditions.latency = .milliseconds(300)
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.selectedRow == nil)
        await app.wait(.milliseconds(300))
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B89 B67 a task edited on a list opened from Upcoming shows on Upcoming at once, still selected")
    func upcomingFollowsEditsBelowIt() async {
        let (app, _) = await home()
        await app.press("n")
        await app.press("enter")
        await app.press("e")
        await app.press("ctrl-u")
        await app.type("Rye bread")
        await app.press("tab")
        await app.press("ctrl-u")
        await app.type("2026-12-05")
        await app.press("enter")
        await app.press("esc")
        #expect(app.title == "Upcoming")
        #expect(
            rows(app).map { $0.replacingOccurrences(of: " ", with: "") } == [
                "[]Report—✎Work2026-12-02", "[]Milk—✎Groceries2026-12-03", ">[]Ryebread—✎Groceries2026-12-05",
            ])
    }

    @Test("B42 a list opened from Upcoming and deleted elsewhere closes both screens; Home says it is gone")
    func deletedListReturnsToHome() async throws {
        let (app, service) = await home()
        await app.press("n")
        await app.press("enter")
        weak let upcoming = (app.navigation.pages[1] as? UpcomingView)?.viewModel
        try await service.deleteList(id: try await service.summaries()[0].id)
        await app.settle()
        _ = app.terminal.render()
        #expect(app.navigation.pages.count == 1)
        #expect(app.status == "That list no longer exists.")
        #expect(upcoming == nil)
    }

    @Test("a popped Upcoming screen is freed with its view model, also after opening a list from it")
    func poppedUpcomingIsFreed() async {
        let (app, _) = await home()
        await app.press("n")
        weak let view = app.navigation.pages.last as? UpcomingView
        weak let viewModel = view?.viewModel
        await app.press("enter")
        weak let tasks = (app.navigation.pages.last as? TasksView)?.viewModel
        #expect(tasks != nil)
        await app.press("esc")
        await app.press("space")
        await app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(view == nil)
        #expect(viewModel == nil)
        #expect(tasks == nil)
    }

    @Test(
        "B76 an Upcoming screen popped while its tasks are read is freed, its read cancelled, its answer never drawn"
    )
    func upcomingPoppedWhileReadingIsFreed() async {
        let (app, service) = await home()
        service.conditions.latency = .milliseconds(500)
        let homeScreen = app.screen
        await app.press("n")
        weak let view = app.navigation.pages.last as? UpcomingView
        weak let viewModel = view?.viewModel
        #expect(viewModel != nil)
        #expect(service.callsInFlight == 1)
        await app.press("esc")
        #expect(service.callsInFlight == 0)
        #expect(view == nil)
        #expect(viewModel == nil)
        await app.wait(.seconds(1))
        #expect(app.screen == homeScreen)
    }

    @Test(
        "B76 an Upcoming screen popped while it reads the change a toggle made is freed and its read cancelled"
    )
    func upcomingPoppedWhileReadingAfterChangeIsFreed() async {
        let (app, service) = await home()
        await app.press("n")
        weak let viewModel = (app.navigation.pages.last as? UpcomingView)?.viewModel
        service.conditions.latency = .milliseconds(300)
        await app.press("space")
        await app.wait(.milliseconds(300))
        #expect(service.callsInFlight == 2)
        await app.press("esc")
        #expect(viewModel == nil)
        #expect(service.callsInFlight == 1)
        await app.wait(.milliseconds(300))
        #expect(service.callsInFlight == 0)
        #expect(app.selectedRow?.hasSuffix("1/3") == true)
    }
}
