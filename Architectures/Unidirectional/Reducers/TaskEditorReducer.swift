import TaskListDomain
import TaskListStrings

/// The task editor's rules: it keeps the title, the due date and the notes as edited, and saving asks
/// the service. A refused field leaves the editor open with a message; closing it is `AppReducer`'s part.
package struct TaskEditorReducer: Reducer {
    /// The task editor's reducer.
    package init() {}

    package func reduce(_ state: inout TaskEditorState, _ action: TaskEditorAction) -> [TaskEditorEffect] {
        switch action {
        case .titleChanged(let title):
            state.title = title
        case .dueChanged(let due):
            state.due = due
        case .notesChanged(let notes):
            state.notes = notes
        case .saveRequested:
            guard !state.isSaving else { break }
            state.isSaving = true
            return switch state.mode {
            case .add(let listID):
                [.addTask(title: state.title, notes: state.notes, due: state.due, toList: listID)]
            case .edit(let task):
                [.updateTask(task.id, title: state.title, notes: state.notes, due: state.due)]
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
