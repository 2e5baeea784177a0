/// The screen of one list's tasks, as `TasksPresenter` sees it: a `RowsView` of its own type, so a
/// presenter can only be wired to its own screen, with a search field under the title.
package protocol TasksView: RowsView {
    /// Shows `prompt` and `query` in the search field, open for typing with the cursor after the query, or
    /// closed; closed and empty, the row is blank.
    func showSearch(prompt: String, query: String, isOpen: Bool)
}

/// Every event of the tasks screen, forwarded by the view to its presenter.
package protocol TasksPresenting: RowsPresenting {
    func didRequestAdd()
    func didRequestToggle()
    func didRequestEdit()
    func didRequestDelete()
    func didRequestNextFilter()
    func didRequestBack()
    func didRequestOpenSearch()
    /// The user changed the query in the open search field to `query`.
    func didChangeSearchQuery(_ query: String)
    func didRequestCloseSearch()
    func didRequestClearSearch()
    /// The user asked to move the selected task one row up among the rows shown.
    func didRequestMoveTaskUp()
    /// The user asked to move the selected task one row down among the rows shown.
    func didRequestMoveTaskDown()
}

/// Where the tasks screen's presenter can send the user.
@MainActor
package protocol TasksRouting: AnyObject {
    /// Shows the task editor; `delegate` hears about the saved task.
    func showTaskEditor(_ mode: TaskEditorPresenter.Mode, delegate: any TaskEditorPresenterDelegate)
    /// Goes back to Home.
    func goBack()
    /// Goes back to Home, closing every screen above it.
    func returnToHome()
}

/// Hears that the list a tasks screen showed is gone; the screen has already closed.
@MainActor
package protocol TasksPresenterDelegate: AnyObject {
    func tasksPresenterDidFindListDeleted(_ presenter: TasksPresenter)
}
