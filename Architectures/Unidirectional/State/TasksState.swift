import TaskListDomain
import TaskListStrings

/// The tasks of one list: the list, the filter and the search, the tasks both let through with one
/// selected, and the delete question being asked.
package struct TasksState: Equatable, ScreenChrome {
    /// A row to select once the tasks are loaded again.
    package enum RowToSelect: Equatable {
        /// The first row: the filter or the search changed.
        case first
        /// The task with this ID: an editor just saved it.
        case task(TaskItem.ID)
    }

    /// The list, as Home showed it or as last read again.
    package var list: TaskList
    /// Whether lists changed since `list` was read (renamed or deleted, maybe by another program): the
    /// next read of the tasks reads the list again first.
    package var listMayHaveChanged = false
    /// Which tasks are shown.
    package var filter = TaskFilter.all
    /// The query typed into the search field; the empty query finds every task.
    package var search = TaskSearch()
    /// Whether the search field is open and takes the typing.
    package var isSearching = false
    /// The tasks the filter and the search let through, in list order, one selected. The selection
    /// follows a moved task because it follows its item (B62, B67).
    package var tasks = SelectableList<TaskRows>()
    /// The task the user asked to delete, until they answer.
    package var taskPendingDeletion: TaskItem?
    /// The row to select once the tasks are loaded: the first after a filter or search change, or the
    /// task an editor just saved. Until then the selection follows its task (B67).
    package var rowToSelect: RowToSelect?
    /// Whether the tasks are being read: the table says so when that lasts (B75).
    package var isLoading = false
    package var status: String?

    /// The tasks screen of `list`, before its tasks are loaded, that selects the task `selecting` once
    /// they come: opened from Upcoming, the screen shows that task (B88).
    package init(list: TaskList, selecting taskID: TaskItem.ID? = nil) {
        self.list = list
        rowToSelect = taskID.map(RowToSelect.task)
    }

    /// The title bar: the list's icon and title, the filter, and the query when there is one.
    package var title: String { Strings.Tasks.title(list, filter: filter, search: search) }

    /// What the screen says when no task is shown.
    package var emptyText: String { Strings.Tasks.emptyState(for: filter, search: search) }

    /// The row of a task: its checkbox and title.
    package static func row(for task: TaskItem) -> Row {
        Row(text: Strings.Tasks.row(task))
    }

    package var question: String? {
        taskPendingDeletion.map { Strings.Tasks.deletePrompt(title: $0.title) }
    }
}
