import Observation
import TaskListDomain
import TaskListStrings

/// The state and inputs of the task editor: the title, the due date and the notes being edited, and saving
/// the three.
@MainActor
@Observable
package final class TaskEditorViewModel: EditorViewModel {
    /// Whether the editor adds a task to a list or edits an existing task's title, due date and notes.
    package enum Mode {
        case add(toList: TaskList.ID)
        case edit(TaskItem)
    }

    package let title: String
    package let titleLabel = Strings.TaskEditor.titleLabel
    package var draftTitle: String
    package var statusMessage: String?
    package var isSaving = false
    package let coordinator: any EditorCoordinating
    package let onSave: (TaskItem) -> Void
    /// The label of the due date field.
    package let dueLabel = Strings.TaskEditor.dueLabel
    /// The due date as typed so far, `YYYY-MM-DD` or empty for none; the due field writes it as the user
    /// types, and the service validates it on save (B84, B85).
    package var draftDue: String
    /// The label of the notes field.
    package let notesLabel = Strings.TaskEditor.notesLabel
    /// The notes as typed so far, lines separated by "\n"; the notes field writes them as the user types.
    package var draftNotes: String

    private let mode: Mode
    private let service: any TaskListService

    package init(
        mode: Mode,
        service: any TaskListService,
        coordinator: any EditorCoordinating,
        onSave: @escaping (TaskItem) -> Void
    ) {
        let (title, draftTitle, draftDue, draftNotes) =
            switch mode {
            case .add: (Strings.TaskEditor.newTitle, "", "", "")
            case .edit(let task):
                (Strings.TaskEditor.editTitle, task.title, task.due?.description ?? "", task.notes)
            }
        self.title = title
        self.draftTitle = draftTitle
        self.draftDue = draftDue
        self.draftNotes = draftNotes
        self.mode = mode
        self.service = service
        self.coordinator = coordinator
        self.onSave = onSave
    }

    package func store(title: String) async throws(TaskListError) -> TaskItem {
        switch mode {
        case .add(let listID):
            try await service.addTask(title: title, notes: draftNotes, due: draftDue, toList: listID)
        case .edit(let task):
            try await service.updateTask(id: task.id, title: title, notes: draftNotes, due: draftDue)
        }
    }
}
