import TaskListUI
import TerminalKit
import VIPERLogic

/// The view of one list's tasks: shows the rows and the search field its presenter formatted, and sends
/// every key of the screen to the presenter with the selected row, whether or not a task is selected.
final class TasksView: RowsView, TasksViewInput {
    /// The presenter, owned by the view.
    let output: any TasksViewOutput
    /// The search field under the title bar: while open it takes the typing and reports every change.
    private let searchField = SearchField(prompt: "")

    init(output: any TasksViewOutput) {
        self.output = output
        super.init(helpItems: Self.listHelpItems, output: output)
        header = searchField
        searchField.onTextChange = { [weak self] query in self?.output.didChangeSearchQuery(query) }
    }

    /// The help bar while the list has the keys.
    private static let listHelpItems = TasksCommand.helpItems(
        adding: SearchCommand.listHelpItems + MoveTaskCommand.helpItems)

    func showSearchField(prompt: String, query: String, isOpen: Bool) {
        searchField.prompt = prompt
        searchField.text = query
        searchField.isFocused = isOpen
        helpBar.items = isOpen ? SearchCommand.fieldHelpItems : Self.listHelpItems
    }

    override func handleCommand(_ key: Key) -> Bool {
        if let command = SearchCommand(key: key, isFieldOpen: searchField.isFocused) {
            switch command {
            case .open: output.didRequestOpenSearch()
            case .close: output.didRequestCloseSearch()
            case .clear: output.didRequestClearSearch()
            }
            return true
        }
        if ReloadCommand(key: key) != nil {
            output.didRequestReload()
            return true
        }
        if UndoCommand(key: key) != nil {
            output.didRequestUndo()
            return true
        }
        if let command = MoveTaskCommand(key: key) {
            switch command {
            case .up: output.didRequestMoveUp(selectedRow: selectedRow)
            case .down: output.didRequestMoveDown(selectedRow: selectedRow)
            }
            return true
        }
        guard let command = TasksCommand(key: key) else { return false }
        switch command {
        case .add: output.didRequestAdd()
        case .toggle: output.didRequestToggle(selectedRow: selectedRow)
        case .edit: output.didRequestEdit(selectedRow: selectedRow)
        case .delete: output.didRequestDelete(selectedRow: selectedRow)
        case .filter: output.didRequestNextFilter()
        case .back: output.didRequestBack()
        }
        return true
    }
}
