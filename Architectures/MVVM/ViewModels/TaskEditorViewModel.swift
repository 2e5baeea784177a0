import TaskListDomain
import TaskListStrings

/// The state and inputs of the task editor: the title being edited, and saving it. A refused
/// title leaves the editor open with a message; a stored task closes it.
final class TaskEditorViewModel {
    /// Whether the editor adds a task to a list or renames an existing task.
    enum Mode {
        case add(toList: TaskList.ID)
        case edit(TaskItem)
    }

    /// The title bar.
    let title: String
    /// The label of the title field.
    let titleLabel = Strings.TaskEditor.titleLabel
    /// The title as typed so far.
    let draftTitle: Observable<String>
    /// Why the title was refused, for the status line.
    let messages = Signal<String>()

    private let mode: Mode
    private let service: any TaskListService
    private let coordinator: any EditorCoordinating
    private let onSave: (TaskItem) -> Void

    init(
        mode: Mode,
        service: any TaskListService,
        coordinator: any EditorCoordinating,
        onSave: @escaping (TaskItem) -> Void
    ) {
        self.mode = mode
        self.service = service
        self.coordinator = coordinator
        self.onSave = onSave
        switch mode {
        case .add:
            title = Strings.TaskEditor.newTitle
            draftTitle = Observable("")
        case .edit(let task):
            title = Strings.TaskEditor.editTitle
            draftTitle = Observable(task.title)
        }
    }

    /// Takes the title as the user has typed it so far.
    func editTitle(_ text: String) {
        if text != draftTitle.value {
            draftTitle.value = text
        }
    }

    /// Stores the task and closes the editor, or says why the title was refused.
    func save() {
        do {
            let task =
                switch mode {
                case .add(let listID): try service.addTask(title: draftTitle.value, toList: listID)
                case .edit(let task): try service.renameTask(id: task.id, title: draftTitle.value)
                }
            coordinator.dismissEditor()
            onSave(task)
        } catch {
            messages.send(Strings.message(for: error))
        }
    }

    /// Closes the editor without storing anything.
    func cancel() {
        coordinator.dismissEditor()
    }
}
