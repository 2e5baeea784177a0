import TestSupport
import Testing

@testable import VIPER

/// Undo as the composition root assembles it: `u` reaches the interactor of the screen it is pressed on,
/// which undoes that screen's last change from the run's undo history, and the screen says what came back.
@Suite("Undo")
@MainActor
struct UndoTests {
    /// Groceries, Work and Holiday; Work's tasks have a due date, notes or a done state.
    private let service = ServiceSpy(lists: [
        ("Groceries", ["Milk @2026-12-03", "Eggs", "Bread"]), ("Work", ["Report @2026-12-01", "x Slides"]),
        ("Holiday", []),
    ])

    /// The rows of the content area that are not blank, without their trailing spaces.
    private func rows(of app: AppDriver) -> [String] {
        app.contentRows.filter { !$0.isEmpty }
    }

    @Test("B90 u on Home restores the list deleted there, whole and in its place, selects it, and says so")
    func homeRestoresList() async throws {
        let app = await AppDriver.viper(on: service)
        let before = try await Fixtures.contents(of: service.real)
        await app.press("down")
        await app.press("d")
        await app.press("y")
        #expect(rows(of: app).count == 2)
        await app.press("u")
        #expect(app.status == "Restored list \"Work\" and its 2 tasks.")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
        #expect(try await Fixtures.contents(of: service.real) == before)
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
    }

    @Test("B91 u on a list's screen takes back its last toggle, then its last delete comes back, selected")
    func tasksUndoToggleAndDelete() async {
        let app = await AppDriver.viper(on: service)
        await app.press("enter")
        await app.press("down")
        await app.press("d")
        await app.press("y")
        await app.press("space")
        #expect(rows(of: app) == ["   [ ] Milk", " > [x] Bread"])
        await app.press("up")
        await app.press("u")
        #expect(app.status == "Marked \"Bread\" not done again.")
        #expect(rows(of: app) == ["   [ ] Milk", " > [ ] Bread"])
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
    }

    @Test("B91 a deleted task comes back at its place in the list, selected, and the status says so")
    func tasksRestoreTask() async {
        let app = await AppDriver.viper(on: service)
        await app.press("enter")
        await app.press("down")
        await app.press("d")
        await app.press("y")
        await app.press("u")
        #expect(app.status == "Restored task \"Eggs\".")
        #expect(rows(of: app) == ["   [ ] Milk", " > [ ] Eggs", "   [ ] Bread"])
    }

    @Test("B91 u on Upcoming takes back its last toggle: the task is back in the rows, selected")
    func upcomingUndoesToggle() async {
        let app = await AppDriver.viper(on: service)
        await app.press("n")
        await app.press("space")
        #expect(rows(of: app).count == 1)
        await app.press("u")
        #expect(app.status == "Marked \"Report\" not done again.")
        #expect(app.selectedRow?.hasPrefix("[ ] Report — ✎ Work") == true)
        #expect(rows(of: app).count == 2)
    }

    @Test("B92 each screen keeps its own last change, also after leaving it and opening it again")
    func historySurvivesLeaving() async {
        let app = await AppDriver.viper(on: service)
        await app.press("enter")
        await app.press("space")
        await app.press("esc")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
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
        #expect(app.selectedRow == "[x] Milk")
        await app.press("u")
        #expect(app.status == "Marked \"Milk\" not done again.")
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B92 a new run of the program has nothing to undo")
    func newRunHasNoHistory() async {
        let first = await AppDriver.viper(on: service)
        await first.press("d")
        await first.press("y")
        await first.press("q")
        let second = await AppDriver.viper(on: service)
        await second.press("u")
        #expect(second.status == "Nothing to undo here.")
        #expect(rows(of: second).count == 2)
    }

    @Test("B93 an undo that fails says why and changes nothing; u again undoes it")
    func failedUndoKeepsChange() async throws {
        let app = await AppDriver.viper(on: service)
        await app.press("d")
        await app.press("y")
        service.real.conditions.failsWrites = true
        await app.press("u")
        #expect(app.status == "The database is busy. Try again.")
        #expect(rows(of: app).count == 2)
        service.real.conditions.failsWrites = false
        await app.press("u")
        #expect(app.status == "Restored list \"Groceries\" and its 3 tasks.")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
    }

    @Test("B77 B92 u pressed again while the undo waits has nothing more to undo; the undo applies once")
    func undoWhileUndoWaits() async {
        let app = await AppDriver.viper(on: service)
        await app.press("d")
        await app.press("y")
        service.real.conditions.latency = .milliseconds(500)
        await app.press("u")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
        await app.wait(.seconds(2))
        #expect(app.status == "Restored list \"Groceries\" and its 3 tasks.")
        #expect(
            service.calls.filter { if case .restoreList = $0 { true } else { false } } == [.restoreList(1)])
    }

    @Test("B77 B92 a toggle whose answer comes after its screen closed is still that screen's to undo")
    func changeAnsweredAfterLeavingIsKept() async {
        let app = await AppDriver.viper(on: service)
        await app.press("enter")
        service.real.conditions.latency = .milliseconds(500)
        await app.press("space")
        await app.press("esc")
        await app.wait(.seconds(2))
        service.real.conditions.latency = .zero
        await app.press("enter")
        #expect(app.selectedRow == "[x] Milk")
        await app.press("u")
        #expect(app.status == "Marked \"Milk\" not done again.")
    }

    @Test("B92 the run's undo history outlives a popped tasks module, which is freed")
    func historyOutlivesModules() async {
        let app = await AppDriver.viper(on: service)
        await app.press("enter")
        weak let presenter = (app.navigation.pages.last as? TasksView)?.output as AnyObject?
        await app.press("space")
        await app.press("esc")
        #expect(presenter == nil)
        await app.press("enter")
        await app.press("u")
        #expect(app.status == "Marked \"Milk\" not done again.")
    }
}
