import TaskListDomain
import TestSupport
import Testing

@testable import MVPPresenters

/// A tasks presenter of the first list, wired to spies and started the way the router starts it, on a
/// service that answers `latency` late (at once by default) and whose answers so far have come.
@MainActor
private struct TasksOfList {
    let view = RowsViewSpy()
    let router = RouterSpy()
    let history = UndoHistorySpy()
    let delegate = TasksDelegateSpy()
    let store: any TaskStore
    /// The service doing the work, waiting on a virtual clock.
    let real: StoreTaskListService
    /// The service the presenter uses: the real one, whose reads a test can make fail.
    let service: FailingService
    let list: TaskList
    let presenter: TasksPresenter

    /// With `selecting`, the presenter is made to select the task with that title once its rows come, as
    /// the router makes it for a task opened from Upcoming.
    init(
        _ tasks: [String], otherLists: [(String, [String])] = [], latency: Duration = .zero,
        selecting taskTitle: String? = nil
    ) async throws {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", tasks)] + otherLists)
        try await self.init(store: store, latency: latency, selecting: taskTitle)
    }

    /// On `store`, showing its first list.
    init(store: any TaskStore, latency: Duration = .zero, selecting taskTitle: String? = nil) async throws {
        self.store = store
        real = Fixtures.makeService(store: store)
        service = FailingService(real)
        list = try await service.summaries()[0].list
        let taskID = try await service.tasks(inList: list.id).first { $0.title == taskTitle }?.id
        real.conditions.latency = latency
        presenter = TasksPresenter(
            list: list, selecting: taskID, view: view, service: service, history: history, router: router,
            delegate: delegate)
        view.presenter = presenter
        presenter.start()
        await real.settle()
    }

    /// Lets the work started so far run without time passing.
    func settle() async {
        await real.settle()
    }

    /// Plays the task editor the presenter asked the router for: types `title`, saves, and lets it answer.
    func saveTaskEditor(title: String) async throws {
        let editorView = EditorViewSpy()
        let editor = TaskEditorPresenter(
            mode: try #require(router.taskEditorMode), view: editorView, service: service, router: router,
            delegate: try #require(router.taskEditorDelegate))
        editor.start()
        editorView.enteredTitle = title
        editor.didRequestSave()
        await settle()
    }

    /// The titles of the stored tasks, "x " in front of the done ones, read at once.
    func storedTasks() throws -> [String] {
        try Fixtures.contents(of: store)[0].tasks.map { ($0.isDone ? "x " : "") + $0.title }
    }
}

@MainActor
@Suite("Tasks presenter")
struct TasksPresenterTests {
    @Test("B20 shows the tasks with checkboxes, and the list's icon, title and filter in the title")
    func showsTasks() async throws {
        let tasks = try await TasksOfList(["x Milk", "Eggs"])
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.rows == [DisplayRow(text: "[x] Milk"), DisplayRow(text: "[ ] Eggs")])
        #expect(tasks.view.selectedIndex == 0)
    }

    @Test("B21 shows the empty state when the list has no tasks")
    func emptyState() async throws {
        let tasks = try await TasksOfList([])
        #expect(tasks.view.emptyState == "No tasks yet. Press a to add one.")
    }

    @Test("B22 add opens the task editor for a new task in this list")
    func addOpensEditor() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.presenter.didRequestAdd()
        #expect(tasks.router.routes == ["task editor adding"])
    }

    @Test("B22 the added task is shown at the end and selected")
    func selectsAddedTask() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.presenter.didRequestAdd()
        try await tasks.saveTaskEditor(title: "Eggs")
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Eggs"])
        #expect(tasks.view.selectedText == "[ ] Eggs")
        #expect(try tasks.storedTasks() == ["Milk", "Eggs"])
    }

    @Test("B22 a filter that would hide the added task switches to All")
    func addUnderDoneFilter() async throws {
        let tasks = try await TasksOfList(["x Milk"])
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        tasks.presenter.didRequestAdd()
        try await tasks.saveTaskEditor(title: "Eggs")
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.selectedText == "[ ] Eggs")
    }

    @Test("B23 toggle flips the selected task between done and not done")
    func togglesTask() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"])
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        #expect(tasks.view.selectedText == "[x] Eggs")
        #expect(try tasks.storedTasks() == ["Milk", "x Eggs"])
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        #expect(try tasks.storedTasks() == ["Milk", "Eggs"])
    }

    @Test("B23 a toggle tells the view the row count and the selection; a row is formatted when asked")
    func toggleReloadsRows() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs", "Bread"])
        tasks.presenter.didSelectRow(at: 1)
        let updates = tasks.view.updateCount
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        #expect(tasks.view.updateCount == updates + 1)
        #expect(tasks.view.rowCount == 3)
        #expect(tasks.view.selectedIndex == 1)
        #expect(tasks.presenter.row(at: 1) == DisplayRow(text: "[x] Eggs"))
    }

    @Test("B24 edit opens the task editor for the selected task, and the new title is shown")
    func editsTask() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"])
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestEdit()
        #expect(tasks.router.routes == ["task editor editing Eggs"])
        try await tasks.saveTaskEditor(title: "Six eggs")
        #expect(tasks.view.selectedText == "[ ] Six eggs")
    }

    @Test("B25 delete asks with the task's title and deletes it on yes")
    func deletesTask() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"])
        tasks.presenter.didRequestDelete()
        #expect(tasks.view.questions == ["Delete task \"Milk\"?"])
        tasks.presenter.didConfirm()
        await tasks.settle()
        #expect(try tasks.storedTasks() == ["Eggs"])
        #expect(tasks.view.rowTexts == ["[ ] Eggs"])
    }

    @Test("B38 a delete the locked database refuses is reported in the status line, and the task stays")
    func reportsRefusedDelete() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk"])])
        let tasks = try await TasksOfList(store: store)
        tasks.presenter.didRequestDelete()
        store.isLockedByOtherProcess = true
        tasks.presenter.didConfirm()
        await tasks.settle()
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(try tasks.storedTasks() == ["Milk"])
    }

    @Test("B38 tasks that can no longer be read leave no rows behind, and the status line says why")
    func reportsFailedRead() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"])
        tasks.service.readFailure = .storage(.locked)
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(tasks.view.rowTexts.isEmpty)
        #expect(tasks.view.emptyState == "No active tasks.")
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        #expect(try tasks.storedTasks() == ["Milk", "Eggs"])
        #expect(tasks.router.routes.isEmpty)
    }

    @Test("B12 cancelling the question deletes no task")
    func cancelKeepsTask() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.presenter.didRequestDelete()
        tasks.presenter.didCancelConfirmation()
        tasks.presenter.didConfirm()
        await tasks.settle()
        #expect(try tasks.storedTasks() == ["Milk"])
    }

    @Test("B26 the filter cycles All, Active, Done and back, selecting the first row each time")
    func cyclesFilter() async throws {
        let tasks = try await TasksOfList(["x Milk", "Eggs", "Bread"])
        tasks.presenter.didSelectRow(at: 2)
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        #expect(tasks.view.title == "✎ Groceries (Active)")
        #expect(tasks.view.rowTexts == ["[ ] Eggs", "[ ] Bread"])
        #expect(tasks.view.selectedIndex == 0)
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        #expect(tasks.view.title == "✎ Groceries (Done)")
        #expect(tasks.view.rowTexts == ["[x] Milk"])
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.rowTexts.count == 3)
    }

    @Test("B26 a filter that hides every task says so")
    func filterEmptyStates() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        #expect(tasks.view.emptyState == "No active tasks.")
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        #expect(tasks.view.emptyState == "No done tasks.")
    }

    @Test("B27 back goes to Home")
    func goesBack() async throws {
        let tasks = try await TasksOfList([])
        tasks.presenter.didRequestBack()
        #expect(tasks.router.routes == ["back"])
    }

    @Test("B28 toggle, edit and delete do nothing when no task is shown")
    func selectionEventsWithoutTasks() async throws {
        let tasks = try await TasksOfList([])
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        tasks.presenter.didRequestEdit()
        tasks.presenter.didRequestDelete()
        tasks.presenter.didConfirm()
        await tasks.settle()
        #expect(tasks.router.routes.isEmpty)
        #expect(tasks.view.questions.isEmpty)
        #expect(tasks.view.errors.isEmpty)
    }

    @Test("B45 a task toggled out of the filter leaves, and the selection stays on a shown row")
    func toggledTaskLeavesFilter() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs", "Bread"])
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        tasks.presenter.didSelectRow(at: 2)
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Eggs"])
        #expect(tasks.view.selectedText == "[ ] Eggs")
        #expect(try tasks.storedTasks() == ["Milk", "Eggs", "x Bread"])
    }

    @Test("B42 a list deleted elsewhere returns to Home, which the delegate hears")
    func listDeletedElsewhere() async throws {
        let tasks = try await TasksOfList(["Milk"])
        try await tasks.service.deleteList(id: tasks.list.id)
        await tasks.settle()
        #expect(tasks.router.routes == ["home"])
        #expect(tasks.delegate.deletedListReports == 1)
    }

    @Test("B67 the selection stays on its task when a task above it is deleted elsewhere")
    func selectionFollowsTask() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs", "Bread"])
        tasks.presenter.didSelectRow(at: 1)
        try await tasks.service.deleteTask(id: try await tasks.service.tasks(inList: tasks.list.id)[0].id)
        await tasks.settle()
        #expect(tasks.view.selectedText == "[ ] Eggs")
    }

    @Test("B67 the selection stays on its task when a task appears above it under a filter")
    func selectionFollowsTaskUnderFilter() async throws {
        let tasks = try await TasksOfList(["x Milk", "Eggs", "Bread"])
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        tasks.presenter.didSelectRow(at: 1)
        _ = try await tasks.service.toggleTask(id: try await tasks.service.tasks(inList: tasks.list.id)[0].id)
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(tasks.view.selectedText == "[ ] Bread")
    }

    @Test("B36 a rename and a task made by another program show up")
    func showsExternalChanges() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", [])])
        let tasks = try await TasksOfList(store: store)
        try store.asOtherProcess { other, _ in
            try other.updateList(id: tasks.list.id, title: "Shopping", icon: .home)
            try other.addTask(title: "Milk", toList: tasks.list.id)
        }
        await tasks.service.checkForExternalChanges()
        await tasks.settle()
        #expect(tasks.view.title == "⌂ Shopping (All)")
        #expect(tasks.view.rowTexts == ["[ ] Milk"])
    }

    @Test("B34 a toggle the service refuses is reported in the status line")
    func reportsFailedToggle() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk"])])
        let tasks = try await TasksOfList(store: store)
        store.isLockedByOtherProcess = true
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(tasks.view.selectedText == "[ ] Milk")
    }

    @Test("a change to another list's tasks does not reload the screen")
    func ignoresOtherLists() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"], otherLists: [("Work", [])])
        let updates = tasks.view.updateCount
        let work = try await tasks.service.summaries()[1].list
        _ = try await tasks.service.addTask(title: "Report", toList: work.id)
        await tasks.settle()
        #expect(tasks.view.updateCount == updates)
    }

    @Test("B60 opening the search shows the field with its prompt, open for typing")
    func opensSearch() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.presenter.didRequestOpenSearch()
        #expect(tasks.view.search == RowsViewSpy.Search(prompt: "Search: ", query: "", isOpen: true))
    }

    @Test("B60 each change of the query narrows the tasks at once and selects the first; the title shows it")
    func searchNarrows() async throws {
        let tasks = try await TasksOfList(["Milk", "Oat milk", "Bread"])
        tasks.presenter.didSelectRow(at: 2)
        tasks.presenter.didRequestOpenSearch()
        tasks.presenter.didChangeSearchQuery("MILK")
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Oat milk"])
        #expect(tasks.view.selectedIndex == 0)
        #expect(tasks.view.title == "✎ Groceries (All, \"MILK\")")
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didChangeSearchQuery("T MILK")
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Oat milk"])
        #expect(tasks.view.selectedIndex == 0)
    }

    @Test("B60 the query ignores case, diacritics and width, in any script, even Hangul typed as jamo")
    func searchFolds() async throws {
        let tasks = try await TasksOfList(["Milk", "ecole shoes", "장보기 목록"])
        tasks.presenter.didChangeSearchQuery("ÉCOLE")
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] ecole shoes"])
        tasks.presenter.didChangeSearchQuery("장보".decomposedStringWithCanonicalMapping)
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] 장보기 목록"])
    }

    @Test("B61 closing the field keeps the query and the tasks it finds; opening it again shows the query")
    func closeKeepsQuery() async throws {
        let tasks = try await TasksOfList(["Milk", "Bread"])
        tasks.presenter.didRequestOpenSearch()
        tasks.presenter.didChangeSearchQuery("milk")
        await tasks.settle()
        tasks.presenter.didRequestCloseSearch()
        #expect(tasks.view.search == RowsViewSpy.Search(prompt: "Search: ", query: "milk", isOpen: false))
        #expect(tasks.view.rowTexts == ["[ ] Milk"])
        #expect(tasks.view.title == "✎ Groceries (All, \"milk\")")
        tasks.presenter.didRequestOpenSearch()
        #expect(tasks.view.search == RowsViewSpy.Search(prompt: "Search: ", query: "milk", isOpen: true))
    }

    @Test("B61 clearing empties the query, closes the field and selects the first row")
    func clearsSearch() async throws {
        let tasks = try await TasksOfList(["Milk", "Oat milk", "Bread"])
        tasks.presenter.didRequestOpenSearch()
        tasks.presenter.didChangeSearchQuery("milk")
        await tasks.settle()
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestClearSearch()
        await tasks.settle()
        #expect(tasks.view.search == RowsViewSpy.Search(prompt: "Search: ", query: "", isOpen: false))
        #expect(tasks.view.rowTexts.count == 3)
        #expect(tasks.view.selectedIndex == 0)
        #expect(tasks.view.title == "✎ Groceries (All)")
    }

    @Test("B61 the search combines with the filter, and the next filter keeps the query")
    func searchWithFilter() async throws {
        let tasks = try await TasksOfList(["x Milk", "Oat milk", "Bread"])
        tasks.presenter.didChangeSearchQuery("milk")
        await tasks.settle()
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        #expect(tasks.view.title == "✎ Groceries (Active, \"milk\")")
        #expect(tasks.view.rowTexts == ["[ ] Oat milk"])
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[x] Milk"])
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        #expect(tasks.view.emptyState == "No tasks match \"milk\".")
    }

    @Test("B61 a new task the query would hide clears the query and is selected; an edited one keeps it")
    func savedTaskClearsSearch() async throws {
        let tasks = try await TasksOfList(["Milk", "Oat milk"])
        tasks.presenter.didChangeSearchQuery("milk")
        await tasks.settle()
        tasks.presenter.didRequestCloseSearch()
        tasks.presenter.didRequestAdd()
        try await tasks.saveTaskEditor(title: "Whole milk")
        #expect(tasks.view.title == "✎ Groceries (All, \"milk\")")
        #expect(tasks.view.selectedText == "[ ] Whole milk")
        tasks.presenter.didRequestAdd()
        try await tasks.saveTaskEditor(title: "Eggs")
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.search == RowsViewSpy.Search(prompt: "Search: ", query: "", isOpen: false))
        #expect(tasks.view.selectedText == "[ ] Eggs")
        tasks.presenter.didChangeSearchQuery("oat")
        await tasks.settle()
        tasks.presenter.didRequestEdit()
        try await tasks.saveTaskEditor(title: "Soy drink")
        #expect(tasks.view.title == "✎ Groceries (All, \"oat\")")
        #expect(tasks.view.emptyState == "No tasks match \"oat\".")
    }

    @Test("B62 K and J move the selected task past the one above or below, and the selection follows it")
    func movesTask() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs", "Bread"])
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestMoveTaskUp()
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Eggs", "[ ] Milk", "[ ] Bread"])
        #expect(tasks.view.selectedText == "[ ] Eggs")
        tasks.presenter.didRequestMoveTaskDown()
        await tasks.settle()
        tasks.presenter.didRequestMoveTaskDown()
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Bread", "[ ] Eggs"])
        #expect(tasks.view.selectedText == "[ ] Eggs")
        #expect(try tasks.storedTasks() == ["Milk", "Bread", "Eggs"])
    }

    @Test("B62 K on the first row, J on the last and both without tasks do nothing")
    func moveAtTheEnds() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"])
        let updates = tasks.view.updateCount
        tasks.presenter.didRequestMoveTaskUp()
        await tasks.settle()
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestMoveTaskDown()
        await tasks.settle()
        #expect(tasks.view.updateCount == updates)
        #expect(try tasks.storedTasks() == ["Milk", "Eggs"])
        let empty = try await TasksOfList([])
        empty.presenter.didRequestMoveTaskUp()
        await empty.settle()
        empty.presenter.didRequestMoveTaskDown()
        await empty.settle()
        #expect(empty.view.errors.isEmpty)
        #expect(empty.view.emptyState == "No tasks yet. Press a to add one.")
    }

    @Test("B62 under a filter and a search a task trades places with the one shown; hidden ones keep theirs")
    func movesAmongShownTasks() async throws {
        let tasks = try await TasksOfList(["Milk", "x Eggs", "Oat milk", "Bread", "Soy milk"])
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestMoveTaskUp()
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Oat milk", "[ ] Milk", "[ ] Bread", "[ ] Soy milk"])
        #expect(try tasks.storedTasks() == ["Oat milk", "x Eggs", "Milk", "Bread", "Soy milk"])
        tasks.presenter.didChangeSearchQuery("milk")
        await tasks.settle()
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestMoveTaskDown()
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Oat milk", "[ ] Soy milk", "[ ] Milk"])
        #expect(tasks.view.selectedText == "[ ] Milk")
        #expect(try tasks.storedTasks() == ["Oat milk", "x Eggs", "Soy milk", "Bread", "Milk"])
    }

    @Test("B34 a move the service refuses is reported in the status line, and the order stays")
    func reportsFailedMove() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk", "Eggs"])])
        let tasks = try await TasksOfList(store: store)
        store.isLockedByOtherProcess = true
        tasks.presenter.didRequestMoveTaskDown()
        await tasks.settle()
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Eggs"])
        #expect(tasks.view.selectedText == "[ ] Milk")
    }

    @Test("B63 a move made by another program shows up, and the selection stays on its task")
    func showsExternalMove() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk", "Eggs"])])
        let tasks = try await TasksOfList(store: store)
        let stored = try await tasks.service.tasks(inList: tasks.list.id)
        try store.asOtherProcess { other, _ in try other.moveTask(id: stored[1].id, past: stored[0].id) }
        await tasks.service.checkForExternalChanges()
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Eggs", "[ ] Milk"])
        #expect(tasks.view.selectedText == "[ ] Milk")
    }

    @Test("B66 a task with notes shows the notes marker between its checkbox and its title")
    func showsNotesMarker() async throws {
        let tasks = try await TasksOfList(["Milk"])
        _ = try await tasks.service.addTask(title: "Call mum", notes: "Sunday", toList: tasks.list.id)
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] ✐ Call mum"])
    }

    @Test("B75 the title shows at once; the rows show loading, with no empty state, until the tasks come")
    func showsTasksLoading() async throws {
        let tasks = try await TasksOfList(["Milk"], latency: .milliseconds(500))
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.isLoading)
        #expect(tasks.view.emptyState == nil)
        #expect(tasks.view.updateCount == 0)
        await tasks.real.wait(.milliseconds(499))
        #expect(tasks.view.isLoading)
        await tasks.real.wait(.milliseconds(1))
        #expect(!tasks.view.isLoading)
        #expect(tasks.view.rowTexts == ["[ ] Milk"])
    }

    @Test(
        "B76 a filter chosen while the last one's tasks are read replaces that read, whose answer never shows"
    )
    func newerFilterReplacesRead() async throws {
        let tasks = try await TasksOfList(["x Milk", "Eggs"], latency: .milliseconds(500))
        await tasks.real.wait(.milliseconds(500))
        tasks.presenter.didRequestNextFilter()
        await tasks.real.wait(.milliseconds(300))
        tasks.presenter.didRequestNextFilter()
        await tasks.settle()
        #expect(tasks.real.callsInFlight == 1)
        #expect(tasks.view.title == "✎ Groceries (Done)")
        await tasks.real.wait(.milliseconds(499))
        #expect(tasks.view.rowTexts == ["[x] Milk", "[ ] Eggs"])
        await tasks.real.wait(.milliseconds(1))
        #expect(tasks.view.rowTexts == ["[x] Milk"])
        #expect(tasks.view.updateCount == 2)
    }

    @Test("B76 each change of the query replaces the read of the last one; only the last one's tasks show")
    func newerQueryReplacesRead() async throws {
        let tasks = try await TasksOfList(["Milk", "Bread"], latency: .milliseconds(500))
        await tasks.real.wait(.seconds(1))
        tasks.presenter.didRequestOpenSearch()
        tasks.presenter.didChangeSearchQuery("b")
        await tasks.real.wait(.milliseconds(100))
        tasks.presenter.didChangeSearchQuery("m")
        await tasks.real.wait(.seconds(2))
        #expect(tasks.view.rowTexts == ["[ ] Milk"])
        #expect(tasks.view.updateCount == 2)
    }

    @Test(
        "B75 B36 once a list renamed elsewhere has been read again, a reload waits for one answer, its tasks")
    func listReadOnceAfterRename() async throws {
        let tasks = try await TasksOfList(["Milk"])
        _ = try await tasks.real.updateList(id: tasks.list.id, title: "Shopping", icon: .home)
        await tasks.settle()
        #expect(tasks.view.title == "⌂ Shopping (All)")
        tasks.real.conditions.latency = .milliseconds(300)
        tasks.presenter.didRequestReload()
        await tasks.real.wait(.milliseconds(300))
        #expect(!tasks.view.isLoading)
        #expect(tasks.view.rowTexts == ["[ ] Milk"])
    }

    @Test("B76 leaving the screen cancels the read of the tasks, and its answer is never shown")
    func leavingCancelsRead() async throws {
        let tasks = try await TasksOfList(["Milk"], latency: .milliseconds(500))
        tasks.presenter.viewDidDisappear()
        await tasks.settle()
        #expect(tasks.real.callsInFlight == 0)
        await tasks.real.wait(.seconds(2))
        #expect(tasks.view.updateCount == 0)
        #expect(tasks.view.errors.isEmpty)
    }

    @Test("B77 toggles pressed while one waits are each sent at once, and each shows when its answer comes")
    func togglesWhileWriting() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"], latency: .milliseconds(500))
        await tasks.real.wait(.seconds(1))
        tasks.presenter.didRequestToggle()
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        #expect(tasks.real.writesInFlight == 2)
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Eggs"])
        await tasks.real.wait(.milliseconds(500))
        #expect(try tasks.storedTasks() == ["x Milk", "Eggs"])
        await tasks.real.wait(.milliseconds(600))
        #expect(try tasks.storedTasks() == ["x Milk", "x Eggs"])
        await tasks.real.wait(.seconds(1))
        #expect(tasks.view.rowTexts == ["[x] Milk", "[x] Eggs"])
        #expect(tasks.view.selectedText == "[x] Eggs")
    }

    @Test("B77 moves pressed while one waits apply in the order pressed, on the rows the screen showed")
    func movesInOrder() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs", "Bread"], latency: .milliseconds(500))
        await tasks.real.wait(.seconds(1))
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestMoveTaskUp()
        tasks.presenter.didRequestMoveTaskDown()
        await tasks.real.wait(.seconds(3))
        #expect(try tasks.storedTasks() == ["Bread", "Milk", "Eggs"])
        #expect(tasks.view.rowTexts == ["[ ] Bread", "[ ] Milk", "[ ] Eggs"])
    }

    @Test("B78 a toggle that fails says why, and the rows are those stored")
    func failedToggleChangesNothing() async throws {
        let tasks = try await TasksOfList(["Milk"], latency: .milliseconds(500))
        await tasks.real.wait(.seconds(1))
        tasks.real.conditions.failsWrites = true
        tasks.presenter.didRequestToggle()
        await tasks.real.wait(.seconds(2))
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(tasks.view.rowTexts == ["[ ] Milk"])
        #expect(try tasks.storedTasks() == ["Milk"])
    }

    @Test("B80 a read that fails shows no tasks and says why; a reload shows them once a read succeeds")
    func reloadAfterFailedRead() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.service.readFailure = .storage(.locked)
        tasks.presenter.didRequestReload()
        await tasks.settle()
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(tasks.view.rows.isEmpty)
        #expect(!tasks.view.isLoading)
        tasks.service.readFailure = nil
        tasks.presenter.didRequestReload()
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Milk"])
    }

    @Test("B81 while the tasks are read, moving the selection and going back answer at once")
    func actsWhileReading() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"], latency: .milliseconds(500))
        await tasks.real.wait(.seconds(1))
        tasks.presenter.didRequestReload()
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestBack()
        #expect(tasks.router.routes == ["back"])
        await tasks.real.wait(.seconds(1))
        #expect(tasks.view.selectedText == "[ ] Eggs")
    }

    @Test("B88 a screen opened with a task to select shows all the tasks with that one selected")
    func opensWithTaskSelected() async throws {
        let tasks = try await TasksOfList(["x Milk", "Eggs", "Bread"], selecting: "Bread")
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.rowTexts == ["[x] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(tasks.view.selectedText == "[ ] Bread")
    }

    @Test("B88 the task to select is selected when the rows come, also when a change replaced the first read")
    func taskToSelectOutlivesReplacedRead() async throws {
        let tasks = try await TasksOfList(
            ["Milk", "Eggs", "Bread"], latency: .milliseconds(500), selecting: "Eggs")
        await tasks.real.wait(.milliseconds(300))
        tasks.presenter.didRequestReload()
        await tasks.real.wait(.milliseconds(300))
        #expect(tasks.view.updateCount == 0)
        await tasks.real.wait(.milliseconds(200))
        #expect(tasks.view.selectedText == "[ ] Eggs")
        tasks.presenter.didSelectRow(at: 0)
        tasks.presenter.didRequestReload()
        await tasks.real.wait(.milliseconds(500))
        #expect(tasks.view.selectedText == "[ ] Milk")
    }

    @Test(
        "B91 a task deleted on the screen is recorded; undo puts it back at its place, selected, and says so")
    func undoesDeletedTask() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs", "Bread"])
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestDelete()
        tasks.presenter.didConfirm()
        await tasks.settle()
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Bread"])
        tasks.presenter.didSelectRow(at: 0)
        tasks.presenter.didRequestUndo()
        await tasks.settle()
        #expect(tasks.view.statuses == ["Restored task \"Eggs\"."])
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(tasks.view.selectedText == "[ ] Eggs")
        #expect(tasks.history.changes.isEmpty)
    }

    @Test("B91 a toggle is taken back, the task selected; then there is nothing left to undo")
    func undoesToggle() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"])
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        tasks.presenter.didSelectRow(at: 0)
        tasks.presenter.didRequestUndo()
        await tasks.settle()
        #expect(try tasks.storedTasks() == ["Milk", "Eggs"])
        #expect(tasks.view.selectedText == "[ ] Eggs")
        tasks.presenter.didRequestUndo()
        #expect(tasks.view.statuses == ["Marked \"Eggs\" not done again.", "Nothing to undo here."])
    }

    @Test("B91 a task the search hides once undone is not selected: the selection stays where it was")
    func undoneTaskHiddenBySearch() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"])
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        tasks.presenter.didChangeSearchQuery("egg")
        await tasks.settle()
        tasks.presenter.didRequestUndo()
        await tasks.settle()
        #expect(try tasks.storedTasks() == ["Milk", "Eggs"])
        #expect(tasks.view.rowTexts == ["[ ] Eggs"])
        #expect(tasks.view.selectedText == "[ ] Eggs")
        #expect(tasks.view.statuses == ["Marked \"Milk\" not done again."])
    }

    @Test("B92 the screen of one list never undoes another list's change")
    func undoIsPerList() async throws {
        let tasks = try await TasksOfList(["Milk"], otherLists: [("Work", ["Report"])])
        let work = try await tasks.service.summaries()[1].list
        let report = try await tasks.service.tasks(inList: work.id)[0]
        tasks.history.changes[.tasks(ofList: work.id)] = .toggledTask(report)
        tasks.presenter.didRequestUndo()
        await tasks.settle()
        #expect(tasks.view.statuses == ["Nothing to undo here."])
        #expect(tasks.history.changes[.tasks(ofList: work.id)] != nil)
    }

    @Test("B77 B93 a write records only when it succeeded; an undo that fails says why and keeps the change")
    func failedUndoKeepsChange() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.real.conditions.failsWrites = true
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        #expect(tasks.history.changes.isEmpty)
        tasks.real.conditions.failsWrites = false
        tasks.presenter.didRequestToggle()
        await tasks.settle()
        tasks.real.conditions.failsWrites = true
        tasks.presenter.didRequestUndo()
        await tasks.settle()
        #expect(
            tasks.view.errors == ["The database is busy. Try again.", "The database is busy. Try again."])
        #expect(try tasks.storedTasks() == ["x Milk"])
        tasks.real.conditions.failsWrites = false
        tasks.presenter.didRequestUndo()
        await tasks.settle()
        #expect(try tasks.storedTasks() == ["Milk"])
    }
}
