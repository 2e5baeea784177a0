import TaskListDomain
import TaskListStrings

/// Home: the lists with their progress, the selected one, and the delete question being asked.
package struct HomeState: Equatable, ScreenChrome {
    /// The lists in creation order, one selected.
    package var lists = SelectableList<[TaskListSummary]>()
    /// The list the user asked to delete, until they answer.
    package var listPendingDeletion: TaskListSummary?
    /// The list to select once the lists are loaded: the one an editor just saved.
    package var listToSelect: TaskList.ID?
    /// Whether the lists are being read: the table says so when that lasts (B75).
    package var isLoading = false
    package var status: String?

    /// Home before its lists are loaded.
    package init() {}

    /// The title bar.
    package var title: String { Strings.Home.title }

    /// What the screen says without lists.
    package var emptyText: String { Strings.Home.emptyState }

    /// The row of a list: its icon and title, and its progress.
    package static func row(for summary: TaskListSummary) -> Row {
        Row(
            text: Strings.Home.row(summary.list),
            detail: Strings.Home.progress(done: summary.doneCount, total: summary.totalCount)
        )
    }

    package var question: String? {
        listPendingDeletion.map { Strings.Home.deletePrompt(title: $0.list.title, taskCount: $0.totalCount) }
    }
}
