import MVPPresenters
import TaskListDomain
import TestSupport
import Testing

@testable import MVP

/// The wiring of Upcoming, through the app the router assembles: Home's screen forwards `n` to a presenter
/// that routes to Upcoming, Upcoming's screen forwards its keys, and the router opens a list on a task.
@MainActor
@Suite("Upcoming, through the app")
struct UpcomingThroughTheAppTests {
    /// The app on a Groceries list with two tasks due and one not, and a Work list with one due.
    private func app() async -> AppDriver {
        await AppDriver(
            MVPArchitecture(),
            service: Fixtures.makeService(lists: [
                ("Groceries", ["Milk @2026-12-03", "Eggs", "Bread @2026-12-01"]),
                ("Work", ["Report @2026-12-02"]),
            ]))
    }

    @Test("B86 n on Home opens Upcoming, titled, with its rows and its help bar")
    func nOpensUpcoming() async {
        let app = await app()
        await app.press("n")
        #expect(app.navigation.pages.last is UpcomingScreen<UpcomingPresenter>)
        #expect(app.title == "Upcoming")
        #expect(app.selectedRow?.hasPrefix("[ ] Bread — ✎ Groceries") == true)
        #expect(app.contentRows[1].hasSuffix("2026-12-02"))
        #expect(app.helpBar == "space toggle  enter open in list  u undo  esc/left back  ? help")
    }

    @Test("B87 space on Upcoming marks the task done: it leaves, and Home's progress shows it")
    func spaceToggles() async {
        let app = await app()
        await app.press("n")
        await app.press("space")
        #expect(app.selectedRow?.hasPrefix("[ ] Report — ✎ Work") == true)
        await app.press("esc")
        #expect(app.title == "My Lists")
        #expect(app.contentRows[0].hasSuffix("1/3"))
    }

    @Test("B88 enter on Upcoming opens the task's list with the task selected; esc goes back to Upcoming")
    func enterOpensList() async {
        let app = await app()
        await app.press("n")
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.selectedRow == "[ ] Bread")
        await app.press("up")
        await app.press("esc")
        #expect(app.title == "Upcoming")
        #expect(app.selectedRow?.hasPrefix("[ ] Bread — ✎ Groceries") == true)
        #expect(app.navigation.pages.count == 2)
    }

    @Test("B89 a task edited in a list opened from Upcoming shows there at once, still selected")
    func followsEditsMadeFromIt() async {
        let app = await app()
        await app.press("n")
        await app.press("enter")
        await app.press("e")
        await app.press("tab")
        await app.press(.control("u"))
        await app.type("2026-12-05")
        await app.press("enter")
        await app.press("esc")
        #expect(app.title == "Upcoming")
        #expect(app.selectedRow?.hasPrefix("[ ] Bread — ✎ Groceries") == true)
        #expect(app.contentRows[2].hasSuffix("2026-12-05"))
    }

    @Test("B42 a list opened from Upcoming and deleted elsewhere returns to Home, which says why")
    func deletedListReturnsHome() async throws {
        let app = await app()
        await app.press("n")
        await app.press("enter")
        try await app.service.deleteList(id: try await app.service.summaries()[0].id)
        await app.settle()
        #expect(app.navigation.pages.count == 1)
        #expect(app.title == "My Lists")
        #expect(app.status == "That list no longer exists.")
    }
}
