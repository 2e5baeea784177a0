/// A screen that shows a table of rows, as its presenter sees it: a number of rows with one selected,
/// each asked of the presenter only when drawn, or an empty state, and a yes-or-no question before
/// something is deleted.
@MainActor
package protocol RowsView: PassiveView {
    /// The rows changed: drops the rows it has, shows `count` rows, which it asks for with the
    /// presenter's `row(at:)` as it draws them, and selects the row at `selectedIndex`, scrolled into view.
    func reloadRows(count: Int, selectedIndex: Int)
    /// Shows no rows, only `message`.
    func showEmptyState(_ message: String)
    /// The rows are being read (`true`) or the read is over (`false`): while they are, the view keeps what
    /// it shows, without an empty state, and says the rows are loading once the wait lasts.
    func showLoading(_ isLoading: Bool)
    /// Asks `question`; the answer comes back as `didConfirm()` or `didCancelConfirmation()`.
    func askConfirmation(_ question: String)
    /// Shows `message`, which is not an error, in the status line until the next key press.
    func showStatus(_ message: String)
}

/// What a screen with rows asks and tells its presenter, whatever the screen.
@MainActor
package protocol RowsPresenting: AnyObject {
    /// The row at `index`, formatted when the view draws it, among the rows of the last `reloadRows`.
    func row(at index: Int) -> DisplayRow
    /// The user moved the selection to the row at `index`.
    func didSelectRow(at index: Int)
    /// The user answered yes to the question last asked.
    func didConfirm()
    /// The user answered anything but yes.
    func didCancelConfirmation()
    /// The user asked to read the rows again, as after a read that failed.
    func didRequestReload()
    /// The user asked to undo the last delete or toggle made on this screen.
    func didRequestUndo()
    /// The screen left the navigation stack: the work started for it is no longer wanted.
    func viewDidDisappear()
}

/// One row as a presenter formatted it: the text, and a detail for the right edge (empty for none).
package struct DisplayRow: Equatable {
    package var text: String
    package var detail: String

    package init(text: String, detail: String = "") {
        self.text = text
        self.detail = detail
    }
}
