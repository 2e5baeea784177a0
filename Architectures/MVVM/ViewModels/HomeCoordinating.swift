import TaskListDomain

/// Where Home's view model sends the user; the app coordinator is one.
protocol HomeCoordinating: AnyObject {
    /// Shows the tasks of `list`.
    func showTasks(of list: TaskList)
    /// Shows the list editor; `onSave` hears the list once it is stored and the editor is gone.
    func showListEditor(_ mode: ListEditorViewModel.Mode, onSave: @escaping (TaskList) -> Void)
    /// Leaves Home, which quits the app.
    func quit()
}
