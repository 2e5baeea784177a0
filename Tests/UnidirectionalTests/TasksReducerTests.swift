import TaskListDomain
import Testing

@testable import UnidirectionalCore

/// The tasks screen's reducer as a pure function: a state before, an action, the state after and
/// the effects.
@Suite("Tasks reducer")
struct TasksReducerTests {
    let groceries = Samples.list(1, "Groceries")
    let milk = Samples.task(10, "Milk", done: true)
    let eggs = Samples.task(11, "Eggs")
    let bread = Samples.task(12, "Bread")

    /// The tasks of Groceries under `filter` with `tasks` loaded and the row at `selected` selected.
    private func screen(_ tasks: [TaskItem], filter: TaskFilter = .all, selected: Int = 0) -> TasksState {
        var state = TasksState(list: groceries)
        state.filter = filter
        state.tasks.replaceItems(with: TaskRows(tasks))
        state.tasks.select(at: selected)
        return state
    }

    /// The answer to loading `tasks` under `state`'s filter and search, with `list` when it was read again.
    private func answer(_ tasks: [TaskItem], for state: TasksState, list: TaskList? = nil) -> TasksAction {
        .tasksLoaded(list: list, tasks: TaskRows(tasks), filter: state.filter, search: state.search)
    }

    /// The effect that loads Groceries' tasks under `filter` and the search for `query`, after the list
    /// itself when `readsList`.
    private func load(_ filter: TaskFilter = .all, _ query: String = "", readsList: Bool = false)
        -> TasksEffect
    {
        .loadTasks(1, filter: filter, search: TaskSearch(query), readsList: readsList)
    }

    /// `state` while its tasks are being read.
    private func loading(_ state: TasksState) -> TasksState {
        var state = state
        state.isLoading = true
        return state
    }

    private func reduce(_ state: TasksState, _ action: TasksAction) -> (TasksState, [TasksEffect]) {
        var state = state
        let effects = TasksReducer().reduce(&state, action)
        return (state, effects)
    }

    @Test("B20 appearing follows the service and loads the list's tasks")
    func appearing() {
        let (state, effects) = reduce(TasksState(list: groceries), .appeared)
        #expect(state == loading(TasksState(list: groceries)))
        #expect(effects == [.observeChanges, load()])
    }

    @Test("B20 loaded tasks show with checkboxes; the title shows the list and the filter")
    func tasksLoaded() {
        let (state, effects) = reduce(
            loading(TasksState(list: groceries)), answer([milk, eggs], for: TasksState(list: groceries)))
        #expect(state.list == groceries)
        #expect(state.tasks.items == [milk, eggs])
        #expect(state.tasks.selectedIndex == 0)
        #expect(effects == [])
        #expect(state.title == "✎ Groceries (All)")
        #expect(TasksState.row(for: milk) == Row(text: "[x] Milk"))
        #expect(TasksState.row(for: eggs) == Row(text: "[ ] Eggs"))
    }

    @Test("B66 a task with notes shows ✐ between its checkbox and its title")
    func notesMarker() {
        #expect(
            TasksState.row(for: Samples.task(13, "Call mum", notes: "about Sunday"))
                == Row(text: "[ ] ✐ Call mum"))
        #expect(TasksState.row(for: Samples.task(14, "Call mum")) == Row(text: "[ ] Call mum"))
    }

    @Test("B21 a list without tasks says how to start")
    func emptyList() {
        #expect(screen([]).emptyText == "No tasks yet. Press a to add one.")
    }

    @Test("B36 only changes that concern the list load it again; a change of lists reads the list too")
    func serviceChanged() {
        let before = screen([milk])
        #expect(reduce(before, .serviceChanged(.tasks(listID: 1))) == (loading(before), [load()]))
        for change in [TaskListChange.lists, .external] {
            let (state, effects) = reduce(before, .serviceChanged(change))
            #expect(state.listMayHaveChanged, "\(change)")
            #expect(effects == [load(readsList: true)], "\(change)")
        }
        #expect(reduce(before, .serviceChanged(.tasks(listID: 2))) == (before, []))
    }

    @Test("B75 opening a list reads its tasks only: the title is known from Home, and shows at once")
    func openingReadsTasksOnly() {
        let (state, effects) = reduce(TasksState(list: groceries), .appeared)
        #expect(
            effects == [.observeChanges, .loadTasks(1, filter: .all, search: TaskSearch(), readsList: false)])
        #expect(state.title == "✎ Groceries (All)")
        #expect(!state.listMayHaveChanged)
    }

    @Test("B36 B75 after lists changed, each read reads the list again until one answers with it")
    func listReadAgainAfterListsChanged() {
        let renamed = Samples.list(1, "Shopping", icon: .home)
        let (changed, _) = reduce(screen([milk]), .serviceChanged(.lists))
        let (filtered, effects) = reduce(changed, .filterRequested)
        #expect(effects == [load(.active, readsList: true)])
        let (failed, _) = reduce(filtered, .loadFailed(.storage(.locked)))
        #expect(reduce(failed, .reloadRequested).1 == [load(.active, readsList: true)])
        let (loaded, _) = reduce(filtered, answer([eggs], for: filtered, list: renamed))
        #expect(loaded.list == renamed)
        #expect(!loaded.listMayHaveChanged)
        #expect(loaded.title == "⌂ Shopping (Active)")
        #expect(reduce(loaded, .serviceChanged(.tasks(listID: 1))).1 == [load(.active)])
    }

    @Test("B23 the selection follows the row the table moved to, within the rows; none without rows")
    func rowSelected() {
        let (state, effects) = reduce(screen([milk, eggs, bread]), .rowSelected(2))
        #expect(state.tasks.selectedItem == bread)
        #expect(effects == [])
        #expect(reduce(state, .toggleRequested).1 == [.toggleTask(12)])
        #expect(reduce(screen([milk, eggs]), .rowSelected(7)).0.tasks.selectedItem == eggs)
        #expect(reduce(screen([]), .rowSelected(0)).0.tasks.selectedIndex == nil)
    }

    @Test("B23 space toggles the selected task")
    func toggle() {
        #expect(reduce(screen([milk, eggs], selected: 1), .toggleRequested).1 == [.toggleTask(11)])
    }

    @Test("B28 toggle, delete and edit do nothing without tasks")
    func selectionKeysOnEmptyList() {
        let empty = screen([])
        #expect(reduce(empty, .toggleRequested) == (empty, []))
        #expect(reduce(empty, .deleteRequested) == (empty, []))
        #expect(reduce(empty, .editRequested) == (empty, []))
    }

    @Test("B25 delete asks first, then deletes the task on yes")
    func deleteAsksThenDeletes() {
        let (asking, _) = reduce(screen([milk, eggs]), .deleteRequested)
        #expect(asking.question == "Delete task \"Milk\"?")
        let (state, effects) = reduce(asking, .deleteConfirmed)
        #expect(state == screen([milk, eggs]))
        #expect(effects == [.deleteTask(10)])
    }

    @Test("B12 any other answer deletes nothing")
    func deleteCancelled() {
        let (asking, _) = reduce(screen([milk]), .deleteRequested)
        #expect(reduce(asking, .deleteCancelled) == (screen([milk]), []))
    }

    @Test("B26 f cycles the filter, loads the tasks it shows and selects the first row")
    func filterCycles() {
        let (active, effects) = reduce(screen([milk, eggs, bread], selected: 2), .filterRequested)
        #expect(active.filter == .active)
        #expect(effects == [load(.active)])
        #expect(active.title == "✎ Groceries (Active)")
        let (loaded, _) = reduce(active, answer([eggs, bread], for: active))
        #expect(loaded.tasks.items == [eggs, bread])
        #expect(loaded.tasks.selectedIndex == 0)
        #expect(reduce(loaded, .filterRequested).1 == [load(.done)])
        #expect(reduce(screen([], filter: .done), .filterRequested).0.filter == .all)
    }

    @Test("B26 B67 after a filter change the first row is selected, not the task that was selected")
    func filterSelectsFirstRow() {
        var doneBread = bread
        doneBread.isDone = true
        let (all, _) = reduce(screen([milk, doneBread], filter: .done, selected: 1), .filterRequested)
        #expect(all.rowToSelect == .first)
        let (loaded, _) = reduce(all, answer([milk, eggs, doneBread], for: all))
        #expect(loaded.tasks.selectedItem == milk)
        #expect(loaded.rowToSelect == nil)
    }

    @Test("B26 a filter that hides every task says so")
    func filterEmptyTexts() {
        #expect(screen([], filter: .active).emptyText == "No active tasks.")
        #expect(screen([], filter: .done).emptyText == "No done tasks.")
    }

    @Test("B45 a task that leaves the filter leaves the rows; the selection stays on a row")
    func toggledOutOfFilter() {
        var doneBread = bread
        doneBread.isDone = true
        let before = screen([eggs, bread], filter: .active, selected: 1)
        let (state, _) = reduce(before, answer([eggs], for: before))
        #expect(state.tasks.items == [eggs])
        #expect(state.tasks.selectedIndex == 0)
    }

    @Test("B67 the selection stays on its task when a task above it is deleted")
    func selectionFollowsTask() {
        let before = screen([milk, eggs, bread], selected: 1)
        let (state, _) = reduce(before, answer([eggs, bread], for: before))
        #expect(state.tasks.selectedItem == eggs)
    }

    @Test("B67 the selection stays on its task when a task appears above it under a filter")
    func selectionFollowsTaskUnderFilter() {
        var activeMilk = milk
        activeMilk.isDone = false
        let before = screen([eggs, bread], filter: .active, selected: 1)
        let (state, _) = reduce(before, answer([activeMilk, eggs, bread], for: before))
        #expect(state.tasks.items == [activeMilk, eggs, bread])
        #expect(state.tasks.selectedItem == bread)
    }

    @Test("B22 B24 an added or edited task is selected once the tasks are loaded again")
    func savedTaskSelected() {
        for saved in [TasksAction.taskAdded(bread), .taskEdited(bread)] {
            let (waiting, effects) = reduce(screen([milk, eggs]), saved)
            #expect(effects == [load()])
            let (state, _) = reduce(waiting, answer([milk, eggs, bread], for: waiting))
            #expect(state.tasks.selectedIndex == 2)
            #expect(state.rowToSelect == nil)
        }
    }

    @Test(
        "B22 B26 tasks loaded for a filter or a search changed since are ignored; the load for the new one follows"
    )
    func staleAnswerIgnored() {
        var doneEggs = eggs
        doneEggs.isDone = true
        let done = screen([doneEggs], filter: .done)
        let (waiting, effects) = reduce(done, .taskAdded(bread))
        #expect(effects == [load()])
        let (stale, _) = reduce(waiting, answer([doneEggs], for: done))
        #expect(stale.tasks == waiting.tasks)
        #expect(stale.rowToSelect == .task(bread.id))
        #expect(stale.isLoading)
        let (state, _) = reduce(stale, answer([milk, doneEggs, bread], for: waiting))
        #expect(state.tasks.selectedItem == bread)
        #expect(!state.isLoading)
    }

    @Test("B75 every read of the tasks marks them loading until its answer comes")
    func loadingUntilAnswered() {
        let before = screen([milk, eggs])
        for action in [
            TasksAction.appeared, .serviceChanged(.tasks(listID: 1)), .filterRequested, .queryChanged("M"),
            .searchCleared, .taskAdded(bread), .taskEdited(milk), .reloadRequested,
        ] {
            let (waiting, effects) = reduce(before, action)
            #expect(waiting.isLoading, "\(action)")
            #expect(effects.last == load(waiting.filter, waiting.search.query), "\(action)")
            #expect(!reduce(waiting, answer([milk], for: waiting)).0.isLoading, "\(action)")
        }
        #expect(!reduce(before, .serviceChanged(.tasks(listID: 2))).0.isLoading)
    }

    @Test("B80 a failed read shows why and no rows; ctrl-r reads again and the rows come")
    func failedReadRetried() {
        let (failed, none) = reduce(loading(screen([milk, eggs])), .loadFailed(.storage(.locked)))
        #expect(!failed.isLoading)
        #expect(failed.tasks.items.isEmpty)
        #expect(failed.status == "The database is busy. Try again.")
        #expect(none == [])
        let (retrying, effects) = reduce(failed, .reloadRequested)
        #expect(retrying.isLoading)
        #expect(effects == [load()])
        let (loaded, _) = reduce(retrying, answer([milk, eggs], for: retrying))
        #expect(loaded.tasks.items == [milk, eggs])
        #expect(!loaded.isLoading)
    }

    @Test("B77 B81 while the tasks load, keys act at once on the rows shown; a toggle shows only once loaded")
    func keysWhileLoading() {
        let waiting = loading(screen([milk, eggs]))
        let (moved, none) = reduce(waiting, .rowSelected(1))
        #expect(moved.tasks.selectedItem == eggs)
        #expect(none == [])
        let (toggling, effects) = reduce(moved, .toggleRequested)
        #expect(toggling == moved)
        #expect(effects == [.toggleTask(11)])
        #expect(reduce(toggling, .moveRequested(by: -1)).1 == [.moveTask(11, past: 10)])
    }

    @Test("B22 a new task the filter hides switches the filter to All")
    func savedTaskSwitchesFilter() {
        let (state, effects) = reduce(screen([milk], filter: .done), .taskAdded(bread))
        #expect(state.filter == .all)
        #expect(effects == [load()])
        let (loaded, _) = reduce(state, answer([milk, eggs, bread], for: state))
        #expect(loaded.tasks.items == [milk, eggs, bread])
        #expect(loaded.tasks.selectedItem == bread)
        #expect(reduce(screen([eggs], filter: .active), .taskAdded(bread)).0.filter == .active)
    }

    @Test("B60 / opens the search field and changes nothing else")
    func searchOpens() {
        let (state, effects) = reduce(screen([milk, eggs], selected: 1), .searchRequested)
        #expect(state.isSearching)
        #expect(state.tasks == screen([milk, eggs], selected: 1).tasks)
        #expect(effects == [])
    }

    @Test("B60 each change of the query loads the tasks it finds and selects the first row")
    func queryNarrows() {
        let (typed, effects) = reduce(screen([milk, eggs, bread], selected: 2), .queryChanged("E"))
        #expect(typed.search == TaskSearch("E"))
        #expect(typed.rowToSelect == .first)
        #expect(effects == [load(.all, "E")])
        let (loaded, _) = reduce(typed, answer([eggs, bread], for: typed))
        #expect(loaded.tasks.items == [eggs, bread])
        #expect(loaded.tasks.selectedItem == eggs)
        #expect(loaded.rowToSelect == nil)
    }

    @Test("B61 enter closes the field and keeps the query, which the title bar shows")
    func searchClosed() {
        var searching = screen([milk])
        searching.isSearching = true
        searching.search = TaskSearch("milk")
        let (state, effects) = reduce(searching, .searchClosed)
        #expect(!state.isSearching)
        #expect(state.search == TaskSearch("milk"))
        #expect(state.tasks == searching.tasks)
        #expect(effects == [])
        #expect(state.title == "✎ Groceries (All, \"milk\")")
    }

    @Test("B61 esc clears the query and closes the field; the first row is selected once loaded")
    func searchCleared() {
        var searching = screen([eggs, bread], selected: 1)
        searching.isSearching = true
        searching.search = TaskSearch("e")
        let (state, effects) = reduce(searching, .searchCleared)
        #expect(!state.isSearching)
        #expect(state.search.isEmpty)
        #expect(effects == [load()])
        #expect(state.title == "✎ Groceries (All)")
        let (loaded, _) = reduce(state, answer([milk, eggs, bread], for: state))
        #expect(loaded.tasks.items == [milk, eggs, bread])
        #expect(loaded.tasks.selectedIndex == 0)
    }

    @Test("B61 the search combines with the filter, and f keeps the query")
    func searchWithFilter() {
        var searching = screen([milk, eggs, bread])
        searching.search = TaskSearch("m")
        let eggnog = Samples.task(13, "Eggnog", done: true)
        let (active, loadActive) = reduce(searching, .filterRequested)
        #expect(active.search == TaskSearch("m"))
        #expect(loadActive == [load(.active, "m")])
        #expect(active.title == "✎ Groceries (Active, \"m\")")
        let (loaded, _) = reduce(active, answer([], for: active))
        #expect(loaded.tasks.items == [])
        #expect(loaded.emptyText == "No tasks match \"m\".")
        let (done, loadDone) = reduce(reduce(loaded, .filterRequested).0, .queryChanged("Egg"))
        #expect(done.filter == .done)
        #expect(loadDone == [load(.done, "Egg")])
        let (found, _) = reduce(done, answer([eggnog], for: done))
        #expect(found.tasks.items == [eggnog])
    }

    @Test("B61 a new task the query would hide clears the query; one it finds keeps it")
    func addedTaskClearsQuery() {
        var searching = screen([milk])
        searching.search = TaskSearch("milk")
        let (state, effects) = reduce(searching, .taskAdded(bread))
        #expect(state.search.isEmpty)
        #expect(effects == [load()])
        let (loaded, _) = reduce(state, answer([milk, eggs, bread], for: state))
        #expect(loaded.tasks.selectedItem == bread)
        let oatMilk = Samples.task(13, "Oat milk")
        #expect(reduce(searching, .taskAdded(oatMilk)).0.search == TaskSearch("milk"))
    }

    @Test("B61 an edited task keeps the query, and leaves the rows when the query no longer finds it")
    func editedTaskKeepsQuery() {
        let oatMilk = Samples.task(13, "Oat milk")
        var searching = screen([milk, oatMilk])
        searching.search = TaskSearch("milk")
        let soyDrink = Samples.task(10, "Soy drink", done: true)
        let (state, effects) = reduce(searching, .taskEdited(soyDrink))
        #expect(state.search == TaskSearch("milk"))
        #expect(effects == [load(.all, "milk")])
        let (loaded, _) = reduce(state, answer([oatMilk], for: state))
        #expect(loaded.tasks.items == [oatMilk])
        #expect(loaded.tasks.selectedItem == oatMilk)
    }

    @Test("B62 K and J ask to move the selected task past the one shown above or below it")
    func moveAsks() {
        let before = screen([milk, eggs, bread], selected: 1)
        #expect(reduce(before, .moveRequested(by: -1)) == (before, [.moveTask(11, past: 10)]))
        #expect(reduce(before, .moveRequested(by: 1)) == (before, [.moveTask(11, past: 12)]))
    }

    @Test("B62 the neighbour is the one shown: tasks the filter or the search hide keep their places")
    func moveAmongShown() {
        var doneBread = bread
        doneBread.isDone = true
        let buttermilk = Samples.task(13, "Buttermilk")
        let done = screen([milk, doneBread], filter: .done)
        #expect(reduce(done, .moveRequested(by: 1)).1 == [.moveTask(10, past: 12)])
        var searched = screen([milk, buttermilk])
        searched.search = TaskSearch("milk")
        #expect(reduce(searched, .moveRequested(by: 1)).1 == [.moveTask(10, past: 13)])
    }

    @Test("B62 K on the first row, J on the last row and both without tasks do nothing")
    func moveAtTheEdges() {
        for (state, offset) in [
            (screen([milk, eggs], selected: 0), -1), (screen([milk, eggs], selected: 1), 1), (screen([]), -1),
            (screen([]), 1),
        ] {
            #expect(reduce(state, .moveRequested(by: offset)) == (state, []))
        }
    }

    @Test("B62 B67 the selection follows the moved task when the tasks are loaded in their new order")
    func selectionFollowsMovedTask() {
        let before = screen([milk, eggs, bread], selected: 1)
        let (state, _) = reduce(before, answer([eggs, milk, bread], for: before))
        #expect(state.tasks.items == [eggs, milk, bread])
        #expect(state.tasks.selectedItem == eggs)
        #expect(state.tasks.selectedIndex == 0)
    }

    @Test("B42 a list that is gone shows no tasks and says so; the title keeps the list")
    func listGone() {
        let (state, _) = reduce(screen([milk, eggs]), .loadFailed(.listNotFound))
        #expect(state.tasks.items == [])
        #expect(state.tasks.selectedIndex == nil)
        #expect(state.status == "That list no longer exists.")
        #expect(state.title == "✎ Groceries (All)")
    }

    @Test("B38 a failed toggle or delete shows its message and keeps the tasks")
    func writeFailed() {
        let (state, _) = reduce(screen([milk]), .writeFailed(.storage(.locked)))
        #expect(state.status == "The database is busy. Try again.")
        #expect(state.tasks.items == [milk])
    }

    @Test("B27 adding, editing and going back leave the screen's state to the app reducer")
    func navigationIntents() {
        let before = screen([milk])
        for action in [TasksAction.addRequested, .editRequested, .backRequested] {
            #expect(reduce(before, action) == (before, []))
        }
    }

    @Test(
        "B91 B92 the tasks screen asks to undo the change the app kept for its list, and says when there is none"
    )
    func undoAsked() {
        let toggled = UndoableChange.toggledTask(milk)
        let before = screen([milk, eggs])
        #expect(reduce(before, .undo(toggled)) == (before, [.undo(toggled)]))
        let (none, effects) = reduce(before, .undo(nil))
        #expect(none.status == "Nothing to undo here.")
        #expect(effects == [])
        for action in [
            TasksAction.undoRequested, .taskToggled(milk), .taskDeleted(DeletedTask(task: eggs, index: 1)),
        ] {
            #expect(reduce(before, action) == (before, []))
        }
    }

    @Test(
        "B91 a task put back is selected once the tasks are loaded again, when the filter and the search show it"
    )
    func undoneSelects() {
        let deleted = UndoableChange.deletedTask(DeletedTask(task: eggs, index: 1))
        let (waiting, effects) = reduce(screen([milk, bread]), .undone(deleted))
        #expect(waiting.status == "Restored task \"Eggs\".")
        #expect(waiting.rowToSelect == .task(11))
        #expect(effects == [load()])
        let (state, _) = reduce(waiting, answer([milk, eggs, bread], for: waiting))
        #expect(state.tasks.selectedItem == eggs)
        let untoggled = reduce(screen([eggs], filter: .done), .undone(.toggledTask(Samples.task(10, "Milk"))))
        #expect(untoggled.0.rowToSelect == .task(10))
        #expect(untoggled.0.status == "Marked \"Milk\" done again.")
    }

    @Test("B91 a task put back that the filter or the search hides leaves the selection where it is")
    func undoneHidden() {
        let toggled = UndoableChange.toggledTask(Samples.task(11, "Eggs", done: true))
        let (active, _) = reduce(screen([milk], filter: .done), .undone(toggled))
        #expect(active.rowToSelect == nil)
        #expect(active.status == "Marked \"Eggs\" not done again.")
        var searching = screen([milk])
        searching.search = TaskSearch("milk")
        #expect(
            reduce(searching, .undone(.deletedTask(DeletedTask(task: eggs, index: 1)))).0.rowToSelect == nil)
    }

    @Test("B93 an undo that failed shows why and changes nothing else")
    func undoFailed() {
        let before = screen([milk, eggs], selected: 1)
        let (state, effects) = reduce(before, .undoFailed(.toggledTask(milk), .taskNotFound))
        #expect(state.status == "That task no longer exists.")
        #expect(state.tasks == before.tasks)
        #expect(effects == [])
    }
}
