/// Where the tasks screen's presenter can send the user.
protocol TasksRouting: AnyObject {
    /// Shows the task editor; `delegate` hears about the saved task.
    func showTaskEditor(_ mode: TaskEditorPresenter.Mode, delegate: any TaskEditorPresenterDelegate)
    /// Goes back to Home.
    func goBack()
}
