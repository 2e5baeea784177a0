import TaskListDomain
import TaskListStrings

/// Presents Home: owns the lists, the selection, the list waiting for a delete confirmation and the read
/// of the lists in progress; formats every text the view shows, follows the service's changes, records the
/// lists it deleted in the undo history and undoes the last, and routes to other screens.
@MainActor
package final class HomePresenter {
    private weak var view: (any HomeView)?
    private let service: any TaskListService
    private let history: any UndoHistory
    private let router: any HomeRouting
    private var lists = SelectableRows<[TaskListSummary]>()
    private var listPendingDeletion: TaskListSummary?
    private var subscription: ChangeSubscription?
    /// The read of the lists whose answer the screen waits for; a newer read or leaving cancels it.
    private var loading: Task<Void, Never>?

    package init(
        view: any HomeView, service: any TaskListService, history: any UndoHistory, router: any HomeRouting
    ) {
        self.view = view
        self.service = service
        self.history = history
        self.router = router
    }

    /// Shows the title and the lists, and reloads after every change to the data.
    package func start() {
        view?.showTitle(Strings.Home.title)
        subscription = service.observeChanges { [weak self] _ in self?.reload() }
        reload()
    }

    /// Reads the lists, replacing a read still waiting, and shows them when they come, selecting the list
    /// with `listID` if it is among them. The view shows that they are loading meanwhile.
    private func reload(selecting listID: TaskList.ID? = nil) {
        loading?.cancel()
        view?.showLoading(true)
        loading = Task { [weak self, service] in
            do throws(TaskListError) {
                let summaries = try await service.summaries()
                guard !Task.isCancelled else { return }
                self?.show(summaries, selecting: listID)
            } catch {
                guard error != .cancelled, !Task.isCancelled else { return }
                self?.showFailure(error)
            }
        }
    }

    private func show(_ summaries: [TaskListSummary], selecting listID: TaskList.ID?) {
        lists.replace(with: summaries)
        if let index = summaries.firstIndex(where: { $0.list.id == listID }) {
            lists.select(at: index)
        }
        view?.showLoading(false)
        display()
    }

    /// Shows no lists and says why; ctrl-r reads again (B80).
    private func showFailure(_ error: TaskListError) {
        lists.replace(with: [])
        view?.showLoading(false)
        view?.showError(Strings.message(for: error))
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

    package func didRequestUpcoming() {
        router.showUpcoming(delegate: self)
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
        Task { [weak self, service, history] in
            do throws(TaskListError) {
                let deleted = try await service.deleteList(id: summary.list.id)
                history.record(.deletedList(deleted), on: .home)
            } catch {
                self?.view?.showError(Strings.message(for: error))
            }
        }
    }

    package func didCancelConfirmation() {
        listPendingDeletion = nil
    }

    package func didRequestReload() {
        reload()
    }

    /// Puts back the last list deleted on Home with its tasks and selects it once the lists are read again,
    /// or says why not and keeps it to try again (B90, B92, B93).
    package func didRequestUndo() {
        guard let change = history.takeChange(on: .home) else {
            view?.showStatus(Strings.Undo.nothingToUndo)
            return
        }
        Task { [weak self, service, history] in
            do throws(TaskListError) {
                try await service.undo(change)
                self?.view?.showStatus(Strings.Undo.undone(change))
                if case .deletedList(let deleted) = change {
                    self?.reload(selecting: deleted.list.id)
                }
            } catch {
                history.putBack(change, on: .home)
                self?.view?.showError(Strings.message(for: error))
            }
        }
    }

    package func viewDidDisappear() {
        loading?.cancel()
    }
}

extension HomePresenter: ListEditorPresenterDelegate {
    /// Selects the saved list once the lists are read again: the read its change started may not have
    /// answered yet, so this one replaces it.
    package func listEditorPresenter(_ presenter: ListEditorPresenter, didSave list: TaskList) {
        reload(selecting: list.id)
    }
}

extension HomePresenter: TasksPresenterDelegate {
    /// Says why the tasks screen closed, opened from Home or from Upcoming (B42).
    package func tasksPresenterDidFindListDeleted(_ presenter: TasksPresenter) {
        view?.showError(Strings.message(for: .listNotFound))
    }
}
