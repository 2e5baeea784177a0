import MVPPresenters
import TaskListUI
import TerminalKit

/// What both editors' views share: a form whose first row is the title field, which keeps what is
/// typed until the presenter reads it. The editor's keys that the focused field leaves (enter, ctrl-s,
/// esc) are forwarded to the presenter, and so is its leaving the navigation stack; every other key edits.
class EditorScreen: ScaffoldView, Page, EditorView {
    /// The presenter the screen owns and forwards every event to.
    var presenter: (any EditorPresenting)?
    private let form: FormView
    private let titleField: TextField

    /// Creates the form: the title field's row, then `extraRows`.
    init(helpItems: [HelpItem], extraRows: [FormRow] = []) {
        let titleField = TextField()
        let form = FormView(rows: [FormRow(label: "", control: titleField)] + extraRows)
        self.titleField = titleField
        self.form = form
        super.init(title: "", content: form, helpItems: helpItems)
    }

    var rootView: any View { self }

    func didLeave() {
        presenter?.viewDidDisappear()
    }

    var enteredTitle: String { titleField.text }

    func showTitleField(label: String, text: String) {
        setLabel(label, ofRowWith: titleField)
        titleField.text = text
    }

    func showSaving(_ message: String) {
        status = message
    }

    /// Labels the form's row that holds `control`.
    func setLabel(_ label: String, ofRowWith control: any View) {
        if let index = form.rows.firstIndex(where: { $0.control === control }) {
            form.rows[index].label = label
        }
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch EditorCommand(key: key) {
        case .save: presenter?.didRequestSave()
        case .cancel: presenter?.didRequestCancel()
        case nil: return false
        }
        return true
    }
}
