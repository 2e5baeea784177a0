import TaskListDomain
import TaskListStrings

/// Upcoming's presenter: formats the upcoming tasks its interactor loads, each with its list and due date,
/// decides what each event of the view means, and opens a task's list through its router.
@MainActor
package final class UpcomingPresenter {
    /// The view, held weakly: the view owns the presenter.
    package weak var view: (any UpcomingViewInput)?
    private let interactor: any UpcomingInteractorInput
    private let router: any UpcomingRouterInput
    /// The module that hears when a list opened from Upcoming is gone: Home, where the app then returns.
    private weak var tasksModuleOutput: (any TasksModuleOutput)?
    private var tasks: [UpcomingTask] = []
    /// The task to select once the tasks next arrive: the one an undo brought back.
    private var taskToSelect: TaskItem.ID?

    package init(
        interactor: any UpcomingInteractorInput, router: any UpcomingRouterInput,
        tasksModuleOutput: any TasksModuleOutput
    ) {
        self.interactor = interactor
        self.router = router
        self.tasksModuleOutput = tasksModuleOutput
    }

    /// Fills the view and starts the use cases; the router calls it once the module is wired.
    package func start() {
        view?.showTitle(Strings.Upcoming.title)
        interactor.startObservingChanges()
        interactor.loadUpcomingTasks()
    }

    private func task(at row: Int?) -> UpcomingTask? {
        guard let row, tasks.indices.contains(row) else { return nil }
        return tasks[row]
    }
}

extension UpcomingPresenter: UpcomingViewOutput {
    package func row(at index: Int) -> RowDisplayItem {
        let upcoming = tasks[index]
        return RowDisplayItem(
            id: .task(upcoming.id), text: Strings.Upcoming.row(upcoming),
            detail: Strings.Upcoming.detail(upcoming))
    }

    package func indexOfRow(withID id: RowDisplayItem.ID) -> Int? {
        guard case .task(let taskID) = id else { return nil }
        return tasks.firstIndex { $0.id == taskID }
    }

    package func didRequestToggle(selectedRow: Int?) {
        guard let upcoming = task(at: selectedRow) else { return }
        interactor.toggleTask(upcoming.task)
    }

    package func didRequestOpen(selectedRow: Int?) {
        guard let upcoming = task(at: selectedRow), let tasksModuleOutput else { return }
        router.showTasks(of: upcoming.list, selecting: upcoming.task, output: tasksModuleOutput)
    }

    package func didRequestBack() {
        router.goBack()
    }

    /// Upcoming asks no question, so no answer comes.
    package func didConfirm() {}

    /// Upcoming asks no question, so no answer comes.
    package func didCancelConfirmation() {}

    package func didRequestReload() {
        interactor.loadUpcomingTasks()
    }

    package func didRequestUndo() {
        interactor.undoLastChange()
    }

    package func viewDidLeave() {
        interactor.stop()
    }
}

extension UpcomingPresenter: UpcomingInteractorOutput {
    package func didStartLoadingUpcomingTasks() {
        view?.showLoading()
    }

    package func didLoadUpcomingTasks(_ tasks: [UpcomingTask]) {
        view?.hideLoading()
        self.tasks = tasks
        let selection = taskToSelect.flatMap { id in tasks.firstIndex { $0.id == id } }
        taskToSelect = nil
        guard !tasks.isEmpty else {
            view?.showEmptyState(Strings.Upcoming.emptyState)
            return
        }
        view?.showRows(count: tasks.count)
        if let selection {
            view?.selectRow(at: selection)
        }
    }

    /// Shows no tasks and says why (B80).
    package func didFailToLoadUpcomingTasks(_ error: TaskListError) {
        view?.hideLoading()
        tasks = []
        taskToSelect = nil
        view?.showError(Strings.message(for: error))
        view?.showEmptyState(Strings.Upcoming.emptyState)
    }

    package func didFailToToggleTask(_ error: TaskListError) {
        view?.showError(Strings.message(for: error))
    }

    /// Says what was undone, and selects the task, back in the rows, once they arrive again (B91).
    package func didUndo(_ change: UndoableChange) {
        view?.showStatus(Strings.Undo.undone(change))
        taskToSelect = change.taskID
        interactor.loadUpcomingTasks()
    }

    /// Says why; the change stays to undo again (B93).
    package func didFailToUndo(_ error: TaskListError) {
        view?.showError(Strings.message(for: error))
    }

    package func didFindNothingToUndo() {
        view?.showStatus(Strings.Undo.nothingToUndo)
    }
}
