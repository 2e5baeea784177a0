import MVVMViewModels
import TaskListUI
import TerminalKit

/// The form that adds or edits a task: the title field, the due date field and, below them, the notes
/// filling the rest, each bound both ways to the view model. Enter in the notes starts a new line, so
/// ctrl-s saves.
final class TaskEditorView: EditorView<TaskEditorViewModel> {
    private let dueField = TextField()
    private let notesArea = TextArea()

    init(viewModel: TaskEditorViewModel) {
        super.init(
            viewModel: viewModel,
            rows: [
                FormRow(label: viewModel.dueLabel, control: dueField),
                FormRow(label: viewModel.notesLabel, control: notesArea, fillsRemainingRows: true),
            ],
            helpItems: EditorCommand.taskEditorWithNotesHelpItems
        )
        observations.observe(viewModel, \.draftDue) { [weak dueField] due in
            if let dueField, dueField.text != due {
                dueField.text = due
            }
        }
        dueField.onTextChange = { [weak viewModel] text in viewModel?.draftDue = text }
        observations.observe(viewModel, \.draftNotes) { [weak notesArea] notes in
            if let notesArea, notesArea.text != notes {
                notesArea.text = notes
            }
        }
        notesArea.onTextChange = { [weak viewModel] text in viewModel?.draftNotes = text }
    }
}
