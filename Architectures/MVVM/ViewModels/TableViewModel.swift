import Observation
import TaskListDomain

/// The items a screen shows in its table as rows, the selected row, the text shown when there are none,
/// and whether the rows are being read.
///
/// The rows are formatted only when they are read (`TableRows`), so a change formats no row: the view
/// reads the ones it draws. The selection follows its row's item when the rows change (B67): it stays
/// on the row of the item with the same `id` while there is one; else it keeps its index, moves up to
/// the last row when rows go away, is nil without rows and starts at the first row when rows appear.
@MainActor
@Observable
package final class TableViewModel<Items: IdentifiedRows> {
    /// The rows, top to bottom.
    package private(set) var rows: TableRows<Items>
    /// The index of the selected row; nil only when there are no rows.
    package private(set) var selectedIndex: Int?
    /// What the screen says when there are no rows.
    package internal(set) var emptyText: String
    /// Whether the screen waits for its rows: from the start until rows are first shown, and while a
    /// later read is on its way (B75).
    package internal(set) var isLoading = true
    private let format: (Items.Element) -> RowViewModel

    /// A table without rows, waiting for them, that formats each item's row with `format` when the row
    /// is read.
    init(emptyText: String, format: @escaping (Items.Element) -> RowViewModel) {
        self.emptyText = emptyText
        self.format = format
        rows = TableRows(Items(), format: format)
    }

    /// Shows a row for each of `items`, which ends the loading, keeping the selection on its item, or else
    /// on a row that exists.
    func show(_ items: Items) {
        let selectedID = selectedIndex.map { rows.items[$0].id }
        rows = TableRows(items, format: format)
        if let selectedID, let index = items.firstIndex(ofID: selectedID) {
            selectedIndex = index
        } else {
            selectedIndex = items.isEmpty ? nil : min(selectedIndex ?? 0, items.count - 1)
        }
        isLoading = false
    }

    /// Selects the row at `index`, clamped to the rows; does nothing without rows.
    package func select(at index: Int) {
        guard !rows.isEmpty else { return }
        selectedIndex = min(max(0, index), rows.count - 1)
    }
}
