import MVPPresenters
import TerminalKit

/// The frame of Home and of the tasks screen: a table of the rows its presenter formatted, the status
/// line and the delete question. It forwards the selection and the answers, and decides nothing.
///
/// It is generic over its presenter, so the one `presenter` property is a `RowsPresenting` here and a
/// `HomePresenting` or a `TasksPresenting` in the screen that refines it.
class RowsScreen<Presenter: RowsPresenting>: ScaffoldView, Page, RowsView,
    ListViewDataSource, ListViewDelegate, ConfirmDialogDelegate
{
    /// The presenter the screen owns and forwards every event to.
    var presenter: Presenter?
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
        presenter?.didSelectRow(at: index)
    }

    func confirmDialogDidConfirm(_ dialog: ConfirmDialog) {
        presenter?.didConfirm()
    }

    func confirmDialogDidCancel(_ dialog: ConfirmDialog) {
        presenter?.didCancelConfirmation()
    }
}
