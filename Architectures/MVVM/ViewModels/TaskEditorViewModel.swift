import TaskListDomain
import TaskListStrings

/// The state and inputs of the task editor: the title being edited, and saving it.
final class TaskEditorViewModel: EditorViewModel<TaskItem> {
    /// Whether the editor adds a task to a list or renames an existing task.
    enum Mode {
        case add(toList: TaskList.ID)
        case edit(TaskItem)
    }

    init(
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
        super.init(
            title: title,
            titleLabel: Strings.TaskEditor.titleLabel,
            draftTitle: draftTitle,
            coordinator: coordinator,
            store: { title throws(TaskListError) in
                switch mode {
                case .add(let listID): try service.addTask(title: title, toList: listID)
                case .edit(let task): try service.renameTask(id: task.id, title: title)
                }
            },
            onSave: onSave
        )
    }
}
