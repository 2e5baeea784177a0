import VIPERLogic

/// Stands in for any module's presenter, as its view sees it: gives the rows a test sets, noting which the
/// view asked for, and writes down every event, in words.
@MainActor
final class ViewOutputSpy: HomeViewOutput, TasksViewOutput, UpcomingViewOutput, ListEditorViewOutput,
    TaskEditorViewOutput
{
    private(set) var events: [String] = []
    /// The rows as a presenter would format them.
    var rows: [RowDisplayItem] = []
    /// The index of every row the view asked for, in order.
    private(set) var requestedRows: [Int] = []

    func row(at index: Int) -> RowDisplayItem {
        requestedRows.append(index)
        return rows[index]
    }

    func indexOfRow(withID id: RowDisplayItem.ID) -> Int? {
        rows.firstIndex { $0.id == id }
    }

    /// Forgets the rows asked for so far.
    func forgetRequestedRows() {
        requestedRows = []
    }

    func didConfirm() { events.append("confirm") }
    func didCancelConfirmation() { events.append("cancel confirmation") }
    func didRequestAdd() { events.append("add") }
    func didRequestOpen(selectedRow: Int?) { events.append("open \(describe(selectedRow))") }
    func didRequestUpcoming() { events.append("upcoming") }
    func didRequestRename(selectedRow: Int?) { events.append("rename \(describe(selectedRow))") }
    func didRequestDelete(selectedRow: Int?) { events.append("delete \(describe(selectedRow))") }
    func didRequestQuit() { events.append("quit") }
    func didRequestToggle(selectedRow: Int?) { events.append("toggle \(describe(selectedRow))") }
    func didRequestEdit(selectedRow: Int?) { events.append("edit \(describe(selectedRow))") }
    func didRequestMoveUp(selectedRow: Int?) { events.append("move up \(describe(selectedRow))") }
    func didRequestMoveDown(selectedRow: Int?) { events.append("move down \(describe(selectedRow))") }
    func didRequestNextFilter() { events.append("next filter") }
    func didRequestBack() { events.append("back") }
    func didRequestOpenSearch() { events.append("open search") }
    func didChangeSearchQuery(_ query: String) { events.append("search \(query)") }
    func didRequestCloseSearch() { events.append("close search") }
    func didRequestClearSearch() { events.append("clear search") }
    func didRequestSave(title: String, iconIndex: Int) { events.append("save \(title) icon \(iconIndex)") }
    func didRequestSave(title: String, notes: String, due: String) {
        events.append(
            "save \(title)" + (notes.isEmpty ? "" : " notes \(notes.debugDescription)")
                + (due.isEmpty ? "" : " due \(due.debugDescription)"))
    }
    func didRequestCancel() { events.append("cancel") }
    func didRequestReload() { events.append("reload") }
    func didRequestUndo() { events.append("undo") }
    func viewDidLeave() { events.append("leave") }

    private func describe(_ row: Int?) -> String {
        row.map { "row \($0)" } ?? "no row"
    }
}
