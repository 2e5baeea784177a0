import TerminalKit

/// The frame of Home and of the tasks screen: a table of the rows its presenter formatted, the status
/// line and the delete question. It forwards the selection and the answers, and decides nothing.
class RowsScreen: ScaffoldView, Page, RowsView, ListViewDataSource, ListViewDelegate, ConfirmDialogDelegate {
    /// The table; it moves the selection for the navigation keys itself, like a UITableView.
    private let listView: ListView
    private var rows: [DisplayRow] = []

    init(helpItems: [HelpItem]) {
        let listView = ListView()
        self.listView = listView
        super.init(title: "", content: listView, helpItems: helpItems)
        listView.dataSource = self
        listView.delegate = self
    }

    var rootView: any View { self }

    /// The presenter that hears the selection and the answers; each screen returns its own.
    var rowsPresenter: (any RowsPresenting)? { nil }

    func show(rows: [DisplayRow], selectedIndex: Int) {
        self.rows = rows
        listView.reloadData()
        listView.selectRow(at: selectedIndex)
    }

    func showEmptyState(_ message: String) {
        rows = []
        listView.emptyText = message
        listView.reloadData()
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

    func listView(_ listView: ListView, didSelectRowAt index: Int) {
        rowsPresenter?.didSelectRow(at: index)
    }

    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        rowsPresenter?.didConfirm()
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        rowsPresenter?.didCancelConfirmation()
    }
}
