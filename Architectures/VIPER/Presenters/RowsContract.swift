import TaskListDomain

/// One row as a presenter formatted it: text on the left, and a detail for the right edge (empty for none),
/// with the ID of the entity it shows.
package struct RowDisplayItem: Equatable {
    /// The entity a row shows, which the table's selection follows: a list on Home, a task on the tasks
    /// module and on Upcoming.
    package enum ID: Hashable {
        case list(TaskList.ID)
        case task(TaskItem.ID)
    }

    package var id: ID
    package var text: String
    package var detail: String

    package init(id: ID, text: String, detail: String = "") {
        self.id = id
        self.text = text
        self.detail = detail
    }
}

/// What the presenter of a module with rows (Home, Tasks) can tell its view. The view's table asks the
/// presenter for the rows it draws, as a table view asks its data source, and keeps the selection on its
/// row's entity, as a table view with a diffable data source does; the presenter selects a row only to
/// point at one.
@MainActor
package protocol RowsViewInput: AnyObject {
    /// Shows `title` in the title bar.
    func showTitle(_ title: String)
    /// The rows are being read: once that lasts a moment, "Loading…" shows in their place.
    func showLoading()
    /// The rows are no longer being read.
    func hideLoading()
    /// The rows changed: there are `count` now, each formatted when the view asks for it with
    /// `row(at:)`. The selection stays on the row with the same `id` while there is one (B67), else keeps
    /// its index, or moves to the last row when there are fewer.
    func showRows(count: Int)
    /// Selects the row at `index` and scrolls it into view.
    func selectRow(at index: Int)
    /// Shows no rows, only `message`.
    func showEmptyState(_ message: String)
    /// Asks `question`; the answer comes back as `didConfirm()` or `didCancelConfirmation()`.
    func askConfirmation(_ question: String)
    /// Shows `message` in the status line until the next key press.
    func showError(_ message: String)
    /// Shows `message`, news that is no error, such as what an undo brought back, in the status line until
    /// the next key press.
    func showStatus(_ message: String)
}

/// What every view with rows asks of its presenter, one row at a time, the answer to the question it
/// asked, and the events every such view has.
@MainActor
package protocol RowsViewOutput: AnyObject {
    /// The row at `index` of those last shown, formatted now: the view asks only for the rows it draws
    /// and the one it selects.
    func row(at index: Int) -> RowDisplayItem
    /// The index of the row that shows the entity `id`, nil when no row shows it.
    func indexOfRow(withID id: RowDisplayItem.ID) -> Int?
    /// The user answered yes.
    func didConfirm()
    /// The user answered anything but yes.
    func didCancelConfirmation()
    /// The user asked to read the rows again (ctrl-r).
    func didRequestReload()
    /// The user asked to undo the last delete or toggle made on this screen (u).
    func didRequestUndo()
    /// The view left the screen for good: the module closes.
    func viewDidLeave()
}
