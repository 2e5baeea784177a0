import TaskListDomain
import Testing

@testable import UnidirectionalCore

/// Home's reducer as a pure function: a state before, an action, the state after and the effects.
@Suite("Home reducer")
struct HomeReducerTests {
    let groceries = Samples.summary(1, "Groceries", done: 1, total: 3)
    let work = Samples.summary(2, "Work")
    let holiday = Samples.summary(3, "Holiday")

    /// Home with `summaries` loaded and the row at `selected` selected.
    private func home(_ summaries: [TaskListSummary], selected: Int = 0) -> HomeState {
        var state = HomeState()
        state.lists.replaceItems(with: summaries)
        state.lists.select(at: selected)
        return state
    }

    /// `state` while its lists are being read.
    private func loading(_ state: HomeState) -> HomeState {
        var state = state
        state.isLoading = true
        return state
    }

    /// Reduces `action` on a copy of `state`.
    private func reduce(_ state: HomeState, _ action: HomeAction) -> (HomeState, [HomeEffect]) {
        var state = state
        let effects = HomeReducer().reduce(&state, action)
        return (state, effects)
    }

    @Test("B01 appearing follows the service and loads the lists")
    func appearing() {
        let (state, effects) = reduce(HomeState(), .appeared)
        #expect(state == loading(HomeState()))
        #expect(effects == [.observeChanges, .loadLists])
    }

    @Test("B01 loaded lists show as icon, title and progress, the first selected")
    func listsLoaded() {
        let (state, effects) = reduce(HomeState(), .listsLoaded([groceries, work]))
        #expect(state == home([groceries, work], selected: 0))
        #expect(effects == [])
        #expect(state.title == "My Lists")
        #expect(HomeState.row(for: groceries) == Row(text: "✎ Groceries", detail: "1/3"))
    }

    @Test("B02 without lists nothing is selected and Home says how to start")
    func emptyHome() {
        let (state, _) = reduce(HomeState(), .listsLoaded([]))
        #expect(state.lists.selectedIndex == nil)
        #expect(state.emptyText == "No lists yet. Press a to add one.")
    }

    @Test("B14 a selected row stays within the rows")
    func rowSelected() {
        #expect(reduce(home([groceries, work]), .rowSelected(1)).0.lists.selectedIndex == 1)
        #expect(reduce(home([groceries, work]), .rowSelected(5)).0.lists.selectedIndex == 1)
        #expect(reduce(home([]), .rowSelected(0)).0.lists.selectedIndex == nil)
    }

    @Test("B36 a change in the service loads the lists again; the selection keeps its row")
    func serviceChanged() {
        let before = home([groceries, work, holiday], selected: 2)
        #expect(reduce(before, .serviceChanged) == (loading(before), [.loadLists]))
        let (after, _) = reduce(before, .listsLoaded([groceries, work]))
        #expect(after == home([groceries, work], selected: 1))
    }

    @Test("B67 the selection stays on its list when a list above it goes")
    func selectionFollowsList() {
        let (state, _) = reduce(
            home([groceries, work, holiday], selected: 1), .listsLoaded([work, holiday]))
        #expect(state.lists.selectedItem == work)
        #expect(state.lists.selectedIndex == 0)
    }

    @Test("B42 Home says the list that was open no longer exists, until the next key")
    func openListDeleted() {
        let (state, effects) = reduce(home([groceries, work]), .openListDeleted)
        #expect(state.status == "That list no longer exists.")
        #expect(state.lists == home([groceries, work]).lists)
        #expect(effects == [])
    }

    @Test("B11 delete asks first, naming the list and counting its tasks")
    func deleteAsks() {
        let (state, effects) = reduce(home([groceries, work]), .deleteRequested)
        #expect(state.listPendingDeletion == groceries)
        #expect(state.question == "Delete list \"Groceries\" and its 3 tasks?")
        #expect(effects == [])
        let oneTask = Samples.summary(4, "Work", total: 1)
        #expect(
            reduce(home([oneTask]), .deleteRequested).0.question == "Delete list \"Work\" and its 1 task?")
    }

    @Test("B11 B39 yes deletes the list with its tasks")
    func deleteConfirmed() {
        let asking = reduce(home([groceries, work]), .deleteRequested).0
        let (state, effects) = reduce(asking, .deleteConfirmed)
        #expect(state == home([groceries, work]))
        #expect(effects == [.deleteList(1)])
    }

    @Test("B12 any other answer deletes nothing")
    func deleteCancelled() {
        let asking = reduce(home([groceries, work]), .deleteRequested).0
        #expect(reduce(asking, .deleteCancelled) == (home([groceries, work]), []))
        #expect(reduce(home([groceries]), .deleteConfirmed) == (home([groceries]), []))
    }

    @Test("B28 delete without lists asks nothing")
    func deleteWithoutLists() {
        let (state, _) = reduce(home([]), .deleteRequested)
        #expect(state.question == nil)
    }

    @Test("B07 B10 a saved list is selected once the lists are loaded again")
    func savedListSelected() {
        let (waiting, effects) = reduce(home([groceries, work]), .listSaved(holiday.list))
        #expect(effects == [.loadLists])
        #expect(waiting.listToSelect == 3)
        let (state, _) = reduce(waiting, .listsLoaded([groceries, work, holiday]))
        #expect(state == home([groceries, work, holiday], selected: 2))
    }

    @Test("B34 B38 a failed delete shows its message and keeps the lists")
    func deleteFailed() {
        let before = home([groceries, work], selected: 1)
        let (state, effects) = reduce(before, .deleteFailed(.storage(.locked)))
        #expect(state.status == "The database is busy. Try again.")
        #expect(state.lists == before.lists)
        #expect(effects == [])
        #expect(reduce(before, .deleteFailed(.listNotFound)).0.status == "That list no longer exists.")
    }

    @Test("B75 every read of the lists marks them loading until its answer comes")
    func loadingUntilAnswered() {
        let before = home([groceries, work])
        for action in [HomeAction.appeared, .serviceChanged, .listSaved(holiday.list), .reloadRequested] {
            let (waiting, effects) = reduce(before, action)
            #expect(waiting.isLoading, "\(action)")
            #expect(effects.last == .loadLists, "\(action)")
            #expect(!reduce(waiting, .listsLoaded([groceries])).0.isLoading, "\(action)")
        }
    }

    @Test("B80 a failed read shows why and no rows; ctrl-r reads again and the rows come")
    func failedReadRetried() {
        let (failed, none) = reduce(
            loading(home([groceries, work], selected: 1)), .loadFailed(.storage(.locked)))
        #expect(!failed.isLoading)
        #expect(failed.lists.items.isEmpty)
        #expect(failed.status == "The database is busy. Try again.")
        #expect(none == [])
        let (retrying, effects) = reduce(failed, .reloadRequested)
        #expect(retrying.isLoading)
        #expect(effects == [.loadLists])
        let (loaded, _) = reduce(retrying, .listsLoaded([groceries, work]))
        #expect(loaded.lists == home([groceries, work]).lists)
        #expect(!loaded.isLoading)
    }

    @Test("B81 while the lists load, the selection moves at once")
    func movingWhileLoading() {
        let (state, effects) = reduce(loading(home([groceries, work])), .rowSelected(1))
        #expect(state == loading(home([groceries, work], selected: 1)))
        #expect(effects == [])
    }

    @Test("B13 B17 opening, adding, renaming and quitting leave Home's state to the app reducer")
    func navigationIntents() {
        let before = home([groceries, work])
        for action in [HomeAction.openRequested, .addRequested, .renameRequested, .quitRequested] {
            #expect(reduce(before, action) == (before, []))
        }
    }

    @Test("B90 B92 Home asks to undo the change the app kept for it, and says when there is none")
    func undoAsked() {
        let deleted = UndoableChange.deletedList(DeletedList(list: holiday.list, tasks: []))
        let before = home([groceries, work])
        #expect(reduce(before, .undo(deleted)) == (before, [.undo(deleted)]))
        let (none, effects) = reduce(before, .undo(nil))
        #expect(none.status == "Nothing to undo here.")
        #expect(effects == [])
        for action in [HomeAction.undoRequested, .listDeleted(DeletedList(list: holiday.list, tasks: []))] {
            #expect(reduce(before, action) == (before, []))
        }
    }

    @Test(
        "B90 a list put back is selected once the lists are loaded again; the status line says what came back"
    )
    func undone() {
        let milk = Samples.task(10, "Milk", list: 3)
        let deleted = UndoableChange.deletedList(DeletedList(list: holiday.list, tasks: [milk]))
        let (waiting, effects) = reduce(home([groceries, work]), .undone(deleted))
        #expect(effects == [.loadLists])
        #expect(waiting.status == "Restored list \"Holiday\" and its 1 task.")
        #expect(waiting.listToSelect == 3)
        let (state, _) = reduce(waiting, .listsLoaded([groceries, work, holiday]))
        #expect(state.lists.selectedItem == holiday)
        #expect(state.status == "Restored list \"Holiday\" and its 1 task.")
    }

    @Test("B93 an undo that failed shows why and changes nothing else")
    func undoFailed() {
        let deleted = UndoableChange.deletedList(DeletedList(list: holiday.list, tasks: []))
        let before = home([groceries, work], selected: 1)
        let (state, effects) = reduce(before, .undoFailed(deleted, .storage(.locked)))
        #expect(state.status == "The database is busy. Try again.")
        #expect(state.lists == before.lists)
        #expect(effects == [])
    }
}
