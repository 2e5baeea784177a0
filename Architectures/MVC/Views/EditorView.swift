import TaskListUI
import TerminalKit

/// Tells an editor's controller that the user wants to save or to cancel.
@MainActor
protocol EditorViewDelegate: AnyObject {
    func editorViewDidRequestSave(_ editorView: EditorView)
    func editorViewDidRequestCancel(_ editorView: EditorView)
}

/// A form screen whose enter saves and esc cancels; the concrete editors add their fields.
class EditorView: ScaffoldView {
    weak var delegate: EditorViewDelegate?

    init(title: String, form: FormView, helpItems: [HelpItem]) {
        super.init(title: title, content: form, helpItems: helpItems)
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch EditorCommand(key: key) {
        case .save: delegate?.editorViewDidRequestSave(self)
        case .cancel: delegate?.editorViewDidRequestCancel(self)
        case nil: return false
        }
        return true
    }
}
