import TaskListStrings
import TaskListUI
import TerminalKit

/// The form that adds or edits a task: a title field and, under it, a notes area that fills the rest.
/// Its controller reads both directly.
final class TaskEditorView: EditorView {
    let titleField: TextField
    let notesArea: TextArea

    init(title: String) {
        let titleField = TextField()
        let notesArea = TextArea()
        self.titleField = titleField
        self.notesArea = notesArea
        let form = FormView(rows: [
            FormRow(label: Strings.TaskEditor.titleLabel, control: titleField),
            FormRow(label: Strings.TaskEditor.notesLabel, control: notesArea, fillsRemainingRows: true),
        ])
        super.init(title: title, form: form, helpItems: EditorCommand.taskEditorWithNotesHelpItems)
    }
}
