import TaskListDomain
import TerminalKit
import UnidirectionalCore

/// A list view rendered from a `SelectableList`: it reloads when the items change, follows the
/// state's selection, and sends the selection the user moves with keys.
final class TableView<Items: IdentifiedRows & Equatable>: View, ListViewDataSource, ListViewDelegate {
    private let listView = ListView()
    private let row: (Items.Element) -> Row
    private let onSelect: (Int) -> Void
    private var list = SelectableList<Items>()

    /// A table whose rows `row` formats; `onSelect` hears the row the user moves to.
    init(row: @escaping (Items.Element) -> Row, onSelect: @escaping (Int) -> Void) {
        self.row = row
        self.onSelect = onSelect
        listView.dataSource = self
        listView.delegate = self
    }

    /// Shows `newList`, and `emptyText` when it has no items; while `isLoading`, the list view says
    /// the rows are coming once that lasts (B75).
    func render(_ newList: SelectableList<Items>, emptyText: String, isLoading: Bool) {
        let itemsChanged = newList.items != list.items
        list = newList
        listView.emptyText = emptyText
        listView.isLoading = isLoading
        if itemsChanged {
            listView.reloadData()
        }
        if let index = newList.selectedIndex, index != listView.selectedIndex {
            listView.selectRow(at: index)
        }
    }

    func draw(in screen: inout Screen, area: Rect) {
        listView.draw(in: &screen, area: area)
    }

    func handle(_ key: Key) -> Bool {
        listView.handle(key)
    }

    func numberOfRows(in listView: ListView) -> Int {
        list.items.count
    }

    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        let row = row(list.items[index])
        return ListRow(text: row.text, detail: row.detail)
    }

    func listView(_ listView: ListView, didSelectRowAt index: Int) {
        onSelect(index)
    }
}
