/// Home, the screen of lists, as `HomePresenter` sees it: a `RowsView` of its own type, so a presenter
/// can only be wired to its own screen.
protocol HomeView: RowsView {}
