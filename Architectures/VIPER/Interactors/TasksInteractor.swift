import TaskListDomain

/// What the tasks module's presenter asks of its interactor.
@MainActor
package protocol TasksInteractorInput: UndoInteractorInput {
    /// Repeats the last load after every change that concerns the list, until the interactor stops.
    func startObservingChanges()
    /// Reads those of the list's tasks that `filter` shows and `search` finds, and the list itself again
    /// only after a change to the lists, sends them to the output, and keeps the filter and the search for
    /// the loads that changes cause; a newer read replaces one still waiting (B75).
    func loadTasks(matching filter: TaskFilter, search: TaskSearch)
    /// Flips `task` between done and not done, and keeps the toggle as the list's last change to undo; the
    /// change that follows brings the new tasks.
    func toggleTask(_ task: TaskItem)
    /// Deletes `task`, and keeps the delete as the list's last change to undo; the change that follows brings
    /// the new tasks.
    func deleteTask(_ task: TaskItem)
    /// Makes `task` and `other` trade places in the list's order; the change that follows brings the
    /// tasks in their new order.
    func moveTask(_ task: TaskItem, past other: TaskItem)
    /// Stops following changes and cancels every call still waiting: no answer reaches the output after it.
    func stop()
}

/// What the tasks module's interactor tells its presenter; it holds the presenter weakly.
@MainActor
package protocol TasksInteractorOutput: UndoInteractorOutput {
    /// A read of the tasks started; its answer comes as `didLoadTasks(_:of:)` or `didFailToLoadTasks(_:)`.
    func didStartLoadingTasks()
    /// The list, read again when the lists changed, and its tasks under the filter and the search, in their
    /// order.
    func didLoadTasks(_ tasks: TaskRows, of list: TaskList)
    /// Reading the list or its tasks failed; the list may no longer exist.
    func didFailToLoadTasks(_ error: TaskListError)
    /// A toggle, a move or a delete failed; nothing changed.
    func didFailToUpdateTask(_ error: TaskListError)
}

/// The use cases of one list: read its tasks under a filter and a search, toggle, move and delete a task,
/// undo the last toggle or delete made here, follow the changes that concern the list. Like a fetched results controller, it repeats its last query when
/// data changes. It starts from the list as Home read it, and reads the list again only once the lists changed.
@MainActor
package final class TasksInteractor {
    /// The presenter that hears the results.
    package weak var output: (any TasksInteractorOutput)?
    /// The list as last read; its title and icon may be stale while `listMayHaveChanged`.
    private var list: TaskList
    /// Whether the lists changed since `list` was read (a rename or a delete, here or in another program), so
    /// that the next load reads the list again.
    private var listMayHaveChanged = false
    private let service: any TaskListService
    private let undoHistory: any UndoHistory
    private var filter = TaskFilter.all
    private var search = TaskSearch()
    private var subscription: ChangeSubscription?
    private let calls = ServiceCalls()
    /// The read of the tasks still waiting, which a newer read cancels.
    private var loading: Task<Void, Never>?

    /// The interactor of `list`, as the module that opened it read it, keeping the list's last change to
    /// undo in `undoHistory`.
    package init(list: TaskList, service: any TaskListService, undoHistory: any UndoHistory) {
        self.list = list
        self.service = service
        self.undoHistory = undoHistory
    }

    /// Keeps `newList` when the list was read again, and sends `tasks` to the output with the list.
    private func didLoad(_ tasks: TaskRows, newList: TaskList?) {
        if let newList {
            list = newList
            listMayHaveChanged = false
        }
        output?.didLoadTasks(tasks, of: list)
    }

    /// Starts `write`, and keeps the change it answers as the list's last change to undo; a failure reaches the
    /// output unless the call was cancelled meanwhile.
    private func update(
        _ write: @escaping @MainActor (any TaskListService) async throws(TaskListError) -> UndoableChange?
    ) {
        calls.start { [weak self, service, undoHistory, listID = list.id] in
            do throws(TaskListError) {
                if let change = try await write(service) {
                    undoHistory.record(change, in: .tasks(inList: listID))
                }
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToUpdateTask(error)
            }
        }
    }
}

extension TasksInteractor: TasksInteractorInput {
    package func startObservingChanges() {
        subscription = service.observeChanges { [weak self] change in
            guard let self, change.concerns(listID: list.id) else { return }
            if change != .tasks(listID: list.id) {
                listMayHaveChanged = true
            }
            loadTasks(matching: filter, search: search)
        }
    }

    package func loadTasks(matching filter: TaskFilter, search: TaskSearch) {
        self.filter = filter
        self.search = search
        loading?.cancel()
        output?.didStartLoadingTasks()
        loading = calls.start { [weak self, service, listID = list.id, listMayHaveChanged] in
            do throws(TaskListError) {
                let newList = listMayHaveChanged ? try await service.list(id: listID) : nil
                let tasks = try await service.tasks(inList: listID, matching: filter, search: search)
                self?.didLoad(tasks, newList: newList)
            } catch .cancelled {
            } catch {
                self?.output?.didFailToLoadTasks(error)
            }
        }
    }

    package func toggleTask(_ task: TaskItem) {
        update { service throws(TaskListError) in .toggledTask(try await service.toggleTask(id: task.id)) }
    }

    package func deleteTask(_ task: TaskItem) {
        update { service throws(TaskListError) in .deletedTask(try await service.deleteTask(id: task.id)) }
    }

    package func moveTask(_ task: TaskItem, past other: TaskItem) {
        update { service throws(TaskListError) in
            try await service.moveTask(id: task.id, past: other.id)
            return nil
        }
    }

    package func undoLastChange() {
        UndoUseCase(scope: .tasks(inList: list.id), history: undoHistory, service: service)
            .undoLastChange(in: calls) { [weak self] in self?.output }
    }

    package func stop() {
        subscription = nil
        calls.cancelAll()
    }
}
