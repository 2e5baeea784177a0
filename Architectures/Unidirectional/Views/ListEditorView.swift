import TaskListStrings
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// The form that adds or renames a list, rendered from `ListEditorState`. After every key it sends
/// what the title field and icon picker now hold; enter and esc become save and cancel.
final class ListEditorView: ScreenView<ListEditorAction>, StateView {
    private let titleField = TextField()
    private let iconPicker = ChoicePicker(options: ListEditorState.iconOptions)
    private var state: ListEditorState?

    init(send: @escaping (ListEditorAction) -> Void) {
        let form = FormView(rows: [
            FormRow(label: Strings.ListEditor.titleLabel, control: titleField),
            FormRow(label: Strings.ListEditor.iconLabel, control: iconPicker),
        ])
        super.init(content: form, helpItems: EditorCommand.listEditorHelpItems, send: send, answers: nil)
    }

    func render(_ state: ListEditorState) {
        self.state = state
        titleLabel.text = state.heading
        if titleField.text != state.title {
            titleField.text = state.title
        }
        iconPicker.selectedIndex = state.iconIndex
        renderChrome(state)
    }

    override func handle(_ key: Key) -> Bool {
        let handled = super.handle(key)
        guard let state else { return handled }
        if titleField.text != state.title {
            send(.titleChanged(titleField.text))
        }
        if iconPicker.selectedIndex != state.iconIndex {
            send(.iconSelected(iconPicker.selectedIndex))
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
