import TaskListDomain
import Testing
import VIPERLogic

/// Upcoming's presenter wired to spies, started as its router starts it, with Home's presenter played by a
/// module output spy.
@MainActor
private struct Upcoming {
    let view: RowsViewSpy
    let interactor = InteractorSpy()
    let router = RouterSpy()
    let home = ModuleOutputSpy()
    let presenter: UpcomingPresenter
    static let groceries = Entities.list(1, "Groceries")
    static let work = Entities.list(2, "Work", icon: .mail)

    /// Upcoming showing `tasks` as if the interactor had loaded them.
    init(
        _ tasks: [UpcomingTask] = [
            Entities.upcoming(4, "Slides", due: "2026-11-30", in: work),
            Entities.upcoming(2, "Bread", due: "2026-12-01", in: groceries),
        ]
    ) {
        presenter = UpcomingPresenter(interactor: interactor, router: router, tasksModuleOutput: home)
        view = RowsViewSpy(output: presenter)
        presenter.view = view
        presenter.start()
        presenter.didLoadUpcomingTasks(tasks)
    }
}

@Suite("Upcoming presenter")
@MainActor
struct UpcomingPresenterTests {
    @Test("B86 starting shows the title Upcoming, then asks the interactor to follow changes and load")
    func start() {
        let upcoming = Upcoming()
        #expect(upcoming.view.title == "Upcoming")
        #expect(upcoming.interactor.calls == ["observe changes", "load upcoming tasks"])
    }

    @Test("B86 formats each task as its list does, then its list's icon and title, the due date at the edge")
    func formatsRows() {
        let upcoming = Upcoming([
            UpcomingTask(
                task: Entities.task(1, "Call mum", notes: "Sunday", due: "2026-12-24"),
                list: Entities.list(1, "Family", icon: .home))
        ])
        #expect(upcoming.view.rows.map(\.text) == ["[ ] ✐ Call mum — ⌂ Family"])
        #expect(upcoming.view.rows.map(\.detail) == ["2026-12-24"])
    }

    @Test("B86 without upcoming tasks, the empty text says how to give a task a due date")
    func emptyState() {
        let upcoming = Upcoming([])
        #expect(upcoming.view.emptyState == "No upcoming tasks. Give a task a due date in its editor.")
        #expect(upcoming.view.rowCount == 0)
    }

    @Test(
        "B67 each row carries its task's ID, which the view's selection follows; a task not shown, or a list, has none"
    )
    func rowsCarryTaskIDs() {
        let upcoming = Upcoming()
        #expect(upcoming.view.rows.map(\.id) == [.task(4), .task(2)])
        #expect(upcoming.presenter.indexOfRow(withID: .task(2)) == 1)
        #expect(upcoming.presenter.indexOfRow(withID: .task(3)) == nil)
        #expect(upcoming.presenter.indexOfRow(withID: .list(2)) == nil)
    }

    @Test("B87 space asks the interactor to toggle the task in the selected row")
    func togglesTask() {
        let upcoming = Upcoming()
        upcoming.presenter.didRequestToggle(selectedRow: 1)
        #expect(upcoming.interactor.calls.last == "toggle Bread")
    }

    @Test(
        "B88 enter asks the router for the task's list with the task selected; Home hears if the list goes")
    func opensTaskInList() {
        let upcoming = Upcoming()
        upcoming.presenter.didRequestOpen(selectedRow: 0)
        #expect(upcoming.router.routes == ["tasks of Work selecting Slides"])
        #expect(upcoming.router.tasksOutput === upcoming.home)
    }

    @Test("B88 esc goes back to Home")
    func goesBack() {
        let upcoming = Upcoming()
        upcoming.presenter.didRequestBack()
        #expect(upcoming.router.routes == ["back"])
    }

    @Test("B28 space and enter do nothing without a selected row, or with a row no longer shown")
    func eventsWithoutRow() {
        let upcoming = Upcoming([])
        upcoming.presenter.didRequestToggle(selectedRow: nil)
        upcoming.presenter.didRequestOpen(selectedRow: nil)
        upcoming.presenter.didRequestToggle(selectedRow: 0)
        upcoming.presenter.didRequestOpen(selectedRow: 0)
        #expect(upcoming.router.routes.isEmpty)
        #expect(upcoming.interactor.calls == ["observe changes", "load upcoming tasks"])
    }

    @Test("B75 the view shows the rows loading from the moment a read starts until the tasks come")
    func showsLoading() {
        let upcoming = Upcoming()
        upcoming.presenter.didStartLoadingUpcomingTasks()
        #expect(upcoming.view.isLoading)
        #expect(upcoming.view.rowTexts.count == 2)
        upcoming.presenter.didLoadUpcomingTasks([
            Entities.upcoming(2, "Bread", due: "2026-12-01", in: Upcoming.groceries)
        ])
        #expect(!upcoming.view.isLoading)
        #expect(upcoming.view.rowTexts == ["[ ] Bread — ✎ Groceries"])
    }

    @Test("B80 a read that failed ends the loading, says why and shows no tasks; ctrl-r reads again")
    func failedLoadShowsNoTasks() {
        let upcoming = Upcoming()
        upcoming.presenter.didStartLoadingUpcomingTasks()
        upcoming.presenter.didFailToLoadUpcomingTasks(.storage(.locked))
        #expect(!upcoming.view.isLoading)
        #expect(upcoming.view.errors == ["The database is busy. Try again."])
        #expect(upcoming.view.emptyState == "No upcoming tasks. Give a task a due date in its editor.")
        upcoming.presenter.didRequestOpen(selectedRow: 0)
        #expect(upcoming.router.routes.isEmpty)
        upcoming.presenter.didRequestReload()
        #expect(
            upcoming.interactor.calls == ["observe changes", "load upcoming tasks", "load upcoming tasks"])
    }

    @Test("B78 a toggle that failed is shown in the status line, and the rows stay as stored")
    func showsFailedToggle() {
        let upcoming = Upcoming()
        upcoming.presenter.didFailToToggleTask(.storage(.locked))
        #expect(upcoming.view.errors == ["The database is busy. Try again."])
        #expect(upcoming.view.rowTexts.count == 2)
    }

    @Test(
        "B91 u asks the interactor to undo; the undone toggle says so and selects the task, back in the rows")
    func undoSelectsTaskAgain() {
        let upcoming = Upcoming()
        upcoming.presenter.didRequestUndo()
        #expect(upcoming.interactor.calls.last == "undo")
        let milk = Entities.upcoming(3, "x Milk", due: "2026-12-03", in: Upcoming.groceries)
        upcoming.presenter.didUndo(.toggledTask(milk.task))
        #expect(upcoming.view.statuses == ["Marked \"Milk\" not done again."])
        #expect(upcoming.interactor.calls.last == "load upcoming tasks")
        upcoming.presenter.didLoadUpcomingTasks([
            Entities.upcoming(4, "Slides", due: "2026-11-30", in: Upcoming.work),
            Entities.upcoming(2, "Bread", due: "2026-12-01", in: Upcoming.groceries),
            Entities.upcoming(3, "Milk", due: "2026-12-03", in: Upcoming.groceries),
        ])
        #expect(upcoming.view.selectedRows == [2])
        upcoming.presenter.didLoadUpcomingTasks([])
        #expect(upcoming.view.selectedRows == [2])
    }

    @Test("B92 B93 nothing to undo says so; an undo that failed says why")
    func undoFailures() {
        let upcoming = Upcoming()
        upcoming.presenter.didFindNothingToUndo()
        upcoming.presenter.didFailToUndo(.taskNotFound)
        #expect(upcoming.view.statuses == ["Nothing to undo here."])
        #expect(upcoming.view.errors == ["That task no longer exists."])
    }

    @Test("B76 when the view leaves the screen, the presenter stops its interactor")
    func leavingStopsInteractor() {
        let upcoming = Upcoming()
        upcoming.presenter.viewDidLeave()
        #expect(upcoming.interactor.calls.last == "stop")
    }
}
