import TaskListDomain

/// The items a screen shows in its table as rows, the selected row and the text shown when there are none.
///
/// The rows are formatted only when they are read (`TableRows`), so a change formats no row: the view
/// reads the ones it draws. The selection follows its row's item when the rows change (B67): it stays
/// on the row of the item with the same `id` while there is one; else it keeps its index, moves up to
/// the last row when rows go away, is nil without rows and starts at the first row when rows appear.
package final class TableViewModel<Items: IdentifiedRows> {
    /// The rows, top to bottom.
    package let rows: BindableValue<TableRows<Items>>
    /// The index of the selected row; nil only when there are no rows.
    package let selectedIndex = BindableValue<Int?>(nil)
    /// What the screen says when there are no rows.
    package let emptyText: BindableValue<String>
    private let format: (Items.Element) -> RowViewModel

    /// A table without rows that formats each item's row with `format` when the row is read.
    init(emptyText: String, format: @escaping (Items.Element) -> RowViewModel) {
        self.emptyText = BindableValue(emptyText)
        self.format = format
        rows = BindableValue(TableRows(Items(), format: format))
    }

    /// Shows a row for each of `items`, keeping the selection on its item, or else on a row that exists.
    func show(_ items: Items) {
        let selectedID = selectedIndex.value.map { rows.value.items[$0].id }
        rows.value = TableRows(items, format: format)
        if let selectedID, let index = items.firstIndex(ofID: selectedID) {
            updateSelection(index)
        } else {
            updateSelection(items.isEmpty ? nil : min(selectedIndex.value ?? 0, items.count - 1))
        }
    }

    /// Selects the row at `index`, clamped to the rows; does nothing without rows.
    package func select(at index: Int) {
        guard !rows.value.isEmpty else { return }
        updateSelection(min(max(0, index), rows.value.count - 1))
    }

    private func updateSelection(_ index: Int?) {
        if index != selectedIndex.value {
            selectedIndex.value = index
        }
    }
}
