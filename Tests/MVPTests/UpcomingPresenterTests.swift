import TaskListDomain
import TestSupport
import Testing

@testable import MVPPresenters

/// An Upcoming presenter wired to spies, started the way the router starts it, on a service that answers
/// `latency` late (at once by default) and whose answers so far have come.
@MainActor
private struct Upcoming {
    let view = RowsViewSpy()
    let router = RouterSpy()
    let history = UndoHistorySpy()
    let listDelegate = TasksDelegateSpy()
    let store: any TaskStore
    /// The service doing the work, waiting on a virtual clock.
    let real: StoreTaskListService
    /// The service the presenter uses: the real one, whose reads a test can make fail.
    let service: FailingService
    let presenter: UpcomingPresenter

    init(
        lists: [(String, [String])] = [
            ("Groceries", ["Milk @2026-12-03", "Eggs", "x Cheese @2026-11-20", "Bread @2026-12-01"]),
            ("Work", ["Report @2026-12-01", "Slides @2026-11-30"]),
        ],
        latency: Duration = .zero
    ) async {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: lists)
        self.store = store
        real = Fixtures.makeService(store: store, conditions: ServiceConditions(latency: latency))
        service = FailingService(real)
        presenter = UpcomingPresenter(
            view: view, service: service, history: history, router: router, listDelegate: listDelegate)
        view.presenter = presenter
        presenter.start()
        await real.settle()
    }

    /// Lets the work started so far run without time passing.
    func settle() async {
        await real.settle()
    }

    /// The task titled `title`, read at once.
    func task(_ title: String) async throws -> TaskItem {
        var tasks: [TaskItem] = []
        for summary in try await real.summaries() {
            tasks += try await real.tasks(inList: summary.list.id)
        }
        return try #require(tasks.first { $0.title == title })
    }

    /// The titles of the stored tasks, "x " in front of the done ones, read at once.
    func storedTasks() throws -> [String] {
        try Fixtures.contents(of: store).flatMap(\.tasks).map { ($0.isDone ? "x " : "") + $0.title }
    }
}

@MainActor
@Suite("Upcoming presenter")
struct UpcomingPresenterTests {
    @Test(
        "B86 shows every task not done that has a due date, soonest first, with its list and its due date, under Upcoming"
    )
    func showsUpcomingTasks() async {
        let upcoming = await Upcoming()
        #expect(upcoming.view.title == "Upcoming")
        #expect(
            upcoming.view.rows == [
                DisplayRow(text: "[ ] Slides — ✎ Work", detail: "2026-11-30"),
                DisplayRow(text: "[ ] Bread — ✎ Groceries", detail: "2026-12-01"),
                DisplayRow(text: "[ ] Report — ✎ Work", detail: "2026-12-01"),
                DisplayRow(text: "[ ] Milk — ✎ Groceries", detail: "2026-12-03"),
            ])
        #expect(upcoming.view.selectedIndex == 0)
    }

    @Test("B86 says how to get upcoming tasks when no task has a due date")
    func emptyState() async {
        let upcoming = await Upcoming(lists: [("Groceries", ["Milk", "x Bread @2026-12-01"])])
        #expect(upcoming.view.emptyState == "No upcoming tasks. Give a task a due date in its editor.")
        #expect(upcoming.view.rows.isEmpty)
    }

    @Test("B75 while the tasks are read the view shows them loading, with no empty state, until they come")
    func showsTasksLoading() async {
        let upcoming = await Upcoming(latency: .milliseconds(500))
        #expect(upcoming.view.title == "Upcoming")
        #expect(upcoming.view.isLoading)
        #expect(upcoming.view.updateCount == 0)
        await upcoming.real.wait(.milliseconds(499))
        #expect(upcoming.view.isLoading)
        await upcoming.real.wait(.milliseconds(1))
        #expect(!upcoming.view.isLoading)
        #expect(upcoming.view.rowTexts.count == 4)
    }

    @Test("B80 a read that fails shows no tasks and says why; a reload shows them once a read succeeds")
    func failedReadAndReload() async {
        let upcoming = await Upcoming()
        upcoming.service.readFailure = .storage(.locked)
        upcoming.presenter.didRequestReload()
        await upcoming.settle()
        #expect(upcoming.view.errors == ["The database is busy. Try again."])
        #expect(upcoming.view.emptyState == "No upcoming tasks. Give a task a due date in its editor.")
        #expect(!upcoming.view.isLoading)
        upcoming.service.readFailure = nil
        upcoming.presenter.didRequestReload()
        await upcoming.settle()
        #expect(upcoming.view.rowTexts.count == 4)
    }

    @Test(
        "B76 a newer read replaces one still waiting: the older one is cancelled and its answer never shown")
    func newerReadReplacesOlder() async {
        let upcoming = await Upcoming(latency: .milliseconds(500))
        await upcoming.real.wait(.milliseconds(300))
        upcoming.presenter.didRequestReload()
        await upcoming.settle()
        #expect(upcoming.real.callsInFlight == 1)
        await upcoming.real.wait(.milliseconds(300))
        #expect(upcoming.view.updateCount == 0)
        await upcoming.real.wait(.milliseconds(200))
        #expect(upcoming.view.updateCount == 1)
    }

    @Test("B76 leaving the screen cancels the read, and its answer is never shown")
    func leavingCancelsRead() async {
        let upcoming = await Upcoming(latency: .milliseconds(500))
        upcoming.presenter.viewDidDisappear()
        await upcoming.settle()
        #expect(upcoming.real.callsInFlight == 0)
        await upcoming.real.wait(.seconds(1))
        #expect(upcoming.view.updateCount == 0)
        #expect(upcoming.view.errors.isEmpty)
    }

    @Test("B87 B67 toggle marks the selected task done; it leaves, and the selection keeps its place")
    func togglesSelectedTask() async throws {
        let upcoming = await Upcoming()
        upcoming.presenter.didSelectRow(at: 1)
        upcoming.presenter.didRequestToggle()
        await upcoming.settle()
        #expect(try upcoming.storedTasks().contains("x Bread"))
        #expect(
            upcoming.view.rowTexts == [
                "[ ] Slides — ✎ Work", "[ ] Report — ✎ Work", "[ ] Milk — ✎ Groceries",
            ])
        #expect(upcoming.view.selectedText == "[ ] Report — ✎ Work")
        upcoming.presenter.didSelectRow(at: 2)
        upcoming.presenter.didRequestToggle()
        await upcoming.settle()
        #expect(upcoming.view.selectedText == "[ ] Report — ✎ Work")
    }

    @Test("B77 a toggle shows when its answer comes, not before")
    func toggleShowsWhenAnswered() async throws {
        let upcoming = await Upcoming()
        upcoming.real.conditions.latency = .milliseconds(500)
        upcoming.presenter.didRequestToggle()
        await upcoming.real.wait(.milliseconds(499))
        #expect(upcoming.view.rowTexts.first == "[ ] Slides — ✎ Work")
        await upcoming.real.wait(.milliseconds(501))
        #expect(upcoming.view.rowTexts.first == "[ ] Bread — ✎ Groceries")
    }

    @Test("B78 a toggle that fails says why, and the task stays")
    func failedToggle() async throws {
        let upcoming = await Upcoming()
        upcoming.real.conditions.failsWrites = true
        upcoming.presenter.didRequestToggle()
        await upcoming.settle()
        #expect(upcoming.view.errors == ["The database is busy. Try again."])
        #expect(upcoming.view.rowTexts.first == "[ ] Slides — ✎ Work")
        #expect(!(try upcoming.storedTasks().contains("x Slides")))
    }

    @Test("B28 toggle and open do nothing when there are no upcoming tasks")
    func keysOnEmptyScreen() async throws {
        let upcoming = await Upcoming(lists: [("Groceries", ["Milk"])])
        upcoming.presenter.didRequestToggle()
        upcoming.presenter.didRequestOpen()
        await upcoming.settle()
        #expect(try upcoming.storedTasks() == ["Milk"])
        #expect(upcoming.router.routes.isEmpty)
    }

    @Test(
        "B88 open asks for the selected task's list with that task selected, handing on the list's delegate")
    func opensTaskInItsList() async throws {
        let upcoming = await Upcoming()
        upcoming.presenter.didSelectRow(at: 2)
        upcoming.presenter.didRequestOpen()
        let report = try await upcoming.task("Report")
        #expect(upcoming.router.routes == ["tasks of Work selecting task \(report.id)"])
        #expect(upcoming.router.tasksDelegate === upcoming.listDelegate)
    }

    @Test("B88 back goes back to the screen that opened Upcoming")
    func goesBack() async {
        let upcoming = await Upcoming()
        upcoming.presenter.didRequestBack()
        #expect(upcoming.router.routes == ["back"])
    }

    @Test("B89 B67 a task given a due date, edited or deleted shows at once, the selection on its task")
    func followsTaskChanges() async throws {
        let upcoming = await Upcoming()
        upcoming.presenter.didSelectRow(at: 1)
        let eggs = try await upcoming.task("Eggs")
        try await upcoming.real.updateTask(id: eggs.id, title: "Eggs", notes: "", due: "2026-11-01")
        await upcoming.settle()
        #expect(upcoming.view.rowTexts.first == "[ ] Eggs — ✎ Groceries")
        #expect(upcoming.view.selectedText == "[ ] Bread — ✎ Groceries")
        try await upcoming.real.deleteTask(id: try await upcoming.task("Bread").id)
        await upcoming.settle()
        #expect(upcoming.view.selectedText == "[ ] Report — ✎ Work")
    }

    @Test("B89 B36 a list renamed or deleted by another program shows at once")
    func followsListChangesElsewhere() async throws {
        let upcoming = await Upcoming()
        let store = try #require(upcoming.store as? TwoProcessStore)
        let work = try await upcoming.real.summaries()[1].list
        try store.asOtherProcess { other, _ in
            try other.updateList(id: work.id, title: "Office", icon: .travel)
        }
        await upcoming.real.checkForExternalChanges()
        await upcoming.settle()
        #expect(upcoming.view.rowTexts.first == "[ ] Slides — ✈ Office")
        try store.asOtherProcess { other, _ in try other.deleteList(id: work.id) }
        await upcoming.real.checkForExternalChanges()
        await upcoming.settle()
        #expect(upcoming.view.rowTexts == ["[ ] Bread — ✎ Groceries", "[ ] Milk — ✎ Groceries"])
    }

    @Test(
        "B91 a toggle made on Upcoming is taken back: the task is back in the rows, selected, and it says so")
    func undoesToggle() async throws {
        let upcoming = await Upcoming()
        upcoming.presenter.didSelectRow(at: 1)
        upcoming.presenter.didRequestToggle()
        await upcoming.settle()
        #expect(upcoming.view.rowTexts.count == 3)
        upcoming.presenter.didRequestUndo()
        await upcoming.settle()
        #expect(upcoming.view.statuses == ["Marked \"Bread\" not done again."])
        #expect(upcoming.view.rowTexts.count == 4)
        #expect(upcoming.view.selectedText == "[ ] Bread — ✎ Groceries")
        #expect(upcoming.history.changes.isEmpty)
    }

    @Test("B92 with no toggle made on Upcoming, undo says there is nothing to undo")
    func nothingToUndo() async throws {
        let upcoming = await Upcoming()
        upcoming.history.changes[.home] = .toggledTask(try await upcoming.task("Milk"))
        upcoming.presenter.didRequestUndo()
        await upcoming.settle()
        #expect(upcoming.view.statuses == ["Nothing to undo here."])
    }

    @Test("B93 an undo that fails says why, changes nothing, and keeps the toggle to undo")
    func failedUndoKeepsChange() async throws {
        let upcoming = await Upcoming()
        upcoming.presenter.didRequestToggle()
        await upcoming.settle()
        try await upcoming.real.deleteTask(id: try await upcoming.task("Slides").id)
        upcoming.presenter.didRequestUndo()
        await upcoming.settle()
        #expect(upcoming.view.errors == ["That task no longer exists."])
        #expect(upcoming.view.statuses.isEmpty)
        #expect(upcoming.history.changes[.upcoming] != nil)
    }
}
