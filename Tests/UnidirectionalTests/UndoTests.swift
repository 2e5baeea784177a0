import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import Unidirectional
@testable import UnidirectionalCore

/// Undo through the whole app, as the composition root wires it: `u` reaches the store, the history kept in
/// the store's state outlives the screens, and a new run starts without one.
@Suite("Undo")
@MainActor
struct UndoTests {
    /// Groceries holding Milk, Eggs (done, due, with notes) and Bread, and Work holding Report.
    let spy = ServiceSpy(lists: [
        ("Groceries", ["Milk", "x Eggs @2026-12-02", "Bread"]), ("Work", ["Report"]),
    ])

    /// What the service stores, read at once.
    private func stored() async throws -> [StoredList] {
        spy.real.conditions.latency = .zero
        return try await Fixtures.contents(of: spy.real)
    }

    /// The app's undo history, as the store holds it.
    private func history(_ app: AppDriver) -> UndoHistory? {
        (app.navigation.pages.last as? AppView)?.store.state.undoHistory
    }

    @Test("B90 u on Home puts a deleted list back whole, in its place, selected, and says so")
    func undoListDeletion() async throws {
        let before = try await stored()
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("d")
        await app.press("y")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
        await app.press("u")
        #expect(app.status == "Restored list \"Groceries\" and its 3 tasks.")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
        #expect(try await stored() == before)
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
    }

    @Test("B91 u on a list's tasks puts a deleted task back at its place, selected, and takes back a toggle")
    func undoOnTasks() async throws {
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("enter")
        await app.press("down")
        await app.press("d")
        await app.press("y")
        #expect(app.selectedRow == "[ ] Bread")
        await app.press("u")
        #expect(app.status == "Restored task \"Eggs\".")
        #expect(app.selectedRow == "[x] Eggs")
        await app.press("end")
        await app.press("space")
        await app.press("home")
        await app.press("u")
        #expect(app.status == "Marked \"Bread\" not done again.")
        #expect(app.selectedRow == "[ ] Bread")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
        #expect(try await stored()[0].tasks.map(\.title) == ["Milk", "Eggs", "Bread"])
        #expect(try await stored()[0].tasks.map(\.isDone) == [false, true, false])
    }

    @Test("B91 u on Upcoming takes back its last toggle: the task is back in the rows, selected")
    func undoOnUpcoming() async throws {
        try await spy.real.updateTask(id: 3, title: "Bread", notes: "", due: "2026-12-05")
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("enter")
        await app.press("down")
        await app.press("space")
        await app.press("esc")
        await app.press("n")
        #expect(app.selectedRow?.hasPrefix("[ ] Eggs") == true)
        await app.press("space")
        #expect(app.contentRows.allSatisfy { !$0.contains("Eggs") })
        #expect(app.selectedRow?.hasPrefix("[ ] Bread") == true)
        await app.press("u")
        #expect(app.status == "Marked \"Eggs\" not done again.")
        #expect(app.selectedRow?.hasPrefix("[ ] Eggs") == true)
    }

    @Test("B92 leaving a screen and opening it again keeps its change; another list's screen has none")
    func survivesLeaving() async throws {
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("enter")
        await app.press("d")
        await app.press("y")
        await app.press("esc")
        await app.press("down")
        await app.press("enter")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
        await app.press("esc")
        await app.press("n")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
        await app.press("esc")
        await app.press("up")
        await app.press("enter")
        await app.press("u")
        #expect(app.status == "Restored task \"Milk\".")
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B92 a delete answered after its screen left is kept for that screen")
    func answerAfterLeaving() async throws {
        spy.real.conditions.latency = .milliseconds(300)
        let app = await AppDriver.unidirectional(on: spy)
        await app.wait(.milliseconds(300))
        await app.press("enter")
        await app.wait(.milliseconds(300))
        await app.press("d")
        await app.press("y")
        await app.press("esc")
        await app.wait(.milliseconds(300))
        #expect(history(app)?[.list(1)] != nil)
        await app.press("enter")
        await app.wait(.milliseconds(300))
        await app.press("u")
        await app.wait(.milliseconds(600))
        #expect(app.status == "Restored task \"Milk\".")
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B92 a new run on the same data has nothing to undo")
    func notAcrossRuns() async throws {
        let first = await AppDriver.unidirectional(on: spy)
        await first.press("d")
        await first.press("y")
        await first.press("q")
        #expect(first.navigation.isEmpty)
        let second = await AppDriver.unidirectional(on: spy)
        await second.press("u")
        #expect(second.status == "Nothing to undo here.")
        #expect(history(second) == UndoHistory())
        #expect(try await stored().map(\.title) == ["Work"])
    }

    @Test("B93 an undo that fails says why, changes nothing, and keeps the change to try again")
    func failedUndoKept() async throws {
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("d")
        await app.press("y")
        spy.real.conditions.failsWrites = true
        await app.press("u")
        #expect(app.status == "The database is busy. Try again.")
        #expect(try await stored().map(\.title) == ["Work"])
        #expect(history(app)?[.home] != nil)
        spy.real.conditions.failsWrites = false
        await app.press("u")
        #expect(app.status == "Restored list \"Groceries\" and its 3 tasks.")
        #expect(try await stored().map(\.title) == ["Groceries", "Work"])
    }

    @Test("B17 B92 the history lives in the store: a popped screen is still freed, and q frees the store")
    func historyHoldsNoScreen() async {
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("enter")
        weak let tasks = (app.navigation.pages.last as? AppView)?.screenViews.last
        await app.press("space")
        await app.press("esc")
        #expect(tasks == nil)
        #expect(history(app)?[.list(1)] != nil)
        weak let store = (app.navigation.pages.last as? AppView)?.store
        await app.press("q")
        #expect(store == nil)
    }
}
