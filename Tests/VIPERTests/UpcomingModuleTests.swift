import TaskListDomain
import TerminalKit
import TestSupport
import Testing

/// The Upcoming module as the composition root assembles it: Home's key reaches Home's router, Upcoming's
/// keys reach its interactor and its router, and the modules it opens report back.
@Suite("Upcoming module")
@MainActor
struct UpcomingModuleTests {
    /// Groceries and Work, with tasks due on several days, one done and one with notes.
    private let service = ServiceSpy(lists: [
        ("Groceries", ["Milk @2026-12-03", "Bread @2026-12-01", "Eggs", "x Cheese @2026-11-20"]),
        ("Work", ["Report @2026-12-01", "Slides @2026-11-30"]),
    ])

    /// The rows of the content area that are not blank, without their trailing spaces.
    private func rows(of app: AppDriver) -> [String] {
        app.contentRows.filter { !$0.isEmpty }
    }

    @Test("B86 n on Home opens Upcoming: its title, the tasks due across lists, soonest first, its help bar")
    func homeOpensUpcoming() async {
        let app = await AppDriver.viper(on: service)
        await app.press("n")
        #expect(app.navigation.pages.count == 2)
        #expect(app.title == "Upcoming")
        #expect(
            rows(of: app) == [
                " > [ ] Slides — ✎ Work                                               2026-11-30",
                "   [ ] Bread — ✎ Groceries                                           2026-12-01",
                "   [ ] Report — ✎ Work                                               2026-12-01",
                "   [ ] Milk — ✎ Groceries                                            2026-12-03",
            ])
        #expect(app.helpBar == "space toggle  enter open in list  u undo  esc/left back  ? help")
        await app.press("left")
        #expect(app.title == "My Lists")
    }

    @Test("B86 Upcoming without tasks due says how to give one a due date")
    func emptyUpcoming() async {
        let app = await AppDriver.viper(on: ServiceSpy(lists: [("Groceries", ["Milk"])]))
        await app.press("n")
        #expect(rows(of: app) == ["   No upcoming tasks. Give a task a due date in its editor."])
    }

    @Test("B87 space marks the task done through the service: it leaves when the answer comes; Home follows")
    func spaceTogglesThroughService() async {
        let app = await AppDriver.viper(on: service)
        await app.press("n")
        await app.press("down")
        service.real.conditions.latency = .milliseconds(500)
        await app.press("space")
        #expect(service.calls.last == .toggleTask(2))
        #expect(app.selectedRow?.hasPrefix("[ ] Bread") == true)
        await app.wait(.seconds(2))
        #expect(rows(of: app).count == 3)
        #expect(app.selectedRow?.hasPrefix("[ ] Report") == true)
        service.real.conditions.latency = .zero
        await app.press("esc")
        #expect(
            app.selectedRow == "✎ Groceries                                                              2/4")
    }

    @Test("B88 enter opens the task's list, every task, the task selected and in view; esc goes back")
    func enterOpensTaskInList() async {
        let titles = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight @2026-12-08", "x Nine"]
        let app = await AppDriver.viper(
            on: ServiceSpy(lists: [("Groceries", ["Milk @2026-12-09"]), ("Work", titles)]),
            size: Size(width: 40, height: 12))
        await app.press("n")
        await app.press("enter")
        #expect(app.title == "✎ Work (All)")
        #expect(app.selectedRow == "[ ] Eight")
        #expect(app.screen.contains("One") && !app.screen.contains("Nine"))
        #expect(app.navigation.pages.count == 3)
        await app.press("esc")
        #expect(app.title == "Upcoming")
        #expect(app.selectedRow?.hasPrefix("[ ] Eight") == true)
        await app.press("down")
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B89 Upcoming follows what changed on the list opened from it: a task's new title and due date")
    func followsChangesMadeAbove() async {
        let app = await AppDriver.viper(on: service)
        await app.press("n")
        await app.press("down")
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
            rows(of: app) == [
                "   [ ] Slides — ✎ Work                                               2026-11-30",
                "   [ ] Report — ✎ Work                                               2026-12-01",
                "   [ ] Milk — ✎ Groceries                                            2026-12-03",
                " > [ ] Rye bread — ✎ Groceries                                       2026-12-05",
            ])
    }

    @Test("B89 Upcoming follows a list renamed or deleted while it shows")
    func followsListChanges() async throws {
        let app = await AppDriver.viper(on: service)
        await app.press("n")
        let lists = try await service.real.summaries().map(\.list)
        try await service.real.updateList(id: lists[1].id, title: "Office", icon: .tools)
        try await service.real.deleteList(id: lists[0].id)
        await app.settle()
        #expect(
            rows(of: app) == [
                " > [ ] Slides — ⚙ Office                                             2026-11-30",
                "   [ ] Report — ⚙ Office                                             2026-12-01",
            ])
    }

    @Test(
        "B42 a list opened from Upcoming that another program deletes returns the app to Home, which says why"
    )
    func deletedListReturnsHome() async throws {
        let app = await AppDriver.viper(on: service)
        await app.press("n")
        await app.press("enter")
        #expect(app.title == "✎ Work (All)")
        try await service.deleteList(id: try await service.summaries()[1].id)
        await app.settle()
        #expect(app.navigation.pages.count == 1)
        #expect(app.title == "My Lists")
        #expect(app.status == "That list no longer exists.")
    }

    @Test("B75 B80 Upcoming shows Loading… while its read waits, a failed read's error and no rows; ctrl-r")
    func loadingAndFailing() async {
        let app = await AppDriver.viper(on: service)
        service.real.conditions.failsReads = true
        await app.press("n")
        #expect(app.status == "The database is busy. Try again.")
        #expect(rows(of: app) == ["   No upcoming tasks. Give a task a due date in its editor."])
        service.real.conditions = ServiceConditions(latency: .milliseconds(400))
        await app.press("ctrl-r")
        await app.wait(.milliseconds(200))
        #expect(rows(of: app) == ["   Loading…"])
        await app.wait(.milliseconds(200))
        #expect(app.selectedRow?.hasPrefix("[ ] Slides") == true)
    }

    @Test("B78 a toggle on Upcoming that fails says why; the task stays")
    func failedToggle() async {
        let app = await AppDriver.viper(on: service)
        await app.press("n")
        service.real.conditions.failsWrites = true
        await app.press("space")
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.selectedRow?.hasPrefix("[ ] Slides") == true)
    }

    @Test("B84 a due date typed in the assembled task editor is stored, and shows on Upcoming")
    func editorStoresDueDate() async {
        let app = await AppDriver.viper(on: ServiceSpy(lists: [("Groceries", [])]))
        await app.press("enter")
        await app.press("a")
        #expect(app.lines[4] == "   Due:")
        await app.type("Milk")
        await app.press("tab")
        await app.type(" 2026-12-03 ")
        await app.press("enter")
        await app.press("e")
        #expect(app.lines[4] == "   Due:   2026-12-03")
        await app.press("esc")
        await app.press("esc")
        await app.press("n")
        #expect(
            app.selectedRow == "[ ] Milk — ✎ Groceries                                            2026-12-03")
    }

    @Test("B85 a due date the service refuses keeps the assembled editor open with its text")
    func editorRefusesDueDate() async {
        let app = await AppDriver.viper(on: ServiceSpy(lists: [("Groceries", [])]))
        await app.press("enter")
        await app.press("a")
        await app.type("Milk")
        await app.press("tab")
        await app.type("2026-02-30")
        await app.press("enter")
        #expect(app.title == "New Task")
        #expect(app.status == "There is no day 2026-02-30.")
        #expect(app.lines[4] == " > Due:   2026-02-30")
    }
}
