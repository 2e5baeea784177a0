/// The screen of one list's tasks, as `TasksPresenter` sees it: a `RowsView` of its own type, so a
/// presenter can only be wired to its own screen.
protocol TasksView: RowsView {}
