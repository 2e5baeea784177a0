import TaskListDomain
import TaskListStrings

/// Upcoming's rules: the tasks follow every change of the service, the selection follows its task,
/// space toggles the selected one, and an undo selects the task it put back. Opening a task in its list
/// and going back change the stack, and the app keeps what can be undone: `AppReducer` does those.
package struct UpcomingReducer: Reducer {
    /// Upcoming's reducer.
    package init() {}

    package func reduce(_ state: inout UpcomingState, _ action: UpcomingAction) -> [UpcomingEffect] {
        switch action {
        case .appeared:
            return [.observeChanges, load(&state)]
        case .serviceChanged, .reloadRequested:
            return [load(&state)]
        case .tasksLoaded(let tasks):
            state.isLoading = false
            state.tasks.replaceItems(with: tasks)
            if let id = state.taskToSelect {
                state.tasks.select(id: id)
                state.taskToSelect = nil
            }
        case .loadFailed(let error):
            state.isLoading = false
            state.tasks.replaceItems(with: [])
            state.status = Strings.message(for: error)
        case .writeFailed(let error), .undoFailed(_, let error):
            state.status = Strings.message(for: error)
        case .undo(let change?):
            return [.undo(change)]
        case .undo(nil):
            state.status = Strings.Undo.nothingToUndo
        case .undone(let change):
            state.status = Strings.Undo.undone(change)
            state.taskToSelect = change.restoredTask?.id
            return [load(&state)]
        case .rowSelected(let index):
            state.tasks.select(at: index)
        case .toggleRequested:
            guard let upcoming = state.tasks.selectedItem else { break }
            return [.toggleTask(upcoming.id)]
        case .openRequested, .backRequested, .undoRequested, .taskToggled:
            break
        }
        return []
    }

    /// Reads the upcoming tasks, which are loading until they come.
    private func load(_ state: inout UpcomingState) -> UpcomingEffect {
        state.isLoading = true
        return .loadTasks
    }
}
