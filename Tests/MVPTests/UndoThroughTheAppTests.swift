import MVPPresenters
import TaskListDomain
import TestSupport
import Testing

@testable import MVP

/// The wiring of undo, through the app the router assembles: each screen forwards `u` to its presenter, and
/// the composition root hands every presenter the one history of the run, which outlives the screens.
@MainActor
@Suite("Undo, through the app")
struct UndoThroughTheAppTests {
    private let store = InMemoryTaskStore()

    init() {
        Fixtures.seed(store, with: [("Groceries", ["Milk", "Eggs @2026-12-02"]), ("Work", ["Report"])])
    }

    /// A run of the app on the test's store.
    private func run() async -> AppDriver {
        await AppDriver(MVPArchitecture(), service: Fixtures.makeService(store: store))
    }

    @Test("B90 u on Home puts back the list deleted there with its tasks, selected, and says so")
    func undoesListDeletion() async throws {
        let app = await run()
        await app.press("d")
        await app.press("y")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
        await app.press("u")
        #expect(app.status == "Restored list \"Groceries\" and its 2 tasks.")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
        #expect(try Fixtures.contents(of: store)[0].tasks.map(\.title) == ["Milk", "Eggs"])
    }

    @Test("B92 a list's screen left and opened again still undoes its last change; another list's does not")
    func historyOutlivesTheScreen() async throws {
        let app = await run()
        await app.press("enter")
        weak let presenter = (app.navigation.pages.last as? TasksScreen<TasksPresenter>)?.presenter
        await app.press("d")
        await app.press("y")
        await app.press("esc")
        #expect(presenter == nil)
        await app.press("down")
        await app.press("enter")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
        await app.press("esc")
        await app.press("up")
        await app.press("enter")
        await app.press("u")
        #expect(app.status == "Restored task \"Milk\".")
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B91 B92 a toggle made on Upcoming is undone there after leaving and opening Upcoming again")
    func upcomingHistoryOutlivesTheScreen() async throws {
        let app = await run()
        await app.press("n")
        await app.press("space")
        #expect(app.contentRows[0].hasPrefix("   No upcoming tasks."))
        await app.press("esc")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
        await app.press("n")
        await app.press("u")
        #expect(app.status == "Marked \"Eggs\" not done again.")
        #expect(app.selectedRow?.hasPrefix("[ ] Eggs — ✎ Groceries") == true)
    }

    @Test("B92 a new run has nothing to undo")
    func newRunForgets() async throws {
        let first = await run()
        await first.press("d")
        await first.press("y")
        await first.press("q")
        let second = await run()
        await second.press("u")
        #expect(second.status == "Nothing to undo here.")
        #expect(try Fixtures.contents(of: store).map(\.title) == ["Work"])
    }

    @Test("B93 an undo that fails says why and changes nothing; u tries again")
    func failedUndoIsKept() async throws {
        let service = Fixtures.makeService(store: store)
        let app = await AppDriver(MVPArchitecture(), service: service)
        await app.press("enter")
        await app.press("space")
        service.conditions.failsWrites = true
        await app.press("u")
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.selectedRow == "[x] Milk")
        service.conditions.failsWrites = false
        await app.press("u")
        #expect(app.status == "Marked \"Milk\" not done again.")
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B77 B92 an undo pressed just before leaving applies, and leaves nothing to undo on return")
    func undoOutlivesItsScreen() async throws {
        let service = Fixtures.makeService(store: store)
        let app = await AppDriver(MVPArchitecture(), service: service)
        await app.press("enter")
        await app.press("space")
        service.conditions.latency = .milliseconds(500)
        await app.press("u")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
        await app.press("esc")
        await app.wait(.seconds(2))
        #expect(try Fixtures.contents(of: store)[0].tasks.map(\.isDone) == [false, false])
        await app.press("enter")
        await app.wait(.seconds(1))
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
    }
}
