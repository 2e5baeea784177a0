import MVPPresenters
import TaskListUI
import TerminalKit

/// The frame of Home and of the tasks screen: a table of the rows its presenter formats, asked for one
/// at a time as the table draws them, the status line and the delete question. It forwards the
/// selection, the answers, ctrl-r, `u` and its leaving the navigation stack, and decides nothing.
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
    /// How many rows the presenter last said there are.
    private var rowCount = 0

    init(helpItems: [HelpItem]) {
        let listView = ListView()
        self.listView = listView
        super.init(title: "", content: listView, helpItems: helpItems)
        listView.dataSource = self
        listView.delegate = self
    }

    var rootView: any View { self }

    func didLeave() {
        presenter?.viewDidDisappear()
    }

    /// Forwards ctrl-r and `u`, which every screen of rows shares (B80, B92); each screen's own keys come
    /// first.
    override func handleCommand(_ key: Key) -> Bool {
        if ReloadCommand(key: key) != nil {
            presenter?.didRequestReload()
        } else if UndoCommand(key: key) != nil {
            presenter?.didRequestUndo()
        } else {
            return false
        }
        return true
    }

    func reloadRows(count: Int, selectedIndex: Int) {
        rowCount = count
        listView.reloadData()
        listView.selectRow(at: selectedIndex)
    }

    func showEmptyState(_ message: String) {
        rowCount = 0
        listView.emptyText = message
        listView.reloadData()
    }

    func showLoading(_ isLoading: Bool) {
        listView.isLoading = isLoading
    }

    func showStatus(_ message: String) {
        status = message
    }

    func askConfirmation(_ question: String) {
        let dialog = ConfirmDialog(message: question)
        dialog.delegate = self
        present(dialog)
    }

    func numberOfRows(in listView: ListView) -> Int {
        rowCount
    }

    /// The row at `index`, asked of the presenter when the table draws it; blank without a presenter.
    func listView(_ listView: ListView, rowAt index: Int) -> ListRow {
        guard let row = presenter?.row(at: index) else { return ListRow(text: "") }
        return ListRow(text: row.text, detail: row.detail)
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
