import MVVMViewModels
import TaskListUI
import TerminalKit

/// The form that adds or renames a list: the title field and an icon picker, both bound both ways
/// to the view model.
final class ListEditorView: EditorView<ListEditorViewModel> {
    private let iconPicker: ChoicePicker

    init(viewModel: ListEditorViewModel) {
        iconPicker = ChoicePicker(options: viewModel.iconOptions)
        super.init(
            viewModel: viewModel,
            rows: [FormRow(label: viewModel.iconLabel, control: iconPicker)],
            helpItems: EditorCommand.listEditorHelpItems
        )
        observations.observe(viewModel, \.selectedIconIndex) { [weak iconPicker] index in
            iconPicker?.selectedIndex = index
        }
        iconPicker.onSelectionChange = { [weak viewModel] index in viewModel?.selectIcon(at: index) }
    }
}
