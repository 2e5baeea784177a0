import TaskListStrings
import TaskListUI
import TerminalKit

/// The form that adds or renames a task: one title field. Its controller reads the field directly.
final class TaskEditorView: EditorView {
    let titleField: TextField

    init(title: String) {
        let titleField = TextField()
        self.titleField = titleField
        let form = FormView(rows: [FormRow(label: Strings.TaskEditor.titleLabel, control: titleField)])
        super.init(title: title, form: form, helpItems: EditorCommand.taskEditorHelpItems)
    }
}
