import MVVMViewModels
import TaskListUI

/// The form that adds or renames a task: just the title field, bound to the view model.
final class TaskEditorView: EditorView<TaskEditorViewModel> {
    init(viewModel: TaskEditorViewModel) {
        super.init(viewModel: viewModel, rows: [], helpItems: EditorCommand.taskEditorHelpItems)
    }
}
