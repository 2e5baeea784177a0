import TaskListUI
import TerminalKit
import VIPERLogic

/// The task editor's view: the title field, the due date field, and the notes below them, which fill the
/// rest of the form. ctrl-s, or enter in the title or the due date, sends the three to the presenter (in the
/// notes enter starts a new line); esc cancels; tab and back-tab move between the fields; every other key
/// edits.
final class TaskEditorView: EditorView, TaskEditorViewInput {
    /// The presenter, owned by the view.
    let output: any TaskEditorViewOutput
    private let dueField = TextField()
    private let notesArea = TextArea()

    init(output: any TaskEditorViewOutput) {
        self.output = output
        super.init(
            helpItems: EditorCommand.taskEditorWithNotesHelpItems,
            extraRows: [
                FormRow(label: "", control: dueField),
                FormRow(label: "", control: notesArea, fillsRemainingRows: true),
            ], output: output)
    }

    func showDueField(label: String, text: String) {
        setLabel(label, ofRowWith: dueField)
        dueField.text = text
    }

    func showNotesField(label: String, text: String) {
        setLabel(label, ofRowWith: notesArea)
        notesArea.text = text
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch EditorCommand(key: key) {
        case .save: output.didRequestSave(title: enteredTitle, notes: notesArea.text, due: dueField.text)
        case .cancel: output.didRequestCancel()
        case nil: return false
        }
        return true
    }
}
