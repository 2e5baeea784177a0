import TaskListDomain
import TaskListStrings

/// Home's presenter: formats the lists its interactor loads, decides what each event of the view means,
/// asks before a delete, and sends the user on through its router.
@MainActor
package final class HomePresenter {
    /// The view, held weakly: the view owns the presenter.
    package weak var view: (any HomeViewInput)?
    private let interactor: any HomeInteractorInput
    private let router: any HomeRouterInput
    private var lists: [TaskListSummary] = []
    private var listPendingDeletion: TaskListSummary?
    /// The list to select once the lists next arrive: the one the list editor saved.
    private var listToSelect: TaskList.ID?

    package init(interactor: any HomeInteractorInput, router: any HomeRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    /// Fills the view and starts the use cases; the router calls it once the module is wired.
    package func start() {
        view?.showTitle(Strings.Home.title)
        interactor.startObservingChanges()
        interactor.loadLists()
    }

    private func list(at row: Int?) -> TaskListSummary? {
        guard let row, lists.indices.contains(row) else { return nil }
        return lists[row]
    }
}

extension HomePresenter: HomeViewOutput {
    package func row(at index: Int) -> RowDisplayItem {
        let summary = lists[index]
        return RowDisplayItem(
            id: .list(summary.id),
            text: Strings.Home.row(summary.list),
            detail: Strings.Home.progress(done: summary.doneCount, total: summary.totalCount))
    }

    package func indexOfRow(withID id: RowDisplayItem.ID) -> Int? {
        guard case .list(let listID) = id else { return nil }
        return lists.firstIndex { $0.id == listID }
    }

    package func didRequestAdd() {
        router.showListEditor(.add, output: self)
    }

    package func didRequestOpen(selectedRow: Int?) {
        guard let summary = list(at: selectedRow) else { return }
        router.showTasks(of: summary.list, output: self)
    }

    package func didRequestUpcoming() {
        router.showUpcoming(output: self)
    }

    package func didRequestRename(selectedRow: Int?) {
        guard let summary = list(at: selectedRow) else { return }
        router.showListEditor(.rename(summary.list), output: self)
    }

    package func didRequestDelete(selectedRow: Int?) {
        guard let summary = list(at: selectedRow) else { return }
        listPendingDeletion = summary
        view?.askConfirmation(
            Strings.Home.deletePrompt(title: summary.list.title, taskCount: summary.totalCount))
    }

    package func didRequestQuit() {
        router.quit()
    }

    package func didConfirm() {
        guard let summary = listPendingDeletion else { return }
        listPendingDeletion = nil
        interactor.deleteList(summary.list)
    }

    package func didCancelConfirmation() {
        listPendingDeletion = nil
    }

    package func didRequestReload() {
        interactor.loadLists()
    }

    package func didRequestUndo() {
        interactor.undoLastChange()
    }

    package func viewDidLeave() {
        interactor.stop()
    }
}

extension HomePresenter: HomeInteractorOutput {
    package func didStartLoadingLists() {
        view?.showLoading()
    }

    package func didLoadLists(_ lists: [TaskListSummary]) {
        view?.hideLoading()
        self.lists = lists
        let selection = listToSelect.flatMap { id in lists.firstIndex { $0.list.id == id } }
        listToSelect = nil
        guard !lists.isEmpty else {
            view?.showEmptyState(Strings.Home.emptyState)
            return
        }
        view?.showRows(count: lists.count)
        if let selection {
            view?.selectRow(at: selection)
        }
    }

    /// Shows no lists and says why (B80).
    package func didFailToLoadLists(_ error: TaskListError) {
        view?.hideLoading()
        lists = []
        listToSelect = nil
        view?.showError(Strings.message(for: error))
        view?.showEmptyState(Strings.Home.emptyState)
    }

    package func didFailToDeleteList(_ error: TaskListError) {
        view?.showError(Strings.message(for: error))
    }

    /// Says what came back, and selects the restored list once the lists arrive again (B90).
    package func didUndo(_ change: UndoableChange) {
        view?.showStatus(Strings.Undo.undone(change))
        if case .deletedList(let deleted) = change {
            listToSelect = deleted.list.id
            interactor.loadLists()
        }
    }

    /// Says why; the change stays to undo again (B93).
    package func didFailToUndo(_ error: TaskListError) {
        view?.showError(Strings.message(for: error))
    }

    package func didFindNothingToUndo() {
        view?.showStatus(Strings.Undo.nothingToUndo)
    }
}

extension HomePresenter: ListEditorModuleOutput {
    /// Loads the lists again and selects the saved one when they arrive, without counting on the service
    /// having told of the change already.
    package func listEditorDidSave(_ list: TaskList) {
        listToSelect = list.id
        interactor.loadLists()
    }
}

extension HomePresenter: TasksModuleOutput {
    /// Says why the tasks module closed (B42).
    package func tasksDidFindListDeleted() {
        view?.showError(Strings.message(for: .listNotFound))
    }
}
