import MVPPresenters
import TaskListUI
import TerminalKit

/// The task editor's view: the editor's title field and, filling the rows below it, the notes.
final class TaskEditorScreen: EditorScreen, TaskEditorView {
    private let notesArea: TextArea

    init() {
        let notesArea = TextArea()
        self.notesArea = notesArea
        super.init(
            helpItems: EditorCommand.taskEditorWithNotesHelpItems,
            extraRows: [FormRow(label: "", control: notesArea, fillsRemainingRows: true)]
        )
    }

    var enteredNotes: String { notesArea.text }

    func showNotesField(label: String, text: String) {
        setLabel(label, ofRowWith: notesArea)
        notesArea.text = text
    }
}
