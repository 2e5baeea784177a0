/// A screen that shows a table of rows, as its presenter sees it: rows with one selected, or an
/// empty state, and a yes-or-no question before something is deleted.
protocol RowsView: PassiveView {
    /// Shows `rows` with the row at `selectedIndex` selected and scrolled into view.
    func show(rows: [DisplayRow], selectedIndex: Int)
    /// Shows no rows, only `message`.
    func showEmptyState(_ message: String)
    /// Asks `question`; the answer comes back as `didConfirm()` or `didCancelConfirmation()`.
    func askConfirmation(_ question: String)
}
