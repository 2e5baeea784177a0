import TaskListUI
import TerminalKit

/// The form that adds or renames a task: one title field bound to the view model. After every key
/// it hands the field's text to the view model; enter saves, esc cancels.
final class TaskEditorView: ScreenView {
    let viewModel: TaskEditorViewModel
    private let titleField = TextField()

    init(viewModel: TaskEditorViewModel) {
        self.viewModel = viewModel
        let form = FormView(rows: [FormRow(label: viewModel.titleLabel, control: titleField)])
        super.init(title: viewModel.title, content: form, helpItems: EditorCommand.taskEditorHelpItems)
        bindings.append(
            viewModel.draftTitle.bind { [weak titleField] title in
                if let titleField, titleField.text != title {
                    titleField.text = title
                }
            })
        showMessages(from: viewModel.messages)
    }

    override func handle(_ key: Key) -> Bool {
        let handled = super.handle(key)
        viewModel.editTitle(titleField.text)
        return handled
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch EditorCommand(key: key) {
        case .save: viewModel.save()
        case .cancel: viewModel.cancel()
        case nil: return false
        }
        return true
    }
}
