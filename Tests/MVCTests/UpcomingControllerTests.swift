import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// Upcoming's controller built directly on a service, with a navigator spy and a delegate spy standing in
/// for Home, and its view driven headless.
@MainActor
private struct Upcoming {
    let store: any TaskStore
    /// The service the controller is given: `real`, or a double in front of it.
    let service: any TaskListService
    let real: StoreTaskListService
    let navigator = NavigatorSpy()
    let undoHistory = ScreenUndoHistory()
    let home = ControllerDelegateSpy()
    let controller: UpcomingController
    let screen: ViewDriver

    /// Upcoming over `lists` (a task title ending in " @YYYY-MM-DD" is due that day), its service answering
    /// under `conditions`.
    init(
        _ lists: [(String, [String])], size: Size = Size(width: 80, height: 24),
        conditions: ServiceConditions = ServiceConditions()
    ) async {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: lists)
        let real = Fixtures.makeService(store: store, conditions: conditions)
        await self.init(store: store, real: real, service: real, size: size)
    }

    /// Upcoming on `service`, which hands its calls to `real` over `store`; the first read has run, unless
    /// the service answers late.
    init(
        store: any TaskStore, real: StoreTaskListService, service: any TaskListService,
        size: Size = Size(width: 80, height: 24)
    ) async {
        self.store = store
        self.real = real
        self.service = service
        controller = UpcomingController(service: service, undoHistory: undoHistory, navigator: navigator)
        controller.tasksDelegate = home
        screen = ViewDriver(controller, on: real, size: size)
        await screen.settle()
    }

    /// The rows shown, without their indent, the gap before the due date written ` | `.
    var rows: [String] {
        screen.contentRows.filter { !$0.isEmpty }.map {
            $0.trimmingCharacters(in: .whitespaces).replacing(#/ {2,}/#, with: " | ")
        }
    }

    /// Changes the data as another screen or program would, and lets the controller hear of it.
    func change(_ change: (StoreTaskListService) async throws -> Void) async rethrows {
        try await change(real)
        await screen.settle()
    }

    /// The task titled `title` as stored, read from the store at once.
    func stored(_ title: String) throws -> StoredTask? {
        try Fixtures.contents(of: store).flatMap(\.tasks).first { $0.title == title }
    }

    /// The ID of the stored task titled `title`.
    func id(of title: String) async throws -> TaskItem.ID {
        for summary in try await real.summaries() {
            if let task = try await real.tasks(inList: summary.list.id).first(where: { $0.title == title }) {
                return task.id
            }
        }
        preconditionFailure("no task titled \(title)")
    }
}

/// Groceries and Work with tasks due on several days, one done and one without a due date.
private let twoLists = [
    ("Groceries", ["Milk @2026-12-03", "Bread @2026-12-01", "Eggs", "x Cheese @2026-11-20"]),
    ("Work", ["Report @2026-12-01", "Slides @2026-11-30"]),
]

@Suite("Upcoming controller")
@MainActor
struct UpcomingControllerTests {
    @Test("B86 shows the undone tasks with a due date from every list, soonest first, with list and due date")
    func showsUpcoming() async {
        let upcoming = await Upcoming(twoLists)
        #expect(upcoming.screen.title == "Upcoming")
        #expect(
            upcoming.rows == [
                "> [ ] Slides — ✎ Work | 2026-11-30",
                "[ ] Bread — ✎ Groceries | 2026-12-01",
                "[ ] Report — ✎ Work | 2026-12-01",
                "[ ] Milk — ✎ Groceries | 2026-12-03",
            ])
        #expect(upcoming.screen.contentRows[0].hasSuffix(" 2026-11-30"))
        #expect(upcoming.screen.contentRows[0].count == upcoming.screen.contentRows[3].count)
    }

    @Test("B86 without undone tasks that have a due date it says how to get some")
    func emptyState() async {
        let upcoming = await Upcoming([("Groceries", ["Milk", "x Eggs @2026-12-01"])])
        #expect(
            upcoming.screen.contentRows[0] == "   No upcoming tasks. Give a task a due date in its editor.")
    }

    @Test("B19 the help bar shows Upcoming's keys")
    func helpBar() async {
        let upcoming = await Upcoming([])
        #expect(upcoming.screen.helpBar == "space toggle  enter open in list  u undo  esc/left back  ? help")
    }

    @Test(
        "B87 B67 space marks the selected task done: it leaves, the selection keeps its index or the last row"
    )
    func togglesTask() async throws {
        let upcoming = await Upcoming([
            ("Groceries", ["Milk @2026-12-03", "Bread @2026-12-01", "Eggs @2026-12-02"])
        ])
        await upcoming.screen.press("down")
        await upcoming.screen.press("space")
        #expect(
            upcoming.rows == [
                "[ ] Bread — ✎ Groceries | 2026-12-01", "> [ ] Milk — ✎ Groceries | 2026-12-03",
            ])
        #expect(try upcoming.stored("Eggs")?.isDone == true)
        await upcoming.screen.press("space")
        #expect(upcoming.rows == ["> [ ] Bread — ✎ Groceries | 2026-12-01"])
        await upcoming.screen.press("space")
        #expect(upcoming.screen.contentRows[0].hasPrefix("   No upcoming tasks."))
        await upcoming.screen.press("space")
        #expect(try Fixtures.contents(of: upcoming.store)[0].tasks.allSatisfy(\.isDone))
    }

    @Test(
        "B88 enter pushes the tasks screen of the selected task's list, which selects the task; Home hears it"
    )
    func opensTaskInList() async throws {
        let upcoming = await Upcoming(twoLists)
        await upcoming.screen.press("down", count: 2)
        await upcoming.screen.press("enter")
        let tasks = try #require(upcoming.navigator.topPage as? TasksController)
        #expect(tasks.delegate === upcoming.home)
        let tasksScreen = ViewDriver(tasks, on: upcoming.real)
        await tasksScreen.settle()
        #expect(tasksScreen.title == "✎ Work (All)")
        #expect(tasksScreen.selectedRow == "[ ] Report")
    }

    @Test("B88 B16 the task opened is selected and in view in a list longer than the screen")
    func opensTaskInView() async throws {
        let titles = (1...30).map { "Task \($0)" }
        let upcoming = await Upcoming(
            [("Groceries", titles.map { $0 == "Task 25" ? "\($0) @2026-12-01" : $0 })],
            size: Size(width: 40, height: 12))
        await upcoming.screen.press("enter")
        let tasks = try #require(upcoming.navigator.topPage as? TasksController)
        let tasksScreen = ViewDriver(tasks, on: upcoming.real, size: Size(width: 40, height: 12))
        await tasksScreen.settle()
        #expect(tasksScreen.selectedRow == "[ ] Task 25")
    }

    @Test("B88 B28 enter and space do nothing without upcoming tasks")
    func selectionKeysWithoutTasks() async {
        let upcoming = await Upcoming([("Groceries", ["Milk"])])
        await upcoming.screen.press("enter")
        await upcoming.screen.press("space")
        #expect(upcoming.navigator.pages.isEmpty)
        #expect(upcoming.screen.status == "")
    }

    @Test("B88 esc and left pop Upcoming")
    func goesBack() async {
        let upcoming = await Upcoming(twoLists)
        await upcoming.screen.press("esc")
        await upcoming.screen.press("left")
        #expect(upcoming.navigator.popCount == 2)
    }

    @Test(
        "B89 B67 follows a task added, given a due date or deleted, a list renamed or deleted; selection kept"
    )
    func followsChanges() async throws {
        let upcoming = await Upcoming(twoLists)
        let work = try await upcoming.real.summaries()[1].list
        try await upcoming.change {
            try await $0.addTask(title: "Call", notes: "", due: "2026-11-01", toList: work.id)
        }
        #expect(
            upcoming.rows.prefix(2) == [
                "[ ] Call — ✎ Work | 2026-11-01", "> [ ] Slides — ✎ Work | 2026-11-30",
            ])
        let eggs = try await upcoming.id(of: "Eggs")
        try await upcoming.change {
            try await $0.updateTask(id: eggs, title: "Eggs", notes: "", due: "2026-12-02")
        }
        #expect(upcoming.rows.dropFirst(4).first == "[ ] Eggs — ✎ Groceries | 2026-12-02")
        try await upcoming.change { try await $0.updateList(id: work.id, title: "Office", icon: .default) }
        #expect(upcoming.rows.dropFirst().first == "> [ ] Slides — ✎ Office | 2026-11-30")
        let milk = try await upcoming.id(of: "Milk")
        try await upcoming.change { try await $0.deleteTask(id: milk) }
        #expect(!upcoming.screen.screen.contains("Milk"))
        try await upcoming.change { try await $0.deleteList(id: work.id) }
        #expect(
            upcoming.rows == [
                "[ ] Bread — ✎ Groceries | 2026-12-01", "> [ ] Eggs — ✎ Groceries | 2026-12-02",
            ])
    }

    @Test("B89 B36 follows a due date another program set, once the service notices it")
    func followsOtherProgram() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk"])])
        let real = Fixtures.makeService(store: store)
        let upcoming = await Upcoming(store: store, real: real, service: real)
        try store.asOtherProcess { other, _ in
            let milk = try other.tasks(inList: try other.summaries()[0].id)[0]
            try other.updateTask(id: milk.id, title: milk.title, notes: "", due: "2026-12-24")
        }
        await upcoming.change { await $0.checkForExternalChanges() }
        #expect(upcoming.rows == ["> [ ] Milk — ✎ Groceries | 2026-12-24"])
    }

    @Test("B67 the selection stays on its task when a task comes in above it")
    func selectionFollowsTask() async throws {
        let upcoming = await Upcoming(twoLists)
        await upcoming.screen.press("down")
        let groceries = try await upcoming.real.summaries()[0].list
        try await upcoming.change {
            try await $0.addTask(title: "Call", notes: "", due: "2026-11-01", toList: groceries.id)
        }
        #expect(upcoming.screen.selectedRow?.hasPrefix("[ ] Bread") == true)
    }
}

/// Upcoming's controller on a service that answers late or fails: what it shows while it waits, which
/// answers it drops, and what a toggle's answer changes when it comes.
@Suite("Upcoming controller, waiting and failing")
@MainActor
struct UpcomingControllerWaitingTests {
    private let late = ServiceConditions(latency: .milliseconds(500))

    @Test("B75 late tasks show nothing, then Loading… after 150 ms, then the tasks; the bars at once")
    func loadingAfterDelay() async {
        let upcoming = await Upcoming(twoLists, conditions: late)
        #expect(upcoming.screen.title == "Upcoming")
        #expect(upcoming.screen.helpBar.hasPrefix("space toggle"))
        #expect(upcoming.screen.contentRows.allSatisfy { $0.isEmpty })
        await upcoming.screen.wait(.milliseconds(149))
        #expect(upcoming.screen.contentRows.allSatisfy { $0.isEmpty })
        await upcoming.screen.wait(.milliseconds(1))
        #expect(upcoming.screen.contentRows[0] == "   Loading…")
        await upcoming.screen.wait(.milliseconds(350))
        #expect(upcoming.rows.first == "> [ ] Slides — ✎ Work | 2026-11-30")
    }

    @Test("B75 no tasks that come within 150 ms show their empty text only when they have come")
    func quickEmptyAnswer() async {
        let upcoming = await Upcoming([], conditions: ServiceConditions(latency: .milliseconds(100)))
        await upcoming.screen.wait(.milliseconds(99))
        #expect(upcoming.screen.contentRows.allSatisfy { $0.isEmpty })
        await upcoming.screen.wait(.milliseconds(1))
        #expect(upcoming.screen.contentRows[0].hasPrefix("   No upcoming tasks."))
    }

    @Test("B76 a newer read cancels the one still pending, so only its answer is drawn")
    func newerReadCancelsPending() async {
        let upcoming = await Upcoming(twoLists, conditions: late)
        await upcoming.screen.press("ctrl-r", count: 3)
        #expect(upcoming.real.callsInFlight == 1)
        await upcoming.screen.wait(.milliseconds(500))
        #expect(upcoming.real.callsInFlight == 0)
        #expect(upcoming.rows.count == 4)
    }

    @Test("B76 a read still pending when the screen leaves is cancelled, and its answer is never drawn")
    func leavingCancelsRead() async {
        let upcoming = await Upcoming(twoLists, conditions: late)
        upcoming.controller.didLeave()
        await upcoming.screen.settle()
        #expect(upcoming.real.callsInFlight == 0)
        await upcoming.screen.wait(.seconds(1))
        #expect(upcoming.screen.selectedRow == nil)
        #expect(upcoming.screen.status == "")
    }

    @Test("B77 a toggle shows when its answer comes, not before")
    func toggleShowsWithAnswer() async {
        let upcoming = await Upcoming(twoLists)
        upcoming.real.conditions = late
        await upcoming.screen.press("space")
        #expect(upcoming.rows.count == 4)
        await upcoming.screen.wait(.milliseconds(1000))
        #expect(upcoming.rows.first == "> [ ] Bread — ✎ Groceries | 2026-12-01")
        #expect(upcoming.rows.count == 3)
    }

    @Test("B78 a toggle that fails says why when its answer comes, and the task stays")
    func failedToggleSaysWhy() async throws {
        let upcoming = await Upcoming(twoLists)
        upcoming.real.conditions = ServiceConditions(latency: .milliseconds(400), failsWrites: true)
        await upcoming.screen.press("space")
        #expect(upcoming.screen.status == "")
        await upcoming.screen.wait(.milliseconds(400))
        #expect(upcoming.screen.status == "The database is busy. Try again.")
        #expect(upcoming.rows.first == "> [ ] Slides — ✎ Work | 2026-11-30")
        #expect(try upcoming.stored("Slides")?.isDone == false)
    }

    @Test("B80 a failed read says why and shows no tasks; ctrl-r reads again and the tasks come")
    func failedReadRetried() async {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: twoLists)
        let real = Fixtures.makeService(store: store)
        let failing = FailingService(real)
        failing.readFailure = .storage(.locked)
        let upcoming = await Upcoming(store: store, real: real, service: failing)
        #expect(upcoming.screen.status == "The database is busy. Try again.")
        #expect(upcoming.screen.contentRows[0].hasPrefix("   No upcoming tasks."))
        failing.readFailure = nil
        await upcoming.screen.press("ctrl-r")
        #expect(upcoming.screen.status == "")
        #expect(upcoming.rows.count == 4)
    }

    @Test("B80 a read that fails after the tasks were shown says why and shows none of them")
    func failedReadClearsTasks() async {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: twoLists)
        let real = Fixtures.makeService(store: store)
        let failing = FailingService(real)
        let upcoming = await Upcoming(store: store, real: real, service: failing)
        #expect(upcoming.rows.count == 4)
        failing.readFailure = .storage(.locked)
        await upcoming.screen.press("ctrl-r")
        #expect(upcoming.screen.status == "The database is busy. Try again.")
        #expect(upcoming.screen.selectedRow == nil)
        #expect(upcoming.screen.contentRows[0].hasPrefix("   No upcoming tasks."))
    }

    @Test("B81 while the tasks are read again, up/down move at once and the answer keeps the selection")
    func movesWhileLoading() async {
        let upcoming = await Upcoming(twoLists, conditions: late)
        await upcoming.screen.wait(.milliseconds(500))
        await upcoming.screen.press("ctrl-r")
        await upcoming.screen.press("down")
        #expect(upcoming.screen.selectedRow?.hasPrefix("[ ] Bread") == true)
        await upcoming.screen.press("esc")
        #expect(upcoming.navigator.popCount == 1)
        await upcoming.screen.wait(.milliseconds(500))
        #expect(upcoming.screen.selectedRow?.hasPrefix("[ ] Bread") == true)
    }
}

/// Upcoming's controller with the undo history it is handed: the last toggle made there, and only that.
@Suite("Upcoming controller, undo")
@MainActor
struct UpcomingControllerUndoTests {
    @Test("B91 u takes back the last toggle made on Upcoming: the task is back, selected, and it says so")
    func undoesToggle() async throws {
        let upcoming = await Upcoming(twoLists)
        await upcoming.screen.press("down", count: 2)
        await upcoming.screen.press("space")
        await upcoming.screen.press("home")
        await upcoming.screen.press("u")
        #expect(upcoming.screen.selectedRow?.hasPrefix("[ ] Report — ✎ Work") == true)
        #expect(upcoming.screen.status == "Marked \"Report\" not done again.")
        #expect(try upcoming.stored("Report")?.isDone == false)
        await upcoming.screen.press("u")
        #expect(upcoming.screen.status == "Nothing to undo here.")
    }

    @Test("B92 Upcoming hands its undo history to the tasks screens it opens")
    func handsHistoryOn() async throws {
        let upcoming = await Upcoming(twoLists)
        await upcoming.screen.press("enter")
        let tasks = try #require(upcoming.navigator.topPage as? TasksController)
        let tasksScreen = ViewDriver(tasks, on: upcoming.real)
        await tasksScreen.settle()
        await tasksScreen.press("space")
        let work = try await upcoming.real.summaries()[1].list
        #expect(upcoming.undoHistory.takeChange(in: .tasks(of: work.id)) != nil)
    }

    @Test("B92 Upcoming undoes only its own toggles, not those made on a list's screen")
    func ownChangesOnly() async throws {
        let upcoming = await Upcoming(twoLists)
        let report = try await upcoming.id(of: "Report")
        let toggled = try await upcoming.real.toggleTask(id: report)
        upcoming.undoHistory.record(.toggledTask(toggled), in: .tasks(of: toggled.listID))
        await upcoming.screen.press("u")
        #expect(upcoming.screen.status == "Nothing to undo here.")
        #expect(try upcoming.stored("Report")?.isDone == true)
    }

    @Test("B93 an undo whose task is gone says why and stays; a toggle that failed is no change to undo")
    func failedUndoKept() async throws {
        let upcoming = await Upcoming(twoLists)
        await upcoming.screen.press("space")
        let slides = try await upcoming.id(of: "Slides")
        try await upcoming.change { try await $0.deleteTask(id: slides) }
        await upcoming.screen.press("u")
        #expect(upcoming.screen.status == "That task no longer exists.")
        await upcoming.screen.press("u")
        #expect(upcoming.screen.status == "That task no longer exists.")
        let fresh = await Upcoming(twoLists)
        fresh.real.conditions.failsWrites = true
        await fresh.screen.press("space")
        await fresh.screen.press("u")
        #expect(fresh.screen.status == "Nothing to undo here.")
    }
}
