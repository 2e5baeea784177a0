import TaskListDomain
import Testing
import VIPERLogic

/// Home's presenter wired to spies, started as its router starts it.
@MainActor
private struct Home {
    let view: RowsViewSpy
    let interactor = InteractorSpy()
    let router = RouterSpy()
    let presenter: HomePresenter

    /// Home showing `lists` as if the interactor had loaded them.
    init(
        lists: [TaskListSummary] = [
            Entities.summary(1, "Groceries", done: 2, total: 3), Entities.summary(2, "Work"),
        ]
    ) {
        presenter = HomePresenter(interactor: interactor, router: router)
        view = RowsViewSpy(output: presenter)
        presenter.view = view
        presenter.start()
        presenter.didLoadLists(lists)
    }
}

@Suite("Home presenter")
@MainActor
struct HomePresenterTests {
    @Test("starting shows the title My Lists, then asks the interactor to follow changes and load")
    func start() {
        let home = Home()
        #expect(home.view.title == "My Lists")
        #expect(home.interactor.calls == ["observe changes", "load lists"])
    }

    @Test("B01 formats each list as icon and title, with its progress at the right edge")
    func formatsLists() {
        let home = Home()
        #expect(
            home.view.rows == [
                RowDisplayItem(id: .list(1), text: "✎ Groceries", detail: "2/3"),
                RowDisplayItem(id: .list(2), text: "✎ Work", detail: "0/0"),
            ])
        #expect(home.view.selectedRows.isEmpty)
    }

    @Test("B67 the row of a list is found by its ID; a list not shown, or a task, has none")
    func findsRowByListID() {
        let home = Home()
        #expect(home.presenter.indexOfRow(withID: .list(2)) == 1)
        #expect(home.presenter.indexOfRow(withID: .list(3)) == nil)
        #expect(home.presenter.indexOfRow(withID: .task(2)) == nil)
    }

    @Test("B02 no lists: the empty state")
    func emptyState() {
        let home = Home(lists: [])
        #expect(home.view.emptyState == "No lists yet. Press a to add one.")
        #expect(home.view.rows.isEmpty)
    }

    @Test("B07 add opens the list editor for a new list, reporting back to this presenter")
    func addOpensEditor() {
        let home = Home()
        home.presenter.didRequestAdd()
        #expect(home.router.routes == ["list editor adding"])
        #expect(home.router.listEditorOutput === home.presenter)
    }

    @Test("B07 the list the editor saved is selected once the lists arrive again")
    func selectsSavedList() {
        let home = Home()
        let holiday = Entities.summary(3, "Holiday")
        home.presenter.listEditorDidSave(holiday.list)
        #expect(home.interactor.calls == ["observe changes", "load lists", "load lists"])
        home.presenter.didLoadLists([Entities.summary(1, "Groceries"), Entities.summary(2, "Work"), holiday])
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work", "✎ Holiday"])
        #expect(home.view.selectedRows == [2])
        home.presenter.didLoadLists([holiday, Entities.summary(2, "Work")])
        #expect(home.view.selectedRows == [2])
    }

    @Test("B10 rename opens the list editor for the list in the selected row")
    func renameOpensEditor() {
        let home = Home()
        home.presenter.didRequestRename(selectedRow: 1)
        #expect(home.router.routes == ["list editor renaming Work"])
    }

    @Test("B11 delete asks with the list's title and number of tasks, 1 task in the singular")
    func deleteAsks() {
        let home = Home(lists: [
            Entities.summary(1, "Groceries", total: 3), Entities.summary(2, "Work", total: 1),
        ])
        home.presenter.didRequestDelete(selectedRow: 0)
        home.presenter.didCancelConfirmation()
        home.presenter.didRequestDelete(selectedRow: 1)
        #expect(
            home.view.questions == [
                "Delete list \"Groceries\" and its 3 tasks?", "Delete list \"Work\" and its 1 task?",
            ])
    }

    @Test("B11 B39 yes asks the interactor to delete the list it asked about")
    func confirmDeletes() {
        let home = Home()
        home.presenter.didRequestDelete(selectedRow: 1)
        home.presenter.didConfirm()
        #expect(home.interactor.calls.last == "delete list Work")
    }

    @Test("B12 any other answer deletes nothing, and a later yes has nothing to delete")
    func cancelKeeps() {
        let home = Home()
        home.presenter.didRequestDelete(selectedRow: 0)
        home.presenter.didCancelConfirmation()
        home.presenter.didConfirm()
        #expect(!home.interactor.calls.contains { $0.hasPrefix("delete") })
    }

    @Test("B13 open shows the tasks of the list in the selected row")
    func opensList() {
        let home = Home()
        home.presenter.didRequestOpen(selectedRow: 1)
        #expect(home.router.routes == ["tasks of Work"])
        #expect(home.router.tasksOutput === home.presenter)
    }

    @Test("B86 n opens Upcoming, which tells Home when a list opened from it is gone (B42)")
    func opensUpcoming() {
        let home = Home()
        home.presenter.didRequestUpcoming()
        #expect(home.router.routes == ["upcoming"])
        #expect(home.router.tasksOutput === home.presenter)
        home.router.tasksOutput?.tasksDidFindListDeleted()
        #expect(home.view.errors == ["That list no longer exists."])
    }

    @Test("B42 when the tasks module reports its list gone, Home says so")
    func saysListIsGone() {
        let home = Home()
        home.presenter.didRequestOpen(selectedRow: 0)
        home.router.tasksOutput?.tasksDidFindListDeleted()
        #expect(home.view.errors == ["That list no longer exists."])
    }

    @Test("B17 quit closes Home")
    func quits() {
        let home = Home()
        home.presenter.didRequestQuit()
        #expect(home.router.routes == ["quit"])
    }

    @Test("B28 open, rename and delete do nothing without a selected row")
    func eventsWithoutRow() {
        let home = Home(lists: [])
        home.presenter.didRequestOpen(selectedRow: nil)
        home.presenter.didRequestRename(selectedRow: nil)
        home.presenter.didRequestDelete(selectedRow: nil)
        home.presenter.didConfirm()
        #expect(home.router.routes.isEmpty)
        #expect(home.view.questions.isEmpty)
        #expect(home.interactor.calls == ["observe changes", "load lists"])
    }

    @Test("a row the lists no longer have does nothing")
    func staleRow() {
        let home = Home()
        home.presenter.didRequestOpen(selectedRow: 2)
        #expect(home.router.routes.isEmpty)
    }

    @Test("B34 B78 a delete that failed is shown in the status line, and the rows stay as stored")
    func showsFailedDelete() {
        let home = Home()
        home.presenter.didFailToDeleteList(.storage(.locked))
        home.presenter.didFailToDeleteList(.listNotFound)
        #expect(home.view.errors == ["The database is busy. Try again.", "That list no longer exists."])
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work"])
    }

    @Test("B75 the view shows the rows loading from the moment a read starts until the lists come")
    func showsLoading() {
        let home = Home()
        #expect(!home.view.isLoading)
        home.presenter.didStartLoadingLists()
        #expect(home.view.isLoading)
        #expect(home.view.rowTexts == ["✎ Groceries", "✎ Work"])
        home.presenter.didLoadLists([Entities.summary(2, "Work")])
        #expect(!home.view.isLoading)
        #expect(home.view.rowTexts == ["✎ Work"])
    }

    @Test("B38 B80 a read that failed ends the loading, says why and shows no lists; ctrl-r reads again")
    func failedLoadShowsNoLists() {
        let home = Home()
        home.presenter.didStartLoadingLists()
        home.presenter.didFailToLoadLists(.storage(.locked))
        #expect(!home.view.isLoading)
        #expect(home.view.errors == ["The database is busy. Try again."])
        #expect(home.view.rows.isEmpty)
        home.presenter.didRequestOpen(selectedRow: 0)
        #expect(home.router.routes.isEmpty)
        home.presenter.didRequestReload()
        #expect(home.interactor.calls == ["observe changes", "load lists", "load lists"])
    }

    @Test("B81 while the lists load, the view's events act at once on the lists shown")
    func eventsWhileLoading() {
        let home = Home()
        home.presenter.didStartLoadingLists()
        home.presenter.didRequestOpen(selectedRow: 1)
        home.presenter.didRequestQuit()
        #expect(home.router.routes == ["tasks of Work", "quit"])
    }

    @Test("B90 u asks the interactor to undo; the undone delete says what came back, then selects the list")
    func undoSelectsRestoredList() {
        let home = Home()
        home.presenter.didRequestUndo()
        #expect(home.interactor.calls.last == "undo")
        let groceries = Entities.list(1, "Groceries")
        home.presenter.didUndo(
            .deletedList(DeletedList(list: groceries, tasks: Entities.tasks("Milk", "Eggs"))))
        #expect(home.view.statuses == ["Restored list \"Groceries\" and its 2 tasks."])
        #expect(home.interactor.calls.last == "load lists")
        #expect(home.view.selectedRows.isEmpty)
        home.presenter.didLoadLists([Entities.summary(2, "Work"), Entities.summary(1, "Groceries", total: 2)])
        #expect(home.view.selectedRows == [1])
    }

    @Test("B92 B93 nothing to undo says so; an undo that failed says why")
    func undoFailures() {
        let home = Home()
        home.presenter.didFindNothingToUndo()
        home.presenter.didFailToUndo(.storage(.locked))
        #expect(home.view.statuses == ["Nothing to undo here."])
        #expect(home.view.errors == ["The database is busy. Try again."])
        #expect(home.view.selectedRows.isEmpty)
    }

    @Test("B76 when the view leaves the screen, the presenter stops its interactor")
    func leavingStopsInteractor() {
        let home = Home()
        home.presenter.viewDidLeave()
        #expect(home.interactor.calls == ["observe changes", "load lists", "stop"])
    }
}
