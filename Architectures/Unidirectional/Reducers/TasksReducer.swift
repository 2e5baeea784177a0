import TaskListDomain
import TaskListStrings

/// The tasks screen's rules: the tasks follow the service and the filter, the selection follows the
/// tasks, and a delete waits for a yes. Adding, editing and going back change the stack:
/// `AppReducer` does those.
package struct TasksReducer: Reducer {
    /// The tasks screen's reducer.
    package init() {}

    package func reduce(_ state: inout TasksState, _ action: TasksAction) -> [TasksEffect] {
        switch action {
        case .appeared:
            return [.observeChanges, load(state)]
        case .serviceChanged(let change):
            return change.concerns(listID: state.list.id) ? [load(state)] : []
        case .tasksLoaded(let list, let tasks):
            state.list = list
            state.tasks.replaceItems(with: tasks.filter(state.filter.includes))
            switch state.rowToSelect {
            case .first: state.tasks.select(at: 0)
            case .task(let id): state.tasks.selectFirst { $0.id == id }
            case nil: break
            }
            state.rowToSelect = nil
        case .loadFailed(let error):
            state.tasks.replaceItems(with: [])
            state.status = Strings.message(for: error)
        case .writeFailed(let error):
            state.status = Strings.message(for: error)
        case .rowSelected(let index):
            state.tasks.select(at: index)
        case .toggleRequested:
            guard let task = state.tasks.selectedItem else { break }
            return [.toggleTask(task.id)]
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
            return [load(state)]
        case .taskSaved(let task):
            if !state.filter.includes(task) {
                state.filter = .all
            }
            state.rowToSelect = .task(task.id)
            return [load(state)]
        case .addRequested, .editRequested, .backRequested:
            break
        }
        return []
    }

    private func load(_ state: TasksState) -> TasksEffect {
        .loadTasks(state.list.id)
    }
}
