import TaskListDomain

/// Upcoming, the screen of the tasks still to do that have a due date across every list, as
/// `UpcomingPresenter` sees it: a `RowsView` of its own type, so a presenter can only be wired to its own
/// screen.
package protocol UpcomingView: RowsView {}

/// Every event of the Upcoming screen, forwarded by the view to its presenter.
package protocol UpcomingPresenting: RowsPresenting {
    func didRequestToggle()
    func didRequestOpen()
    func didRequestBack()
}

/// Where Upcoming's presenter can send the user.
@MainActor
package protocol UpcomingRouting: AnyObject {
    /// Shows the tasks of `list`, all of them and unsearched, with the task with `taskID` selected once they
    /// come; `delegate` hears when the list is gone.
    func showTasks(of list: TaskList, selecting taskID: TaskItem.ID, delegate: any TasksPresenterDelegate)
    /// Goes back to the screen that opened Upcoming.
    func goBack()
}
