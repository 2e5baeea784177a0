import MVVMViewModels
import TaskListDomain
import TerminalKit

/// A list view that observes a table view model: it shows the model's rows, selection, empty text and loading,
/// reading only the rows its list view asks for, and hands the selection that keys move back to the model.
final class TableView<Items: IdentifiedRows>: View, ListViewDataSource, ListViewDelegate {
    private let listView = ListView()
    private let viewModel: TableViewModel<Items>
    private var rows: TableRows<Items>
    private lazy var observations = ViewObservations(of: self)

    init(viewModel: TableViewModel<Items>) {
        self.viewModel = viewModel
        rows = viewModel.rows
        listView.dataSource = self
        listView.delegate = self
        observations.observe(viewModel, \.rows) { [weak self] rows in self?.show(rows) }
        observations.observe(viewModel, \.selectedIndex) { [weak listView] index in
            if let index {
                listView?.selectRow(at: index)
            }
        }
        observations.observe(viewModel, \.emptyText) { [weak listView] text in listView?.emptyText = text }
        observations.observe(viewModel, \.isLoading) { [weak listView] isLoading in
            listView?.isLoading = isLoading
        }
    }

    func draw(in screen: inout Screen, area: Rect) {
        observations.updateIfNeeded()
        listView.draw(in: &screen, area: area)
    }

    func handle(_ key: Key) -> Bool {
        observations.updateIfNeeded()
        return listView.handle(key)
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
