import TaskListDomain

/// Items shown as rows with one selected, as a table shows them. The selection follows its item when
/// the items change (B67): it stays on the item with the same ID while there is one; else it keeps
/// its index, moves up to the last row when rows go away, is nil without rows and starts at the
/// first row when rows appear.
package struct SelectableList<Items: IdentifiedRows & Equatable>: Equatable {
    /// The items, top to bottom.
    package private(set) var items = Items()
    /// The index of the selected item; nil only when there are none.
    package private(set) var selectedIndex: Int?

    /// An empty list.
    package init() {}

    /// The selected item, if any.
    package var selectedItem: Items.Element? {
        selectedIndex.map { items[$0] }
    }

    /// Shows `newItems`, keeping the selection on its item, or else on a row that exists.
    package mutating func replaceItems(with newItems: Items) {
        let selectedID = selectedItem?.id
        items = newItems
        if let selectedID, let index = newItems.firstIndex(ofID: selectedID) {
            selectedIndex = index
        } else {
            selectedIndex = newItems.isEmpty ? nil : min(selectedIndex ?? 0, newItems.count - 1)
        }
    }

    /// Selects the row at `index`, clamped to the rows; does nothing without rows.
    package mutating func select(at index: Int) {
        guard !items.isEmpty else { return }
        selectedIndex = min(max(0, index), items.count - 1)
    }

    /// Selects the item with `id`; returns false when there is none.
    @discardableResult
    package mutating func select(id: Items.Element.ID) -> Bool {
        guard let index = items.firstIndex(ofID: id) else { return false }
        selectedIndex = index
        return true
    }
}
