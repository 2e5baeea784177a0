import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// The app as the composition root assembles it, driven end to end: what only the controllers together,
/// on the real navigation stack, can show.
@Suite("App wiring")
@MainActor
struct AppWiringTests {
    /// A service over a store holding `lists`, answering under `conditions`, and the store.
    private func service(
        _ lists: [(String, [String])], conditions: ServiceConditions = ServiceConditions()
    ) -> (StoreTaskListService, InMemoryTaskStore) {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: lists)
        return (Fixtures.makeService(store: store, conditions: conditions), store)
    }

    @Test("B01 the composition root starts on Home's controller over the service")
    func startsOnHome() async {
        let app = await AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        #expect(app.navigation.pages.count == 1)
        #expect(app.navigation.topPage is HomeController)
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
    }

    @Test("B23 B27 back on Home from the tasks screen, the list is still selected and shows the toggle")
    func backShowsToggle() async {
        let app = await AppDriver(
            MVCArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", []), ("Work", ["Report"])]))
        await app.press("down")
        await app.press("enter")
        await app.press("space")
        await app.press("esc")
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
        #expect(app.selectedRow?.hasSuffix("1/1") == true)
    }

    @Test("B42 a list deleted elsewhere closes the task editor opened from it, and Home says so")
    func listDeletedUnderEditor() async throws {
        let app = await AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk"])]))
        await app.press("enter")
        await app.press("a")
        await app.type("Eggs")
        try await app.service.deleteList(id: try await app.service.summaries()[0].id)
        await app.settle()
        #expect(app.navigation.pages.count == 1)
        #expect(app.title == "My Lists")
        #expect(app.status == "That list no longer exists.")
        #expect(app.screen.contains("No lists yet."))
    }

    @Test("B86 n on Home opens Upcoming over the service, and esc goes back to Home")
    func opensUpcoming() async {
        let app = await AppDriver(
            MVCArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03"]), ("Work", ["Report"])]))
        await app.press("down")
        await app.press("n")
        #expect(app.navigation.topPage is UpcomingController)
        #expect(app.title == "Upcoming")
        #expect(app.selectedRow?.hasPrefix("[ ] Milk — ✎ Groceries") == true)
        #expect(app.selectedRow?.hasSuffix("2026-12-03") == true)
        await app.press("esc")
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
    }

    @Test("B87 space on Upcoming marks the task done; the task leaves, and Home's progress follows")
    func togglesOnUpcoming() async throws {
        let (service, store) = service([("Groceries", ["Milk @2026-12-03", "Bread @2026-12-01"])])
        let app = await AppDriver(MVCArchitecture(), service: service)
        #expect(app.selectedRow?.hasSuffix("0/2") == true)
        await app.press("n")
        await app.press("space")
        #expect(app.selectedRow?.hasPrefix("[ ] Milk") == true)
        #expect(!app.screen.contains("Bread"))
        #expect(try Fixtures.contents(of: store)[0].tasks.map(\.isDone) == [false, true])
        await app.press("esc")
        #expect(app.selectedRow?.hasSuffix("1/2") == true)
    }

    @Test("B88 enter on Upcoming opens the task's list, all its tasks, with the task selected and in view")
    func opensTaskFromUpcoming() async {
        let titles = (1...30).map { $0 == 25 ? "Task \($0) @2026-12-01" : "Task \($0)" }
        let app = await AppDriver(
            MVCArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", ["Milk"]), ("Work", ["x Done"] + titles)]),
            size: Size(width: 40, height: 12))
        await app.press("n")
        await app.press("enter")
        #expect(app.navigation.pages.count == 3)
        #expect(app.title == "✎ Work (All)")
        #expect(app.selectedRow == "[ ] Task 25")
        await app.press("esc")
        #expect(app.title == "Upcoming")
        #expect(app.selectedRow?.hasPrefix("[ ] Task 25") == true)
    }

    @Test("B89 a due date changed on the list opened from Upcoming shows on Upcoming at once")
    func upcomingFollowsListOpenedFromIt() async {
        let app = await AppDriver(
            MVCArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03", "Bread @2026-12-01"])]))
        await app.press("n")
        await app.press("enter")
        await app.press("e")
        await app.press("tab")
        await app.press("ctrl-u")
        await app.type("2026-12-05")
        await app.press("enter")
        await app.press("esc")
        #expect(app.title == "Upcoming")
        #expect(app.contentRows[0].hasPrefix("   [ ] Milk"))
        #expect(app.contentRows[1].hasPrefix(" > [ ] Bread"))
        #expect(app.contentRows[1].hasSuffix("2026-12-05"))
    }

    @Test(
        "B42 a list deleted elsewhere under its tasks screen opened from Upcoming: back to Home, which says so"
    )
    func listDeletedUnderTasksFromUpcoming() async throws {
        let app = await AppDriver(
            MVCArchitecture(),
            service: Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03"]), ("Work", [])]))
        await app.press("n")
        await app.press("enter")
        try await app.service.deleteList(id: try await app.service.summaries()[0].id)
        await app.settle()
        #expect(app.navigation.pages.count == 1)
        #expect(app.title == "My Lists")
        #expect(app.status == "That list no longer exists.")
    }

    @Test("B90 u on Home brings back the list deleted there, selected, with its tasks; then nothing to undo")
    func undoOnHome() async throws {
        let (service, store) = service([("Groceries", ["Milk @2026-12-03", "x Eggs"]), ("Work", [])])
        let app = await AppDriver(MVCArchitecture(), service: service)
        let before = try Fixtures.contents(of: store)
        await app.press("d")
        await app.press("y")
        await app.press("u")
        #expect(try Fixtures.contents(of: store) == before)
        #expect(app.selectedRow?.hasPrefix("✎ Groceries") == true)
        #expect(app.status == "Restored list \"Groceries\" and its 2 tasks.")
        await app.press("u")
        #expect(app.status == "Nothing to undo here.")
    }

    @Test("B92 a list's screen keeps its change after leaving and opening it again; another list's does not")
    func undoSurvivesLeaving() async throws {
        let (service, store) = service([("Groceries", ["Milk", "Eggs"]), ("Work", ["Report"])])
        let app = await AppDriver(MVCArchitecture(), service: service)
        await app.press("enter")
        await app.press("d")
        await app.press("y")
        await app.press("esc")
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
        #expect(try Fixtures.contents(of: store)[0].tasks.map(\.title) == ["Milk", "Eggs"])
    }

    @Test("B91 B92 u on Upcoming takes back its toggle, also after leaving it; the task is back, selected")
    func undoOnUpcoming() async throws {
        let (service, store) = service([("Groceries", ["Milk @2026-12-03", "Bread @2026-12-01"])])
        let app = await AppDriver(MVCArchitecture(), service: service)
        await app.press("n")
        await app.press("space")
        await app.press("esc")
        await app.press("n")
        await app.press("u")
        #expect(app.status == "Marked \"Bread\" not done again.")
        #expect(app.selectedRow?.hasPrefix("[ ] Bread") == true)
        #expect(try Fixtures.contents(of: store)[0].tasks.map(\.isDone) == [false, false])
    }

    @Test("B92 a new run of the app has nothing to undo")
    func newRunHasNoHistory() async throws {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk"]), ("Work", [])])
        let first = await AppDriver(MVCArchitecture(), service: Fixtures.makeService(store: store))
        await first.press("d")
        await first.press("y")
        await first.press("q")
        let second = await AppDriver(MVCArchitecture(), service: Fixtures.makeService(store: store))
        await second.press("u")
        #expect(second.status == "Nothing to undo here.")
        #expect(try Fixtures.contents(of: store).map(\.title) == ["Work"])
    }

    @Test("B93 an undo that fails through the app keeps the change, and u brings the list back once it can")
    func failedUndoThroughApp() async throws {
        let (service, store) = service([("Groceries", ["Milk", "Eggs"])])
        let app = await AppDriver(MVCArchitecture(), service: service)
        await app.press("d")
        await app.press("y")
        service.conditions.failsWrites = true
        await app.press("u")
        #expect(app.status == "The database is busy. Try again.")
        #expect(try Fixtures.contents(of: store).isEmpty)
        service.conditions.failsWrites = false
        await app.press("u")
        #expect(app.status == "Restored list \"Groceries\" and its 2 tasks.")
        #expect(try Fixtures.contents(of: store).first?.tasks.count == 2)
    }

    @Test("B61 leaving the tasks screen forgets the query")
    func searchForgotten() async {
        let app = await AppDriver(
            MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", ["Milk", "Bread"])]))
        await app.press("enter")
        await app.press("/")
        await app.type("bread")
        await app.press("enter")
        await app.press("esc")
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        #expect(app.lines[1] == "")
        #expect(app.contentRows.filter { !$0.isEmpty }.count == 2)
    }

    @Test("B75 enter on Home reaches the tasks screen's read, and its late answer reaches the screen")
    func lateTasksReachTheScreen() async {
        let (service, _) = service(
            [("Groceries", ["Milk"])], conditions: ServiceConditions(latency: .seconds(1)))
        let app = await AppDriver(MVCArchitecture(), service: service)
        await app.wait(.seconds(1))
        await app.press("enter")
        #expect(app.title == "✎ Groceries (All)")
        await app.wait(.milliseconds(150))
        #expect(app.contentRows[0] == "   Loading…")
        await app.wait(.milliseconds(850))
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B76 B81 esc before the tasks come goes back at once; their read is cancelled and never drawn")
    func leavingDropsTheAnswer() async {
        let (service, _) = service(
            [("Groceries", ["Milk"]), ("Work", [])], conditions: ServiceConditions(latency: .seconds(1)))
        let app = await AppDriver(MVCArchitecture(), service: service)
        await app.wait(.seconds(1))
        await app.press("enter")
        await app.press("esc")
        #expect(app.title == "My Lists")
        #expect(service.callsInFlight == 0)
        await app.press("down")
        await app.wait(.seconds(2))
        #expect(app.title == "My Lists")
        #expect(app.selectedRow?.hasPrefix("✎ Work") == true)
        #expect(app.status == "")
    }

    @Test(
        "B75 B76 n reaches Upcoming's read; esc before its tasks come goes back at once, the read cancelled")
    func lateUpcoming() async {
        let (service, _) = service(
            [("Groceries", ["Milk @2026-12-03"])], conditions: ServiceConditions(latency: .seconds(1)))
        let app = await AppDriver(MVCArchitecture(), service: service)
        await app.wait(.seconds(1))
        await app.press("n")
        #expect(app.title == "Upcoming")
        await app.wait(.milliseconds(150))
        #expect(app.contentRows[0] == "   Loading…")
        await app.press("esc")
        #expect(app.title == "My Lists")
        #expect(service.callsInFlight == 0)
        await app.press("n")
        await app.wait(.seconds(1))
        #expect(app.selectedRow?.hasPrefix("[ ] Milk") == true)
    }

    @Test("B80 ctrl-r on the tasks screen reads again after a failed read, and the tasks come")
    func reloadAfterFailedRead() async {
        let (service, _) = service([("Groceries", ["Milk"])])
        let app = await AppDriver(MVCArchitecture(), service: service)
        service.conditions.failsReads = true
        await app.press("enter")
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.selectedRow == nil)
        service.conditions.failsReads = false
        await app.press("ctrl-r")
        #expect(app.status == "")
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B82 a toggle pressed just before leaving and quitting is stored")
    func toggleBeforeQuitIsStored() async throws {
        let (service, store) = service([("Groceries", ["Milk"])])
        let app = await AppDriver(MVCArchitecture(), service: service)
        await app.press("enter")
        service.conditions.latency = .milliseconds(500)
        await app.press("space")
        await app.press("esc")
        await app.press("q")
        #expect(app.navigation.isEmpty)
        #expect(
            try Fixtures.contents(of: store) == [
                StoredList(title: "Groceries", tasks: [StoredTask(title: "Milk", isDone: true)])
            ])
    }
}
