import TaskListDomain
import TaskListStrings

/// Presents Upcoming: owns the tasks still to do that have a due date, across every list, the selection
/// and the read of them in progress; formats every text the view shows, reads again after every change to
/// the data (B89), toggles, records its toggles in the undo history and undoes the last, and routes to the
/// selected task's list.
@MainActor
package final class UpcomingPresenter {
    private weak var view: (any UpcomingView)?
    private let service: any TaskListService
    private let history: any UndoHistory
    private let router: any UpcomingRouting
    /// Who hears that a list opened from Upcoming is gone: the screen the app returns to then (B42).
    private weak var listDelegate: (any TasksPresenterDelegate)?
    private var tasks = SelectableRows<[UpcomingTask]>()
    private var subscription: ChangeSubscription?
    /// The read of the tasks whose answer the screen waits for; a newer read or leaving cancels it.
    private var loading: Task<Void, Never>?

    package init(
        view: any UpcomingView, service: any TaskListService, history: any UndoHistory,
        router: any UpcomingRouting, listDelegate: any TasksPresenterDelegate
    ) {
        self.view = view
        self.service = service
        self.history = history
        self.router = router
        self.listDelegate = listDelegate
    }

    /// Shows the title and the tasks, and reloads after every change to the data, in any list.
    package func start() {
        view?.showTitle(Strings.Upcoming.title)
        subscription = service.observeChanges { [weak self] _ in self?.reload() }
        reload()
    }

    /// Reads the tasks, replacing a read still waiting, and shows them when they come, selecting the task
    /// with `taskID` if it is among them. The view shows that they are loading meanwhile.
    private func reload(selecting taskID: TaskItem.ID? = nil) {
        loading?.cancel()
        view?.showLoading(true)
        loading = Task { [weak self, service] in
            do throws(TaskListError) {
                let upcoming = try await service.upcomingTasks()
                guard !Task.isCancelled else { return }
                self?.show(upcoming, selecting: taskID)
            } catch {
                guard error != .cancelled, !Task.isCancelled else { return }
                self?.showFailure(error)
            }
        }
    }

    /// Shows `upcoming`, the selection on the task with `taskID` if it is there, else kept on its task (B67).
    private func show(_ upcoming: [UpcomingTask], selecting taskID: TaskItem.ID?) {
        tasks.replace(with: upcoming)
        if let index = upcoming.firstIndex(where: { $0.id == taskID }) {
            tasks.select(at: index)
        }
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
        Task { [weak self, service, history] in
            do throws(TaskListError) {
                let toggled = try await service.toggleTask(id: upcoming.id)
                history.record(.toggledTask(toggled), on: .upcoming)
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

    /// Takes back the last toggle made on Upcoming and selects the task once it is back in the rows, or says
    /// why not and keeps it to try again (B91, B92, B93).
    package func didRequestUndo() {
        guard let change = history.takeChange(on: .upcoming) else {
            view?.showStatus(Strings.Undo.nothingToUndo)
            return
        }
        Task { [weak self, service, history] in
            do throws(TaskListError) {
                try await service.undo(change)
                self?.view?.showStatus(Strings.Undo.undone(change))
                if case .toggledTask(let task) = change {
                    self?.reload(selecting: task.id)
                }
            } catch {
                history.putBack(change, on: .upcoming)
                self?.view?.showError(Strings.message(for: error))
            }
        }
    }

    package func viewDidDisappear() {
        loading?.cancel()
    }
}
