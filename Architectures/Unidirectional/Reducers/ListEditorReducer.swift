import TaskListDomain
import TaskListStrings

/// The list editor's rules: it keeps the title and icon as edited, and saving asks the service. A
/// refused title leaves the editor open with a message; closing it is `AppReducer`'s part.
package struct ListEditorReducer: Reducer {
    /// The list editor's reducer.
    package init() {}

    package func reduce(_ state: inout ListEditorState, _ action: ListEditorAction) -> [ListEditorEffect] {
        switch action {
        case .titleChanged(let title):
            state.title = title
        case .iconSelected(let index):
            state.icon = ListIcon.allCases[min(max(0, index), ListIcon.allCases.count - 1)]
        case .saveRequested:
            guard !state.isSaving else { break }
            state.isSaving = true
            return switch state.mode {
            case .add: [.addList(title: state.title, icon: state.icon)]
            case .rename(let list): [.updateList(list.id, title: state.title, icon: state.icon)]
            }
        case .saveFailed(let error):
            state.isSaving = false
            state.status = Strings.message(for: error)
        case .saved, .cancelRequested:
            break
        }
        return []
    }
}
