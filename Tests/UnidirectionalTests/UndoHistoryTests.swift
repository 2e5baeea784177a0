import TaskListDomain
import Testing

@testable import UnidirectionalCore

/// The undo history as a part of the app's state: the app's reducer records the answers of undoable writes
/// for the place they were made, hands a screen its change when it asks to undo, and puts back a change
/// whose undo failed; all of it pure, compared as values.
@Suite("Undo history")
struct UndoHistoryTests {
    let reducer = AppReducer()
    let groceries = Samples.summary(1, "Groceries", total: 2)
    let work = Samples.summary(2, "Work", total: 1)
    let milk = Samples.task(10, "Milk", done: true)
    let report = Samples.task(20, "Report", list: 2)

    /// The app after `actions`, and the effects of the last one.
    private func run(_ actions: [AppAction], from start: AppState = AppState()) -> (AppState, [AppEffect]) {
        var state = start
        var effects: [AppEffect] = []
        for action in actions {
            effects = reducer.reduce(&state, action)
        }
        return (state, effects)
    }

    /// Home (#0) with Groceries and Work loaded.
    private var home: AppState {
        run([.start, .screen(ScreenID(0), .home(.listsLoaded([groceries, work])))]).0
    }

    /// `state` with the list at `index` on Home opened on top.
    private func open(_ index: Int, from state: AppState) -> AppState {
        run(
            [.screen(ScreenID(0), .home(.rowSelected(index))), .screen(ScreenID(0), .home(.openRequested))],
            from: state
        ).0
    }

    @Test("B92 a history holds one change per place, the newest; taking it out empties the place")
    func oneLevelPerPlace() {
        var history = UndoHistory()
        history.record(.toggledTask(milk), in: .list(1))
        history.record(.deletedTask(DeletedTask(task: milk, index: 0)), in: .list(1))
        history.record(.toggledTask(report), in: .list(2))
        #expect(history[.list(1)] == .deletedTask(DeletedTask(task: milk, index: 0)))
        #expect(history[.home] == nil)
        #expect(history.take(from: .list(1)) == .deletedTask(DeletedTask(task: milk, index: 0)))
        #expect(history[.list(1)] == nil)
        #expect(history[.list(2)] == .toggledTask(report))
    }

    @Test("B93 a change put back after a failed undo never replaces a newer one")
    func putBack() {
        var history = UndoHistory()
        history.putBack(.toggledTask(milk), in: .upcoming)
        #expect(history[.upcoming] == .toggledTask(milk))
        history.putBack(.toggledTask(report), in: .upcoming)
        #expect(history[.upcoming] == .toggledTask(milk))
    }

    @Test("B90 a list deleted on Home is recorded for Home once the delete answered, not before")
    func listDeletionRecorded() {
        let deleted = DeletedList(list: work.list, tasks: [report])
        let asked = run(
            [
                .screen(ScreenID(0), .home(.rowSelected(1))), .screen(ScreenID(0), .home(.deleteRequested)),
                .screen(ScreenID(0), .home(.deleteConfirmed)),
            ], from: home
        ).0
        #expect(asked.undoHistory == UndoHistory())
        let (state, effects) = run([.screen(ScreenID(0), .home(.listDeleted(deleted)))], from: asked)
        #expect(state.undoHistory[.home] == .deletedList(deleted))
        #expect(effects == [])
        let failed = run([.screen(ScreenID(0), .home(.deleteFailed(.storage(.locked))))], from: asked).0
        #expect(failed.undoHistory == UndoHistory())
    }

    @Test("B90 u on Home hands Home its change, taken out of the history while the undo runs")
    func undoOnHome() {
        let deleted = UndoableChange.deletedList(DeletedList(list: work.list, tasks: [report]))
        var recorded = home
        recorded.undoHistory.record(deleted, in: .home)
        let (state, effects) = run([.screen(ScreenID(0), .home(.undoRequested))], from: recorded)
        #expect(effects == [.screen(ScreenID(0), .home(.undo(deleted)))])
        #expect(state.undoHistory[.home] == nil)
        let (again, none) = run([.screen(ScreenID(0), .home(.undoRequested))], from: state)
        #expect(none == [])
        #expect(again[ScreenID(0)]?.home?.status == "Nothing to undo here.")
    }

    @Test(
        "B91 B92 a list's screen records and undoes that list's changes only; list A's never undoes list B's")
    func perList() {
        let onWork = open(1, from: home)
        let toggledReport = run([.screen(ScreenID(1), .tasks(.taskToggled(report)))], from: onWork).0
        #expect(toggledReport.undoHistory[.list(2)] == .toggledTask(report))
        let back = run([.screen(ScreenID(1), .tasks(.backRequested))], from: toggledReport).0
        let onGroceries = open(0, from: back)
        let (groceriesAsked, groceriesEffects) = run(
            [.screen(ScreenID(2), .tasks(.undoRequested))], from: onGroceries)
        #expect(groceriesEffects == [])
        #expect(groceriesAsked[ScreenID(2)]?.tasks?.status == "Nothing to undo here.")
        #expect(groceriesAsked.undoHistory[.list(2)] == .toggledTask(report))
        let backAgain = run([.screen(ScreenID(2), .tasks(.backRequested))], from: groceriesAsked).0
        let onWorkAgain = open(1, from: backAgain)
        let (_, effects) = run([.screen(ScreenID(3), .tasks(.undoRequested))], from: onWorkAgain)
        #expect(effects == [.screen(ScreenID(3), .tasks(.undo(.toggledTask(report))))])
    }

    @Test("B91 a toggle on Upcoming is recorded for Upcoming, not for the task's list")
    func upcomingKeepsItsOwn() {
        let onUpcoming = run([.screen(ScreenID(0), .home(.upcomingRequested))], from: home).0
        let toggled = run([.screen(ScreenID(1), .upcoming(.taskToggled(report)))], from: onUpcoming).0
        #expect(toggled.undoHistory[.upcoming] == .toggledTask(report))
        #expect(toggled.undoHistory[.list(2)] == nil)
        let (_, effects) = run([.screen(ScreenID(1), .upcoming(.undoRequested))], from: toggled)
        #expect(effects == [.screen(ScreenID(1), .upcoming(.undo(.toggledTask(report))))])
    }

    @Test("B92 a write answered after its screen left is still recorded, and changes no screen")
    func answerAfterLeaving() {
        let deleted = DeletedTask(task: report, index: 0)
        let onWork = open(1, from: home)
        let back = run([.screen(ScreenID(1), .tasks(.backRequested))], from: onWork).0
        let (state, effects) = run([.screen(ScreenID(1), .tasks(.taskDeleted(deleted)))], from: back)
        #expect(state.stack == back.stack)
        #expect(effects == [])
        #expect(state.undoHistory[.list(2)] == .deletedTask(deleted))
    }

    @Test("B93 an undo that failed puts its change back, so u tries again; one that succeeded leaves none")
    func failedUndoKept() {
        let change = UndoableChange.toggledTask(report)
        var recorded = open(1, from: home)
        recorded.undoHistory.record(change, in: .list(2))
        let asked = run([.screen(ScreenID(1), .tasks(.undoRequested))], from: recorded).0
        let (failed, _) = run(
            [.screen(ScreenID(1), .tasks(.undoFailed(change, .storage(.locked))))], from: asked)
        #expect(failed.undoHistory[.list(2)] == change)
        #expect(failed[ScreenID(1)]?.tasks?.status == "The database is busy. Try again.")
        let retried = run([.screen(ScreenID(1), .tasks(.undoRequested))], from: failed)
        #expect(retried.1 == [.screen(ScreenID(1), .tasks(.undo(change)))])
        let (undone, _) = run([.screen(ScreenID(1), .tasks(.undone(change)))], from: retried.0)
        #expect(undone.undoHistory == UndoHistory())
    }

    @Test("B93 an undo that failed on Upcoming puts its change back, so u tries again")
    func failedUpcomingUndoKept() {
        let change = UndoableChange.toggledTask(report)
        var recorded = run([.screen(ScreenID(0), .home(.upcomingRequested))], from: home).0
        recorded.undoHistory.record(change, in: .upcoming)
        let asked = run([.screen(ScreenID(1), .upcoming(.undoRequested))], from: recorded).0
        #expect(asked.undoHistory[.upcoming] == nil)
        let (failed, _) = run(
            [.screen(ScreenID(1), .upcoming(.undoFailed(change, .storage(.locked))))], from: asked)
        #expect(failed.undoHistory[.upcoming] == change)
        #expect(failed[ScreenID(1)]?.upcoming?.status == "The database is busy. Try again.")
        let retried = run([.screen(ScreenID(1), .upcoming(.undoRequested))], from: failed)
        #expect(retried.1 == [.screen(ScreenID(1), .upcoming(.undo(change)))])
    }

    @Test("B92 a new run starts with no history")
    func newRun() {
        #expect(run([.start]).0.undoHistory == UndoHistory())
    }
}
