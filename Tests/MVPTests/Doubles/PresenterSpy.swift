@testable import MVPPresenters

/// Stands in for any screen's presenter: writes down every event its view forwards and every row
/// the view asks for, and answers with the rows a test gave it.
final class PresenterSpy: HomePresenting, TasksPresenting, UpcomingPresenting, EditorPresenting {
    private(set) var events: [String] = []
    /// The rows to answer with; past their end, a row named after its index.
    var rows: [DisplayRow] = []
    /// The index of every row the view asked for, in order.
    private(set) var askedRows: [Int] = []

    func row(at index: Int) -> DisplayRow {
        askedRows.append(index)
        return rows.indices.contains(index) ? rows[index] : DisplayRow(text: "Row \(index)")
    }

    func didSelectRow(at index: Int) { events.append("select \(index)") }
    func didConfirm() { events.append("confirm") }
    func didCancelConfirmation() { events.append("cancel confirmation") }
    func didRequestReload() { events.append("reload") }
    func didRequestUndo() { events.append("undo") }
    func viewDidDisappear() { events.append("disappear") }
    func didRequestAdd() { events.append("add") }
    func didRequestOpen() { events.append("open") }
    func didRequestUpcoming() { events.append("upcoming") }
    func didRequestRename() { events.append("rename") }
    func didRequestDelete() { events.append("delete") }
    func didRequestQuit() { events.append("quit") }
    func didRequestToggle() { events.append("toggle") }
    func didRequestEdit() { events.append("edit") }
    func didRequestNextFilter() { events.append("next filter") }
    func didRequestBack() { events.append("back") }
    func didRequestOpenSearch() { events.append("open search") }
    func didChangeSearchQuery(_ query: String) { events.append("search \(query)") }
    func didRequestCloseSearch() { events.append("close search") }
    func didRequestClearSearch() { events.append("clear search") }
    func didRequestMoveTaskUp() { events.append("move up") }
    func didRequestMoveTaskDown() { events.append("move down") }
    func didRequestSave() { events.append("save") }
    func didRequestCancel() { events.append("cancel") }
}
