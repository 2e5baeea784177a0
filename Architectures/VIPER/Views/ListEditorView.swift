import TaskListUI
import TerminalKit
import VIPERLogic

/// The list editor's view: the title field and an icon picker below it. Enter or ctrl-s sends the form to
/// the presenter, esc cancels; every other key edits.
final class ListEditorView: EditorView, ListEditorViewInput {
    /// The presenter, owned by the view.
    let output: any ListEditorViewOutput
    private let iconPicker: ChoicePicker

    init(output: any ListEditorViewOutput) {
        let iconPicker = ChoicePicker(options: [])
        self.output = output
        self.iconPicker = iconPicker
        super.init(
            helpItems: EditorCommand.listEditorHelpItems,
            extraRows: [FormRow(label: "", control: iconPicker)],
            output: output)
    }

    func showIconPicker(label: String, icons: [String], selectedIndex: Int) {
        setLabel(label, ofRowWith: iconPicker)
        iconPicker.options = icons
        iconPicker.selectedIndex = selectedIndex
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch EditorCommand(key: key) {
        case .save: output.didRequestSave(title: enteredTitle, iconIndex: iconPicker.selectedIndex)
        case .cancel: output.didRequestCancel()
        case nil: return false
        }
        return true
    }
}
