import MVPPresenters
import TaskListUI
import TerminalKit

/// The list editor's view: the editor's title field and an icon picker below it.
final class ListEditorScreen: EditorScreen, ListEditorView {
    private let iconPicker: ChoicePicker

    init() {
        let iconPicker = ChoicePicker(options: [])
        self.iconPicker = iconPicker
        super.init(
            helpItems: EditorCommand.listEditorHelpItems,
            extraRows: [FormRow(label: "", control: iconPicker)]
        )
    }

    var selectedIconIndex: Int { iconPicker.selectedIndex }

    func showIconPicker(label: String, icons: [String], selectedIndex: Int) {
        setLabel(label, ofRowWith: iconPicker)
        iconPicker.options = icons
        iconPicker.selectedIndex = selectedIndex
    }
}
