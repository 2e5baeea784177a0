import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import Unidirectional
@testable import UnidirectionalCore

/// Upcoming and the Due field through the whole app, as the composition root wires it: Home's `n` opens
/// the screen, its keys reach the store and the service, and the store opens a list into the state asked for.
@Suite("Upcoming")
@MainActor
struct UpcomingTests {
    /// Groceries and Work, with tasks due on several days, some done or without a due date.
    let spy = ServiceSpy(lists: [
        ("Groceries", ["Milk @2026-12-03", "Eggs", "Bread @2026-12-01", "x Cheese @2026-11-20"]),
        ("Work", ["Report @2026-12-01", "Slides @2026-11-30"]),
    ])

    /// The rows of the table, without the spaces around them.
    private func rows(_ app: AppDriver) -> [String] {
        app.contentRows.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The rows of the table as `text | detail`.
    private func table(_ app: AppDriver) -> [String] {
        rows(app).map { row in
            row.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: " | ")
        }
    }

    @Test("B86 n on Home opens Upcoming: the undone tasks with a due date of every list, soonest first")
    func opensFromHome() async {
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("n")
        #expect(app.title == "Upcoming")
        #expect(app.helpBar == "space toggle  enter open in list  u undo  esc/left back  ? help")
        #expect(
            table(app) == [
                "> [ ] Slides — ✎ Work | 2026-11-30",
                "[ ] Bread — ✎ Groceries | 2026-12-01",
                "[ ] Report — ✎ Work | 2026-12-01",
                "[ ] Milk — ✎ Groceries | 2026-12-03",
            ])
        await app.press("left")
        #expect(app.title == "My Lists")
    }

    @Test("B86 without tasks due, Upcoming says how to get some")
    func emptyUpcoming() async {
        let app = await AppDriver.unidirectional(on: ServiceSpy(lists: [("Groceries", ["Milk"])]))
        await app.press("n")
        #expect(rows(app) == ["No upcoming tasks. Give a task a due date in its editor."])
    }

    @Test("B87 space on Upcoming marks the task done: it leaves, the selection keeps its place, Home follows")
    func toggles() async throws {
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("n")
        await app.press("down")
        await app.press("space")
        #expect(spy.calls.contains(.toggleTask(3)))
        #expect(app.selectedRow?.hasPrefix("[ ] Report") == true)
        #expect(rows(app).count == 3)
        await app.press("esc")
        #expect(app.selectedRow?.hasSuffix("2/4") == true)
        #expect(try await Fixtures.contents(of: spy.real)[0].tasks[2].isDone)
    }

    @Test("B88 enter opens the task's list, all its tasks, with the task selected and in view; esc goes back")
    func opensTaskInItsList() async throws {
        let long = ServiceSpy(lists: [
            ("Groceries", ["Milk @2026-12-09"]),
            ("Work", (1...12).map { $0 == 10 ? "Ten @2026-12-08" : "Task \($0)" }),
        ])
        let app = await AppDriver.unidirectional(on: long, size: Size(width: 40, height: 9))
        await app.press("down")
        await app.press("enter")
        await app.press("f")
        await app.press("esc")
        await app.press("n")
        #expect(app.selectedRow?.hasPrefix("[ ] Ten — ✎ Work") == true)
        await app.press("enter")
        #expect(app.title == "✎ Work (All)")
        #expect(app.selectedRow == "[ ] Ten")
        await app.press("esc")
        #expect(app.title == "Upcoming")
        #expect(app.selectedRow?.hasPrefix("[ ] Ten") == true)
        await app.press("down")
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.selectedRow == "[ ] Milk")
        let store = try #require((app.navigation.pages.last as? AppView)?.store)
        #expect(store.state.stack.map { $0.screen.upcoming != nil } == [false, true, false])
    }

    @Test("B89 Upcoming follows a change made in a list opened from it, and one by another program")
    func followsChanges() async throws {
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("n")
        await app.press("enter")
        await app.press("e")
        await app.press("tab")
        await app.press("ctrl-u")
        await app.type("2026-12-05")
        await app.press("enter")
        await app.press("esc")
        #expect(app.title == "Upcoming")
        #expect(table(app).last == "> [ ] Slides — ✎ Work | 2026-12-05")
        _ = try await spy.real.updateList(id: 1, title: "Shopping", icon: .home)
        try await spy.real.deleteTask(id: 1)
        await app.settle()
        #expect(
            table(app) == [
                "[ ] Bread — ⌂ Shopping | 2026-12-01", "[ ] Report — ✎ Work | 2026-12-01",
                "> [ ] Slides — ✎ Work | 2026-12-05",
            ])
    }

    @Test("B84 the Due field is stored with the task, shown by Edit Task, and emptying it removes the date")
    func dueField() async throws {
        let app = await AppDriver.unidirectional(on: ServiceSpy(lists: [("Groceries", [])]))
        await app.press("enter")
        await app.press("a")
        #expect(app.lines[4].trimmingCharacters(in: .whitespaces) == "Due:")
        await app.type("Milk")
        await app.press("tab")
        await app.type(" 2026-12-03 ")
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(
            try await Fixtures.contents(of: app.service)[0].tasks == [
                StoredTask(title: "Milk", due: DueDate("2026-12-03"))
            ])
        await app.press("e")
        #expect(app.lines[4].trimmingCharacters(in: .whitespaces) == "Due:   2026-12-03")
        await app.press("tab")
        await app.press("ctrl-u")
        await app.press("enter")
        #expect(try await Fixtures.contents(of: app.service)[0].tasks == [StoredTask(title: "Milk")])
    }

    @Test("B85 a due date that is no day keeps the editor open with its text, says why, and stores nothing")
    func dueDateRefused() async throws {
        let app = await AppDriver.unidirectional(on: ServiceSpy(lists: [("Groceries", [])]))
        await app.press("enter")
        await app.press("a")
        await app.type("Milk")
        await app.press("tab")
        await app.type("2026-02-30")
        await app.press("enter")
        #expect(app.title == "New Task")
        #expect(app.status == "There is no day 2026-02-30.")
        #expect(app.lines[4].contains("Due:   2026-02-30"))
        await app.press("ctrl-u")
        await app.type("tomorrow")
        await app.press("ctrl-s")
        #expect(app.status == "Write a due date as YYYY-MM-DD, such as 2026-12-24.")
        #expect(try await Fixtures.contents(of: app.service)[0].tasks == [])
    }

    @Test("B75 B80 Upcoming says Loading… while its read lasts, a failed read shows why, ctrl-r reads again")
    func loadingAndFailing() async {
        spy.real.conditions.latency = .milliseconds(400)
        let app = await AppDriver.unidirectional(on: spy)
        await app.wait(.milliseconds(400))
        await app.press("n")
        #expect(app.title == "Upcoming")
        await app.wait(.milliseconds(200))
        #expect(rows(app) == ["Loading…"])
        await app.wait(.milliseconds(200))
        #expect(app.selectedRow?.hasPrefix("[ ] Slides") == true)
        spy.real.conditions.latency = .zero
        spy.failure = .storage(.locked)
        await app.press("ctrl-r")
        #expect(app.status == "The database is busy. Try again.")
        #expect(rows(app) == ["No upcoming tasks. Give a task a due date in its editor."])
        spy.failure = nil
        await app.press("ctrl-r")
        #expect(app.selectedRow?.hasPrefix("[ ] Slides") == true)
    }

    @Test("B78 B34 a toggle that fails on Upcoming says why until the next key, and keeps the task")
    func failedToggle() async {
        let app = await AppDriver.unidirectional(on: spy)
        await app.press("n")
        spy.real.conditions.failsWrites = true
        await app.press("space")
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.selectedRow?.hasPrefix("[ ] Slides") == true)
        await app.press("down")
        #expect(app.status == "")
        #expect(app.selectedRow?.hasPrefix("[ ] Bread") == true)
    }

    @Test("B76 ctrl-r while Upcoming's read is pending cancels that read; only the newer answer is drawn")
    func newerReadWins() async {
        spy.real.conditions.latency = .milliseconds(400)
        let app = await AppDriver.unidirectional(on: spy)
        await app.wait(.milliseconds(400))
        await app.press("n")
        await app.wait(.milliseconds(200))
        await app.press("ctrl-r")
        await app.wait(.seconds(1))
        #expect(spy.cancelledCalls == [.upcomingTasks])
        #expect(app.selectedRow?.hasPrefix("[ ] Slides") == true)
    }
}
