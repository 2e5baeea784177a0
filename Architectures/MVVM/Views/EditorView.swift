import TaskListUI
import TerminalKit

/// A form whose first row is the title field, bound to an editor view model: after every key it
/// hands the field's text to the view model; enter saves and esc cancels.
class EditorView<Item>: ScreenView {
    private let editor: EditorViewModel<Item>
    private let titleField = TextField()

    /// Creates the form: the title field, then `rows`.
    init(editor: EditorViewModel<Item>, rows: [FormRow], helpItems: [HelpItem]) {
        self.editor = editor
        let form = FormView(rows: [FormRow(label: editor.titleLabel, control: titleField)] + rows)
        super.init(title: editor.title, content: form, helpItems: helpItems)
        bindings.append(
            editor.draftTitle.bind { [weak titleField] title in
                if let titleField, titleField.text != title {
                    titleField.text = title
                }
            })
        showMessages(from: editor.messages)
    }

    override func handle(_ key: Key) -> Bool {
        let handled = super.handle(key)
        editor.editTitle(titleField.text)
        return handled
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch EditorCommand(key: key) {
        case .save: editor.save()
        case .cancel: editor.cancel()
        case nil: return false
        }
        return true
    }
}
