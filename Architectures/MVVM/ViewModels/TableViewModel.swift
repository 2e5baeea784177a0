/// The rows a screen shows in its table, the selected row and the text shown when there are none.
///
/// The selection follows its row's item when the rows change (B67): it stays on the row with the same
/// `id` while there is one; else it keeps its index, moves up to the last row when rows go away, is
/// nil without rows and starts at the first row when rows appear.
package final class TableViewModel {
    /// The rows, top to bottom.
    package let rows = BindableValue<[RowViewModel]>([])
    /// The index of the selected row; nil only when there are no rows.
    package let selectedIndex = BindableValue<Int?>(nil)
    /// What the screen says when there are no rows.
    package let emptyText: BindableValue<String>

    init(emptyText: String) {
        self.emptyText = BindableValue(emptyText)
    }

    /// Shows `newRows`, keeping the selection on its item, or else on a row that exists.
    func show(_ newRows: [RowViewModel]) {
        let selectedID = selectedIndex.value.map { rows.value[$0].id }
        rows.value = newRows
        if let index = newRows.firstIndex(where: { $0.id == selectedID }) {
            updateSelection(index)
        } else {
            updateSelection(newRows.isEmpty ? nil : min(selectedIndex.value ?? 0, newRows.count - 1))
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

/// The texts of one row, formatted for display: the main text and an optional detail at the right
/// edge, such as a list's progress `1/3`, with the ID of the list or task it shows.
package struct RowViewModel: Equatable {
    /// The ID of the item the row shows, which the selection follows.
    package var id: AnyHashable
    package var text: String
    package var detail = ""
}
