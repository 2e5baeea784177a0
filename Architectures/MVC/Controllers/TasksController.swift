import TaskListDomain
import TaskListStrings
import TerminalKit

/// Tells Home, which closes the tasks screens however they were opened, that a tasks screen's list is gone.
@MainActor
protocol TasksControllerDelegate: AnyObject {
    /// The list was deleted, by another program: the screen can only be closed.
    func tasksControllerDidFindListDeleted(_ controller: TasksController)
}

/// Owns the screen of one list's tasks: loads, filters and searches them, feeds the view's table, toggles,
/// moves, deletes, and pushes the task editor.
@MainActor
final class TasksController: Page {
    weak var delegate: TasksControllerDelegate?
    let tasksView = TasksView()
    var rootView: any View { tasksView }

    private let service: any TaskListService
    private let undoHistory: any UndoHistory
    private weak var navigator: (any Navigator)?
    private var list: TaskList
    private var filter = TaskFilter.all
    private var search = TaskSearch()
    private var visibleTasks = TaskRows()
    private var taskPendingDeletion: TaskItem?
    private var subscription: ChangeSubscription?
    /// The read of the rows in progress; a newer read cancels it, and so does leaving the screen.
    private var loadTask: Task<Void, Never>?
    /// Whether lists changed since the list was read (a rename), so that the next read reads it again.
    private var listMayHaveChanged = false

    /// Which row a reload selects once its rows have come.
    private enum Selection {
        /// The task selected when they come, while it is still shown (B67).
        case same
        /// The first row, as after another filter or search.
        case first
        /// This task, such as the one just saved.
        case task(TaskItem.ID)
    }

    /// The screen of `list`, all its tasks and no search; once the rows come, `taskID` is selected if
    /// given (B88), else the first row.
    init(
        list: TaskList, service: any TaskListService, undoHistory: any UndoHistory, navigator: any Navigator,
        selecting taskID: TaskItem.ID? = nil
    ) {
        self.list = list
        self.service = service
        self.undoHistory = undoHistory
        self.navigator = navigator
        tasksView.delegate = self
        tasksView.listView.dataSource = self
        subscription = service.observeChanges { [weak self] change in
            guard let self, change.concerns(listID: list.id) else { return }
            if change != .tasks(listID: list.id) {
                listMayHaveChanged = true
            }
            reload()
        }
        reload(selecting: taskID.map(Selection.task) ?? .same)
    }

    /// Back or back to Home took the screen away: a read still pending is not wanted (B76).
    func didLeave() {
        loadTask?.cancel()
    }

    /// Reads the tasks under the filter and the search in a task of its own, first the list too when lists
    /// changed, cancelling a read still pending; the title shows what is asked at once, and the rows say
    /// "Loading…" if late (B75).
    private func reload(selecting selection: Selection = .same) {
        loadTask?.cancel()
        showTitle()
        tasksView.listView.isLoading = true
        loadTask = Task { [weak self, service, list, filter, search, listMayHaveChanged] in
            do throws(TaskListError) {
                let newList = listMayHaveChanged ? try await service.list(id: list.id) : nil
                let rows = try await service.tasks(inList: list.id, matching: filter, search: search)
                guard !Task.isCancelled else { return }
                self?.show(rows, newList: newList, selecting: selection)
            } catch {
                guard error != .cancelled, !Task.isCancelled else { return }
                self?.showFailure(error)
            }
        }
    }

    /// Shows `rows`, and `newList`'s title when the list was read again.
    private func show(_ rows: TaskRows, newList: TaskList?, selecting selection: Selection) {
        let selectedID = tasksView.listView.selectedIndex.map { visibleTasks.id(at: $0) }
        if let newList {
            list = newList
            listMayHaveChanged = false
        }
        visibleTasks = rows
        showTitle()
        tasksView.listView.isLoading = false
        tasksView.listView.reloadData()
        let index: Int? =
            switch selection {
            case .same: selectedID.flatMap(rows.firstIndex(ofID:))
            case .first: 0
            case .task(let id): rows.firstIndex(ofID: id)
            }
        if let index {
            tasksView.listView.selectRow(at: index)
        }
    }

    /// Shows no tasks and says why; a list that is gone also tells the delegate, which closes the screen.
    private func showFailure(_ error: TaskListError) {
        visibleTasks = TaskRows()
        tasksView.listView.isLoading = false
        tasksView.listView.reloadData()
        tasksView.status = Strings.message(for: error)
        if error == .listNotFound {
            delegate?.tasksControllerDidFindListDeleted(self)
        }
    }

    /// Says what came back, and selects the task when the rows have been read again.
    private func showUndone(_ change: UndoableChange) {
        tasksView.status = Strings.Undo.undone(change)
        switch change {
        case .deletedTask(let deleted): reload(selecting: .task(deleted.task.id))
        case .toggledTask(let task): reload(selecting: .task(task.id))
        case .deletedList: break
        }
    }

    private func showTitle() {
        tasksView.titleLabel.text = Strings.Tasks.title(list, filter: filter, search: search)
        tasksView.listView.emptyText = Strings.Tasks.emptyState(for: filter, search: search)
    }

    /// Searches for `query`, showing the tasks it finds from the first.
    private func setSearchQuery(_ query: String) {
        search = TaskSearch(query)
        reload(selecting: .first)
    }

    /// Sends a write at once, without changing the screen: the service's change notification reloads the
    /// rows when it has applied, and the change it returns, if any, becomes this list's change to undo; a
    /// failure says why in the status line (B77, B78, B91).
    private func send(
        _ write: @escaping @MainActor (any TaskListService) async throws(TaskListError) -> UndoableChange?
    ) {
        Task { [weak self, service, undoHistory, list] in
            do throws(TaskListError) {
                if let change = try await write(service) {
                    undoHistory.record(change, in: .tasks(of: list.id))
                }
            } catch {
                self?.tasksView.status = Strings.message(for: error)
            }
        }
    }

    private func showEditor(_ mode: TaskEditorController.Mode) {
        let editor = TaskEditorController(mode: mode, service: service)
        editor.delegate = self
        navigator?.push(editor)
    }
}

extension TasksController: ListViewDataSource {
    func numberOfRows(in listView: ListView) -> Int {
        visibleTasks.count
    }

    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        ListRow(text: Strings.Tasks.row(visibleTasks[index]))
    }
}

extension TasksController: TasksViewDelegate {
    func tasksViewDidRequestAdd(_ tasksView: TasksView) {
        showEditor(.add(toList: list.id))
    }

    func tasksView(_ tasksView: TasksView, didRequestToggleTaskAt index: Int) {
        let id = visibleTasks.id(at: index)
        send { service throws(TaskListError) in .toggledTask(try await service.toggleTask(id: id)) }
    }

    func tasksView(_ tasksView: TasksView, didRequestEditTaskAt index: Int) {
        showEditor(.edit(visibleTasks[index]))
    }

    func tasksView(_ tasksView: TasksView, didRequestDeleteTaskAt index: Int) {
        let task = visibleTasks[index]
        taskPendingDeletion = task
        let dialog = ConfirmDialog(message: Strings.Tasks.deletePrompt(title: task.title))
        dialog.delegate = self
        tasksView.present(dialog)
    }

    func tasksViewDidRequestNextFilter(_ tasksView: TasksView) {
        filter = filter.next
        reload(selecting: .first)
    }

    func tasksViewDidRequestBack(_ tasksView: TasksView) {
        navigator?.pop()
    }

    func tasksViewDidRequestReload(_ tasksView: TasksView) {
        reload()
    }

    /// Takes back the last delete or toggle made on this list's screen: once the task is back, it is
    /// selected if the filter and the search show it, and the status line says so; an undo that fails says
    /// why and can be tried again (B91, B92, B93).
    func tasksViewDidRequestUndo(_ tasksView: TasksView) {
        let scope = UndoScope.tasks(of: list.id)
        guard let change = undoHistory.takeChange(in: scope) else {
            tasksView.status = Strings.Undo.nothingToUndo
            return
        }
        Task { [weak self, service, undoHistory] in
            do throws(TaskListError) {
                try await service.undo(change)
                self?.showUndone(change)
            } catch {
                undoHistory.putBack(change, in: scope)
                self?.tasksView.status = Strings.message(for: error)
            }
        }
    }

    func tasksViewDidRequestOpenSearch(_ tasksView: TasksView) {
        tasksView.showSearch(query: search.query, isOpen: true)
    }

    func tasksView(_ tasksView: TasksView, didChangeSearchQuery query: String) {
        setSearchQuery(query)
    }

    func tasksViewDidRequestCloseSearch(_ tasksView: TasksView) {
        tasksView.showSearch(query: search.query, isOpen: false)
    }

    func tasksViewDidRequestClearSearch(_ tasksView: TasksView) {
        tasksView.showSearch(query: "", isOpen: false)
        setSearchQuery("")
    }

    /// Trades the task's place with the one shown `offset` rows away, if there is one; the reload the
    /// service's notification causes keeps the selection on the moved task (B67).
    func tasksView(_ tasksView: TasksView, didRequestMoveTaskAt index: Int, by offset: Int) {
        let neighbour = index + offset
        guard visibleTasks.indices.contains(neighbour) else { return }
        let (id, otherID) = (visibleTasks.id(at: index), visibleTasks.id(at: neighbour))
        send { service throws(TaskListError) in
            try await service.moveTask(id: id, past: otherID)
            return nil
        }
    }
}

extension TasksController: ConfirmDialogDelegate {
    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        guard let task = taskPendingDeletion else { return }
        taskPendingDeletion = nil
        send { service throws(TaskListError) in .deletedTask(try await service.deleteTask(id: task.id)) }
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        taskPendingDeletion = nil
    }
}

extension TasksController: TaskEditorControllerDelegate {
    /// Closes the editor and reads the rows again, selecting the saved task when they come: first switching
    /// to All when the filter would hide it and, for a new task, clearing the query when the search would
    /// (an edited task leaves a query it no longer matches, as a toggled one leaves a filter).
    func taskEditorController(_ controller: TaskEditorController, didSave task: TaskItem) {
        navigator?.pop()
        if !filter.includes(task) {
            filter = .all
        }
        if case .add = controller.mode, !search.matches(task) {
            search = TaskSearch()
            tasksView.showSearch(query: "", isOpen: false)
        }
        reload(selecting: .task(task.id))
    }

    func taskEditorControllerDidCancel(_ controller: TaskEditorController) {
        navigator?.pop()
    }
}
