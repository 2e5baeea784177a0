import TaskListDomain
import TaskListStrings

/// Upcoming: the tasks not done that have a due date, across every list, soonest first, one selected.
package struct UpcomingState: Equatable, ScreenChrome {
    /// The upcoming tasks with their lists, in the service's order; the selection follows its task (B67).
    package var tasks = SelectableList<[UpcomingTask]>()
    /// The task to select once the tasks are loaded again: the one an undo just put back (B91).
    package var taskToSelect: TaskItem.ID?
    /// Whether the tasks are being read: the table says so when that lasts (B75).
    package var isLoading = false
    package var status: String?

    /// Upcoming before its tasks are loaded.
    package init() {}

    /// The title bar.
    package var title: String { Strings.Upcoming.title }

    /// What the screen says without upcoming tasks.
    package var emptyText: String { Strings.Upcoming.emptyState }

    /// The row of an upcoming task: the task as its list shows it with its list, and the due date.
    package static func row(for upcoming: UpcomingTask) -> Row {
        Row(text: Strings.Upcoming.row(upcoming), detail: Strings.Upcoming.detail(upcoming))
    }
}
