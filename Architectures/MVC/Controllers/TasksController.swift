import TaskListDomain
import TaskListStrings
import TerminalKit

/// Tells the controller that opened a tasks screen that its list is gone.
protocol TasksControllerDelegate: AnyObject {
    /// The list was deleted, by another program: the screen can only be closed.
    func tasksControllerDidFindListDeleted(_ controller: TasksController)
}

/// Owns the screen of one list's tasks: loads, filters and searches them, feeds the view's table, toggles,
/// moves, deletes, and pushes the task editor.
final class TasksController: Page {
    weak var delegate: TasksControllerDelegate?
    let tasksView = TasksView()
    var rootView: any View { tasksView }

    private let service: any TaskListService
    private weak var navigator: (any Navigator)?
    private var list: TaskList
    private var filter = TaskFilter.all
    private var search = TaskSearch()
    private var visibleTasks = TaskRows()
    private var taskPendingDeletion: TaskItem?
    private var subscription: ChangeSubscription?

    init(list: TaskList, service: any TaskListService, navigator: any Navigator) {
        self.list = list
        self.service = service
        self.navigator = navigator
        tasksView.delegate = self
        tasksView.listView.dataSource = self
        subscription = service.observeChanges { [weak self] change in
            if let self, change.concerns(listID: self.list.id) {
                self.reload()
            }
        }
        reload()
    }

    /// Reads the list and its tasks under the filter and the search, keeping the selection on its task (B67). A failure
    /// leaves no tasks and says why; a list that is gone also tells the delegate, which closes the screen.
    private func reload() {
        let selectedID = tasksView.listView.selectedIndex.map { visibleTasks.id(at: $0) }
        do {
            list = try service.list(id: list.id)
            visibleTasks = try service.tasks(inList: list.id, matching: filter, search: search)
        } catch {
            visibleTasks = TaskRows()
            tasksView.status = Strings.message(for: error)
            if error == .listNotFound {
                delegate?.tasksControllerDidFindListDeleted(self)
            }
        }
        tasksView.titleLabel.text = Strings.Tasks.title(list, filter: filter, search: search)
        tasksView.listView.emptyText = Strings.Tasks.emptyState(for: filter, search: search)
        tasksView.listView.reloadData()
        if let selectedID, let index = visibleTasks.firstIndex(ofID: selectedID) {
            tasksView.listView.selectRow(at: index)
        }
    }

    /// Searches for `query`, showing the tasks it finds from the first.
    private func setSearchQuery(_ query: String) {
        search = TaskSearch(query)
        reload()
        tasksView.listView.selectRow(at: 0)
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
        do {
            try service.toggleTask(id: visibleTasks.id(at: index))
        } catch {
            tasksView.status = Strings.message(for: error)
        }
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
        reload()
        tasksView.listView.selectRow(at: 0)
    }

    func tasksViewDidRequestBack(_ tasksView: TasksView) {
        navigator?.pop()
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
        do {
            try service.moveTask(id: visibleTasks.id(at: index), past: visibleTasks.id(at: neighbour))
        } catch {
            tasksView.status = Strings.message(for: error)
        }
    }
}

extension TasksController: ConfirmDialogDelegate {
    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        guard let task = taskPendingDeletion else { return }
        taskPendingDeletion = nil
        do {
            try service.deleteTask(id: task.id)
        } catch {
            tasksView.status = Strings.message(for: error)
        }
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        taskPendingDeletion = nil
    }
}

extension TasksController: TaskEditorControllerDelegate {
    /// Selects the saved task, first switching to All when the filter would hide it and, for a new task,
    /// clearing the query when the search would (an edited task leaves a query it no longer matches, as a
    /// toggled one leaves a filter). `visibleTasks` already holds it: the service notified this controller,
    /// which reloaded, before the editor's save returned, because change notifications are synchronous.
    func taskEditorController(_ controller: TaskEditorController, didSave task: TaskItem) {
        navigator?.pop()
        if !filter.includes(task) {
            filter = .all
            reload()
        }
        if case .add = controller.mode, !search.matches(task) {
            search = TaskSearch()
            tasksView.showSearch(query: "", isOpen: false)
            reload()
        }
        if let index = visibleTasks.firstIndex(ofID: task.id) {
            tasksView.listView.selectRow(at: index)
        }
    }

    func taskEditorControllerDidCancel(_ controller: TaskEditorController) {
        navigator?.pop()
    }
}
