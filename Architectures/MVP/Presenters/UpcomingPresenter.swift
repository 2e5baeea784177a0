import TaskListDomain
import TaskListStrings

/// Presents Upcoming: owns the tasks still to do that have a due date, across every list, the selection
/// and the read of them in progress; formats every text the view shows, reads again after every change to
/// the data (B89), toggles and routes to the selected task's list.
@MainActor
package final class UpcomingPresenter {
    private weak var view: (any UpcomingView)?
    private let service: any TaskListService
    private let router: any UpcomingRouting
    /// Who hears that a list opened from Upcoming is gone: the screen the app returns to then (B42).
    private weak var listDelegate: (any TasksPresenterDelegate)?
    private var tasks = SelectableRows<[UpcomingTask]>()
    private var subscription: ChangeSubscription?
    /// The read of the tasks whose answer the screen waits for; a newer read or leaving cancels it.
    private var loading: Task<Void, Never>?

    package init(
        view: any UpcomingView, service: any TaskListService, router: any UpcomingRouting,
        listDelegate: any TasksPresenterDelegate
    ) {
        self.view = view
        self.service = service
        self.router = router
        self.listDelegate = listDelegate
    }

    /// Shows the title and the tasks, and reloads after every change to the data, in any list.
    package func start() {
        view?.showTitle(Strings.Upcoming.title)
        subscription = service.observeChanges { [weak self] _ in self?.reload() }
        reload()
    }

    /// Reads the tasks, replacing a read still waiting, and shows them when they come. The view shows that
    /// they are loading meanwhile.
    private func reload() {
        loading?.cancel()
        view?.showLoading(true)
        loading = Task { [weak self, service] in
            do throws(TaskListError) {
                let upcoming = try await service.upcomingTasks()
                guard !Task.isCancelled else { return }
                self?.show(upcoming)
            } catch {
                guard error != .cancelled, !Task.isCancelled else { return }
                self?.showFailure(error)
            }
        }
    }

    /// Shows `upcoming`, the selection kept on its task while it is there (B67).
    private func show(_ upcoming: [UpcomingTask]) {
        tasks.replace(with: upcoming)
        view?.showLoading(false)
        display()
    }

    /// Shows no tasks and says why; ctrl-r reads again (B80).
    private func showFailure(_ error: TaskListError) {
        tasks.replace(with: [])
        view?.showLoading(false)
        view?.showError(Strings.message(for: error))
        display()
    }

    private func display() {
        guard let selectedIndex = tasks.selectedIndex else {
            view?.showEmptyState(Strings.Upcoming.emptyState)
            return
        }
        view?.reloadRows(count: tasks.items.count, selectedIndex: selectedIndex)
    }
}

extension UpcomingPresenter: UpcomingPresenting {
    package func row(at index: Int) -> DisplayRow {
        let upcoming = tasks.items[index]
        return DisplayRow(text: Strings.Upcoming.row(upcoming), detail: Strings.Upcoming.detail(upcoming))
    }

    package func didSelectRow(at index: Int) {
        tasks.select(at: index)
    }

    /// Toggles the selected task; it leaves the rows when the change the answer brings reloads them (B87),
    /// and a failure shows in the status line (B78).
    package func didRequestToggle() {
        guard let upcoming = tasks.selectedItem else { return }
        Task { [weak self, service] in
            do throws(TaskListError) {
                try await service.toggleTask(id: upcoming.id)
            } catch {
                self?.view?.showError(Strings.message(for: error))
            }
        }
    }

    /// Opens the selected task's list with the task selected (B88).
    package func didRequestOpen() {
        guard let upcoming = tasks.selectedItem, let listDelegate else { return }
        router.showTasks(of: upcoming.list, selecting: upcoming.id, delegate: listDelegate)
    }

    package func didRequestBack() {
        router.goBack()
    }

    /// Upcoming asks no question, so no answer comes.
    package func didConfirm() {}

    /// Upcoming asks no question, so no answer comes.
    package func didCancelConfirmation() {}

    package func didRequestReload() {
        reload()
    }

    package func viewDidDisappear() {
        loading?.cancel()
    }
}
