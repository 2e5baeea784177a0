import MVPPresenters
import TaskListUI
import TerminalKit

/// The task editor's view: the editor's title field, the due date field below it and, filling the rows
/// below that, the notes.
final class TaskEditorScreen: EditorScreen, TaskEditorView {
    private let dueField: TextField
    private let notesArea: TextArea

    init() {
        let dueField = TextField()
        let notesArea = TextArea()
        self.dueField = dueField
        self.notesArea = notesArea
        super.init(
            helpItems: EditorCommand.taskEditorWithNotesHelpItems,
            extraRows: [
                FormRow(label: "", control: dueField),
                FormRow(label: "", control: notesArea, fillsRemainingRows: true),
            ]
        )
    }

    var enteredDue: String { dueField.text }

    func showDueField(label: String, text: String) {
        setLabel(label, ofRowWith: dueField)
        dueField.text = text
    }

    var enteredNotes: String { notesArea.text }

    func showNotesField(label: String, text: String) {
        setLabel(label, ofRowWith: notesArea)
        notesArea.text = text
    }
}
