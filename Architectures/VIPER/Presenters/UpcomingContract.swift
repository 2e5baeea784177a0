import TaskListDomain

/// Upcoming's view, as its presenter sees it: a view with rows of its own type.
package protocol UpcomingViewInput: RowsViewInput {}

/// Every event of Upcoming's view, sent to its presenter with the row selected at the time (nil when no task
/// is shown): the presenter decides what the event means.
package protocol UpcomingViewOutput: RowsViewOutput {
    func didRequestToggle(selectedRow: Int?)
    func didRequestOpen(selectedRow: Int?)
    func didRequestBack()
}

/// Where Upcoming's presenter can send the user.
@MainActor
package protocol UpcomingRouterInput: AnyObject {
    /// Shows the tasks module of `list`, all its tasks, with `task` selected once they come; `output` hears
    /// when the list is gone.
    func showTasks(of list: TaskList, selecting task: TaskItem, output: any TasksModuleOutput)
    /// Goes back to Home.
    func goBack()
}
