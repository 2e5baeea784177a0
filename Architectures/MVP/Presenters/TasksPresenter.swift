import TaskListDomain
import TaskListStrings

/// Presents one list's tasks: owns the list, the filter, the search, the visible tasks, the selection, the
/// task pending deletion and the read of the tasks in progress; formats every text the view shows, follows
/// the service, records the tasks it deleted or toggled in the undo history and undoes the last, and routes
/// to the editor.
@MainActor
package final class TasksPresenter {
    private weak var view: (any TasksView)?
    private let service: any TaskListService
    private let history: any UndoHistory
    private let router: any TasksRouting
    private weak var delegate: (any TasksPresenterDelegate)?
    private var list: TaskList
    private var filter = TaskFilter.all
    private var search = TaskSearch()
    private var tasks = SelectableRows<TaskRows>()
    private var taskPendingDeletion: TaskItem?
    private var subscription: ChangeSubscription?
    /// The read of the tasks whose answer the screen waits for; a newer read or leaving cancels it.
    private var loading: Task<Void, Never>?
    /// Whether lists changed since `list` was read (a rename, another program), so the next read reads it too.
    private var listMayHaveChanged = false
    /// Where the selection goes when the next rows are shown; a read that replaces the one waiting keeps it
    /// unless it moves the selection itself.
    private var selectionWhenShown = Selection.kept

    /// Where the selection goes when the tasks come.
    private enum Selection: Equatable {
        /// It stays on its task, as on any reload (B67).
        case kept
        /// The first row, as after a new filter or search.
        case first
        /// The task with this ID, if it is shown.
        case task(TaskItem.ID)
    }

    /// A presenter of `list`'s tasks that selects the task with `taskID`, if given, once they are shown.
    package init(
        list: TaskList, selecting taskID: TaskItem.ID? = nil, view: any TasksView,
        service: any TaskListService, history: any UndoHistory,
        router: any TasksRouting, delegate: any TasksPresenterDelegate
    ) {
        self.list = list
        selectionWhenShown = taskID.map(Selection.task) ?? .kept
        self.view = view
        self.service = service
        self.history = history
        self.router = router
        self.delegate = delegate
    }

    /// Shows the tasks and reloads after every change that can touch them.
    package func start() {
        subscription = service.observeChanges { [weak self] change in
            guard let self, change.concerns(listID: list.id) else { return }
            if change != .tasks(listID: list.id) {
                listMayHaveChanged = true
            }
            reload()
        }
        reload()
    }

    /// Reads the tasks under the filter and the search, and the list first when it may have changed,
    /// replacing a read still waiting, and shows them when they come. The title shows at once what is being
    /// read, the view that it is loading.
    private func reload(selecting selection: Selection = .kept) {
        loading?.cancel()
        if selection != .kept {
            selectionWhenShown = selection
        }
        view?.showTitle(Strings.Tasks.title(list, filter: filter, search: search))
        view?.showLoading(true)
        loading = Task { [weak self, service, listID = list.id, listMayHaveChanged, filter, search] in
            do throws(TaskListError) {
                let list = listMayHaveChanged ? try await service.list(id: listID) : nil
                let rows = try await service.tasks(inList: listID, matching: filter, search: search)
                guard !Task.isCancelled else { return }
                self?.show(rows, of: list)
            } catch {
                guard error != .cancelled, !Task.isCancelled else { return }
                self?.showFailure(error)
            }
        }
    }

    /// Shows `rows`, under `list`'s new title when the list was read again.
    private func show(_ rows: TaskRows, of list: TaskList?) {
        if let list {
            self.list = list
            listMayHaveChanged = false
        }
        tasks.replace(with: rows)
        let selection = selectionWhenShown
        selectionWhenShown = .kept
        switch selection {
        case .kept: break
        case .first: tasks.select(at: 0)
        case .task(let id):
            if let index = rows.firstIndex(ofID: id) { tasks.select(at: index) }
        }
        view?.showLoading(false)
        display()
    }

    /// Leaves no tasks and says why; ctrl-r reads again (B80). A list that is gone closes the screen and
    /// tells the delegate (B42).
    private func showFailure(_ error: TaskListError) {
        tasks.replace(with: TaskRows())
        view?.showLoading(false)
        view?.showError(Strings.message(for: error))
        if error == .listNotFound {
            router.returnToHome()
            delegate?.tasksPresenterDidFindListDeleted(self)
            return
        }
        display()
    }

    private func display() {
        view?.showTitle(Strings.Tasks.title(list, filter: filter, search: search))
        guard let selectedIndex = tasks.selectedIndex else {
            view?.showEmptyState(Strings.Tasks.emptyState(for: filter, search: search))
            return
        }
        view?.reloadRows(count: tasks.items.count, selectedIndex: selectedIndex)
    }

    /// Sends a write to the service: a toggle, move or delete shows when its change reloads the tasks, and
    /// a failure as an error in the status line (B77, B78).
    private func send(_ write: @escaping () async throws(TaskListError) -> Void) {
        Task { [weak self] in
            do throws(TaskListError) {
                try await write()
            } catch {
                self?.view?.showError(Strings.message(for: error))
            }
        }
    }

    /// Shows the query in the search field, open for typing or closed.
    private func showSearch(isOpen: Bool) {
        view?.showSearch(prompt: Strings.Tasks.searchPrompt, query: search.query, isOpen: isOpen)
    }

    /// Moves the selected task past the one shown `offset` rows away, if there is one there. The service's
    /// change reloads the rows, and the selection stays on the moved task as it does on any reload (B62).
    private func moveSelectedTask(by offset: Int) {
        guard let index = tasks.selectedIndex, tasks.items.indices.contains(index + offset) else { return }
        let id = tasks.items.id(at: index)
        let otherID = tasks.items.id(at: index + offset)
        send { [service] () throws(TaskListError) in try await service.moveTask(id: id, past: otherID) }
    }

    /// Where this list's screen keeps its changes to undo.
    private var scope: UndoScope { .tasks(ofList: list.id) }

    /// Says what was undone and selects the task once the tasks are read again, if they show it.
    private func showUndone(_ change: UndoableChange) {
        view?.showStatus(Strings.Undo.undone(change))
        switch change {
        case .deletedTask(let deleted): reload(selecting: .task(deleted.task.id))
        case .toggledTask(let task): reload(selecting: .task(task.id))
        case .deletedList: break
        }
    }

    /// Searches with `newSearch`, showing the tasks it finds from the first.
    private func narrow(to newSearch: TaskSearch) {
        search = newSearch
        reload(selecting: .first)
    }
}

extension TasksPresenter: TasksPresenting {
    package func row(at index: Int) -> DisplayRow {
        DisplayRow(text: Strings.Tasks.row(tasks.items[index]))
    }

    package func didSelectRow(at index: Int) {
        tasks.select(at: index)
    }

    package func didRequestAdd() {
        router.showTaskEditor(.add(toList: list.id), delegate: self)
    }

    package func didRequestToggle() {
        guard let task = tasks.selectedItem else { return }
        send { [service, history, scope] () throws(TaskListError) in
            let toggled = try await service.toggleTask(id: task.id)
            history.record(.toggledTask(toggled), on: scope)
        }
    }

    package func didRequestEdit() {
        guard let task = tasks.selectedItem else { return }
        router.showTaskEditor(.edit(task), delegate: self)
    }

    package func didRequestDelete() {
        guard let task = tasks.selectedItem else { return }
        taskPendingDeletion = task
        view?.askConfirmation(Strings.Tasks.deletePrompt(title: task.title))
    }

    package func didRequestNextFilter() {
        filter = filter.next
        reload(selecting: .first)
    }

    package func didRequestBack() {
        router.goBack()
    }

    package func didRequestOpenSearch() {
        showSearch(isOpen: true)
    }

    package func didChangeSearchQuery(_ query: String) {
        narrow(to: TaskSearch(query))
    }

    package func didRequestCloseSearch() {
        showSearch(isOpen: false)
    }

    package func didRequestClearSearch() {
        narrow(to: TaskSearch())
        showSearch(isOpen: false)
    }

    package func didRequestMoveTaskUp() {
        moveSelectedTask(by: -1)
    }

    package func didRequestMoveTaskDown() {
        moveSelectedTask(by: 1)
    }

    package func didConfirm() {
        guard let task = taskPendingDeletion else { return }
        taskPendingDeletion = nil
        send { [service, history, scope] () throws(TaskListError) in
            let deleted = try await service.deleteTask(id: task.id)
            history.record(.deletedTask(deleted), on: scope)
        }
    }

    package func didCancelConfirmation() {
        taskPendingDeletion = nil
    }

    package func didRequestReload() {
        reload()
    }

    /// Takes back the last delete or toggle made on this list's screen and selects the task when the filter
    /// and the search show it, or says why not and keeps it to try again (B91, B92, B93).
    package func didRequestUndo() {
        guard let change = history.takeChange(on: scope) else {
            view?.showStatus(Strings.Undo.nothingToUndo)
            return
        }
        Task { [weak self, service, history, scope] in
            do throws(TaskListError) {
                try await service.undo(change)
                self?.showUndone(change)
            } catch {
                history.putBack(change, on: scope)
                self?.view?.showError(Strings.message(for: error))
            }
        }
    }

    package func viewDidDisappear() {
        loading?.cancel()
    }
}

extension TasksPresenter: TaskEditorPresenterDelegate {
    /// Selects the saved task once the tasks are read again, first switching to All when the filter would
    /// hide it and, for a new task, clearing the query when the search would (an edited task leaves a query
    /// it no longer matches, as a toggled one leaves a filter). The read replaces the one its change started.
    package func taskEditorPresenter(_ presenter: TaskEditorPresenter, didSave task: TaskItem) {
        if !filter.includes(task) {
            filter = .all
        }
        if case .add = presenter.mode, !search.matches(task) {
            search = TaskSearch()
            showSearch(isOpen: false)
        }
        reload(selecting: .task(task.id))
    }
}
