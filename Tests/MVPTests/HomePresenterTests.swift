import TaskListDomain
import TestSupport
import Testing

@testable import MVPPresenters

/// A Home presenter wired to spies, started the way the router starts it.
private struct Home {
    let view = RowsViewSpy()
    let router = RouterSpy()
    let service: any TaskListService
    let presenter: HomePresenter

    init(lists: [(String, [String])] = [("Groceries", ["x Milk", "Eggs", "x Bread"]), ("Work", [])]) {
        self.init(service: Fixtures.makeService(lists: lists))
    }

    init(service: any TaskListService) {
        self.service = service
        presenter = HomePresenter(view: view, service: service, router: router)
        view.presenter = presenter
        presenter.start()
    }

    /// Plays the list editor the presenter asked the router for: types `title` and saves.
    func saveListEditor(title: String) throws {
        let editorView = EditorViewSpy()
        let editor = ListEditorPresenter(
            mode: try #require(router.listEditorMode), view: editorView, service: service, router: router,
            delegate: try #require(router.listEditorDelegate))
        editor.start()
        editorView.enteredTitle = title
        editor.didRequestSave()
    }
}

@Suite("Home presenter")
struct HomePresenterTests {
    @Test("B01 shows every list with its icon, title and progress, under the title My Lists")
    func showsLists() {
        let home = Home()
        #expect(home.view.title == "My Lists")
        #expect(
            home.view.rows == [
                DisplayRow(text: "✎ Groceries", detail: "2/3"),
                DisplayRow(text: "✎ Work", detail: "0/0"),
            ])
        #expect(home.view.selectedIndex == 0)
    }

    @Test("B02 shows the empty state when there are no lists")
    func emptyState() {
        let home = Home(lists: [])
        #expect(home.view.emptyState == "No lists yet. Press a to add one.")
        #expect(home.view.rows.isEmpty)
    }

    @Test("B07 add opens the list editor for a new list")
    func addOpensEditor() {
        let home = Home()
        home.presenter.didRequestAdd()
        #expect(home.router.routes == ["list editor adding"])
    }

    @Test("B07 the list the editor added is shown and selected")
    func selectsAddedList() throws {
        let home = Home()
        home.presenter.didRequestAdd()
        try home.saveListEditor(title: "Holiday")
        #expect(home.router.routes == ["list editor adding", "dismiss editor"])
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work", "✎ Holiday"])
        #expect(home.view.selectedText == "✎ Holiday")
    }

    @Test("B10 rename opens the list editor for the selected list")
    func renameOpensEditor() {
        let home = Home()
        home.presenter.didSelectRow(at: 1)
        home.presenter.didRequestRename()
        #expect(home.router.routes == ["list editor renaming Work"])
    }

    @Test("B10 the renamed list stays selected under its new title")
    func selectsRenamedList() throws {
        let home = Home()
        home.presenter.didSelectRow(at: 1)
        home.presenter.didRequestRename()
        try home.saveListEditor(title: "Office")
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Office"])
        #expect(home.view.selectedText == "✎ Office")
    }

    @Test("B11 delete asks with the list's title and number of tasks")
    func deleteAsks() {
        let home = Home()
        home.presenter.didRequestDelete()
        home.presenter.didCancelConfirmation()
        home.presenter.didSelectRow(at: 1)
        home.presenter.didRequestDelete()
        #expect(
            home.view.questions == [
                "Delete list \"Groceries\" and its 3 tasks?", "Delete list \"Work\" and its 0 tasks?",
            ])
    }

    @Test("B11 a list with one task is asked about as 1 task")
    func deleteAsksSingular() {
        let home = Home(lists: [("Groceries", ["Milk"])])
        home.presenter.didRequestDelete()
        #expect(home.view.questions == ["Delete list \"Groceries\" and its 1 task?"])
    }

    @Test("B11 B39 confirming deletes the list and its tasks")
    func confirmDeletes() throws {
        let home = Home()
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        #expect(try Fixtures.contents(of: home.service) == [StoredList(title: "Work")])
        #expect(home.view.rowTexts == ["✎ Work"])
        #expect(home.view.selectedIndex == 0)
    }

    @Test("B12 cancelling the question deletes nothing, and a later yes has nothing to delete")
    func cancelKeeps() throws {
        let home = Home()
        home.presenter.didRequestDelete()
        home.presenter.didCancelConfirmation()
        home.presenter.didConfirm()
        #expect(try Fixtures.contents(of: home.service).count == 2)
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work"])
    }

    @Test("B13 open shows the tasks of the selected list")
    func opensList() {
        let home = Home()
        home.presenter.didSelectRow(at: 1)
        home.presenter.didRequestOpen()
        #expect(home.router.routes == ["tasks of Work"])
    }

    @Test("B17 quit closes Home")
    func quits() {
        let home = Home()
        home.presenter.didRequestQuit()
        #expect(home.router.routes == ["quit"])
    }

    @Test("B28 open, rename and delete do nothing when there are no lists")
    func selectionEventsWithoutLists() {
        let home = Home(lists: [])
        home.presenter.didRequestOpen()
        home.presenter.didRequestRename()
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        #expect(home.router.routes.isEmpty)
        #expect(home.view.questions.isEmpty)
    }

    @Test("B23 B27 a change to a task updates the progress and keeps the selected list")
    func progressFollowsTasks() throws {
        let home = Home()
        home.presenter.didSelectRow(at: 1)
        let work = try home.service.summaries()[1].list
        try home.service.addTask(title: "Report", toList: work.id)
        #expect(home.view.rows[1] == DisplayRow(text: "✎ Work", detail: "0/1"))
        #expect(home.view.selectedIndex == 1)
    }

    @Test("B36 a list added by another program shows up")
    func showsExternalChanges() throws {
        let store = TwoProcessStore()
        let home = Home(service: Fixtures.makeService(store: store))
        try store.asOtherProcess { other, _ in try other.addList(title: "Holiday", icon: .travel) }
        home.service.checkForExternalChanges()
        #expect(home.view.rowTexts == ["✈ Holiday"])
    }

    @Test("B34 a delete the service refuses is reported in the status line")
    func reportsFailedDelete() throws {
        let home = Home()
        home.presenter.didRequestDelete()
        let groceries = try home.service.summaries()[0].list
        try home.service.deleteList(id: groceries.id)
        home.presenter.didConfirm()
        #expect(home.view.errors == ["That list no longer exists."])
    }

    @Test("B38 a locked database is reported and the lists shown stay")
    func reportsLockedDatabase() throws {
        let store = TwoProcessStore()
        let home = Home(service: Fixtures.makeService(store: store))
        try home.service.addList(title: "Groceries", icon: .default)
        store.isLockedByOtherProcess = true
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        #expect(home.view.errors == ["The database is busy. Try again."])
        #expect(home.view.rowTexts == ["✎ Groceries"])
    }

    @Test("B38 lists that cannot be read are reported in the status line")
    func reportsFailedRead() throws {
        let service = FailingService(Fixtures.makeService(lists: [("Groceries", [])]))
        service.readFailure = .storage(.locked)
        let home = Home(service: service)
        #expect(home.view.errors == ["The database is busy. Try again."])
        #expect(home.view.emptyState == "No lists yet. Press a to add one.")
    }

    @Test("B67 the selection moves to the last list when the selected one is deleted elsewhere")
    func selectionFollowsDeletion() throws {
        let home = Home()
        home.presenter.didSelectRow(at: 1)
        let work = try home.service.summaries()[1].list
        try home.service.deleteList(id: work.id)
        #expect(home.view.selectedText == "✎ Groceries")
    }

    @Test("B42 the tasks screen opened from Home tells it when the list is gone, and Home says so")
    func saysListIsGone() throws {
        let home = Home()
        home.presenter.didRequestOpen()
        let tasks = TasksPresenter(
            list: try home.service.summaries()[0].list, view: RowsViewSpy(), service: home.service,
            router: home.router, delegate: try #require(home.router.tasksDelegate))
        tasks.start()
        try home.service.deleteList(id: try home.service.summaries()[0].id)
        #expect(home.router.routes == ["tasks of Groceries", "home"])
        #expect(home.view.errors == ["That list no longer exists."])
        #expect(home.view.rowTexts == ["✎ Work"])
    }

    @Test("B67 the selection stays on its list when a list above it is deleted elsewhere")
    func selectionFollowsList() throws {
        let home = Home(lists: [("A", []), ("B", []), ("C", [])])
        home.presenter.didSelectRow(at: 1)
        try home.service.deleteList(id: try home.service.summaries()[0].id)
        #expect(home.view.selectedText == "✎ B")
    }
}
