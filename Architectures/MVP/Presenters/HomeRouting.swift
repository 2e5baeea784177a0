import TaskListDomain

/// Where Home's presenter can send the user.
protocol HomeRouting: AnyObject {
    /// Shows the tasks of `list`.
    func showTasks(of list: TaskList)
    /// Shows the list editor; `delegate` hears about the saved list.
    func showListEditor(_ mode: ListEditorPresenter.Mode, delegate: any ListEditorPresenterDelegate)
    /// Closes Home, which quits the app.
    func quit()
}
