import TaskListDomain
import TaskListStrings

/// Presents Home: owns the lists, the selection and the list waiting for a delete confirmation,
/// formats every text the view shows, follows the service's changes and routes to other screens.
package final class HomePresenter {
    private weak var view: (any HomeView)?
    private let service: any TaskListService
    private let router: any HomeRouting
    private var lists = SelectableRows<[TaskListSummary]>()
    private var listPendingDeletion: TaskListSummary?
    private var subscription: ChangeSubscription?

    package init(view: any HomeView, service: any TaskListService, router: any HomeRouting) {
        self.view = view
        self.service = service
        self.router = router
    }

    /// Shows the title and the lists, and reloads after every change to the data.
    package func start() {
        view?.showTitle(Strings.Home.title)
        subscription = service.observeChanges { [weak self] _ in self?.reload() }
        reload()
    }

    private func reload() {
        do {
            lists.replace(with: try service.summaries())
        } catch {
            view?.showError(Strings.message(for: error))
        }
        display()
    }

    private func display() {
        guard let selectedIndex = lists.selectedIndex else {
            view?.showEmptyState(Strings.Home.emptyState)
            return
        }
        view?.reloadRows(count: lists.items.count, selectedIndex: selectedIndex)
    }
}

extension HomePresenter: HomePresenting {
    package func row(at index: Int) -> DisplayRow {
        let summary = lists.items[index]
        return DisplayRow(
            text: Strings.Home.row(summary.list),
            detail: Strings.Home.progress(done: summary.doneCount, total: summary.totalCount)
        )
    }

    package func didSelectRow(at index: Int) {
        lists.select(at: index)
    }

    package func didRequestAdd() {
        router.showListEditor(.add, delegate: self)
    }

    package func didRequestOpen() {
        guard let summary = lists.selectedItem else { return }
        router.showTasks(of: summary.list, delegate: self)
    }

    package func didRequestRename() {
        guard let summary = lists.selectedItem else { return }
        router.showListEditor(.rename(summary.list), delegate: self)
    }

    package func didRequestDelete() {
        guard let summary = lists.selectedItem else { return }
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
        do {
            try service.deleteList(id: summary.list.id)
        } catch {
            view?.showError(Strings.message(for: error))
        }
    }

    package func didCancelConfirmation() {
        listPendingDeletion = nil
    }
}

extension HomePresenter: ListEditorPresenterDelegate {
    /// Selects the saved list. `lists` already holds it: the service notified this presenter, which
    /// reloaded, before the editor's save returned, because change notifications are synchronous.
    package func listEditorPresenter(_ presenter: ListEditorPresenter, didSave list: TaskList) {
        guard let index = lists.items.firstIndex(where: { $0.list.id == list.id }) else { return }
        lists.select(at: index)
        display()
    }
}

extension HomePresenter: TasksPresenterDelegate {
    /// Says why the tasks screen closed (B42).
    package func tasksPresenterDidFindListDeleted(_ presenter: TasksPresenter) {
        view?.showError(Strings.message(for: .listNotFound))
    }
}
