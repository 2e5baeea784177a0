import TaskListDomain
import TaskListStrings

/// The tasks of one list: the list, the filter, the tasks it lets through with one selected, and the
/// delete question being asked.
package struct TasksState: Equatable, ScreenChrome {
    /// The list, as last loaded.
    package var list: TaskList
    /// Which tasks are shown.
    package var filter = TaskFilter.all
    /// The tasks the filter lets through, in creation order, one selected.
    package var tasks = SelectableList<TaskItem>()
    /// The task the user asked to delete, until they answer.
    package var taskPendingDeletion: TaskItem?
    /// The task to select once the tasks are loaded: the one an editor just saved.
    package var taskToSelect: TaskItem.ID?
    package var status: String?

    /// The tasks screen of `list`, before its tasks are loaded.
    package init(list: TaskList) {
        self.list = list
    }

    /// The title bar: the list's icon and title, and the filter.
    package var title: String { Strings.Tasks.title(list, filter: filter) }

    /// What the screen says when no task is shown.
    package var emptyText: String { Strings.Tasks.emptyState(for: filter) }

    /// The row of a task: its checkbox and title.
    package static func row(for task: TaskItem) -> Row {
        Row(text: Strings.Tasks.row(task))
    }

    package var question: String? {
        taskPendingDeletion.map { Strings.Tasks.deletePrompt(title: $0.title) }
    }
}
