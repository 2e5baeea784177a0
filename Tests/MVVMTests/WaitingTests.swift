import MVVMViewModels
import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVVM

/// The whole app through `AppDriver` on a service that answers late or fails: the keys reach the view
/// models' async inputs, and their answers reach the screen, or never do once the screen is gone.
@MainActor
@Suite("Waiting and failing")
struct WaitingTests {
    /// The app on Home over one list, Groceries, holding `tasks`, and the service it runs on.
    private func home(_ tasks: [String] = ["Milk", "Eggs"]) async -> (AppDriver, StoreTaskListService) {
        let service = Fixtures.makeService(lists: [("Groceries", tasks)])
        return (await AppDriver(MVVMArchitecture(), service: service), service)
    }

    /// The app showing the tasks of Groceries, holding `tasks`, and the service it runs on.
    private func groceries(_ tasks: [String] = ["Milk", "Eggs"]) async -> (AppDriver, StoreTaskListService) {
        let (app, service) = await home(tasks)
        await app.press("enter")
        return (app, service)
    }

    private func rows(_ app: AppDriver, _ count: Int) -> [String] {
        app.contentRows.prefix(count).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("B75 an answer within 150 ms never shows Loading… nor the empty text before the rows")
    func fastAnswerDoesNotFlicker() async {
        let (app, service) = await home()
        service.conditions.latency = .milliseconds(100)
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.contentRows.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
        await app.wait(.milliseconds(100))
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test(
        "B77 a toggle shows when its answer comes; keys meanwhile act at once and their writes follow in order"
    )
    func keysDuringWrites() async throws {
        let (app, service) = await groceries(["Milk", "Eggs", "Bread"])
        service.conditions.latency = .milliseconds(300)
        await app.press("space")
        await app.press("down")
        await app.press("space")
        await app.press("space")
        await app.press("down")
        await app.press("space")
        #expect(rows(app, 3) == ["[ ] Milk", "[ ] Eggs", "> [ ] Bread"])
        await app.wait(.milliseconds(299))
        #expect(rows(app, 3) == ["[ ] Milk", "[ ] Eggs", "> [ ] Bread"])
        await app.wait(.milliseconds(1))
        #expect(rows(app, 3) == ["[x] Milk", "[ ] Eggs", "> [ ] Bread"])
        await app.wait(.seconds(3))
        #expect(rows(app, 3) == ["[x] Milk", "[ ] Eggs", "> [x] Bread"])
        service.conditions.latency = .zero
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.isDone) == [true, false, true])
    }

    @Test("B78 a failed toggle says why in the status line and the row shows what is stored")
    func failedWriteShowsStored() async {
        let (app, service) = await groceries()
        service.conditions = ServiceConditions(latency: .milliseconds(400), failsWrites: true)
        await app.press("space")
        await app.wait(.milliseconds(200))
        #expect(app.status == "")
        await app.wait(.milliseconds(200))
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B79 esc closes an editor whose save waits at once; the save still applies and closes nothing else")
    func escapeWhileSaving() async throws {
        let (app, service) = await groceries()
        service.conditions.latency = .milliseconds(500)
        await app.press("a")
        await app.type("Bread")
        await app.press("enter")
        #expect(app.status == "Saving…")
        await app.press("esc")
        #expect(app.title == "✎ Groceries (All)")
        await app.wait(.seconds(2))
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.navigation.pages.count == 2)
        #expect(rows(app, 3) == ["> [ ] Milk", "[ ] Eggs", "[ ] Bread"])
    }

    @Test("B81 while the tasks are read, the selection moves, esc goes back and q quits at once")
    func keysWhileReading() async {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", [])])
        let app = await AppDriver(MVVMArchitecture(), service: service)
        service.conditions.latency = .seconds(2)
        await app.press("down")
        await app.press("enter")
        #expect(app.title == "✎ Work (All)")
        await app.press("esc")
        #expect(app.title == "My Lists")
        await app.press("up")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
        await app.press("ctrl-r")
        await app.press("q")
        #expect(app.navigation.isEmpty)
    }

    @Test("B82 quitting waits for the writes in flight: a toggle pressed just before q is stored")
    func quitWaitsForWrites() async throws {
        let (app, service) = await groceries()
        service.conditions.latency = .milliseconds(500)
        await app.press("space")
        await app.press("esc")
        await app.press("q")
        #expect(app.navigation.isEmpty)
        #expect(service.writesInFlight == 0)
        service.conditions.latency = .zero
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.isDone) == [true, false])
    }
}
