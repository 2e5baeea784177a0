import TaskListStrings
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// The form that adds or renames a task, rendered from `TaskEditorState`. After every key it sends
/// what the title field now holds; enter and esc become save and cancel.
final class TaskEditorView: ScreenView<TaskEditorAction>, StateView {
    private let titleField = TextField()
    private var state: TaskEditorState?

    init(send: @escaping (TaskEditorAction) -> Void) {
        let form = FormView(rows: [FormRow(label: Strings.TaskEditor.titleLabel, control: titleField)])
        super.init(content: form, helpItems: EditorCommand.taskEditorHelpItems, send: send, answers: nil)
    }

    func render(_ state: TaskEditorState) {
        self.state = state
        titleLabel.text = state.heading
        if titleField.text != state.title {
            titleField.text = state.title
        }
        renderChrome(state)
    }

    override func handle(_ key: Key) -> Bool {
        let handled = super.handle(key)
        if let state, titleField.text != state.title {
            send(.titleChanged(titleField.text))
        }
        return handled
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
