import TaskListDomain
import TaskListStrings

/// Home's rules: the lists follow the service, the selection follows the lists, a delete waits for a
/// yes, and an undo of the change the app kept for Home selects the list it put back. Opening a list or Upcoming, adding, renaming and quitting change the stack: `AppReducer`
/// does those.
package struct HomeReducer: Reducer {
    /// Home's reducer.
    package init() {}

    package func reduce(_ state: inout HomeState, _ action: HomeAction) -> [HomeEffect] {
        switch action {
        case .appeared:
            return [.observeChanges, load(&state)]
        case .serviceChanged, .reloadRequested:
            return [load(&state)]
        case .listsLoaded(let summaries):
            state.isLoading = false
            state.lists.replaceItems(with: summaries)
            if let id = state.listToSelect {
                state.lists.select(id: id)
                state.listToSelect = nil
            }
        case .loadFailed(let error):
            state.isLoading = false
            state.lists.replaceItems(with: [])
            state.status = Strings.message(for: error)
        case .deleteFailed(let error):
            state.status = Strings.message(for: error)
        case .rowSelected(let index):
            state.lists.select(at: index)
        case .deleteRequested:
            state.listPendingDeletion = state.lists.selectedItem
        case .deleteConfirmed:
            guard let summary = state.listPendingDeletion else { break }
            state.listPendingDeletion = nil
            return [.deleteList(summary.list.id)]
        case .deleteCancelled:
            state.listPendingDeletion = nil
        case .listSaved(let list):
            state.listToSelect = list.id
            return [load(&state)]
        case .openListDeleted:
            state.status = Strings.message(for: .listNotFound)
        case .undo(let change?):
            return [.undo(change)]
        case .undo(nil):
            state.status = Strings.Undo.nothingToUndo
        case .undone(let change):
            state.status = Strings.Undo.undone(change)
            if case .deletedList(let deleted) = change {
                state.listToSelect = deleted.list.id
            }
            return [load(&state)]
        case .undoFailed(_, let error):
            state.status = Strings.message(for: error)
        case .addRequested, .openRequested, .upcomingRequested, .renameRequested, .quitRequested,
            .undoRequested,
            .listDeleted:
            break
        }
        return []
    }

    /// Reads the lists, which are loading until they come.
    private func load(_ state: inout HomeState) -> HomeEffect {
        state.isLoading = true
        return .loadLists
    }
}
