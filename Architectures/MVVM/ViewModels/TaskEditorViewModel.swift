import TaskListDomain
import TaskListStrings

/// The state and inputs of the task editor: the title being edited, and saving it.
package final class TaskEditorViewModel: EditorViewModel {
    /// Whether the editor adds a task to a list or renames an existing task.
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

    private let mode: Mode
    private let service: any TaskListService

    package init(
        mode: Mode,
        service: any TaskListService,
        coordinator: any EditorCoordinating,
        onSave: @escaping (TaskItem) -> Void
    ) {
        let (title, draftTitle) =
            switch mode {
            case .add: (Strings.TaskEditor.newTitle, "")
            case .edit(let task): (Strings.TaskEditor.editTitle, task.title)
            }
        self.title = title
        self.draftTitle = BindableValue(draftTitle)
        self.mode = mode
        self.service = service
        self.coordinator = coordinator
        self.onSave = onSave
    }

    package func store(title: String) throws(TaskListError) -> TaskItem {
        switch mode {
        case .add(let listID): try service.addTask(title: title, toList: listID)
        case .edit(let task): try service.renameTask(id: task.id, title: title)
        }
    }
}
