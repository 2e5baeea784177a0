import MVVMViewModels
import TaskListDomain
import TerminalKit

/// A list view bound to a table view model: it shows the model's rows, selection and empty text,
/// reading only the rows its list view asks for, and hands the selection that keys move back to the model.
final class TableView<Items: IdentifiedRows>: View, ListViewDataSource, ListViewDelegate {
    private let listView = ListView()
    private let viewModel: TableViewModel<Items>
    private var rows: TableRows<Items>
    private var bindings: [BindingToken] = []

    init(viewModel: TableViewModel<Items>) {
        self.viewModel = viewModel
        rows = viewModel.rows.value
        listView.dataSource = self
        listView.delegate = self
        bindings = [
            viewModel.rows.bind { [weak self] rows in self?.show(rows) },
            viewModel.selectedIndex.bind { [weak listView] index in
                if let index {
                    listView?.selectRow(at: index)
                }
            },
            viewModel.emptyText.bind { [weak listView] text in listView?.emptyText = text },
        ]
    }

    func draw(in screen: inout Screen, area: Rect) {
        listView.draw(in: &screen, area: area)
    }

    func handle(_ key: Key) -> Bool {
        listView.handle(key)
    }

    func numberOfRows(in listView: ListView) -> Int {
        rows.count
    }

    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        let row = rows[index]
        return ListRow(text: row.text, detail: row.detail)
    }

    func listView(_ listView: ListView, didSelectRowAt index: Int) {
        viewModel.select(at: index)
    }

    private func show(_ rows: TableRows<Items>) {
        self.rows = rows
        listView.reloadData()
    }
}
