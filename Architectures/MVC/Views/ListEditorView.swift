import TaskListDomain
import TaskListStrings
import TaskListUI
import TerminalKit

/// The form that adds or renames a list: a title field and an icon picker. Its controller reads
/// the fields directly when the user saves.
final class ListEditorView: EditorView {
    let titleField: TextField
    let iconPicker: ChoicePicker

    init(title: String) {
        let titleField = TextField()
        let iconPicker = ChoicePicker(options: ListIcon.allCases.map(\.glyph))
        self.titleField = titleField
        self.iconPicker = iconPicker
        let form = FormView(rows: [
            FormRow(label: Strings.ListEditor.titleLabel, control: titleField),
            FormRow(label: Strings.ListEditor.iconLabel, control: iconPicker),
        ])
        super.init(title: title, form: form, helpItems: EditorCommand.listEditorHelpItems)
    }
}
