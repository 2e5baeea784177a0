import TaskListDomain
import Testing
import VIPERLogic

/// The tasks presenter of list 1, "Groceries", wired to spies and started as its router starts it.
@MainActor
private struct TasksOfList {
    let view: RowsViewSpy
    let interactor = InteractorSpy()
    let router = RouterSpy()
    let moduleOutput = ModuleOutputSpy()
    let list = Entities.list(1, "Groceries")
    let presenter: TasksPresenter

    /// The screen showing `tasks` as if the interactor had loaded them.
    init(_ tasks: [TaskItem] = Entities.tasks("x Milk", "Eggs", "Bread")) {
        presenter = TasksPresenter(
            list: list, interactor: interactor, router: router, moduleOutput: moduleOutput)
        view = RowsViewSpy(output: presenter)
        presenter.view = view
        presenter.start()
        presenter.didLoadTasks(TaskRows(tasks), of: list)
    }
}

@Suite("Tasks presenter")
@MainActor
struct TasksPresenterTests {
    @Test("starting asks the interactor to follow changes and to load every task")
    func start() {
        let tasks = TasksOfList()
        #expect(tasks.interactor.calls == ["observe changes", "load all tasks"])
    }

    @Test("B20 formats each task as a checkbox and its title, under the list's icon, title and filter")
    func formatsTasks() {
        let tasks = TasksOfList()
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.rowTexts == ["[x] Milk", "[ ] Eggs", "[ ] Bread"])
    }

    @Test("B66 a task with notes shows the notes marker between its checkbox and its title")
    func marksNotes() {
        let tasks = TasksOfList([Entities.task(1, "Call mum", notes: "Sunday"), Entities.task(2, "x Milk")])
        #expect(tasks.view.rowTexts == ["[ ] ✐ Call mum", "[x] Milk"])
    }

    @Test("B21 a list without tasks shows the empty state")
    func emptyState() {
        let tasks = TasksOfList([])
        #expect(tasks.view.emptyState == "No tasks yet. Press a to add one.")
    }

    @Test("B22 add opens the task editor for a new task in this list, reporting back to this presenter")
    func addOpensEditor() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestAdd()
        #expect(tasks.router.routes == ["task editor adding to list 1"])
        #expect(tasks.router.taskEditorOutput === tasks.presenter)
    }

    @Test("B22 the new task is selected once the tasks arrive again")
    func selectsSavedTask() {
        let tasks = TasksOfList()
        let eggs = Entities.task(4, "Eggs")
        tasks.presenter.taskEditorDidAdd(eggs)
        #expect(tasks.interactor.calls.last == "load all tasks")
        tasks.presenter.didLoadTasks(
            TaskRows(Entities.tasks("x Milk", "Eggs", "Bread") + [eggs]), of: tasks.list)
        #expect(tasks.view.selectedRows == [3])
    }

    @Test("B22 a filter that would hide the saved task switches to All")
    func savedTaskSwitchesToAll() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.taskEditorDidAdd(Entities.task(4, "Eggs"))
        #expect(
            tasks.interactor.calls.suffix(3) == ["load active tasks", "load done tasks", "load all tasks"])
        tasks.presenter.didLoadTasks(TaskRows(Entities.tasks("x Milk", "Eggs")), of: tasks.list)
        #expect(tasks.view.title == "✎ Groceries (All)")
    }

    @Test("B23 B45 toggle asks the interactor to toggle the task in the selected row")
    func togglesTask() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestToggle(selectedRow: 1)
        #expect(tasks.interactor.calls.last == "toggle Eggs")
    }

    @Test("B24 edit opens the task editor for the task in the selected row")
    func editOpensEditor() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestEdit(selectedRow: 2)
        #expect(tasks.router.routes == ["task editor editing Bread"])
    }

    @Test("B25 delete asks with the task's title, and yes asks the interactor to delete it")
    func deletesTask() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestDelete(selectedRow: 0)
        #expect(tasks.view.questions == ["Delete task \"Milk\"?"])
        tasks.presenter.didConfirm()
        #expect(tasks.interactor.calls.last == "delete task Milk")
    }

    @Test("B12 any other answer deletes no task")
    func cancelKeepsTask() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestDelete(selectedRow: 0)
        tasks.presenter.didCancelConfirmation()
        tasks.presenter.didConfirm()
        #expect(!tasks.interactor.calls.contains { $0.hasPrefix("delete") })
    }

    @Test("B26 the filter goes All, Active, Done, All; each loads, and the first row is selected")
    func cyclesFilter() {
        let tasks = TasksOfList()
        for (filter, expected) in [("active", "Active"), ("done", "Done"), ("all", "All")] {
            tasks.presenter.didRequestNextFilter()
            #expect(tasks.interactor.calls.last == "load \(filter) tasks")
            tasks.presenter.didLoadTasks(TaskRows(Entities.tasks("Eggs")), of: tasks.list)
            #expect(tasks.view.title == "✎ Groceries (\(expected))")
        }
        #expect(tasks.view.selectedRows == [0, 0, 0])
    }

    @Test("B26 a filter that hides every task says so")
    func filterEmptyStates() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didLoadTasks([], of: tasks.list)
        #expect(tasks.view.emptyState == "No active tasks.")
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didLoadTasks([], of: tasks.list)
        #expect(tasks.view.emptyState == "No done tasks.")
        #expect(tasks.view.selectedRows.isEmpty)
    }

    @Test("B27 back goes to Home")
    func goesBack() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestBack()
        #expect(tasks.router.routes == ["back"])
    }

    @Test("B28 toggle, edit and delete do nothing without a selected row")
    func eventsWithoutRow() {
        let tasks = TasksOfList([])
        tasks.presenter.didRequestToggle(selectedRow: nil)
        tasks.presenter.didRequestEdit(selectedRow: nil)
        tasks.presenter.didRequestDelete(selectedRow: nil)
        tasks.presenter.didConfirm()
        #expect(tasks.router.routes.isEmpty)
        #expect(tasks.view.questions.isEmpty)
        #expect(tasks.interactor.calls == ["observe changes", "load all tasks"])
    }

    @Test("B36 a list renamed elsewhere shows its new title")
    func showsRenamedList() {
        let tasks = TasksOfList()
        tasks.presenter.didLoadTasks(
            TaskRows(Entities.tasks("Milk")), of: Entities.list(1, "Shopping", icon: .home))
        #expect(tasks.view.title == "⌂ Shopping (All)")
    }

    @Test("B42 a list that is gone returns to Home and tells the module that opened this one")
    func listGone() {
        let tasks = TasksOfList()
        tasks.presenter.didFailToLoadTasks(.listNotFound)
        #expect(tasks.router.routes == ["home"])
        #expect(tasks.moduleOutput.deletedListReports == 1)
    }

    @Test("B34 any other load that failed stays, and shows why and no tasks under the title last known")
    func failedLoad() {
        let tasks = TasksOfList()
        tasks.presenter.didFailToLoadTasks(.storage(.locked))
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(tasks.view.emptyState == "No tasks yet. Press a to add one.")
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.router.routes.isEmpty)
        #expect(tasks.moduleOutput.deletedListReports == 0)
    }

    @Test("B67 each row carries its task's ID, which the view's selection follows")
    func rowsCarryTaskIDs() {
        let tasks = TasksOfList()
        #expect(tasks.view.rows.map(\.id) == [.task(1), .task(2), .task(3)])
    }

    @Test("B67 the row of a task is found by its ID; a task not shown, or a list, has none")
    func findsRowByTaskID() {
        let tasks = TasksOfList()
        #expect(tasks.presenter.indexOfRow(withID: .task(3)) == 2)
        #expect(tasks.presenter.indexOfRow(withID: .task(4)) == nil)
        #expect(tasks.presenter.indexOfRow(withID: .list(3)) == nil)
    }

    @Test("B20 new tasks tell the view how many rows there are; each row is formatted when the view asks")
    func tellsRowCount() {
        let tasks = TasksOfList()
        tasks.presenter.didLoadTasks(
            TaskRows(
                (1...10_000).map { Entities.task(TaskItem.ID($0), $0 == 10_000 ? "x Last" : "Task \($0)") }),
            of: tasks.list)
        #expect(tasks.view.rowCount == 10_000)
        #expect(tasks.presenter.row(at: 9_999) == RowDisplayItem(id: .task(10_000), text: "[x] Last"))
    }

    @Test("B60 the search field starts closed and empty, under its prompt")
    func searchFieldStartsClosed() {
        let tasks = TasksOfList()
        #expect(tasks.view.searchLine == "Search: ")
        #expect(!tasks.view.isSearchFieldOpen)
    }

    @Test("B60 / opens the field; each new query loads what it finds and selects the first row")
    func searchNarrows() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestOpenSearch()
        #expect(tasks.view.isSearchFieldOpen)
        tasks.presenter.didChangeSearchQuery("m")
        #expect(tasks.interactor.calls.last == "load all tasks matching \"m\"")
        tasks.presenter.didLoadTasks(TaskRows(Entities.tasks("x Milk", "Oatmeal")), of: tasks.list)
        tasks.presenter.didChangeSearchQuery("mi")
        #expect(tasks.interactor.calls.last == "load all tasks matching \"mi\"")
        tasks.presenter.didLoadTasks(TaskRows(Entities.tasks("x Milk")), of: tasks.list)
        #expect(tasks.view.rowTexts == ["[x] Milk"])
        #expect(tasks.view.selectedRows == [0, 0])
    }

    @Test("B61 enter closes the field, keeping the query the title shows; / opens it with the query")
    func closeKeepsQuery() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestOpenSearch()
        tasks.presenter.didChangeSearchQuery("milk")
        tasks.presenter.didLoadTasks(TaskRows(Entities.tasks("x Milk")), of: tasks.list)
        tasks.presenter.didRequestCloseSearch()
        #expect(tasks.view.searchLine == "Search: milk")
        #expect(!tasks.view.isSearchFieldOpen)
        #expect(tasks.view.title == "✎ Groceries (All, \"milk\")")
        #expect(tasks.interactor.calls.last == "load all tasks matching \"milk\"")
        tasks.presenter.didRequestOpenSearch()
        #expect(tasks.view.searchLine == "Search: milk")
        #expect(tasks.view.isSearchFieldOpen)
    }

    @Test("B61 esc clears the query, closes the field and selects the first row of every task")
    func clearForgetsQuery() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestOpenSearch()
        tasks.presenter.didChangeSearchQuery("eggs")
        tasks.presenter.didLoadTasks(TaskRows(Entities.tasks("Eggs")), of: tasks.list)
        tasks.presenter.didRequestClearSearch()
        #expect(tasks.view.searchLine == "Search: ")
        #expect(!tasks.view.isSearchFieldOpen)
        #expect(tasks.interactor.calls.last == "load all tasks")
        tasks.presenter.didLoadTasks(TaskRows(Entities.tasks("x Milk", "Eggs", "Bread")), of: tasks.list)
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.selectedRows == [0, 0])
    }

    @Test("B61 the search combines with the filter, and f keeps the query")
    func searchWithFilter() {
        let tasks = TasksOfList()
        tasks.presenter.didChangeSearchQuery("e")
        tasks.presenter.didRequestNextFilter()
        #expect(tasks.interactor.calls.last == "load active tasks matching \"e\"")
        tasks.presenter.didLoadTasks(TaskRows(Entities.tasks("Eggs", "Bread")), of: tasks.list)
        #expect(tasks.view.title == "✎ Groceries (Active, \"e\")")
    }

    @Test("B61 when no task is left, the screen says that none matches the query")
    func nothingMatches() {
        let tasks = TasksOfList()
        tasks.presenter.didChangeSearchQuery("tea")
        tasks.presenter.didLoadTasks([], of: tasks.list)
        #expect(tasks.view.emptyState == "No tasks match \"tea\".")
    }

    @Test("B61 a new task the query would hide clears the query, and is selected")
    func savedTaskClearsQuery() {
        let tasks = TasksOfList()
        tasks.presenter.didChangeSearchQuery("milk")
        tasks.presenter.didRequestCloseSearch()
        let tea = Entities.task(4, "Tea")
        tasks.presenter.taskEditorDidAdd(tea)
        #expect(tasks.view.searchLine == "Search: ")
        #expect(!tasks.view.isSearchFieldOpen)
        #expect(tasks.interactor.calls.last == "load all tasks")
        tasks.presenter.didLoadTasks(
            TaskRows(Entities.tasks("x Milk", "Eggs", "Bread") + [tea]), of: tasks.list)
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.selectedRows.last == 3)
    }

    @Test("B61 a new task the query finds keeps the query")
    func savedTaskKeepsQuery() {
        let tasks = TasksOfList()
        tasks.presenter.didChangeSearchQuery("milk")
        tasks.presenter.didRequestCloseSearch()
        tasks.presenter.taskEditorDidAdd(Entities.task(4, "Oat milk"))
        #expect(tasks.view.searchLine == "Search: milk")
        #expect(tasks.interactor.calls.last == "load all tasks matching \"milk\"")
    }

    @Test("B61 an edited task keeps the query, even one it no longer matches")
    func editedTaskKeepsQuery() {
        let tasks = TasksOfList()
        tasks.presenter.didChangeSearchQuery("milk")
        tasks.presenter.didRequestCloseSearch()
        tasks.presenter.taskEditorDidUpdate(Entities.task(1, "Oat drink"))
        #expect(tasks.view.searchLine == "Search: milk")
        #expect(tasks.interactor.calls.last == "load all tasks matching \"milk\"")
    }

    @Test(
        "B22 B67 an edited task another program marked done meanwhile switches Active to All and is selected")
    func editedTaskHiddenByFilterSwitchesToAll() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestNextFilter()
        let bread = Entities.task(3, "Bread")
        tasks.presenter.didLoadTasks(TaskRows([Entities.task(2, "Eggs"), bread]), of: tasks.list)
        let eggs = Entities.task(2, "x Six eggs")
        tasks.presenter.taskEditorDidUpdate(eggs)
        #expect(tasks.interactor.calls.last == "load all tasks")
        tasks.presenter.didLoadTasks(TaskRows([Entities.task(1, "x Milk"), eggs, bread]), of: tasks.list)
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.selectedRows.last == 1)
    }

    @Test("B62 K and J ask the interactor to make the selected task trade places with the one above or below")
    func movesTask() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestMoveUp(selectedRow: 1)
        tasks.presenter.didRequestMoveDown(selectedRow: 1)
        #expect(tasks.interactor.calls.suffix(2) == ["move Eggs past Milk", "move Eggs past Bread"])
    }

    @Test("B62 K on the first row, J on the last row and both without tasks do nothing")
    func movesNothingAtTheEdges() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestMoveUp(selectedRow: 0)
        tasks.presenter.didRequestMoveDown(selectedRow: 2)
        tasks.presenter.didLoadTasks([], of: tasks.list)
        tasks.presenter.didRequestMoveUp(selectedRow: nil)
        tasks.presenter.didRequestMoveDown(selectedRow: nil)
        #expect(tasks.interactor.calls == ["observe changes", "load all tasks"])
    }

    @Test("B62 under a filter or a search the task trades places with the task shown next to it")
    func movesPastTheTaskShown() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didLoadTasks([Entities.task(2, "Eggs"), Entities.task(3, "Bread")], of: tasks.list)
        tasks.presenter.didRequestMoveUp(selectedRow: 1)
        #expect(tasks.interactor.calls.last == "move Bread past Eggs")
    }

    @Test("B34 B38 B78 a toggle or delete that failed is shown in the status line, and the rows stay")
    func failedUpdate() {
        let tasks = TasksOfList()
        tasks.presenter.didFailToUpdateTask(.storage(.locked))
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(tasks.view.rowTexts.count == 3)
    }

    @Test("B75 the title shows at once; the view shows the rows loading from the moment a read starts")
    func showsLoading() {
        let view = RowsViewSpy(output: ViewOutputSpy())
        let interactor = InteractorSpy()
        let presenter = TasksPresenter(
            list: Entities.list(1, "Groceries"), interactor: interactor, router: RouterSpy(),
            moduleOutput: ModuleOutputSpy())
        presenter.view = view
        presenter.start()
        #expect(view.title == "✎ Groceries (All)")
        presenter.didStartLoadingTasks()
        #expect(view.isLoading)
        presenter.didLoadTasks(TaskRows(Entities.tasks("Eggs")), of: Entities.list(1, "Groceries"))
        #expect(!view.isLoading)
        #expect(interactor.calls == ["observe changes", "load all tasks"])
    }

    @Test("B76 a new filter or search shows in the title at once; its tasks show when they come")
    func newFilterShowsAtOnce() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didStartLoadingTasks()
        #expect(tasks.view.title == "✎ Groceries (Active)")
        tasks.presenter.didChangeSearchQuery("egg")
        #expect(tasks.view.title == "✎ Groceries (Active, \"egg\")")
        #expect(tasks.view.rowTexts == ["[x] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(
            tasks.interactor.calls.suffix(2) == ["load active tasks", "load active tasks matching \"egg\""])
    }

    @Test("B80 a read that failed ends the loading; ctrl-r reads again under the same filter and search")
    func failedLoadReloads() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didStartLoadingTasks()
        tasks.presenter.didFailToLoadTasks(.storage(.locked))
        #expect(!tasks.view.isLoading)
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(tasks.view.rows.isEmpty)
        tasks.presenter.didRequestReload()
        #expect(tasks.interactor.calls.suffix(2) == ["load active tasks", "load active tasks"])
        tasks.presenter.didLoadTasks(TaskRows(Entities.tasks("Eggs")), of: tasks.list)
        #expect(tasks.view.rowTexts == ["[ ] Eggs"])
    }

    @Test("B77 B81 while a write or a read waits, events act at once on the rows shown, which stay as stored")
    func eventsWhileWaiting() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestToggle(selectedRow: 1)
        tasks.presenter.didStartLoadingTasks()
        tasks.presenter.didRequestToggle(selectedRow: 2)
        tasks.presenter.didRequestMoveUp(selectedRow: 2)
        tasks.presenter.didRequestBack()
        #expect(tasks.interactor.calls.suffix(3) == ["toggle Eggs", "toggle Bread", "move Bread past Eggs"])
        #expect(tasks.view.rowTexts == ["[x] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(tasks.router.routes == ["back"])
    }

    @Test("B88 opened into a state through its module input: the task asked for is selected once tasks come")
    func opensWithTaskSelected() {
        let list = Entities.list(2, "Work")
        let interactor = InteractorSpy()
        let presenter = TasksPresenter(
            list: list, interactor: interactor, router: RouterSpy(), moduleOutput: ModuleOutputSpy())
        let view = RowsViewSpy(output: presenter)
        presenter.view = view
        presenter.start()
        let input: any TasksModuleInput = presenter
        input.selectTask(withID: 3)
        #expect(view.selectedRows.isEmpty)
        #expect(interactor.calls == ["observe changes", "load all tasks"])
        presenter.didLoadTasks(TaskRows(Entities.tasks("One", "Two", "Three", "Four")), of: list)
        #expect(view.title == "✎ Work (All)")
        #expect(view.selectedRows == [2])
        presenter.didLoadTasks(TaskRows(Entities.tasks("One", "Two", "Three", "Four")), of: list)
        #expect(view.selectedRows == [2])
    }

    @Test("B91 u asks the interactor to undo; an undone delete says so and selects the task once it is back")
    func undoSelectsRestoredTask() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestUndo()
        #expect(tasks.interactor.calls.last == "undo")
        let eggs = Entities.task(4, "Eggs")
        tasks.presenter.didUndo(.deletedTask(DeletedTask(task: eggs, index: 1)))
        #expect(tasks.view.statuses == ["Restored task \"Eggs\"."])
        #expect(tasks.interactor.calls.last == "load all tasks")
        tasks.presenter.didLoadTasks(
            TaskRows(Entities.tasks("x Milk") + [eggs] + Entities.tasks("Eggs", "Bread")), of: tasks.list)
        #expect(tasks.view.selectedRows == [1])
    }

    @Test("B91 an undone toggle says so; the task is selected only if the filter and the search show it")
    func undoneToggleUnderFilter() {
        let tasks = TasksOfList()
        tasks.presenter.didRequestNextFilter()
        let active = TaskRows([Entities.task(2, "Eggs"), Entities.task(3, "Bread")])
        tasks.presenter.didLoadTasks(active, of: tasks.list)
        let selectedBefore = tasks.view.selectedRows
        tasks.presenter.didUndo(.toggledTask(Entities.task(1, "Milk")))
        #expect(tasks.view.statuses == ["Marked \"Milk\" done again."])
        #expect(tasks.interactor.calls.last == "load active tasks")
        tasks.presenter.didLoadTasks(active, of: tasks.list)
        #expect(tasks.view.selectedRows == selectedBefore)
        #expect(tasks.view.title == "✎ Groceries (Active)")
    }

    @Test("B92 B93 nothing to undo says so; an undo that failed says why")
    func undoFailures() {
        let tasks = TasksOfList()
        tasks.presenter.didFindNothingToUndo()
        tasks.presenter.didFailToUndo(.taskNotFound)
        #expect(tasks.view.statuses == ["Nothing to undo here."])
        #expect(tasks.view.errors == ["That task no longer exists."])
    }

    @Test("B76 when the view leaves the screen, the presenter stops its interactor")
    func leavingStopsInteractor() {
        let tasks = TasksOfList()
        tasks.presenter.viewDidLeave()
        #expect(tasks.interactor.calls == ["observe changes", "load all tasks", "stop"])
    }
}
