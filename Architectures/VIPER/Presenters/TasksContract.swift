import TaskListDomain

/// The view of one list's tasks, as its presenter sees it: a view with rows of its own type, and a search
/// field under the title bar.
package protocol TasksViewInput: RowsViewInput {
    /// Shows `prompt` and `query` in the search field, open for typing with the cursor after the query,
    /// or closed; closed with an empty query, the row is blank.
    func showSearchField(prompt: String, query: String, isOpen: Bool)
}

/// Every event of the tasks view, sent to its presenter with the row selected at the time (nil when no
/// task is shown): the presenter decides what the event means.
package protocol TasksViewOutput: RowsViewOutput {
    func didRequestAdd()
    func didRequestToggle(selectedRow: Int?)
    func didRequestEdit(selectedRow: Int?)
    func didRequestDelete(selectedRow: Int?)
    func didRequestMoveUp(selectedRow: Int?)
    func didRequestMoveDown(selectedRow: Int?)
    func didRequestNextFilter()
    func didRequestBack()
    func didRequestOpenSearch()
    /// The user changed the query in the open search field to `query`.
    func didChangeSearchQuery(_ query: String)
    func didRequestCloseSearch()
    func didRequestClearSearch()
}

/// Where the tasks module's presenter can send the user.
@MainActor
package protocol TasksRouterInput: AnyObject {
    /// Shows the task editor module; `output` hears which task was saved.
    func showTaskEditor(_ mode: TaskEditorMode, output: any TaskEditorModuleOutput)
    /// Goes back to Home.
    func goBack()
    /// Goes back to Home, closing every module above it.
    func returnToHome()
}

/// What the module that opens the tasks module can ask of it as it opens: the module's input, through which
/// the module is opened into a state.
@MainActor
package protocol TasksModuleInput: AnyObject {
    /// Selects the task with `id`, and scrolls it into view, once the tasks next arrive.
    func selectTask(withID id: TaskItem.ID)
}

/// What the module that opened the tasks module hears from it, after it closed.
@MainActor
package protocol TasksModuleOutput: AnyObject {
    /// The list was deleted, by another program; the tasks module and all above it have closed.
    func tasksDidFindListDeleted()
}
