import TerminalKit
import VIPERLogic

/// The frame of the Home and tasks views: a table of the rows the presenter formatted, the status line and
/// the delete question. The table keeps the selection on its row's ID, as a table view with a diffable
/// data source does; the view decides nothing else.
class RowsView: ScaffoldView, Page, RowsViewInput, ListViewDataSource, ConfirmDialogDelegate {
    private let table: ListView
    private var rows: [RowDisplayItem] = []
    private let rowsOutput: any RowsViewOutput

    /// Creates the frame; `output` hears the answers to the questions it asks.
    init(helpItems: [HelpItem], output: any RowsViewOutput) {
        let table = ListView()
        self.table = table
        rowsOutput = output
        super.init(title: "", content: table, helpItems: helpItems)
        table.dataSource = self
    }

    var rootView: any View { self }

    /// The selected row, sent with every event that acts on it; nil while there are no rows.
    var selectedRow: Int? { table.selectedIndex }

    func show(rows: [RowDisplayItem]) {
        let selectedID = table.selectedIndex.map { self.rows[$0].id }
        self.rows = rows
        table.reloadData()
        if let index = rows.firstIndex(where: { $0.id == selectedID }) {
            table.selectRow(at: index)
        }
    }

    func selectRow(at index: Int) {
        table.selectRow(at: index)
    }

    func showEmptyState(_ message: String) {
        rows = []
        table.emptyText = message
        table.reloadData()
    }

    func askConfirmation(_ question: String) {
        let dialog = ConfirmDialog(message: question)
        dialog.delegate = self
        present(dialog)
    }

    func numberOfRows(in listView: ListView) -> Int {
        rows.count
    }

    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        ListRow(text: rows[index].text, detail: rows[index].detail)
    }

    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        rowsOutput.didConfirm()
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        rowsOutput.didCancelConfirmation()
    }
}
