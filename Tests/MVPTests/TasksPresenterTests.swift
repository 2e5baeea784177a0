import TaskListDomain
import TestSupport
import Testing

@testable import MVPPresenters

/// A tasks presenter of the first list, wired to spies and started the way the router starts it.
private struct TasksOfList {
    let view = RowsViewSpy()
    let router = RouterSpy()
    let delegate = TasksDelegateSpy()
    let service: any TaskListService
    let list: TaskList
    let presenter: TasksPresenter

    init(_ tasks: [String], otherLists: [(String, [String])] = []) throws {
        try self.init(service: Fixtures.makeService(lists: [("Groceries", tasks)] + otherLists))
    }

    init(service: any TaskListService) throws {
        self.service = service
        list = try service.summaries()[0].list
        presenter = TasksPresenter(
            list: list, view: view, service: service, router: router, delegate: delegate)
        view.presenter = presenter
        presenter.start()
    }

    /// Plays the task editor the presenter asked the router for: types `title` and saves.
    func saveTaskEditor(title: String) throws {
        let editorView = EditorViewSpy()
        let editor = TaskEditorPresenter(
            mode: try #require(router.taskEditorMode), view: editorView, service: service, router: router,
            delegate: try #require(router.taskEditorDelegate))
        editor.start()
        editorView.enteredTitle = title
        editor.didRequestSave()
    }

    /// The titles of the stored tasks, "x " in front of the done ones.
    func storedTasks() throws -> [String] {
        try service.tasks(inList: list.id).map { ($0.isDone ? "x " : "") + $0.title }
    }
}

@Suite("Tasks presenter")
struct TasksPresenterTests {
    @Test("B20 shows the tasks with checkboxes, and the list's icon, title and filter in the title")
    func showsTasks() throws {
        let tasks = try TasksOfList(["x Milk", "Eggs"])
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.rows == [DisplayRow(text: "[x] Milk"), DisplayRow(text: "[ ] Eggs")])
        #expect(tasks.view.selectedIndex == 0)
    }

    @Test("B21 shows the empty state when the list has no tasks")
    func emptyState() throws {
        let tasks = try TasksOfList([])
        #expect(tasks.view.emptyState == "No tasks yet. Press a to add one.")
    }

    @Test("B22 add opens the task editor for a new task in this list")
    func addOpensEditor() throws {
        let tasks = try TasksOfList(["Milk"])
        tasks.presenter.didRequestAdd()
        #expect(tasks.router.routes == ["task editor adding"])
    }

    @Test("B22 the added task is shown at the end and selected")
    func selectsAddedTask() throws {
        let tasks = try TasksOfList(["Milk"])
        tasks.presenter.didRequestAdd()
        try tasks.saveTaskEditor(title: "Eggs")
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Eggs"])
        #expect(tasks.view.selectedText == "[ ] Eggs")
        #expect(try tasks.storedTasks() == ["Milk", "Eggs"])
    }

    @Test("B22 a filter that would hide the added task switches to All")
    func addUnderDoneFilter() throws {
        let tasks = try TasksOfList(["x Milk"])
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didRequestAdd()
        try tasks.saveTaskEditor(title: "Eggs")
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.selectedText == "[ ] Eggs")
    }

    @Test("B23 toggle flips the selected task between done and not done")
    func togglesTask() throws {
        let tasks = try TasksOfList(["Milk", "Eggs"])
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestToggle()
        #expect(tasks.view.selectedText == "[x] Eggs")
        #expect(try tasks.storedTasks() == ["Milk", "x Eggs"])
        tasks.presenter.didRequestToggle()
        #expect(try tasks.storedTasks() == ["Milk", "Eggs"])
    }

    @Test("B23 a toggle tells the view the row count and the selection; a row is formatted when asked")
    func toggleReloadsRows() throws {
        let tasks = try TasksOfList(["Milk", "Eggs", "Bread"])
        tasks.presenter.didSelectRow(at: 1)
        let updates = tasks.view.updateCount
        tasks.presenter.didRequestToggle()
        #expect(tasks.view.updateCount == updates + 1)
        #expect(tasks.view.rowCount == 3)
        #expect(tasks.view.selectedIndex == 1)
        #expect(tasks.presenter.row(at: 1) == DisplayRow(text: "[x] Eggs"))
    }

    @Test("B24 edit opens the task editor for the selected task, and the new title is shown")
    func editsTask() throws {
        let tasks = try TasksOfList(["Milk", "Eggs"])
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestEdit()
        #expect(tasks.router.routes == ["task editor editing Eggs"])
        try tasks.saveTaskEditor(title: "Six eggs")
        #expect(tasks.view.selectedText == "[ ] Six eggs")
    }

    @Test("B25 delete asks with the task's title and deletes it on yes")
    func deletesTask() throws {
        let tasks = try TasksOfList(["Milk", "Eggs"])
        tasks.presenter.didRequestDelete()
        #expect(tasks.view.questions == ["Delete task \"Milk\"?"])
        tasks.presenter.didConfirm()
        #expect(try tasks.storedTasks() == ["Eggs"])
        #expect(tasks.view.rowTexts == ["[ ] Eggs"])
    }

    @Test("B38 a delete the locked database refuses is reported in the status line, and the task stays")
    func reportsRefusedDelete() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        try service.addTask(title: "Milk", toList: list.id)
        let tasks = try TasksOfList(service: service)
        tasks.presenter.didRequestDelete()
        store.isLockedByOtherProcess = true
        tasks.presenter.didConfirm()
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(try tasks.storedTasks() == ["Milk"])
    }

    @Test("B38 tasks that can no longer be read leave no rows behind, and the status line says why")
    func reportsFailedRead() throws {
        let service = FailingService(Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])]))
        let tasks = try TasksOfList(service: service)
        service.readFailure = .storage(.locked)
        tasks.presenter.didRequestNextFilter()
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(tasks.view.rowTexts.isEmpty)
        #expect(tasks.view.emptyState == "No active tasks.")
        tasks.presenter.didRequestToggle()
        #expect(try service.real.tasks(inList: tasks.list.id).map(\.isDone) == [false, false])
        #expect(tasks.router.routes.isEmpty)
    }

    @Test("B12 cancelling the question deletes no task")
    func cancelKeepsTask() throws {
        let tasks = try TasksOfList(["Milk"])
        tasks.presenter.didRequestDelete()
        tasks.presenter.didCancelConfirmation()
        tasks.presenter.didConfirm()
        #expect(try tasks.storedTasks() == ["Milk"])
    }

    @Test("B26 the filter cycles All, Active, Done and back, selecting the first row each time")
    func cyclesFilter() throws {
        let tasks = try TasksOfList(["x Milk", "Eggs", "Bread"])
        tasks.presenter.didSelectRow(at: 2)
        tasks.presenter.didRequestNextFilter()
        #expect(tasks.view.title == "✎ Groceries (Active)")
        #expect(tasks.view.rowTexts == ["[ ] Eggs", "[ ] Bread"])
        #expect(tasks.view.selectedIndex == 0)
        tasks.presenter.didRequestNextFilter()
        #expect(tasks.view.title == "✎ Groceries (Done)")
        #expect(tasks.view.rowTexts == ["[x] Milk"])
        tasks.presenter.didRequestNextFilter()
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.rowTexts.count == 3)
    }

    @Test("B26 a filter that hides every task says so")
    func filterEmptyStates() throws {
        let tasks = try TasksOfList(["Milk"])
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didRequestToggle()
        #expect(tasks.view.emptyState == "No active tasks.")
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didRequestToggle()
        #expect(tasks.view.emptyState == "No done tasks.")
    }

    @Test("B27 back goes to Home")
    func goesBack() throws {
        let tasks = try TasksOfList([])
        tasks.presenter.didRequestBack()
        #expect(tasks.router.routes == ["back"])
    }

    @Test("B28 toggle, edit and delete do nothing when no task is shown")
    func selectionEventsWithoutTasks() throws {
        let tasks = try TasksOfList([])
        tasks.presenter.didRequestToggle()
        tasks.presenter.didRequestEdit()
        tasks.presenter.didRequestDelete()
        tasks.presenter.didConfirm()
        #expect(tasks.router.routes.isEmpty)
        #expect(tasks.view.questions.isEmpty)
        #expect(tasks.view.errors.isEmpty)
    }

    @Test("B45 a task toggled out of the filter leaves, and the selection stays on a shown row")
    func toggledTaskLeavesFilter() throws {
        let tasks = try TasksOfList(["Milk", "Eggs", "Bread"])
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didSelectRow(at: 2)
        tasks.presenter.didRequestToggle()
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Eggs"])
        #expect(tasks.view.selectedText == "[ ] Eggs")
        #expect(try tasks.storedTasks() == ["Milk", "Eggs", "x Bread"])
    }

    @Test("B42 a list deleted elsewhere returns to Home, which the delegate hears")
    func listDeletedElsewhere() throws {
        let tasks = try TasksOfList(["Milk"])
        try tasks.service.deleteList(id: tasks.list.id)
        #expect(tasks.router.routes == ["home"])
        #expect(tasks.delegate.deletedListReports == 1)
    }

    @Test("B67 the selection stays on its task when a task above it is deleted elsewhere")
    func selectionFollowsTask() throws {
        let tasks = try TasksOfList(["Milk", "Eggs", "Bread"])
        tasks.presenter.didSelectRow(at: 1)
        try tasks.service.deleteTask(id: try tasks.service.tasks(inList: tasks.list.id)[0].id)
        #expect(tasks.view.selectedText == "[ ] Eggs")
    }

    @Test("B67 the selection stays on its task when a task appears above it under a filter")
    func selectionFollowsTaskUnderFilter() throws {
        let tasks = try TasksOfList(["x Milk", "Eggs", "Bread"])
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didSelectRow(at: 1)
        try tasks.service.toggleTask(id: try tasks.service.tasks(inList: tasks.list.id)[0].id)
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(tasks.view.selectedText == "[ ] Bread")
    }

    @Test("B36 a rename and a task made by another program show up")
    func showsExternalChanges() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        try service.addList(title: "Groceries", icon: .default)
        let tasks = try TasksOfList(service: service)
        try store.asOtherProcess { other, _ in
            try other.updateList(id: tasks.list.id, title: "Shopping", icon: .home)
            try other.addTask(title: "Milk", toList: tasks.list.id)
        }
        service.checkForExternalChanges()
        #expect(tasks.view.title == "⌂ Shopping (All)")
        #expect(tasks.view.rowTexts == ["[ ] Milk"])
    }

    @Test("B34 a toggle the service refuses is reported in the status line")
    func reportsFailedToggle() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        try service.addTask(title: "Milk", toList: list.id)
        let tasks = try TasksOfList(service: service)
        store.isLockedByOtherProcess = true
        tasks.presenter.didRequestToggle()
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(tasks.view.selectedText == "[ ] Milk")
    }

    @Test("a change to another list's tasks does not reload the screen")
    func ignoresOtherLists() throws {
        let tasks = try TasksOfList(["Milk", "Eggs"], otherLists: [("Work", [])])
        let updates = tasks.view.updateCount
        let work = try tasks.service.summaries()[1].list
        try tasks.service.addTask(title: "Report", toList: work.id)
        #expect(tasks.view.updateCount == updates)
    }

    @Test("B60 opening the search shows the field with its prompt, open for typing")
    func opensSearch() throws {
        let tasks = try TasksOfList(["Milk"])
        tasks.presenter.didRequestOpenSearch()
        #expect(tasks.view.search == RowsViewSpy.Search(prompt: "Search: ", query: "", isOpen: true))
    }

    @Test("B60 each change of the query narrows the tasks at once and selects the first; the title shows it")
    func searchNarrows() throws {
        let tasks = try TasksOfList(["Milk", "Oat milk", "Bread"])
        tasks.presenter.didSelectRow(at: 2)
        tasks.presenter.didRequestOpenSearch()
        tasks.presenter.didChangeSearchQuery("MILK")
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Oat milk"])
        #expect(tasks.view.selectedIndex == 0)
        #expect(tasks.view.title == "✎ Groceries (All, \"MILK\")")
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didChangeSearchQuery("T MILK")
        #expect(tasks.view.rowTexts == ["[ ] Oat milk"])
        #expect(tasks.view.selectedIndex == 0)
    }

    @Test("B60 the query ignores case, diacritics and width, in any script, even Hangul typed as jamo")
    func searchFolds() throws {
        let tasks = try TasksOfList(["Milk", "ecole shoes", "장보기 목록"])
        tasks.presenter.didChangeSearchQuery("ÉCOLE")
        #expect(tasks.view.rowTexts == ["[ ] ecole shoes"])
        tasks.presenter.didChangeSearchQuery("장보".decomposedStringWithCanonicalMapping)
        #expect(tasks.view.rowTexts == ["[ ] 장보기 목록"])
    }

    @Test("B61 closing the field keeps the query and the tasks it finds; opening it again shows the query")
    func closeKeepsQuery() throws {
        let tasks = try TasksOfList(["Milk", "Bread"])
        tasks.presenter.didRequestOpenSearch()
        tasks.presenter.didChangeSearchQuery("milk")
        tasks.presenter.didRequestCloseSearch()
        #expect(tasks.view.search == RowsViewSpy.Search(prompt: "Search: ", query: "milk", isOpen: false))
        #expect(tasks.view.rowTexts == ["[ ] Milk"])
        #expect(tasks.view.title == "✎ Groceries (All, \"milk\")")
        tasks.presenter.didRequestOpenSearch()
        #expect(tasks.view.search == RowsViewSpy.Search(prompt: "Search: ", query: "milk", isOpen: true))
    }

    @Test("B61 clearing empties the query, closes the field and selects the first row")
    func clearsSearch() throws {
        let tasks = try TasksOfList(["Milk", "Oat milk", "Bread"])
        tasks.presenter.didRequestOpenSearch()
        tasks.presenter.didChangeSearchQuery("milk")
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestClearSearch()
        #expect(tasks.view.search == RowsViewSpy.Search(prompt: "Search: ", query: "", isOpen: false))
        #expect(tasks.view.rowTexts.count == 3)
        #expect(tasks.view.selectedIndex == 0)
        #expect(tasks.view.title == "✎ Groceries (All)")
    }

    @Test("B61 the search combines with the filter, and the next filter keeps the query")
    func searchWithFilter() throws {
        let tasks = try TasksOfList(["x Milk", "Oat milk", "Bread"])
        tasks.presenter.didChangeSearchQuery("milk")
        tasks.presenter.didRequestNextFilter()
        #expect(tasks.view.title == "✎ Groceries (Active, \"milk\")")
        #expect(tasks.view.rowTexts == ["[ ] Oat milk"])
        tasks.presenter.didRequestNextFilter()
        #expect(tasks.view.rowTexts == ["[x] Milk"])
        tasks.presenter.didRequestToggle()
        #expect(tasks.view.emptyState == "No tasks match \"milk\".")
    }

    @Test("B61 a new task the query would hide clears the query and is selected; an edited one keeps it")
    func savedTaskClearsSearch() throws {
        let tasks = try TasksOfList(["Milk", "Oat milk"])
        tasks.presenter.didChangeSearchQuery("milk")
        tasks.presenter.didRequestCloseSearch()
        tasks.presenter.didRequestAdd()
        try tasks.saveTaskEditor(title: "Whole milk")
        #expect(tasks.view.title == "✎ Groceries (All, \"milk\")")
        #expect(tasks.view.selectedText == "[ ] Whole milk")
        tasks.presenter.didRequestAdd()
        try tasks.saveTaskEditor(title: "Eggs")
        #expect(tasks.view.title == "✎ Groceries (All)")
        #expect(tasks.view.search == RowsViewSpy.Search(prompt: "Search: ", query: "", isOpen: false))
        #expect(tasks.view.selectedText == "[ ] Eggs")
        tasks.presenter.didChangeSearchQuery("oat")
        tasks.presenter.didRequestEdit()
        try tasks.saveTaskEditor(title: "Soy drink")
        #expect(tasks.view.title == "✎ Groceries (All, \"oat\")")
        #expect(tasks.view.emptyState == "No tasks match \"oat\".")
    }

    @Test("B62 K and J move the selected task past the one above or below, and the selection follows it")
    func movesTask() throws {
        let tasks = try TasksOfList(["Milk", "Eggs", "Bread"])
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestMoveTaskUp()
        #expect(tasks.view.rowTexts == ["[ ] Eggs", "[ ] Milk", "[ ] Bread"])
        #expect(tasks.view.selectedText == "[ ] Eggs")
        tasks.presenter.didRequestMoveTaskDown()
        tasks.presenter.didRequestMoveTaskDown()
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Bread", "[ ] Eggs"])
        #expect(tasks.view.selectedText == "[ ] Eggs")
        #expect(try tasks.storedTasks() == ["Milk", "Bread", "Eggs"])
    }

    @Test("B62 K on the first row, J on the last and both without tasks do nothing")
    func moveAtTheEnds() throws {
        let tasks = try TasksOfList(["Milk", "Eggs"])
        let updates = tasks.view.updateCount
        tasks.presenter.didRequestMoveTaskUp()
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestMoveTaskDown()
        #expect(tasks.view.updateCount == updates)
        #expect(try tasks.storedTasks() == ["Milk", "Eggs"])
        let empty = try TasksOfList([])
        empty.presenter.didRequestMoveTaskUp()
        empty.presenter.didRequestMoveTaskDown()
        #expect(empty.view.errors.isEmpty)
        #expect(empty.view.emptyState == "No tasks yet. Press a to add one.")
    }

    @Test("B62 under a filter and a search a task trades places with the one shown; hidden ones keep theirs")
    func movesAmongShownTasks() throws {
        let tasks = try TasksOfList(["Milk", "x Eggs", "Oat milk", "Bread", "Soy milk"])
        tasks.presenter.didRequestNextFilter()
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestMoveTaskUp()
        #expect(tasks.view.rowTexts == ["[ ] Oat milk", "[ ] Milk", "[ ] Bread", "[ ] Soy milk"])
        #expect(try tasks.storedTasks() == ["Oat milk", "x Eggs", "Milk", "Bread", "Soy milk"])
        tasks.presenter.didChangeSearchQuery("milk")
        tasks.presenter.didSelectRow(at: 1)
        tasks.presenter.didRequestMoveTaskDown()
        #expect(tasks.view.rowTexts == ["[ ] Oat milk", "[ ] Soy milk", "[ ] Milk"])
        #expect(tasks.view.selectedText == "[ ] Milk")
        #expect(try tasks.storedTasks() == ["Oat milk", "x Eggs", "Soy milk", "Bread", "Milk"])
    }

    @Test("B34 a move the service refuses is reported in the status line, and the order stays")
    func reportsFailedMove() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        try service.addTask(title: "Milk", toList: list.id)
        try service.addTask(title: "Eggs", toList: list.id)
        let tasks = try TasksOfList(service: service)
        store.isLockedByOtherProcess = true
        tasks.presenter.didRequestMoveTaskDown()
        #expect(tasks.view.errors == ["The database is busy. Try again."])
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] Eggs"])
        #expect(tasks.view.selectedText == "[ ] Milk")
    }

    @Test("B63 a move made by another program shows up, and the selection stays on its task")
    func showsExternalMove() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        let milk = try service.addTask(title: "Milk", toList: list.id)
        let eggs = try service.addTask(title: "Eggs", toList: list.id)
        let tasks = try TasksOfList(service: service)
        try store.asOtherProcess { other, _ in try other.moveTask(id: eggs.id, past: milk.id) }
        service.checkForExternalChanges()
        #expect(tasks.view.rowTexts == ["[ ] Eggs", "[ ] Milk"])
        #expect(tasks.view.selectedText == "[ ] Milk")
    }

    @Test("B66 a task with notes shows the notes marker between its checkbox and its title")
    func showsNotesMarker() throws {
        let tasks = try TasksOfList(["Milk"])
        try tasks.service.addTask(title: "Call mum", notes: "Sunday", toList: tasks.list.id)
        #expect(tasks.view.rowTexts == ["[ ] Milk", "[ ] ✐ Call mum"])
    }
}
