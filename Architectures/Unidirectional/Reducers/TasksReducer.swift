import TaskListDomain
import TaskListStrings

/// The tasks screen's rules: the tasks follow the service, the filter and the search, the selection
/// follows the tasks, a task moves past its neighbour on screen, a delete waits for a yes, and an undo
/// selects the task it put back when the filter and the search show it. Adding, editing and going back
/// change the stack, and the app keeps what can be undone: `AppReducer` does those.
package struct TasksReducer: Reducer {
    /// The tasks screen's reducer.
    package init() {}

    package func reduce(_ state: inout TasksState, _ action: TasksAction) -> [TasksEffect] {
        switch action {
        case .appeared:
            return [.observeChanges, load(&state)]
        case .serviceChanged(let change):
            guard change.concerns(listID: state.list.id) else { break }
            if change != .tasks(listID: state.list.id) {
                state.listMayHaveChanged = true
            }
            return [load(&state)]
        case .reloadRequested:
            return [load(&state)]
        case .tasksLoaded(let list, let tasks, let filter, let search):
            if let list {
                state.list = list
                state.listMayHaveChanged = false
            }
            // An answer for a filter or search changed since: the load asked for by the change follows.
            guard filter == state.filter, search == state.search else { break }
            state.isLoading = false
            state.tasks.replaceItems(with: tasks)
            switch state.rowToSelect {
            case .first: state.tasks.select(at: 0)
            case .task(let id): state.tasks.select(id: id)
            case nil: break
            }
            state.rowToSelect = nil
        case .loadFailed(let error):
            state.isLoading = false
            state.tasks.replaceItems(with: TaskRows())
            state.status = Strings.message(for: error)
        case .writeFailed(let error), .undoFailed(_, let error):
            state.status = Strings.message(for: error)
        case .undo(let change?):
            return [.undo(change)]
        case .undo(nil):
            state.status = Strings.Undo.nothingToUndo
        case .undone(let change):
            state.status = Strings.Undo.undone(change)
            if let task = change.restoredTask, state.filter.includes(task), state.search.matches(task) {
                state.rowToSelect = .task(task.id)
            }
            return [load(&state)]
        case .rowSelected(let index):
            state.tasks.select(at: index)
        case .toggleRequested:
            guard let task = state.tasks.selectedItem else { break }
            return [.toggleTask(task.id)]
        case .moveRequested(let offset):
            guard let index = state.tasks.selectedIndex, state.tasks.items.indices.contains(index + offset)
            else { break }
            return [
                .moveTask(state.tasks.items.id(at: index), past: state.tasks.items.id(at: index + offset))
            ]
        case .deleteRequested:
            state.taskPendingDeletion = state.tasks.selectedItem
        case .deleteConfirmed:
            guard let task = state.taskPendingDeletion else { break }
            state.taskPendingDeletion = nil
            return [.deleteTask(task.id)]
        case .deleteCancelled:
            state.taskPendingDeletion = nil
        case .filterRequested:
            state.filter = state.filter.next
            state.rowToSelect = .first
            return [load(&state)]
        case .searchRequested:
            state.isSearching = true
        case .queryChanged(let query):
            state.search = TaskSearch(query)
            state.rowToSelect = .first
            return [load(&state)]
        case .searchClosed:
            state.isSearching = false
        case .searchCleared:
            state.search = TaskSearch()
            state.isSearching = false
            state.rowToSelect = .first
            return [load(&state)]
        case .taskAdded(let task):
            if !state.search.matches(task) {
                state.search = TaskSearch()
            }
            return select(task, in: &state)
        case .taskEdited(let task):
            return select(task, in: &state)
        case .addRequested, .editRequested, .backRequested, .undoRequested, .taskToggled, .taskDeleted:
            break
        }
        return []
    }

    /// Selects `task` once the tasks are loaded again, switching the filter to All first when it would
    /// hide the task.
    private func select(_ task: TaskItem, in state: inout TasksState) -> [TasksEffect] {
        if !state.filter.includes(task) {
            state.filter = .all
        }
        state.rowToSelect = .task(task.id)
        return [load(&state)]
    }

    /// Reads the tasks the filter and the search let through, which are loading until they come; the
    /// list's title is known from Home, so the list is read again only after lists changed (B75).
    private func load(_ state: inout TasksState) -> TasksEffect {
        state.isLoading = true
        return .loadTasks(
            state.list.id, filter: state.filter, search: state.search, readsList: state.listMayHaveChanged)
    }
}
