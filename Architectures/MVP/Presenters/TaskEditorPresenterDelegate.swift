import TaskListDomain

/// Hears which task a task editor saved; the editor has already closed.
protocol TaskEditorPresenterDelegate: AnyObject {
    func taskEditorPresenter(_ presenter: TaskEditorPresenter, didSave task: TaskItem)
}
