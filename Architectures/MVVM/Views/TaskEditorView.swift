import TaskListDomain
import TaskListUI

/// The form that adds or renames a task: just the title field, bound to the view model.
final class TaskEditorView: EditorView<TaskItem> {
    let viewModel: TaskEditorViewModel

    init(viewModel: TaskEditorViewModel) {
        self.viewModel = viewModel
        super.init(editor: viewModel, rows: [], helpItems: EditorCommand.taskEditorHelpItems)
    }
}
