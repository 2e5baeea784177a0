import TaskListStrings
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// The form that adds or edits a task, rendered from `TaskEditorState`: the title, and the notes in the
/// rows below it. It sends both as the user edits them; enter in the title or ctrl-s saves, esc cancels,
/// and enter in the notes starts a new line.
final class TaskEditorView: ScreenView<TaskEditorAction>, StateView {
    private let titleField = TextField()
    private let notesArea = TextArea()

    init(send: @escaping (TaskEditorAction) -> Void) {
        let form = FormView(rows: [
            FormRow(label: Strings.TaskEditor.titleLabel, control: titleField),
            FormRow(label: Strings.TaskEditor.notesLabel, control: notesArea, fillsRemainingRows: true),
        ])
        super.init(
            content: form, helpItems: EditorCommand.taskEditorWithNotesHelpItems, send: send, answers: nil)
        titleField.onTextChange = { send(.titleChanged($0)) }
        notesArea.onTextChange = { send(.notesChanged($0)) }
    }

    func render(_ state: TaskEditorState) {
        titleLabel.text = state.heading
        if titleField.text != state.title {
            titleField.text = state.title
        }
        if notesArea.text != state.notes {
            notesArea.text = state.notes
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
