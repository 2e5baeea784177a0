import MVVMViewModels
import TaskListUI
import TerminalKit

/// The form that adds or edits a task: the title field and, below it, the notes filling the rest, both
/// bound both ways to the view model. Enter in the notes starts a new line, so ctrl-s saves.
final class TaskEditorView: EditorView<TaskEditorViewModel> {
    private let notesArea = TextArea()

    init(viewModel: TaskEditorViewModel) {
        super.init(
            viewModel: viewModel,
            rows: [FormRow(label: viewModel.notesLabel, control: notesArea, fillsRemainingRows: true)],
            helpItems: EditorCommand.taskEditorWithNotesHelpItems
        )
        observations.observe(viewModel, \.draftNotes) { [weak notesArea] notes in
            if let notesArea, notesArea.text != notes {
                notesArea.text = notes
            }
        }
        notesArea.onTextChange = { [weak viewModel] text in viewModel?.draftNotes = text }
    }
}
