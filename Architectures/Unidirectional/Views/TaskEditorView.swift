import TaskListStrings
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// The form that adds or edits a task, rendered from `TaskEditorState`: the title, the due date, and the
/// notes in the rows below them. It sends each field as the user edits it; enter in the title or the due
/// date, or ctrl-s, saves, esc cancels, and enter in the notes starts a new line.
final class TaskEditorView: ScreenView<TaskEditorAction>, StateView {
    private let titleField = TextField()
    private let dueField = TextField()
    private let notesArea = TextArea()

    init(send: @escaping (TaskEditorAction) -> Void) {
        let form = FormView(rows: [
            FormRow(label: Strings.TaskEditor.titleLabel, control: titleField),
            FormRow(label: Strings.TaskEditor.dueLabel, control: dueField),
            FormRow(label: Strings.TaskEditor.notesLabel, control: notesArea, fillsRemainingRows: true),
        ])
        super.init(
            content: form, helpItems: EditorCommand.taskEditorWithNotesHelpItems, send: send, answers: nil)
        titleField.onTextChange = { send(.titleChanged($0)) }
        dueField.onTextChange = { send(.dueChanged($0)) }
        notesArea.onTextChange = { send(.notesChanged($0)) }
    }

    func render(_ state: TaskEditorState) {
        titleLabel.text = state.heading
        if titleField.text != state.title {
            titleField.text = state.title
        }
        if dueField.text != state.due {
            dueField.text = state.due
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
