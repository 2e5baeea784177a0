import TaskListDomain

/// Hears which list a list editor saved; the editor has already closed.
protocol ListEditorPresenterDelegate: AnyObject {
    func listEditorPresenter(_ presenter: ListEditorPresenter, didSave list: TaskList)
}
