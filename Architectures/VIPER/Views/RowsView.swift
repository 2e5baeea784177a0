import TerminalKit
import VIPERLogic

/// The frame of the Home and tasks views: a table that asks the presenter for the rows it draws, the
/// status line and the delete question. The table keeps the selection on its row's ID, as a table view
/// with a diffable data source does; the view decides nothing else.
class RowsView: ScaffoldView, Page, RowsViewInput, ListViewDataSource, ListViewDelegate, ConfirmDialogDelegate
{
    private let table: ListView
    private var rowCount = 0
    /// The ID of the selected row's entity, noted whenever the selection moves: by the time the presenter
    /// says the rows changed, it can only tell where that entity is now.
    private var selectedRowID: RowDisplayItem.ID?
    private let rowsOutput: any RowsViewOutput

    /// Creates the frame; `output` gives the rows and hears the answers to the questions it asks.
    init(helpItems: [HelpItem], output: any RowsViewOutput) {
        let table = ListView()
        self.table = table
        rowsOutput = output
        super.init(title: "", content: table, helpItems: helpItems)
        table.dataSource = self
        table.delegate = self
    }

    var rootView: any View { self }

    func didLeave() {
        rowsOutput.viewDidLeave()
    }

    /// The selected row, sent with every event that acts on it; nil while there are no rows.
    var selectedRow: Int? { table.selectedIndex }

    func showRows(count: Int) {
        rowCount = count
        table.reloadData()
        if let index = selectedRowID.flatMap(rowsOutput.indexOfRow(withID:)) {
            table.selectRow(at: index)
        }
        noteSelectedRowID()
    }

    func showLoading() {
        table.isLoading = true
    }

    func hideLoading() {
        table.isLoading = false
    }

    func selectRow(at index: Int) {
        table.selectRow(at: index)
        noteSelectedRowID()
    }

    func showEmptyState(_ message: String) {
        rowCount = 0
        table.emptyText = message
        table.reloadData()
        noteSelectedRowID()
    }

    func askConfirmation(_ question: String) {
        let dialog = ConfirmDialog(message: question)
        dialog.delegate = self
        present(dialog)
    }

    func numberOfRows(in listView: ListView) -> Int {
        rowCount
    }

    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        let row = rowsOutput.row(at: index)
        return ListRow(text: row.text, detail: row.detail)
    }

    func listView(_ listView: ListView, didSelectRowAt index: Int) {
        noteSelectedRowID()
    }

    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        rowsOutput.didConfirm()
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        rowsOutput.didCancelConfirmation()
    }

    private func noteSelectedRowID() {
        selectedRowID = table.selectedIndex.map { rowsOutput.row(at: $0).id }
    }
}
