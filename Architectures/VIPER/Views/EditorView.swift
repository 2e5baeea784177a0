import TerminalKit
import VIPERLogic

/// The frame of the editor views: a form whose first row is the title field, which keeps what is typed
/// until the user saves.
class EditorView: ScaffoldView, Page, EditorViewInput {
    /// The form: the title field's row, then the rows a subclass adds.
    let form: FormView
    private let titleField: TextField

    init(helpItems: [HelpItem], extraRows: [FormRow] = []) {
        let titleField = TextField()
        let form = FormView(rows: [FormRow(label: "", control: titleField)] + extraRows)
        self.titleField = titleField
        self.form = form
        super.init(title: "", content: form, helpItems: helpItems)
    }

    var rootView: any View { self }

    /// The title as the user left it.
    var enteredTitle: String { titleField.text }

    func showTitleField(label: String, text: String) {
        form.rows[0].label = label
        titleField.text = text
    }
}
