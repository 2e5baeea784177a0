import TaskListDomain
import TaskListStrings

/// The tasks module's presenter: owns the filter, formats the list and the tasks its interactor loads,
/// decides what each event of the view means, asks before a delete, and routes to the task editor.
package final class TasksPresenter {
    /// Which row to select once the tasks next arrive.
    private enum PendingSelection {
        case firstRow
        case task(TaskItem.ID)
    }

    /// The view, held weakly: the view owns the presenter.
    package weak var view: (any TasksViewInput)?
    private let interactor: any TasksInteractorInput
    private let router: any TasksRouterInput
    private weak var moduleOutput: (any TasksModuleOutput)?
    private var list: TaskList
    private var filter = TaskFilter.all
    private var tasks: [TaskItem] = []
    private var taskPendingDeletion: TaskItem?
    private var pendingSelection: PendingSelection?

    package init(
        list: TaskList, interactor: any TasksInteractorInput, router: any TasksRouterInput,
        moduleOutput: any TasksModuleOutput
    ) {
        self.list = list
        self.interactor = interactor
        self.router = router
        self.moduleOutput = moduleOutput
    }

    /// Starts the use cases, which fill the view; the router calls it once the module is wired.
    package func start() {
        interactor.startObservingChanges()
        interactor.loadTasks(matching: filter)
    }

    private func task(at row: Int?) -> TaskItem? {
        guard let row, tasks.indices.contains(row) else { return nil }
        return tasks[row]
    }

    private func display() {
        view?.showTitle(Strings.Tasks.title(list, filter: filter))
        guard !tasks.isEmpty else {
            view?.showEmptyState(Strings.Tasks.emptyState(for: filter))
            return
        }
        view?.show(rows: tasks.map { RowDisplayItem(id: $0.id, text: Strings.Tasks.row($0)) })
    }

    private func selectPendingRow() {
        defer { pendingSelection = nil }
        let row: Int? =
            switch pendingSelection {
            case .firstRow: tasks.indices.first
            case .task(let id): tasks.firstIndex { $0.id == id }
            case nil: nil
            }
        if let row {
            view?.selectRow(at: row)
        }
    }
}

extension TasksPresenter: TasksViewOutput {
    package func didRequestAdd() {
        router.showTaskEditor(.add(toList: list.id), output: self)
    }

    package func didRequestToggle(selectedRow: Int?) {
        guard let task = task(at: selectedRow) else { return }
        interactor.toggleTask(task)
    }

    package func didRequestEdit(selectedRow: Int?) {
        guard let task = task(at: selectedRow) else { return }
        router.showTaskEditor(.edit(task), output: self)
    }

    package func didRequestDelete(selectedRow: Int?) {
        guard let task = task(at: selectedRow) else { return }
        taskPendingDeletion = task
        view?.askConfirmation(Strings.Tasks.deletePrompt(title: task.title))
    }

    package func didRequestNextFilter() {
        filter = filter.next
        pendingSelection = .firstRow
        interactor.loadTasks(matching: filter)
    }

    package func didRequestBack() {
        router.goBack()
    }

    package func didConfirm() {
        guard let task = taskPendingDeletion else { return }
        taskPendingDeletion = nil
        interactor.deleteTask(task)
    }

    package func didCancelConfirmation() {
        taskPendingDeletion = nil
    }
}

extension TasksPresenter: TasksInteractorOutput {
    package func didLoadTasks(_ tasks: [TaskItem], of list: TaskList) {
        self.list = list
        self.tasks = tasks
        display()
        selectPendingRow()
    }

    /// Shows no tasks and says why, under the last title known; a list that is gone closes the module and
    /// tells the module that opened it (B42).
    package func didFailToLoadTasks(_ error: TaskListError) {
        tasks = []
        view?.showError(Strings.message(for: error))
        display()
        pendingSelection = nil
        if error == .listNotFound {
            router.returnToHome()
            moduleOutput?.tasksDidFindListDeleted()
        }
    }

    package func didFailToUpdateTask(_ error: TaskListError) {
        view?.showError(Strings.message(for: error))
    }
}

extension TasksPresenter: TaskEditorModuleOutput {
    /// Loads the tasks again and selects the saved one, first switching to All when the filter hides it.
    package func taskEditorDidSave(_ task: TaskItem) {
        if !filter.includes(task) {
            filter = .all
        }
        pendingSelection = .task(task.id)
        interactor.loadTasks(matching: filter)
    }
}
