import TaskListDomain
import TaskListUI
import TerminalKit

/// The form that adds or renames a list: the title field and an icon picker bound to the view
/// model, which hears the chosen icon after every key.
final class ListEditorView: EditorView<TaskList> {
    let viewModel: ListEditorViewModel
    private let iconPicker: ChoicePicker

    init(viewModel: ListEditorViewModel) {
        self.viewModel = viewModel
        iconPicker = ChoicePicker(options: viewModel.iconOptions)
        super.init(
            editor: viewModel,
            rows: [FormRow(label: viewModel.iconLabel, control: iconPicker)],
            helpItems: EditorCommand.listEditorHelpItems
        )
        bindings.append(
            viewModel.selectedIconIndex.bind { [weak iconPicker] index in iconPicker?.selectedIndex = index })
    }

    override func handle(_ key: Key) -> Bool {
        let handled = super.handle(key)
        viewModel.selectIcon(at: iconPicker.selectedIndex)
        return handled
    }
}
