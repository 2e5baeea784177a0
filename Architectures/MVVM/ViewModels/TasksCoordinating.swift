import TaskListDomain

/// Where the tasks screen's view model sends the user; the app coordinator is one.
protocol TasksCoordinating: AnyObject {
    /// Shows the task editor; `onSave` hears the task once it is stored and the editor is gone.
    func showTaskEditor(_ mode: TaskEditorViewModel.Mode, onSave: @escaping (TaskItem) -> Void)
    /// Goes back to Home.
    func goBack()
}
