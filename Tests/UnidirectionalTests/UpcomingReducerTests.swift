import TaskListDomain
import Testing

@testable import UnidirectionalCore

/// Upcoming's reducer as a pure function: a state before, an action, the state after and the effects.
@Suite("Upcoming reducer")
struct UpcomingReducerTests {
    let groceries = Samples.list(1, "Groceries")
    let work = Samples.list(2, "Work", icon: .travel)
    let bread: UpcomingTask
    let report: UpcomingTask
    let milk: UpcomingTask

    init() {
        bread = UpcomingTask(task: Samples.task(11, "Bread", due: DueDate("2026-12-01")), list: groceries)
        report = UpcomingTask(
            task: Samples.task(20, "Report", notes: "figures", due: DueDate("2026-12-01"), list: 2),
            list: work)
        milk = UpcomingTask(task: Samples.task(10, "Milk", due: DueDate("2026-12-03")), list: groceries)
    }

    /// Upcoming with `tasks` loaded and the row at `selected` selected.
    private func upcoming(_ tasks: [UpcomingTask], selected: Int = 0) -> UpcomingState {
        var state = UpcomingState()
        state.tasks.replaceItems(with: tasks)
        state.tasks.select(at: selected)
        return state
    }

    /// `state` while its tasks are being read.
    private func loading(_ state: UpcomingState) -> UpcomingState {
        var state = state
        state.isLoading = true
        return state
    }

    private func reduce(_ state: UpcomingState, _ action: UpcomingAction) -> (UpcomingState, [UpcomingEffect])
    {
        var state = state
        let effects = UpcomingReducer().reduce(&state, action)
        return (state, effects)
    }

    @Test("B86 appearing follows the service and loads the upcoming tasks")
    func appearing() {
        let (state, effects) = reduce(UpcomingState(), .appeared)
        #expect(state == loading(UpcomingState()))
        #expect(effects == [.observeChanges, .loadTasks])
    }

    @Test("B86 the loaded tasks show in their order with their list and due date, the first selected")
    func tasksLoaded() {
        let (state, effects) = reduce(loading(UpcomingState()), .tasksLoaded([bread, report, milk]))
        #expect(state == upcoming([bread, report, milk]))
        #expect(effects == [])
        #expect(state.title == "Upcoming")
        #expect(UpcomingState.row(for: bread) == Row(text: "[ ] Bread — ✎ Groceries", detail: "2026-12-01"))
        #expect(UpcomingState.row(for: report) == Row(text: "[ ] ✐ Report — ✈ Work", detail: "2026-12-01"))
    }

    @Test("B86 without upcoming tasks nothing is selected and the screen says how to get some")
    func empty() {
        let (state, _) = reduce(UpcomingState(), .tasksLoaded([]))
        #expect(state.tasks.selectedIndex == nil)
        #expect(state.emptyText == "No upcoming tasks. Give a task a due date in its editor.")
    }

    @Test("B89 every change of the service loads the tasks again")
    func followsEveryChange() {
        let before = upcoming([bread, milk])
        #expect(reduce(before, .serviceChanged) == (loading(before), [.loadTasks]))
    }

    @Test(
        "B67 B89 the selection stays on its task while it is shown, else keeps its index, else the last row")
    func selectionFollowsTask() {
        let onMilk = reduce(upcoming([bread, report, milk], selected: 2), .tasksLoaded([report, milk])).0
        #expect(onMilk.tasks.selectedItem == milk)
        let sameIndex = reduce(upcoming([bread, report, milk], selected: 1), .tasksLoaded([bread, milk])).0
        #expect(sameIndex.tasks.selectedIndex == 1)
        let lastRow = reduce(upcoming([bread, report, milk], selected: 2), .tasksLoaded([bread])).0
        #expect(lastRow.tasks.selectedItem == bread)
    }

    @Test("B14 a selected row stays within the rows")
    func rowSelected() {
        #expect(reduce(upcoming([bread, milk]), .rowSelected(1)).0.tasks.selectedIndex == 1)
        #expect(reduce(upcoming([bread, milk]), .rowSelected(9)).0.tasks.selectedIndex == 1)
        #expect(reduce(upcoming([]), .rowSelected(0)).0.tasks.selectedIndex == nil)
    }

    @Test("B87 space toggles the selected task; the row stays until the tasks are loaded again")
    func toggle() {
        let before = upcoming([bread, report, milk], selected: 1)
        #expect(reduce(before, .toggleRequested) == (before, [.toggleTask(20)]))
    }

    @Test("B28 space does nothing without tasks")
    func toggleWithoutTasks() {
        #expect(reduce(upcoming([]), .toggleRequested) == (upcoming([]), []))
    }

    @Test("B78 a failed toggle shows its message and keeps the tasks")
    func toggleFailed() {
        let before = upcoming([bread, milk], selected: 1)
        let (state, effects) = reduce(before, .writeFailed(.storage(.locked)))
        #expect(state.status == "The database is busy. Try again.")
        #expect(state.tasks == before.tasks)
        #expect(effects == [])
    }

    @Test("B75 B80 a failed read shows why and no rows; ctrl-r reads again and the rows come")
    func failedReadRetried() {
        let (failed, none) = reduce(loading(upcoming([bread, milk])), .loadFailed(.storage(.locked)))
        #expect(!failed.isLoading)
        #expect(failed.tasks.items.isEmpty)
        #expect(failed.status == "The database is busy. Try again.")
        #expect(none == [])
        let (retrying, effects) = reduce(failed, .reloadRequested)
        #expect(retrying.isLoading)
        #expect(effects == [.loadTasks])
        let (loaded, _) = reduce(retrying, .tasksLoaded([bread, milk]))
        #expect(!loaded.isLoading)
        #expect(loaded.tasks == upcoming([bread, milk]).tasks)
    }

    @Test("B81 while the tasks load, the selection moves at once")
    func movingWhileLoading() {
        let (state, effects) = reduce(loading(upcoming([bread, milk])), .rowSelected(1))
        #expect(state == loading(upcoming([bread, milk], selected: 1)))
        #expect(effects == [])
    }

    @Test("B88 opening a task in its list and going back leave Upcoming's state to the app reducer")
    func navigationIntents() {
        let before = upcoming([bread, milk])
        for action in [UpcomingAction.openRequested, .backRequested] {
            #expect(reduce(before, action) == (before, []))
        }
    }

    @Test("B91 B92 Upcoming asks to undo the change the app kept for it, and says when there is none")
    func undoAsked() {
        let toggled = UndoableChange.toggledTask(Samples.task(10, "Milk", done: true))
        let before = upcoming([bread])
        #expect(reduce(before, .undo(toggled)) == (before, [.undo(toggled)]))
        let (none, effects) = reduce(before, .undo(nil))
        #expect(none.status == "Nothing to undo here.")
        #expect(effects == [])
        for action in [UpcomingAction.undoRequested, .taskToggled(Samples.task(10, "Milk", done: true))] {
            #expect(reduce(before, action) == (before, []))
        }
    }

    @Test(
        "B91 a toggle taken back brings the task back to Upcoming, selected once the tasks are loaded again")
    func undoneSelects() {
        let toggled = UndoableChange.toggledTask(
            Samples.task(10, "Milk", due: DueDate("2026-12-03"), done: true))
        let (waiting, effects) = reduce(upcoming([bread, report], selected: 1), .undone(toggled))
        #expect(effects == [.loadTasks])
        #expect(waiting.status == "Marked \"Milk\" not done again.")
        #expect(waiting.taskToSelect == 10)
        let (state, _) = reduce(waiting, .tasksLoaded([bread, report, milk]))
        #expect(state.tasks.selectedItem == milk)
        #expect(state.taskToSelect == nil)
    }

    @Test("B93 an undo that failed shows why and changes nothing else")
    func undoFailed() {
        let before = upcoming([bread, report], selected: 1)
        let (state, effects) = reduce(before, .undoFailed(.toggledTask(milk.task), .storage(.locked)))
        #expect(state.status == "The database is busy. Try again.")
        #expect(state.tasks == before.tasks)
        #expect(effects == [])
    }
}
