import TaskListStrings
import TaskListUI
import TerminalKit

/// The form that adds or edits a task: a title field, a due date field, and a notes area that fills the
/// rest. Its controller reads them directly.
final class TaskEditorView: EditorView {
    let titleField: TextField
    let dueField: TextField
    let notesArea: TextArea

    init(title: String) {
        let titleField = TextField()
        let dueField = TextField()
        let notesArea = TextArea()
        self.titleField = titleField
        self.dueField = dueField
        self.notesArea = notesArea
        let form = FormView(rows: [
            FormRow(label: Strings.TaskEditor.titleLabel, control: titleField),
            FormRow(label: Strings.TaskEditor.dueLabel, control: dueField),
            FormRow(label: Strings.TaskEditor.notesLabel, control: notesArea, fillsRemainingRows: true),
        ])
        super.init(title: title, form: form, helpItems: EditorCommand.taskEditorWithNotesHelpItems)
    }
}
