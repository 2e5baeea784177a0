import TaskListDomain
import TaskListStrings

/// Presents one list's tasks: owns the list, the filter, the search, the visible tasks, the selection and
/// the task pending deletion; formats every text the view shows, follows the service and routes to the
/// editor.
package final class TasksPresenter {
    private weak var view: (any TasksView)?
    private let service: any TaskListService
    private let router: any TasksRouting
    private weak var delegate: (any TasksPresenterDelegate)?
    private var list: TaskList
    private var filter = TaskFilter.all
    private var search = TaskSearch()
    private var tasks = SelectableRows<TaskRows>()
    private var taskPendingDeletion: TaskItem?
    private var subscription: ChangeSubscription?

    package init(
        list: TaskList, view: any TasksView, service: any TaskListService, router: any TasksRouting,
        delegate: any TasksPresenterDelegate
    ) {
        self.list = list
        self.view = view
        self.service = service
        self.router = router
        self.delegate = delegate
    }

    /// Shows the tasks and reloads after every change that can touch them.
    package func start() {
        subscription = service.observeChanges { [weak self] change in
            guard let self, change.concerns(listID: list.id) else { return }
            reload()
        }
        reload()
    }

    private func reload() {
        fetch()
        display()
    }

    /// Reads the list and its tasks under the filter and the search; a failure leaves no tasks and says
    /// why, and a list that is gone closes the screen and tells the delegate (B42).
    private func fetch() {
        do {
            list = try service.list(id: list.id)
            tasks.replace(with: try service.tasks(inList: list.id, matching: filter, search: search))
        } catch {
            tasks.replace(with: TaskRows())
            view?.showError(Strings.message(for: error))
            if error == .listNotFound {
                router.returnToHome()
                delegate?.tasksPresenterDidFindListDeleted(self)
            }
        }
    }

    private func display() {
        view?.showTitle(Strings.Tasks.title(list, filter: filter, search: search))
        guard let selectedIndex = tasks.selectedIndex else {
            view?.showEmptyState(Strings.Tasks.emptyState(for: filter, search: search))
            return
        }
        view?.reloadRows(count: tasks.items.count, selectedIndex: selectedIndex)
    }

    /// Shows the query in the search field, open for typing or closed.
    private func showSearch(isOpen: Bool) {
        view?.showSearch(prompt: Strings.Tasks.searchPrompt, query: search.query, isOpen: isOpen)
    }

    /// Moves the selected task past the one shown `offset` rows away, if there is one there. The service's
    /// change reloads the rows, and the selection stays on the moved task as it does on any reload (B62).
    private func moveSelectedTask(by offset: Int) {
        guard let index = tasks.selectedIndex, tasks.items.indices.contains(index + offset) else { return }
        do {
            try service.moveTask(id: tasks.items.id(at: index), past: tasks.items.id(at: index + offset))
        } catch {
            view?.showError(Strings.message(for: error))
        }
    }

    /// Searches with `newSearch`, showing the tasks it finds from the first.
    private func narrow(to newSearch: TaskSearch) {
        search = newSearch
        fetch()
        tasks.select(at: 0)
        display()
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
        do {
            try service.toggleTask(id: task.id)
        } catch {
            view?.showError(Strings.message(for: error))
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
        fetch()
        tasks.select(at: 0)
        display()
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
        do {
            try service.deleteTask(id: task.id)
        } catch {
            view?.showError(Strings.message(for: error))
        }
    }

    package func didCancelConfirmation() {
        taskPendingDeletion = nil
    }
}

extension TasksPresenter: TaskEditorPresenterDelegate {
    /// Selects the saved task, first switching to All when the filter would hide it and, for a new task,
    /// clearing the query when the search would (an edited task leaves a query it no longer matches, as a
    /// toggled one leaves a filter). `tasks` already holds it: the service notified this presenter, which
    /// reloaded, before the editor's save returned.
    package func taskEditorPresenter(_ presenter: TaskEditorPresenter, didSave task: TaskItem) {
        if !filter.includes(task) {
            filter = .all
            fetch()
        }
        if case .add = presenter.mode, !search.matches(task) {
            search = TaskSearch()
            showSearch(isOpen: false)
            fetch()
        }
        if let index = tasks.items.firstIndex(ofID: task.id) {
            tasks.select(at: index)
        }
        display()
    }
}
