import MVVMViewModels
import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVVM

/// Undo through the whole app (`AppDriver` over `MVVMArchitecture`): the composition root's history outlives
/// the screens, each screen undoes its own changes, and a new run starts with none.
@MainActor
@Suite("Undo in the app")
struct UndoAppTests {
    /// The app on Home over Groceries (Milk, Eggs due 2026-12-02) and Work (Report), and its service.
    private func home(_ service: StoreTaskListService? = nil) async -> (AppDriver, StoreTaskListService) {
        let service =
            service
            ?? Fixtures.makeService(lists: [
                ("Groceries", ["Milk", "Eggs @2026-12-02"]), ("Work", ["Report"]),
            ])
        return (await AppDriver(MVVMArchitecture(), service: service), service)
    }

    @Test(
        "B92 a list's screen keeps its change after it is left and opened again; another list's screen does not"
    )
    func historySurvivesLeaving() async throws {
        let (app, service) = await home()
        await app.press("enter")
        await app.press("down")
        await app.press("d")
        await app.press("y")
        await app.press("esc")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
        await app.press("down")
        await app.press("enter")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
        await app.press("esc")
        await app.press("up")
        await app.press("enter")
        await app.press("u")
        #expect(app.status == "Restored task \"Eggs\".")
        #expect(app.selectedRow == "[ ] Eggs")
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk", "Eggs"])
    }

    @Test(
        "B92 a delete answered after its screen was left is undone there; u while an undo waits finds nothing"
    )
    func deleteAnsweredAfterLeaving() async throws {
        let (app, service) = await home()
        await app.press("enter")
        service.conditions.latency = .milliseconds(300)
        await app.press("d")
        await app.press("y")
        await app.press("esc")
        await app.wait(.seconds(1))
        await app.press("enter")
        await app.wait(.seconds(1))
        #expect(app.selectedRow == "[ ] Eggs")
        await app.press("u")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
        await app.wait(.seconds(1))
        #expect(app.selectedRow == "[ ] Milk")
        service.conditions.latency = .zero
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk", "Eggs"])
    }

    @Test("B90 B92 a new run on the same database has nothing to undo")
    func newRunHasNoHistory() async throws {
        let (app, service) = await home()
        await app.press("d")
        await app.press("y")
        await app.press("q")
        #expect(app.navigation.isEmpty)
        let (next, _) = await home(service)
        await next.press("u")
        #expect(next.status == "Nothing to undo here.")
        #expect(try await Fixtures.contents(of: service).map(\.title) == ["Work"])
    }

    @Test("B91 B92 Upcoming's toggle is undone after Upcoming is left and opened again")
    func upcomingHistorySurvivesLeaving() async {
        let (app, _) = await home()
        await app.press("n")
        await app.press("space")
        #expect(app.selectedRow == nil)
        await app.press("esc")
        await app.press("n")
        await app.press("u")
        #expect(app.status == "Marked \"Eggs\" not done again.")
        #expect(app.selectedRow?.hasPrefix("[ ] Eggs — ✎ Groceries") == true)
    }

    @Test("B93 an undo that fails says why and changes nothing; u again restores the list whole")
    func failedUndoCanBeRetried() async throws {
        let (app, service) = await home()
        let before = try await Fixtures.contents(of: service)
        await app.press("d")
        await app.press("y")
        service.conditions.failsWrites = true
        await app.press("u")
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
        service.conditions.failsWrites = false
        await app.press("u")
        #expect(app.status == "Restored list \"Groceries\" and its 2 tasks.")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
        #expect(try await Fixtures.contents(of: service) == before)
    }

    @Test("screens whose changes the history keeps are freed when popped")
    func screensAreFreedDespiteHistory() async {
        let (app, _) = await home()
        await app.press("enter")
        weak let tasks = (app.navigation.pages.last as? TasksView)?.viewModel
        await app.press("space")
        await app.press("d")
        await app.press("y")
        await app.press("esc")
        await app.press("n")
        weak let upcoming = (app.navigation.pages.last as? UpcomingView)?.viewModel
        await app.press("space")
        await app.press("u")
        await app.press("esc")
        #expect(app.navigation.pages.count == 1)
        #expect(tasks == nil)
        #expect(upcoming == nil)
    }
}
