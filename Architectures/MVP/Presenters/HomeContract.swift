import TaskListDomain

/// Home, the screen of lists, as `HomePresenter` sees it: a `RowsView` of its own type, so a presenter
/// can only be wired to its own screen.
package protocol HomeView: RowsView {}

/// Every event of the Home screen, forwarded by the view to its presenter.
package protocol HomePresenting: RowsPresenting {
    func didRequestAdd()
    func didRequestOpen()
    func didRequestUpcoming()
    func didRequestRename()
    func didRequestDelete()
    func didRequestQuit()
}

/// Where Home's presenter can send the user.
@MainActor
package protocol HomeRouting: AnyObject {
    /// Shows the tasks of `list`; `delegate` hears when the list is gone.
    func showTasks(of list: TaskList, delegate: any TasksPresenterDelegate)
    /// Shows Upcoming; `delegate` hears when a list opened from there is gone.
    func showUpcoming(delegate: any TasksPresenterDelegate)
    /// Shows the list editor; `delegate` hears about the saved list.
    func showListEditor(_ mode: ListEditorPresenter.Mode, delegate: any ListEditorPresenterDelegate)
    /// Closes Home, which quits the app.
    func quit()
}
