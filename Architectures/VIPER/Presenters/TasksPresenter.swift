import TaskListDomain
import TaskListStrings

/// The tasks module's presenter: owns the filter and the search, formats the list and the tasks its
/// interactor loads, decides what each event of the view means, asks before a delete, and routes to the
/// task editor.
@MainActor
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
    private var search = TaskSearch()
    private var tasks = TaskRows()
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
        showSearchField(isOpen: false)
        interactor.startObservingChanges()
        loadTasks()
    }

    /// Shows the filter and the search in the title at once, and asks the interactor for the tasks they
    /// show.
    private func loadTasks() {
        showTitle()
        interactor.loadTasks(matching: filter, search: search)
    }

    /// Loads the tasks again and selects `task` once they arrive, first switching to All when the filter
    /// hides it.
    private func loadTasks(selecting task: TaskItem) {
        if !filter.includes(task) {
            filter = .all
        }
        pendingSelection = .task(task.id)
        loadTasks()
    }

    /// Narrows the tasks to those `newSearch` finds, and selects the first row once they arrive (B60).
    private func searchTasks(_ newSearch: TaskSearch) {
        search = newSearch
        pendingSelection = .firstRow
        loadTasks()
    }

    private func showSearchField(isOpen: Bool) {
        view?.showSearchField(prompt: Strings.Tasks.searchPrompt, query: search.query, isOpen: isOpen)
    }

    private func task(at row: Int?) -> TaskItem? {
        guard let row, tasks.indices.contains(row) else { return nil }
        return tasks[row]
    }

    /// Asks the interactor to make the task in `row` trade places with the one shown `offset` rows away;
    /// at the first or the last row, or without tasks, nothing happens (B62). Tasks that the filter or
    /// the search hide keep their places, and the view's table keeps the selection on the moved task.
    private func moveTask(at row: Int?, by offset: Int) {
        guard let row, let moving = task(at: row), let neighbour = task(at: row + offset) else { return }
        interactor.moveTask(moving, past: neighbour)
    }

    private func showTitle() {
        view?.showTitle(Strings.Tasks.title(list, filter: filter, search: search))
    }

    private func display() {
        showTitle()
        guard !tasks.isEmpty else {
            view?.showEmptyState(Strings.Tasks.emptyState(for: filter, search: search))
            return
        }
        view?.showRows(count: tasks.count)
    }

    private func selectPendingRow() {
        defer { pendingSelection = nil }
        let row: Int? =
            switch pendingSelection {
            case .firstRow: tasks.indices.first
            case .task(let id): tasks.firstIndex(ofID: id)
            case nil: nil
            }
        if let row {
            view?.selectRow(at: row)
        }
    }
}

extension TasksPresenter: TasksViewOutput {
    package func row(at index: Int) -> RowDisplayItem {
        RowDisplayItem(id: .task(tasks.id(at: index)), text: Strings.Tasks.row(tasks[index]))
    }

    package func indexOfRow(withID id: RowDisplayItem.ID) -> Int? {
        guard case .task(let taskID) = id else { return nil }
        return tasks.firstIndex(ofID: taskID)
    }

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

    package func didRequestMoveUp(selectedRow: Int?) {
        moveTask(at: selectedRow, by: -1)
    }

    package func didRequestMoveDown(selectedRow: Int?) {
        moveTask(at: selectedRow, by: 1)
    }

    package func didRequestNextFilter() {
        filter = filter.next
        pendingSelection = .firstRow
        loadTasks()
    }

    package func didRequestBack() {
        router.goBack()
    }

    package func didRequestOpenSearch() {
        showSearchField(isOpen: true)
    }

    package func didChangeSearchQuery(_ query: String) {
        searchTasks(TaskSearch(query))
    }

    package func didRequestCloseSearch() {
        showSearchField(isOpen: false)
    }

    package func didRequestClearSearch() {
        searchTasks(TaskSearch())
        showSearchField(isOpen: false)
    }

    package func didConfirm() {
        guard let task = taskPendingDeletion else { return }
        taskPendingDeletion = nil
        interactor.deleteTask(task)
    }

    package func didCancelConfirmation() {
        taskPendingDeletion = nil
    }

    package func didRequestReload() {
        loadTasks()
    }

    package func didRequestUndo() {
        interactor.undoLastChange()
    }

    package func viewDidLeave() {
        interactor.stop()
    }
}

extension TasksPresenter: TasksInteractorOutput {
    package func didStartLoadingTasks() {
        view?.showLoading()
    }

    package func didLoadTasks(_ tasks: TaskRows, of list: TaskList) {
        view?.hideLoading()
        self.list = list
        self.tasks = tasks
        display()
        selectPendingRow()
    }

    /// Shows no tasks and says why, under the last title known; a list that is gone closes the module and
    /// tells the module that opened it (B42).
    package func didFailToLoadTasks(_ error: TaskListError) {
        view?.hideLoading()
        tasks = TaskRows()
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

    /// Says what was undone, and selects the task once the tasks arrive again, if the filter and the search
    /// show it (B91).
    package func didUndo(_ change: UndoableChange) {
        view?.showStatus(Strings.Undo.undone(change))
        if let id = change.taskID {
            pendingSelection = .task(id)
            loadTasks()
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

extension TasksPresenter: TasksModuleInput {
    /// Selects the task once the tasks arrive: the module opens under All and no search, which show it.
    package func selectTask(withID id: TaskItem.ID) {
        pendingSelection = .task(id)
    }
}

extension TasksPresenter: TaskEditorModuleOutput {
    /// Loads the tasks again and selects the new one, first clearing the query when the search would hide
    /// it (B61), as a filter that would hide it switches to All (B22).
    package func taskEditorDidAdd(_ task: TaskItem) {
        if !search.matches(task) {
            search = TaskSearch()
            showSearchField(isOpen: false)
        }
        loadTasks(selecting: task)
    }

    /// Loads the tasks again and selects the edited one; a query it no longer matches stays, and the task
    /// leaves the view, as a toggled task leaves a filter.
    package func taskEditorDidUpdate(_ task: TaskItem) {
        loadTasks(selecting: task)
    }
}
