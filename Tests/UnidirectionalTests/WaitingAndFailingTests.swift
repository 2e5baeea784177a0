import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import Unidirectional
@testable import UnidirectionalCore

/// The whole app, wired as the composition root wires it, on a service that answers late or fails:
/// a key reaches the store's effects, and the answer reaches the screen, or, for a screen that is gone,
/// never does.
@Suite("Waiting and failing")
@MainActor
struct WaitingAndFailingTests {
    /// Groceries holding Milk and Eggs, and Work, on a service that answers 500 ms late.
    let spy = ServiceSpy(
        lists: [("Groceries", ["Milk", "Eggs"]), ("Work", [])], latency: .milliseconds(500))

    /// The app on `spy`, Home's lists come.
    private func launch() async -> AppDriver {
        let app = await AppDriver.unidirectional(on: spy)
        await app.wait(.milliseconds(500))
        return app
    }

    /// The app showing Groceries' tasks, once they came.
    private func openGroceries() async -> AppDriver {
        let app = await launch()
        await app.press("enter")
        await app.wait(.seconds(1))
        return app
    }

    /// What the service stores, read at once.
    private func stored() async throws -> [StoredList] {
        spy.real.conditions.latency = .zero
        return try await Fixtures.contents(of: spy.real)
    }

    @Test(
        "B75 Home shows its title and help bar at once, Loading… after 150 ms, and its lists when they come")
    func homeLoads() async {
        let app = await AppDriver.unidirectional(on: spy)
        #expect(app.title == "My Lists")
        #expect(app.helpBar == "a add  enter open  n upcoming  r rename  d delete  u undo  q quit  ? help")
        #expect(app.contentRows.allSatisfy { $0.isEmpty })
        await app.wait(.milliseconds(149))
        #expect(app.contentRows.allSatisfy { $0.isEmpty })
        await app.wait(.milliseconds(1))
        #expect(app.contentRows.first?.trimmingCharacters(in: .whitespaces) == "Loading…")
        await app.wait(.milliseconds(350))
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
    }

    @Test("B75 an answer within 150 ms shows neither Loading… nor the empty text before it")
    func fastAnswerNeverFlickers() async {
        let empty = ServiceSpy(latency: .milliseconds(100))
        let app = await AppDriver.unidirectional(on: empty)
        #expect(app.contentRows.allSatisfy { $0.isEmpty })
        await app.wait(.milliseconds(99))
        #expect(app.contentRows.allSatisfy { $0.isEmpty })
        await app.wait(.milliseconds(1))
        #expect(
            app.contentRows.first?.trimmingCharacters(in: .whitespaces) == "No lists yet. Press a to add one."
        )
    }

    @Test(
        "B75 opening a list waits for one answer, its tasks: the title shows at once, the rows after one latency"
    )
    func openingWaitsForTasksOnly() async {
        let app = await launch()
        spy.clearCalls()
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        await app.wait(.milliseconds(150))
        #expect(app.contentRows.first?.trimmingCharacters(in: .whitespaces) == "Loading…")
        await app.wait(.milliseconds(349))
        #expect(app.selectedRow == nil)
        await app.wait(.milliseconds(1))
        #expect(app.selectedRow == "[ ] Milk")
        #expect(spy.calls == [.observeChanges, .allTasks(1)])
    }

    @Test(
        "B36 B75 once lists changed, the open list's next read reads the list first; the title follows a rename"
    )
    func listReadAgainAfterListsChanged() async throws {
        let app = await openGroceries()
        spy.clearCalls()
        spy.real.conditions.latency = .zero
        _ = try await spy.real.updateList(id: 1, title: "Shopping", icon: .home)
        await app.settle()
        #expect(app.title == "⌂ Shopping (All)")
        #expect(spy.calls.filter { $0 != .summaries } == [.list(1), .allTasks(1)])
        spy.clearCalls()
        await app.press("f")
        #expect(spy.calls == [.tasksMatching(1, .active, TaskSearch())])
    }

    @Test(
        "B76 B81 esc before the tasks came goes back at once; their read is cancelled, its answer never drawn"
    )
    func leftBeforeTasksCame() async {
        let app = await launch()
        await app.press("enter")
        await app.wait(.milliseconds(300))
        #expect(app.title == "✎ Groceries (All)")
        await app.press("esc")
        #expect(app.title == "My Lists")
        await app.wait(.seconds(2))
        #expect(spy.cancelledCalls == [.allTasks(1)])
        #expect(app.title == "My Lists")
        #expect(app.status == "")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
    }

    @Test(
        "B76 a filter changed while its tasks load: the older read is cancelled, only the newer answer is drawn"
    )
    func newerFilterWins() async {
        let app = await openGroceries()
        await app.press("f")
        await app.wait(.milliseconds(300))
        await app.press("f")
        #expect(app.title == "✎ Groceries (Done)")
        await app.wait(.seconds(2))
        #expect(spy.cancelledCalls == [.tasksMatching(1, .active, TaskSearch())])
        #expect(app.contentRows.first?.trimmingCharacters(in: .whitespaces) == "No done tasks.")
    }

    @Test(
        "B77 keys pressed while a write waits act at once; the writes apply in the order pressed, shown when they come"
    )
    func keysDuringWrites() async throws {
        let app = await openGroceries()
        await app.press("space")
        await app.press("down")
        await app.press("space")
        #expect(app.selectedRow == "[ ] Eggs")
        #expect(app.contentRows[0].trimmingCharacters(in: .whitespaces) == "[ ] Milk")
        await app.wait(.seconds(3))
        #expect(app.contentRows[0].trimmingCharacters(in: .whitespaces) == "[x] Milk")
        #expect(app.selectedRow == "[x] Eggs")
        #expect(
            spy.calls.filter { if case .toggleTask = $0 { true } else { false } } == [
                .toggleTask(1), .toggleTask(2),
            ])
        let lists = try await stored()
        #expect(lists.first?.tasks.map(\.isDone) == [true, true])
    }

    @Test("B78 a write that fails shows its error in the status line, and the screen what is stored")
    func failedWrite() async {
        let app = await openGroceries()
        spy.real.conditions.failsWrites = true
        await app.press("space")
        await app.wait(.milliseconds(500))
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test(
        "B79 while a save waits, Saving… shows and enter does nothing more; the editor closes once it is saved"
    )
    func savingWaits() async throws {
        let app = await launch()
        await app.press("a")
        await app.type("Holiday")
        await app.press("enter")
        #expect(app.status == "Saving…")
        await app.press("enter")
        await app.press("tab")
        #expect(app.status == "Saving…")
        #expect(app.title == "New List")
        await app.wait(.milliseconds(500))
        #expect(app.title == "My Lists")
        await app.wait(.milliseconds(500))
        #expect(app.selectedRow?.hasPrefix("✎ Holiday") == true)
        #expect(
            spy.calls.filter { if case .addList = $0 { true } else { false } } == [
                .addList("Holiday", .default)
            ])
    }

    @Test("B78 B79 a save that fails keeps the editor open with the text typed, and says why")
    func failedSave() async {
        let app = await launch()
        spy.real.conditions.failsWrites = true
        await app.press("a")
        await app.type("Holiday")
        await app.press("enter")
        await app.wait(.milliseconds(500))
        #expect(app.title == "New List")
        #expect(app.lines[2].contains("Title: Holiday"))
        #expect(app.status == "The database is busy. Try again.")
    }

    @Test("B79 esc closes an editor whose save waits at once; the save already sent still applies")
    func escapeWhileSaving() async throws {
        let app = await launch()
        await app.press("a")
        await app.type("Holiday")
        await app.press("enter")
        await app.press("esc")
        #expect(app.title == "My Lists")
        await app.wait(.seconds(1))
        #expect(app.contentRows.contains { $0.contains("✎ Holiday") })
        let lists = try await stored()
        #expect(lists.map(\.title) == ["Groceries", "Work", "Holiday"])
    }

    @Test(
        "B80 when reading fails, the status says why and no rows show; ctrl-r reads again and the rows come")
    func failedReadRetried() async {
        spy.real.conditions.latency = .zero
        spy.failure = .storage(.locked)
        let app = await AppDriver.unidirectional(on: spy)
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.selectedRow == nil)
        spy.failure = nil
        await app.press("ctrl-r")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
        await app.press("enter")
        spy.failure = .storage(.locked)
        await app.press("ctrl-r")
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.selectedRow == nil)
        spy.failure = nil
        await app.press("ctrl-r")
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B81 while a read is pending, moving the selection and quitting answer at once")
    func keysDuringRead() async {
        let app = await launch()
        await app.press("ctrl-r")
        await app.press("down")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
        await app.press("q")
        #expect(app.navigation.isEmpty)
    }

    @Test("B82 quitting while a write waits frees the store at once, and the write still applies")
    func quitDuringWrite() async throws {
        let app = await openGroceries()
        weak let store = (app.navigation.pages.last as? AppView)?.store
        await app.press("space")
        await app.press("esc")
        await app.press("q")
        #expect(app.navigation.isEmpty)
        #expect(store == nil)
        await app.wait(.milliseconds(500))
        let lists = try await stored()
        #expect(lists.first?.tasks.map(\.isDone) == [true, false])
    }
}
