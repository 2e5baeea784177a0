import TaskListDomain
import TaskListStrings

/// The state and inputs of the task editor: the title and the notes being edited, and saving both.
package final class TaskEditorViewModel: EditorViewModel {
    /// Whether the editor adds a task to a list or edits an existing task's title and notes.
    package enum Mode {
        case add(toList: TaskList.ID)
        case edit(TaskItem)
    }

    package let title: String
    package let titleLabel = Strings.TaskEditor.titleLabel
    package let draftTitle: BindableValue<String>
    package let messages = EventStream<String>()
    package let coordinator: any EditorCoordinating
    package let onSave: (TaskItem) -> Void
    /// The label of the notes field.
    package let notesLabel = Strings.TaskEditor.notesLabel
    /// The notes as typed so far, lines separated by "\n".
    package let draftNotes: BindableValue<String>

    private let mode: Mode
    private let service: any TaskListService

    package init(
        mode: Mode,
        service: any TaskListService,
        coordinator: any EditorCoordinating,
        onSave: @escaping (TaskItem) -> Void
    ) {
        let (title, draftTitle, draftNotes) =
            switch mode {
            case .add: (Strings.TaskEditor.newTitle, "", "")
            case .edit(let task): (Strings.TaskEditor.editTitle, task.title, task.notes)
            }
        self.title = title
        self.draftTitle = BindableValue(draftTitle)
        self.draftNotes = BindableValue(draftNotes)
        self.mode = mode
        self.service = service
        self.coordinator = coordinator
        self.onSave = onSave
    }

    /// Takes the notes as the user has typed them so far.
    package func editNotes(_ text: String) {
        if text != draftNotes.value {
            draftNotes.value = text
        }
    }

    package func store(title: String) throws(TaskListError) -> TaskItem {
        switch mode {
        case .add(let listID): try service.addTask(title: title, notes: draftNotes.value, toList: listID)
        case .edit(let task): try service.updateTask(id: task.id, title: title, notes: draftNotes.value)
        }
    }
}
