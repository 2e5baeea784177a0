import TaskListStrings
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// The form that adds or renames a task, rendered from `TaskEditorState`. It sends the title as the
/// user edits it; enter and esc become save and cancel.
final class TaskEditorView: ScreenView<TaskEditorAction>, StateView {
    private let titleField = TextField()

    init(send: @escaping (TaskEditorAction) -> Void) {
        let form = FormView(rows: [FormRow(label: Strings.TaskEditor.titleLabel, control: titleField)])
        super.init(content: form, helpItems: EditorCommand.taskEditorHelpItems, send: send, answers: nil)
        titleField.onTextChange = { send(.titleChanged($0)) }
    }

    func render(_ state: TaskEditorState) {
        titleLabel.text = state.heading
        if titleField.text != state.title {
            titleField.text = state.title
        }
        renderChrome(state)
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch EditorCommand(key: key) {
        case .save: send(.saveRequested)
        case .cancel: send(.cancelRequested)
        case nil: return false
        }
        return true
    }
}
