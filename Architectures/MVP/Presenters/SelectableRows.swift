/// The items a presenter shows as rows and the selected one, kept valid the way a table keeps it:
/// new items keep the index (or the last row when fewer); none while empty; the first once items appear.
struct SelectableRows<Item> {
    private(set) var items: [Item] = []
    private(set) var selectedIndex: Int?

    /// The selected item, or nil when there are none.
    var selectedItem: Item? {
        selectedIndex.map { items[$0] }
    }

    /// Replaces the items and keeps the selection on a row that exists.
    mutating func replace(with items: [Item]) {
        self.items = items
        selectedIndex = items.isEmpty ? nil : min(selectedIndex ?? 0, items.count - 1)
    }

    /// Selects the row at `index`, clamped to the rows; does nothing while empty.
    mutating func select(at index: Int) {
        guard !items.isEmpty else { return }
        selectedIndex = min(max(0, index), items.count - 1)
    }
}
