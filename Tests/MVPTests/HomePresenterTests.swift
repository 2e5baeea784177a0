import TaskListDomain
import TestSupport
import Testing

@testable import MVPPresenters

/// A Home presenter wired to spies, started the way the router starts it, on a service that answers
/// `latency` late (at once by default) and whose answers so far have come.
@MainActor
private struct Home {
    let view = RowsViewSpy()
    let router = RouterSpy()
    let history = UndoHistorySpy()
    let store: any TaskStore
    /// The service doing the work, waiting on a virtual clock.
    let real: StoreTaskListService
    /// The service the presenter uses: the real one, whose reads a test can make fail.
    let service: FailingService
    let presenter: HomePresenter

    init(
        lists: [(String, [String])] = [("Groceries", ["x Milk", "Eggs", "x Bread"]), ("Work", [])],
        latency: Duration = .zero
    ) async {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: lists)
        await self.init(store: store, latency: latency)
    }

    /// On `store`; with `readFailure`, every read fails from the first.
    init(store: any TaskStore, latency: Duration = .zero, readFailure: TaskListError? = nil) async {
        self.store = store
        real = Fixtures.makeService(store: store, conditions: ServiceConditions(latency: latency))
        service = FailingService(real)
        service.readFailure = readFailure
        presenter = HomePresenter(view: view, service: service, history: history, router: router)
        view.presenter = presenter
        presenter.start()
        await real.settle()
    }

    /// Lets the work started so far run without time passing.
    func settle() async {
        await real.settle()
    }

    /// Plays the list editor the presenter asked the router for: types `title`, saves, and lets it answer.
    func saveListEditor(title: String) async throws {
        let editorView = EditorViewSpy()
        let editor = ListEditorPresenter(
            mode: try #require(router.listEditorMode), view: editorView, service: service, router: router,
            delegate: try #require(router.listEditorDelegate))
        editor.start()
        editorView.enteredTitle = title
        editor.didRequestSave()
        await settle()
    }
}

@MainActor
@Suite("Home presenter")
struct HomePresenterTests {
    @Test("B01 shows every list with its icon, title and progress, under the title My Lists")
    func showsLists() async {
        let home = await Home()
        #expect(home.view.title == "My Lists")
        #expect(
            home.view.rows == [
                DisplayRow(text: "✎ Groceries", detail: "2/3"),
                DisplayRow(text: "✎ Work", detail: "0/0"),
            ])
        #expect(home.view.selectedIndex == 0)
    }

    @Test("B02 shows the empty state when there are no lists")
    func emptyState() async {
        let home = await Home(lists: [])
        #expect(home.view.emptyState == "No lists yet. Press a to add one.")
        #expect(home.view.rows.isEmpty)
    }

    @Test("B07 add opens the list editor for a new list")
    func addOpensEditor() async {
        let home = await Home()
        home.presenter.didRequestAdd()
        #expect(home.router.routes == ["list editor adding"])
    }

    @Test("B07 the list the editor added is shown and selected")
    func selectsAddedList() async throws {
        let home = await Home()
        home.presenter.didRequestAdd()
        try await home.saveListEditor(title: "Holiday")
        #expect(home.router.routes == ["list editor adding", "dismiss editor"])
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work", "✎ Holiday"])
        #expect(home.view.selectedText == "✎ Holiday")
    }

    @Test("B10 rename opens the list editor for the selected list")
    func renameOpensEditor() async {
        let home = await Home()
        home.presenter.didSelectRow(at: 1)
        home.presenter.didRequestRename()
        #expect(home.router.routes == ["list editor renaming Work"])
    }

    @Test("B10 the renamed list stays selected under its new title")
    func selectsRenamedList() async throws {
        let home = await Home()
        home.presenter.didSelectRow(at: 1)
        home.presenter.didRequestRename()
        try await home.saveListEditor(title: "Office")
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Office"])
        #expect(home.view.selectedText == "✎ Office")
    }

    @Test("B11 delete asks with the list's title and number of tasks")
    func deleteAsks() async {
        let home = await Home()
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
    func deleteAsksSingular() async {
        let home = await Home(lists: [("Groceries", ["Milk"])])
        home.presenter.didRequestDelete()
        #expect(home.view.questions == ["Delete list \"Groceries\" and its 1 task?"])
    }

    @Test("B11 B39 confirming deletes the list and its tasks")
    func confirmDeletes() async throws {
        let home = await Home()
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        await home.settle()
        #expect(try await Fixtures.contents(of: home.service) == [StoredList(title: "Work")])
        #expect(home.view.rowTexts == ["✎ Work"])
        #expect(home.view.selectedIndex == 0)
    }

    @Test("B12 cancelling the question deletes nothing, and a later yes has nothing to delete")
    func cancelKeeps() async throws {
        let home = await Home()
        home.presenter.didRequestDelete()
        home.presenter.didCancelConfirmation()
        home.presenter.didConfirm()
        await home.settle()
        #expect(try await Fixtures.contents(of: home.service).count == 2)
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work"])
    }

    @Test("B13 open shows the tasks of the selected list")
    func opensList() async {
        let home = await Home()
        home.presenter.didSelectRow(at: 1)
        home.presenter.didRequestOpen()
        #expect(home.router.routes == ["tasks of Work"])
    }

    @Test(
        "B86 upcoming opens Upcoming, whatever is selected, and Home hears when a list opened there is gone")
    func opensUpcoming() async throws {
        let home = await Home(lists: [])
        home.presenter.didRequestUpcoming()
        #expect(home.router.routes == ["upcoming"])
        #expect(home.router.tasksDelegate === home.presenter)
    }

    @Test("B17 quit closes Home")
    func quits() async {
        let home = await Home()
        home.presenter.didRequestQuit()
        #expect(home.router.routes == ["quit"])
    }

    @Test("B28 open, rename and delete do nothing when there are no lists")
    func selectionEventsWithoutLists() async {
        let home = await Home(lists: [])
        home.presenter.didRequestOpen()
        home.presenter.didRequestRename()
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        await home.settle()
        #expect(home.router.routes.isEmpty)
        #expect(home.view.questions.isEmpty)
    }

    @Test("B23 B27 a change to a task updates the progress and keeps the selected list")
    func progressFollowsTasks() async throws {
        let home = await Home()
        home.presenter.didSelectRow(at: 1)
        let work = try await home.service.summaries()[1].list
        _ = try await home.service.addTask(title: "Report", toList: work.id)
        await home.settle()
        #expect(home.view.rows[1] == DisplayRow(text: "✎ Work", detail: "0/1"))
        #expect(home.view.selectedIndex == 1)
    }

    @Test("B36 a list added by another program shows up")
    func showsExternalChanges() async throws {
        let store = TwoProcessStore()
        let home = await Home(store: store)
        try store.asOtherProcess { other, _ in try other.addList(title: "Holiday", icon: .travel) }
        await home.service.checkForExternalChanges()
        await home.settle()
        #expect(home.view.rowTexts == ["✈ Holiday"])
    }

    @Test("B34 a delete the service refuses is reported in the status line")
    func reportsFailedDelete() async throws {
        let home = await Home()
        home.presenter.didRequestDelete()
        let groceries = try await home.service.summaries()[0].list
        try await home.service.deleteList(id: groceries.id)
        home.presenter.didConfirm()
        await home.settle()
        #expect(home.view.errors == ["That list no longer exists."])
    }

    @Test("B38 a locked database is reported and the lists shown stay")
    func reportsLockedDatabase() async throws {
        let store = TwoProcessStore()
        let home = await Home(store: store)
        _ = try await home.service.addList(title: "Groceries", icon: .default)
        await home.settle()
        store.isLockedByOtherProcess = true
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        await home.settle()
        #expect(home.view.errors == ["The database is busy. Try again."])
        #expect(home.view.rowTexts == ["✎ Groceries"])
    }

    @Test("B38 lists that cannot be read are reported in the status line")
    func reportsFailedRead() async throws {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", [])])
        let home = await Home(store: store, readFailure: .storage(.locked))
        #expect(home.view.errors == ["The database is busy. Try again."])
        #expect(home.view.emptyState == "No lists yet. Press a to add one.")
    }

    @Test("B67 the selection moves to the last list when the selected one is deleted elsewhere")
    func selectionFollowsDeletion() async throws {
        let home = await Home()
        home.presenter.didSelectRow(at: 1)
        let work = try await home.service.summaries()[1].list
        try await home.service.deleteList(id: work.id)
        await home.settle()
        #expect(home.view.selectedText == "✎ Groceries")
    }

    @Test("B42 the tasks screen opened from Home tells it when the list is gone, and Home says so")
    func saysListIsGone() async throws {
        let home = await Home()
        home.presenter.didRequestOpen()
        let tasks = TasksPresenter(
            list: try await home.service.summaries()[0].list, view: RowsViewSpy(), service: home.service,
            history: home.history, router: home.router, delegate: try #require(home.router.tasksDelegate))
        tasks.start()
        await home.settle()
        try await home.service.deleteList(id: try await home.service.summaries()[0].id)
        await home.settle()
        #expect(home.router.routes == ["tasks of Groceries", "home"])
        #expect(home.view.errors == ["That list no longer exists."])
        #expect(home.view.rowTexts == ["✎ Work"])
    }

    @Test("B67 the selection stays on its list when a list above it is deleted elsewhere")
    func selectionFollowsList() async throws {
        let home = await Home(lists: [("A", []), ("B", []), ("C", [])])
        home.presenter.didSelectRow(at: 1)
        try await home.service.deleteList(id: try await home.service.summaries()[0].id)
        await home.settle()
        #expect(home.view.selectedText == "✎ B")
    }

    @Test("B75 while the lists are read the view shows them loading, with no empty state, until they come")
    func showsListsLoading() async {
        let home = await Home(latency: .milliseconds(500))
        #expect(home.view.title == "My Lists")
        #expect(home.view.isLoading)
        #expect(home.view.emptyState == nil)
        #expect(home.view.updateCount == 0)
        await home.real.wait(.milliseconds(499))
        #expect(home.view.isLoading)
        await home.real.wait(.milliseconds(1))
        #expect(!home.view.isLoading)
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work"])
    }

    @Test(
        "B76 a newer read replaces one still waiting: the older one is cancelled and its answer never shown")
    func newerReadReplacesOlder() async {
        let home = await Home(latency: .milliseconds(500))
        await home.real.wait(.milliseconds(300))
        home.presenter.didRequestReload()
        await home.settle()
        #expect(home.real.callsInFlight == 1)
        await home.real.wait(.milliseconds(300))
        #expect(home.view.updateCount == 0)
        #expect(home.view.isLoading)
        await home.real.wait(.milliseconds(200))
        #expect(home.view.updateCount == 1)
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work"])
    }

    @Test(
        "B76 a read replaced before it answered says nothing when it fails: only the newer one's failure shows"
    )
    func replacedReadFailsSilently() async {
        let home = await Home()
        home.service.readFailure = .storage(.locked)
        home.presenter.didRequestReload()
        home.presenter.didRequestReload()
        await home.settle()
        #expect(home.view.errors == ["The database is busy. Try again."])
    }

    @Test("B76 leaving the screen cancels the read of the lists, and its answer is never shown")
    func leavingCancelsRead() async {
        let home = await Home(latency: .milliseconds(500))
        home.presenter.viewDidDisappear()
        await home.settle()
        #expect(home.real.callsInFlight == 0)
        await home.real.wait(.seconds(1))
        #expect(home.view.updateCount == 0)
        #expect(home.view.errors.isEmpty)
    }

    @Test("B77 a delete shows when its answer comes, not before")
    func deleteShowsWhenAnswered() async throws {
        let home = await Home(latency: .milliseconds(500))
        await home.real.wait(.milliseconds(500))
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        await home.real.wait(.milliseconds(499))
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work"])
        await home.real.wait(.milliseconds(1))
        #expect(home.view.isLoading)
        await home.real.wait(.milliseconds(500))
        #expect(home.view.rowTexts == ["✎ Work"])
        #expect(try Fixtures.contents(of: home.store) == [StoredList(title: "Work")])
    }

    @Test("B78 a delete that fails says why, and the lists shown are those stored")
    func failedDeleteChangesNothing() async throws {
        let home = await Home(latency: .milliseconds(500))
        await home.real.wait(.milliseconds(500))
        home.real.conditions.failsWrites = true
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        await home.real.wait(.seconds(1))
        #expect(home.view.errors == ["The database is busy. Try again."])
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work"])
        #expect(try Fixtures.contents(of: home.store).count == 2)
    }

    @Test("B80 a read that fails shows no lists and says why; a reload shows them once a read succeeds")
    func reloadAfterFailedRead() async {
        let home = await Home(lists: [("Groceries", [])])
        home.service.readFailure = .storage(.locked)
        home.presenter.didRequestReload()
        await home.settle()
        #expect(home.view.errors == ["The database is busy. Try again."])
        #expect(home.view.rows.isEmpty)
        #expect(!home.view.isLoading)
        home.service.readFailure = nil
        home.presenter.didRequestReload()
        await home.settle()
        #expect(home.view.rowTexts == ["✎ Groceries"])
    }

    @Test("B81 while the lists are read again, moving the selection and opening a list answer at once")
    func actsWhileReading() async {
        let home = await Home(latency: .milliseconds(500))
        await home.real.wait(.milliseconds(500))
        home.presenter.didRequestReload()
        home.presenter.didSelectRow(at: 1)
        home.presenter.didRequestOpen()
        #expect(home.router.routes == ["tasks of Work"])
        await home.real.wait(.milliseconds(500))
        #expect(home.view.selectedText == "✎ Work")
    }

    @Test("B90 a list deleted on Home is recorded once the delete answered, with its tasks in their order")
    func recordsDeletedList() async throws {
        let home = await Home(latency: .milliseconds(500))
        await home.real.wait(.milliseconds(500))
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        await home.real.wait(.milliseconds(499))
        #expect(home.history.changes.isEmpty)
        await home.real.wait(.milliseconds(1))
        guard case .deletedList(let deleted) = home.history.changes[.home] else {
            Issue.record("no deleted list recorded on Home")
            return
        }
        #expect(deleted.list.title == "Groceries")
        #expect(deleted.tasks.map(\.title) == ["Milk", "Eggs", "Bread"])
    }

    @Test("B90 undo puts the list back in its place with its tasks, selects it and says so")
    func undoesDeletedList() async throws {
        let home = await Home()
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        await home.settle()
        home.presenter.didSelectRow(at: 0)
        home.presenter.didRequestUndo()
        await home.settle()
        #expect(home.view.statuses == ["Restored list \"Groceries\" and its 3 tasks."])
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work"])
        #expect(home.view.selectedText == "✎ Groceries")
        #expect(
            try Fixtures.contents(of: home.store)[0].tasks.map(\.title) == ["Milk", "Eggs", "Bread"])
        #expect(home.history.changes.isEmpty)
    }

    @Test("B92 undo with nothing deleted on Home says there is nothing to undo, and sends nothing")
    func nothingToUndo() async throws {
        let home = await Home()
        home.history.changes[.tasks(ofList: try await home.service.summaries()[0].id)] = .deletedList(
            DeletedList(list: try await home.service.summaries()[1].list, tasks: []))
        home.presenter.didRequestUndo()
        await home.settle()
        #expect(home.view.statuses == ["Nothing to undo here."])
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work"])
    }

    @Test("B93 an undo on Home that fails says why in the status line and brings nothing back")
    func failedUndoSaysWhy() async throws {
        let home = await Home()
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        await home.settle()
        home.real.conditions.failsWrites = true
        home.presenter.didRequestUndo()
        await home.settle()
        #expect(home.view.errors == ["The database is busy. Try again."])
        #expect(home.view.statuses.isEmpty)
        #expect(home.view.rowTexts == ["✎ Work"])
    }

    @Test(
        "B78 B93 a delete that fails records nothing; an undo that fails says why and keeps the list to undo")
    func failedUndoKeepsChange() async throws {
        let home = await Home()
        home.real.conditions.failsWrites = true
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        await home.settle()
        #expect(home.history.changes.isEmpty)
        home.real.conditions.failsWrites = false
        home.presenter.didRequestDelete()
        home.presenter.didConfirm()
        await home.settle()
        home.real.conditions.failsWrites = true
        home.presenter.didRequestUndo()
        await home.settle()
        #expect(home.view.errors.last == "The database is busy. Try again.")
        #expect(home.view.rowTexts == ["✎ Work"])
        #expect(home.history.changes[.home] != nil)
        home.real.conditions.failsWrites = false
        home.presenter.didRequestUndo()
        await home.settle()
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work"])
    }
}
