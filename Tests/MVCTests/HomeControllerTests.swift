import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// Home's controller built directly on a service, with a navigator spy, and its view driven headless.
@MainActor
private struct Home {
    let store: any TaskStore
    /// The service the controller is given: `real`, or a double in front of it.
    let service: any TaskListService
    let real: StoreTaskListService
    let navigator = NavigatorSpy()
    let undoHistory = ScreenUndoHistory()
    let controller: HomeController
    let screen: ViewDriver

    /// Home over `lists`, its service answering under `conditions`.
    init(lists: [(String, [String])] = [], conditions: ServiceConditions = ServiceConditions()) async {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: lists)
        await self.init(store: store, conditions: conditions)
    }

    /// Home over `store`, its service answering under `conditions`.
    init(store: any TaskStore, conditions: ServiceConditions = ServiceConditions()) async {
        let real = Fixtures.makeService(store: store, conditions: conditions)
        await self.init(store: store, real: real, service: real)
    }

    /// Home on `service`, which hands its calls to `real` over `store`; the first read has run.
    init(store: any TaskStore, real: StoreTaskListService, service: any TaskListService) async {
        self.store = store
        self.real = real
        self.service = service
        controller = HomeController(service: service, undoHistory: undoHistory, navigator: navigator)
        screen = ViewDriver(controller, on: real)
        await screen.settle()
    }

    /// The list editor the controller pushed, and its view driven headless.
    func listEditor() throws -> (ListEditorController, ViewDriver) {
        let editor = try #require(navigator.topPage as? ListEditorController)
        return (editor, ViewDriver(editor, on: real))
    }

    /// The titles of the stored lists, read from the store at once.
    func storedTitles() throws -> [String] {
        try Fixtures.contents(of: store).map(\.title)
    }

    /// Changes the data as another screen or program would, and lets the controller hear of it.
    func change(_ change: (StoreTaskListService) async throws -> Void) async rethrows {
        try await change(real)
        await screen.settle()
    }
}

@Suite("Home controller")
@MainActor
struct HomeControllerTests {
    @Test("B01 shows every list with its icon, title and progress")
    func showsLists() async {
        let home = await Home(lists: [("Groceries", ["x Milk", "Eggs", "Bread"]), ("Work", [])])
        #expect(home.screen.title == "My Lists")
        #expect(home.screen.contentRows[0].hasPrefix(" > ✎ Groceries"))
        #expect(home.screen.contentRows[0].hasSuffix("1/3"))
        #expect(home.screen.contentRows[1].hasPrefix("   ✎ Work"))
        #expect(home.screen.contentRows[1].hasSuffix("0/0"))
        #expect(home.screen.contentRows[0].count == home.screen.contentRows[1].count)
    }

    @Test("B02 says how to start when there are no lists")
    func emptyState() async {
        #expect(await Home().screen.screen.contains("No lists yet. Press a to add one."))
    }

    @Test("B07 a pushes the list editor for a new list; the list it saves is selected and the editor popped")
    func addsList() async throws {
        let home = await Home(lists: [("Groceries", [])])
        await home.screen.press("a")
        let (editor, editorScreen) = try home.listEditor()
        #expect(editor.delegate === home.controller)
        #expect(editorScreen.title == "New List")
        await editorScreen.type("Holiday")
        await editorScreen.press("enter")
        #expect(home.navigator.pages.isEmpty)
        #expect(home.screen.selectedRow?.hasPrefix("✎ Holiday") == true)
        #expect(try home.storedTitles() == ["Groceries", "Holiday"])
    }

    @Test("B09 a cancelled list editor is popped and Home is unchanged")
    func cancelledEditorIsPopped() async throws {
        let home = await Home(lists: [("Groceries", []), ("Work", [])])
        await home.screen.press("down")
        await home.screen.press("a")
        try await home.listEditor().1.press("esc")
        #expect(home.navigator.popCount == 1)
        #expect(home.screen.selectedRow?.hasPrefix("✎ Work") == true)
        #expect(try home.storedTitles() == ["Groceries", "Work"])
    }

    @Test("B10 r pushes the list editor filled with the selected list; the renamed list stays selected")
    func renamesList() async throws {
        let home = await Home(lists: [("Groceries", [])])
        await home.screen.press("r")
        let (_, editorScreen) = try home.listEditor()
        #expect(editorScreen.title == "Rename List")
        #expect(editorScreen.screen.contains("Title: Groceries"))
        await editorScreen.press("backspace", count: 9)
        await editorScreen.type("Shopping")
        await editorScreen.press("enter")
        #expect(try home.storedTitles() == ["Shopping"])
        #expect(home.screen.selectedRow?.hasPrefix("✎ Shopping") == true)
    }

    @Test("B11 deletes the selected list and its tasks after y")
    func deletesList() async throws {
        let home = await Home(lists: [("Groceries", ["Milk", "Eggs"]), ("Work", [])])
        await home.screen.press("d")
        #expect(home.screen.screen.contains("Delete list \"Groceries\" and its 2 tasks?"))
        await home.screen.press("y")
        #expect(try home.storedTitles() == ["Work"])
        #expect(home.screen.selectedRow?.hasPrefix("✎ Work") == true)
    }

    @Test("B12 keeps the list when the confirmation gets any other key")
    func cancelsDelete() async throws {
        let home = await Home(lists: [("Groceries", ["Milk"])])
        await home.screen.press("d")
        await home.screen.press("n")
        #expect(!home.screen.screen.contains("Delete list"))
        #expect(try home.storedTitles() == ["Groceries"])
    }

    @Test("B38 a delete the locked database refuses says so and keeps the list")
    func deleteOnLockedDatabase() async throws {
        let store = TwoProcessStore()
        let home = await Home(store: store)
        try await home.change { try await $0.addList(title: "Groceries", icon: .default) }
        store.isLockedByOtherProcess = true
        await home.screen.press("d")
        await home.screen.press("y")
        #expect(home.screen.status == "The database is busy. Try again.")
        #expect(try home.storedTitles() == ["Groceries"])
    }

    @Test("B13 enter pushes the tasks screen of the selected list, which reports to Home")
    func opensList() async throws {
        let home = await Home(lists: [("Groceries", ["Milk"]), ("Work", ["Report"])])
        await home.screen.press("down")
        await home.screen.press("enter")
        let tasks = try #require(home.navigator.topPage as? TasksController)
        #expect(tasks.delegate === home.controller)
        let tasksScreen = ViewDriver(tasks, on: home.real)
        await tasksScreen.settle()
        #expect(tasksScreen.title == "✎ Work (All)")
        #expect(tasksScreen.selectedRow == "[ ] Report")
    }

    @Test("B86 n pushes Upcoming, also without lists; Home hears from the tasks screens Upcoming opens (B42)")
    func opensUpcoming() async throws {
        let empty = await Home()
        await empty.screen.press("n")
        #expect(empty.navigator.topPage is UpcomingController)
        let home = await Home(lists: [("Groceries", ["Milk @2026-12-03"])])
        await home.screen.press("n")
        let upcoming = try #require(home.navigator.topPage as? UpcomingController)
        #expect(upcoming.tasksDelegate === home.controller)
        let upcomingScreen = ViewDriver(upcoming, on: home.real)
        await upcomingScreen.settle()
        #expect(upcomingScreen.title == "Upcoming")
        #expect(upcomingScreen.selectedRow?.hasPrefix("[ ] Milk — ✎ Groceries") == true)
    }

    @Test("B17 q pops Home, which quits")
    func quits() async {
        let home = await Home()
        await home.screen.press("q")
        #expect(home.navigator.popCount == 1)
    }

    @Test("B19 the help bar shows Home's keys")
    func helpBar() async {
        #expect(
            await Home().screen.helpBar
                == "a add  enter open  n upcoming  r rename  d delete  u undo  q quit  ? help"
        )
    }

    @Test("B28 keys that act on a selection do nothing without lists")
    func selectionKeysOnEmptyHome() async {
        let home = await Home()
        for key in ["enter", "r", "d"] {
            await home.screen.press(key)
            #expect(home.screen.title == "My Lists")
            #expect(!home.screen.screen.contains("Delete"))
        }
        #expect(home.navigator.pages.isEmpty)
    }

    @Test("B23 the progress follows a task toggled on the tasks screen, which the service reports")
    func progressFollowsToggle() async throws {
        let home = await Home(lists: [("Groceries", ["Milk", "Eggs"])])
        try await home.change { service in
            let groceries = try await service.summaries()[0].list
            try await service.toggleTask(id: try await service.tasks(inList: groceries.id)[0].id)
        }
        #expect(home.screen.contentRows[0].hasSuffix("1/2"))
    }

    @Test("B36 shows a list another process added once the service reports the change")
    func reloadsOnExternalChange() async throws {
        let home = await Home()
        try await home.change { try await $0.addList(title: "From elsewhere", icon: .travel) }
        #expect(home.screen.screen.contains("✈ From elsewhere"))
    }

    @Test("B42 when the open list is gone, Home pops to itself and says so until the next key")
    func listDeletedUnderTasks() async throws {
        let home = await Home(lists: [("Groceries", ["Milk"]), ("Work", []), ("Holiday", [])])
        await home.screen.press("down")
        await home.screen.press("enter")
        try await home.change { try await $0.deleteList(id: try await $0.summaries()[1].id) }
        #expect(home.navigator.popToRootCount == 1)
        #expect(home.screen.status == "That list no longer exists.")
        #expect(home.screen.selectedRow?.hasPrefix("✎ Holiday") == true)
        await home.screen.press("up")
        #expect(home.screen.status == "")
    }

    @Test("B67 the selection stays on its list when a list above it is deleted elsewhere")
    func selectionFollowsList() async throws {
        let home = await Home(lists: [("A", []), ("B", []), ("C", [])])
        await home.screen.press("down")
        try await home.change { try await $0.deleteList(id: try await $0.summaries()[0].id) }
        #expect(home.screen.selectedRow?.hasPrefix("✎ B") == true)
    }

    @Test("B67 when the selected list is deleted elsewhere, the selection keeps its index")
    func selectionKeepsIndexWhenListIsGone() async throws {
        let home = await Home(lists: [("A", []), ("B", []), ("C", [])])
        await home.screen.press("down")
        try await home.change { try await $0.deleteList(id: try await $0.summaries()[1].id) }
        #expect(home.screen.selectedRow?.hasPrefix("✎ C") == true)
    }
}

/// Home's controller on a service that answers late or fails: what it shows while it waits, and what an
/// answer changes when it comes.
@Suite("Home controller, waiting and failing")
@MainActor
struct HomeControllerWaitingTests {
    private let late = ServiceConditions(latency: .milliseconds(500))

    @Test(
        "B75 late lists show nothing, then Loading… after 150 ms, then the lists; the bars at once")
    func loadingAfterDelay() async {
        let home = await Home(lists: [("Groceries", [])], conditions: late)
        #expect(home.screen.title == "My Lists")
        #expect(home.screen.helpBar.hasPrefix("a add"))
        #expect(home.screen.contentRows.allSatisfy { $0.isEmpty })
        await home.screen.wait(.milliseconds(149))
        #expect(home.screen.contentRows.allSatisfy { $0.isEmpty })
        await home.screen.wait(.milliseconds(1))
        #expect(home.screen.contentRows[0] == "   Loading…")
        await home.screen.wait(.milliseconds(350))
        #expect(home.screen.selectedRow?.hasPrefix("✎ Groceries") == true)
        #expect(!home.screen.screen.contains("Loading…"))
    }

    @Test("B75 lists that come within 150 ms never show Loading…, nor the empty text before them")
    func quickAnswerNeverFlickers() async {
        let home = await Home(conditions: ServiceConditions(latency: .milliseconds(100)))
        await home.screen.wait(.milliseconds(50))
        #expect(home.screen.contentRows.allSatisfy { $0.isEmpty })
        await home.screen.wait(.milliseconds(50))
        #expect(home.screen.contentRows[0] == "   No lists yet. Press a to add one.")
        await home.screen.wait(.milliseconds(200))
        #expect(!home.screen.screen.contains("Loading…"))
    }

    @Test("B76 a newer read cancels the one still pending, so only its answer is drawn")
    func newerReadCancelsPending() async throws {
        let home = await Home(lists: [("Groceries", [])], conditions: late)
        await home.screen.press("ctrl-r", count: 3)
        #expect(home.real.callsInFlight == 1)
        await home.screen.wait(.milliseconds(500))
        #expect(home.real.callsInFlight == 0)
        #expect(home.screen.selectedRow?.hasPrefix("✎ Groceries") == true)
    }

    @Test("B76 a read still pending when Home leaves is cancelled, and its answer is never drawn")
    func leavingCancelsRead() async {
        let home = await Home(lists: [("Groceries", [])], conditions: late)
        home.controller.didLeave()
        await home.screen.settle()
        #expect(home.real.callsInFlight == 0)
        await home.screen.wait(.seconds(1))
        #expect(home.screen.selectedRow == nil)
        #expect(home.screen.status == "")
    }

    @Test("B80 a read that fails after the lists were shown says why and shows none of them")
    func failedReadClearsLists() async {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", [])])
        let real = Fixtures.makeService(store: store)
        let failing = FailingService(real)
        let home = await Home(store: store, real: real, service: failing)
        #expect(home.screen.selectedRow?.hasPrefix("✎ Groceries") == true)
        failing.readFailure = .storage(.locked)
        await home.screen.press("ctrl-r")
        #expect(home.screen.status == "The database is busy. Try again.")
        #expect(home.screen.selectedRow == nil)
        #expect(!home.screen.screen.contains("Groceries"))
    }

    @Test("B80 a failed read says why and shows no lists; ctrl-r reads again and the lists come")
    func failedReadRetried() async throws {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", [])])
        let real = Fixtures.makeService(store: store)
        let failing = FailingService(real)
        failing.readFailure = .storage(.locked)
        let home = await Home(store: store, real: real, service: failing)
        #expect(home.screen.status == "The database is busy. Try again.")
        #expect(home.screen.selectedRow == nil)
        await home.screen.press("ctrl-r")
        #expect(home.screen.status == "The database is busy. Try again.")
        failing.readFailure = nil
        await home.screen.press("ctrl-r")
        #expect(home.screen.status == "")
        #expect(home.screen.selectedRow?.hasPrefix("✎ Groceries") == true)
    }

    @Test("B80 a late read that fails stops loading and says why")
    func lateFailureStopsLoading() async {
        let home = await Home(
            lists: [("Groceries", [])],
            conditions: ServiceConditions(latency: .milliseconds(500), failsReads: true))
        await home.screen.wait(.milliseconds(500))
        #expect(home.screen.status == "The database is busy. Try again.")
        #expect(!home.screen.screen.contains("Loading…"))
    }

    @Test("B81 while the lists are read again, up/down move at once and the answer keeps the selection (B67)")
    func movesWhileLoading() async {
        let home = await Home(lists: [("Groceries", []), ("Work", [])], conditions: late)
        await home.screen.wait(.milliseconds(500))
        await home.screen.press("ctrl-r")
        await home.screen.press("down")
        #expect(home.screen.selectedRow?.hasPrefix("✎ Work") == true)
        await home.screen.wait(.milliseconds(500))
        #expect(home.screen.selectedRow?.hasPrefix("✎ Work") == true)
    }

    @Test("B81 q quits at once while the lists are being read")
    func quitsWhileLoading() async {
        let home = await Home(lists: [("Groceries", [])], conditions: late)
        await home.screen.press("q")
        #expect(home.navigator.popCount == 1)
    }

    @Test("B77 a delete shows when its answer comes, not before")
    func deleteShowsWithAnswer() async throws {
        let home = await Home(lists: [("Groceries", []), ("Work", [])], conditions: late)
        await home.screen.wait(.milliseconds(500))
        await home.screen.press("d")
        await home.screen.press("y")
        #expect(home.screen.selectedRow?.hasPrefix("✎ Groceries") == true)
        await home.screen.wait(.milliseconds(1000))
        #expect(home.screen.selectedRow?.hasPrefix("✎ Work") == true)
        #expect(!home.screen.screen.contains("Groceries"))
    }

    @Test("B78 a delete that fails says why when its answer comes, and the list stays")
    func failedDeleteSaysWhy() async throws {
        let home = await Home(
            lists: [("Groceries", [])],
            conditions: ServiceConditions(latency: .milliseconds(500), failsWrites: true))
        await home.screen.wait(.milliseconds(500))
        await home.screen.press("d")
        await home.screen.press("y")
        #expect(home.screen.status == "")
        await home.screen.wait(.milliseconds(500))
        #expect(home.screen.status == "The database is busy. Try again.")
        #expect(home.screen.selectedRow?.hasPrefix("✎ Groceries") == true)
        #expect(try home.storedTitles() == ["Groceries"])
    }
}

/// Home's controller with the undo history it is handed: what it records, what `u` takes back, and what
/// it shows when an undo fails.
@Suite("Home controller, undo")
@MainActor
struct HomeControllerUndoTests {
    private let lists = [("Groceries", ["Milk @2026-12-03", "x Eggs"]), ("Work", ["Report"])]

    /// Deletes the selected list with `d` and `y`.
    private func deleteSelected(on home: Home) async {
        await home.screen.press("d")
        await home.screen.press("y")
    }

    @Test("B90 u brings the deleted list back in its place with all its tasks, selected, and says so")
    func undoesDelete() async throws {
        let home = await Home(lists: lists)
        let before = try Fixtures.contents(of: home.store)
        await deleteSelected(on: home)
        #expect(try home.storedTitles() == ["Work"])
        await home.screen.press("u")
        #expect(try Fixtures.contents(of: home.store) == before)
        #expect(home.screen.selectedRow?.hasPrefix("✎ Groceries") == true)
        #expect(home.screen.status == "Restored list \"Groceries\" and its 2 tasks.")
    }

    @Test("B92 with nothing deleted, and after an undo, u says there is nothing to undo")
    func nothingToUndo() async throws {
        let home = await Home(lists: lists)
        await home.screen.press("u")
        #expect(home.screen.status == "Nothing to undo here.")
        await deleteSelected(on: home)
        await home.screen.press("u")
        await home.screen.press("u")
        #expect(home.screen.status == "Nothing to undo here.")
        #expect(try home.storedTitles() == ["Groceries", "Work"])
    }

    @Test("B90 B92 the last delete is the one undone: one level deep")
    func oneLevel() async throws {
        let home = await Home(lists: lists + [("Holiday", [])])
        await deleteSelected(on: home)
        await deleteSelected(on: home)
        await home.screen.press("u")
        #expect(home.screen.status == "Restored list \"Work\" and its 1 task.")
        #expect(try home.storedTitles() == ["Work", "Holiday"])
        await home.screen.press("u")
        #expect(home.screen.status == "Nothing to undo here.")
    }

    @Test("B90 B77 a delete becomes Home's change to undo only once its answer has come and succeeded")
    func recordsOnlySuccess() async throws {
        let home = await Home(lists: lists)
        home.real.conditions = ServiceConditions(latency: .milliseconds(300))
        await deleteSelected(on: home)
        await home.screen.press("u")
        #expect(home.screen.status == "Nothing to undo here.")
        await home.screen.wait(.milliseconds(300))
        home.real.conditions = ServiceConditions(failsWrites: true)
        await home.screen.press("d")
        await home.screen.press("y")
        #expect(home.screen.status == "The database is busy. Try again.")
        home.real.conditions = ServiceConditions()
        await home.screen.press("u")
        #expect(try home.storedTitles() == ["Groceries", "Work"])
        #expect(home.screen.status == "Restored list \"Groceries\" and its 2 tasks.")
    }

    @Test("B93 an undo that fails says why, changes nothing, and u tries it again")
    func failedUndoKept() async throws {
        let home = await Home(lists: lists)
        await deleteSelected(on: home)
        home.real.conditions.failsWrites = true
        await home.screen.press("u")
        #expect(home.screen.status == "The database is busy. Try again.")
        #expect(try home.storedTitles() == ["Work"])
        home.real.conditions.failsWrites = false
        await home.screen.press("u")
        #expect(home.screen.status == "Restored list \"Groceries\" and its 2 tasks.")
        #expect(try home.storedTitles() == ["Groceries", "Work"])
    }

    @Test("B92 Home hands its undo history to the tasks screens and Upcoming it opens")
    func handsHistoryOn() async throws {
        let home = await Home(lists: lists)
        await home.screen.press("enter")
        let tasks = try #require(home.navigator.topPage as? TasksController)
        let tasksScreen = ViewDriver(tasks, on: home.real)
        await tasksScreen.settle()
        await tasksScreen.press("down")
        await tasksScreen.press("space")
        let groceries = try await home.real.summaries()[0].list
        #expect(home.undoHistory.takeChange(in: .tasks(of: groceries.id)) != nil)
        await home.screen.press("n")
        let upcoming = try #require(home.navigator.topPage as? UpcomingController)
        let upcomingScreen = ViewDriver(upcoming, on: home.real)
        await upcomingScreen.settle()
        await upcomingScreen.press("space")
        #expect(home.undoHistory.takeChange(in: .upcoming) != nil)
    }
}
