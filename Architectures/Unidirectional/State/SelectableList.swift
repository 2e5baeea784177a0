/// Items shown as rows with one selected, as a table shows them. The selection follows its item when
/// the items change (B67): it stays on the item with the same ID while there is one; else it keeps
/// its index, moves up to the last row when rows go away, is nil without rows and starts at the
/// first row when rows appear.
package struct SelectableList<Item: Identifiable & Equatable>: Equatable {
    /// The items, top to bottom.
    package private(set) var items: [Item] = []
    /// The index of the selected item; nil only when there are none.
    package private(set) var selectedIndex: Int?

    /// An empty list.
    package init() {}

    /// The selected item, if any.
    package var selectedItem: Item? {
        selectedIndex.map { items[$0] }
    }

    /// Shows `newItems`, keeping the selection on its item, or else on a row that exists.
    package mutating func replaceItems(with newItems: [Item]) {
        let selectedID = selectedItem?.id
        items = newItems
        if let index = newItems.firstIndex(where: { $0.id == selectedID }) {
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

    /// Selects the first item that matches `predicate`; returns false when none does.
    @discardableResult
    package mutating func selectFirst(where predicate: (Item) -> Bool) -> Bool {
        guard let index = items.firstIndex(where: predicate) else { return false }
        selectedIndex = index
        return true
    }
}
