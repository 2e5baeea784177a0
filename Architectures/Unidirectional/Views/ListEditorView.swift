import TaskListStrings
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// The form that adds or renames a list, rendered from `ListEditorState`. It sends the title and the
/// icon as the user edits them; enter or ctrl-s saves, esc cancels.
final class ListEditorView: ScreenView<ListEditorAction>, StateView {
    private let titleField = TextField()
    private let iconPicker = ChoicePicker(options: ListEditorState.iconOptions)

    init(send: @escaping (ListEditorAction) -> Void) {
        let form = FormView(rows: [
            FormRow(label: Strings.ListEditor.titleLabel, control: titleField),
            FormRow(label: Strings.ListEditor.iconLabel, control: iconPicker),
        ])
        super.init(content: form, helpItems: EditorCommand.listEditorHelpItems, send: send, answers: nil)
        titleField.onTextChange = { send(.titleChanged($0)) }
        iconPicker.onSelectionChange = { send(.iconSelected($0)) }
    }

    func render(_ state: ListEditorState) {
        titleLabel.text = state.heading
        if titleField.text != state.title {
            titleField.text = state.title
        }
        iconPicker.selectedIndex = state.iconIndex
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
