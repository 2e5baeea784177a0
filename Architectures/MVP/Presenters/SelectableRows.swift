import TaskListDomain

/// The items a presenter shows as rows and the selected one, kept valid when the items change: the
/// selection stays on its item while it is shown (B67), else keeps its index (or the last row when
/// fewer); none while empty; the first once items appear.
struct SelectableRows<Items: IdentifiedRows> {
    private(set) var items = Items()
    private(set) var selectedIndex: Int?

    /// The selected item, or nil when there are none.
    var selectedItem: Items.Element? {
        selectedIndex.map { items[$0] }
    }

    /// Replaces the items and keeps the selection on its item, or else on a row that exists.
    mutating func replace(with items: Items) {
        let selectedID = selectedItem?.id
        self.items = items
        if let selectedID, let index = items.firstIndex(ofID: selectedID) {
            selectedIndex = index
        } else {
            selectedIndex = items.isEmpty ? nil : min(selectedIndex ?? 0, items.count - 1)
        }
    }

    /// Selects the row at `index`, clamped to the rows; does nothing while empty.
    mutating func select(at index: Int) {
        guard !items.isEmpty else { return }
        selectedIndex = min(max(0, index), items.count - 1)
    }
}
