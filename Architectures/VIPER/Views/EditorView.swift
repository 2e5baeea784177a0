import TerminalKit
import VIPERLogic

/// The frame of the editor views: a form whose first row is the title field, which keeps what is typed
/// until the user saves.
class EditorView: ScaffoldView, Page, EditorViewInput {
    /// The form: the title field's row, then the rows a subclass adds.
    private let form: FormView
    private let titleField: TextField
    private let editorOutput: any EditorViewOutput

    /// Creates the frame; `output` hears when the editor leaves the screen.
    init(helpItems: [HelpItem], extraRows: [FormRow] = [], output: any EditorViewOutput) {
        let titleField = TextField()
        let form = FormView(rows: [FormRow(label: "", control: titleField)] + extraRows)
        self.titleField = titleField
        self.form = form
        editorOutput = output
        super.init(title: "", content: form, helpItems: helpItems)
    }

    var rootView: any View { self }

    func didLeave() {
        editorOutput.viewDidLeave()
    }

    /// The title as the user left it.
    var enteredTitle: String { titleField.text }

    func showTitleField(label: String, text: String) {
        setLabel(label, ofRowWith: titleField)
        titleField.text = text
    }

    /// Labels the form's row that holds `control`.
    func setLabel(_ label: String, ofRowWith control: any View) {
        if let index = form.rows.firstIndex(where: { $0.control === control }) {
            form.rows[index].label = label
        }
    }
}
