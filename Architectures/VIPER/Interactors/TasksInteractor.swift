import TaskListDomain

/// What the tasks module's presenter asks of its interactor.
package protocol TasksInteractorInput: AnyObject {
    /// Repeats the last load after every change that concerns the list, until the interactor is freed.
    func startObservingChanges()
    /// Sends the list and those of its tasks that `filter` shows and `search` finds to the output, and
    /// keeps both for the loads that changes cause.
    func loadTasks(matching filter: TaskFilter, search: TaskSearch)
    /// Flips `task` between done and not done; the change that follows brings the new tasks.
    func toggleTask(_ task: TaskItem)
    /// Deletes `task`; the change that follows brings the new tasks.
    func deleteTask(_ task: TaskItem)
    /// Makes `task` and `other` trade places in the list's order; the change that follows brings the
    /// tasks in their new order.
    func moveTask(_ task: TaskItem, past other: TaskItem)
}

/// What the tasks module's interactor tells its presenter; it holds the presenter weakly.
package protocol TasksInteractorOutput: AnyObject {
    /// The list as stored now, and its tasks under the filter and the search, in their order.
    func didLoadTasks(_ tasks: TaskRows, of list: TaskList)
    /// Reading the list or its tasks failed; the list may no longer exist.
    func didFailToLoadTasks(_ error: TaskListError)
    /// A toggle, a move or a delete failed; nothing changed.
    func didFailToUpdateTask(_ error: TaskListError)
}

/// The use cases of one list: read its tasks under a filter and a search, toggle, move and delete a task,
/// follow the changes that concern the list. Like a fetched results controller, it repeats its last query when
/// data changes.
package final class TasksInteractor {
    /// The presenter that hears the results.
    package weak var output: (any TasksInteractorOutput)?
    private let listID: TaskList.ID
    private let service: any TaskListService
    private var filter = TaskFilter.all
    private var search = TaskSearch()
    private var subscription: ChangeSubscription?

    package init(listID: TaskList.ID, service: any TaskListService) {
        self.listID = listID
        self.service = service
    }
}

extension TasksInteractor: TasksInteractorInput {
    package func startObservingChanges() {
        subscription = service.observeChanges { [weak self] change in
            guard let self, change.concerns(listID: listID) else { return }
            loadTasks(matching: filter, search: search)
        }
    }

    package func loadTasks(matching filter: TaskFilter, search: TaskSearch) {
        self.filter = filter
        self.search = search
        do {
            let list = try service.list(id: listID)
            output?.didLoadTasks(
                try service.tasks(inList: listID, matching: filter, search: search), of: list)
        } catch {
            output?.didFailToLoadTasks(error)
        }
    }

    package func toggleTask(_ task: TaskItem) {
        do {
            try service.toggleTask(id: task.id)
        } catch {
            output?.didFailToUpdateTask(error)
        }
    }

    package func deleteTask(_ task: TaskItem) {
        do {
            try service.deleteTask(id: task.id)
        } catch {
            output?.didFailToUpdateTask(error)
        }
    }

    package func moveTask(_ task: TaskItem, past other: TaskItem) {
        do {
            try service.moveTask(id: task.id, past: other.id)
        } catch {
            output?.didFailToUpdateTask(error)
        }
    }
}
