import TaskListDomain
import TaskListStrings

/// The tasks of one list: the list, the filter, the tasks it lets through with one selected, and the
/// delete question being asked.
package struct TasksState: Equatable, ScreenChrome {
    /// A row to select once the tasks are loaded again.
    package enum RowToSelect: Equatable {
        /// The first row: the filter changed.
        case first
        /// The task with this ID: an editor just saved it.
        case task(TaskItem.ID)
    }

    /// The list, as last loaded.
    package var list: TaskList
    /// Which tasks are shown.
    package var filter = TaskFilter.all
    /// The tasks the filter lets through, in creation order, one selected.
    package var tasks = SelectableList<TaskItem>()
    /// The task the user asked to delete, until they answer.
    package var taskPendingDeletion: TaskItem?
    /// The row to select once the tasks are loaded: the first after a filter change, or the task an
    /// editor just saved. Until then the selection follows its task (B67).
    package var rowToSelect: RowToSelect?
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
