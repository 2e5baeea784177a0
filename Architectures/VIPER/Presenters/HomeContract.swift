import TaskListDomain

/// Home's view, as its presenter sees it: a view with rows of its own type.
package protocol HomeViewInput: RowsViewInput {}

/// Every event of Home's view, sent to its presenter with the row selected at the time (nil when there
/// are no lists): the presenter decides what the event means.
package protocol HomeViewOutput: RowsViewOutput {
    func didRequestAdd()
    func didRequestOpen(selectedRow: Int?)
    func didRequestUpcoming()
    func didRequestRename(selectedRow: Int?)
    func didRequestDelete(selectedRow: Int?)
    func didRequestQuit()
}

/// Where Home's presenter can send the user.
@MainActor
package protocol HomeRouterInput: AnyObject {
    /// Shows the tasks module of `list`; `output` hears when the list is gone.
    func showTasks(of list: TaskList, output: any TasksModuleOutput)
    /// Shows the Upcoming module; `output` hears when a list opened from it is gone.
    func showUpcoming(output: any TasksModuleOutput)
    /// Shows the list editor module; `output` hears which list was saved.
    func showListEditor(_ mode: ListEditorMode, output: any ListEditorModuleOutput)
    /// Closes Home, which quits the app.
    func quit()
}
