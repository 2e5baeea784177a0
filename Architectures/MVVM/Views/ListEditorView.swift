import TaskListUI
import TerminalKit

/// The form that adds or renames a list: a title field and an icon picker bound to the view
/// model. After every key it hands the fields' contents to the view model; enter saves, esc cancels.
final class ListEditorView: ScreenView {
    let viewModel: ListEditorViewModel
    private let titleField = TextField()
    private let iconPicker: ChoicePicker

    init(viewModel: ListEditorViewModel) {
        self.viewModel = viewModel
        iconPicker = ChoicePicker(options: viewModel.iconOptions)
        let form = FormView(rows: [
            FormRow(label: viewModel.titleLabel, control: titleField),
            FormRow(label: viewModel.iconLabel, control: iconPicker),
        ])
        super.init(title: viewModel.title, content: form, helpItems: EditorCommand.listEditorHelpItems)
        bindings += [
            viewModel.draftTitle.bind { [weak titleField] title in
                if let titleField, titleField.text != title {
                    titleField.text = title
                }
            },
            viewModel.selectedIconIndex.bind { [weak iconPicker] index in iconPicker?.selectedIndex = index },
        ]
        showMessages(from: viewModel.messages)
    }

    override func handle(_ key: Key) -> Bool {
        let handled = super.handle(key)
        viewModel.editTitle(titleField.text)
        viewModel.selectIcon(at: iconPicker.selectedIndex)
        return handled
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch EditorCommand(key: key) {
        case .save: viewModel.save()
        case .cancel: viewModel.cancel()
        case nil: return false
        }
        return true
    }
}
