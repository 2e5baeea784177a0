import MVPPresenters
import TaskListUI
import TerminalKit

/// The tasks screen's view: the rows its presenter shows, the search field under the title, and the
/// screen's keys forwarded to the presenter as events, whether or not a task is selected.
final class TasksScreen<Presenter: TasksPresenting>: RowsScreen<Presenter>, TasksView {
    /// The search field; it takes the typing while open and reports each change of the query.
    private let searchField = SearchField(prompt: "")

    init() {
        super.init(helpItems: Self.listHelpItems)
        header = searchField
        searchField.onTextChange = { [weak self] query in
            self?.presenter?.didChangeSearchQuery(query)
        }
    }

    /// The help bar while the list has the keys.
    private static var listHelpItems: [HelpItem] {
        TasksCommand.helpItems(adding: SearchCommand.listHelpItems + MoveTaskCommand.helpItems)
    }

    func showSearch(prompt: String, query: String, isOpen: Bool) {
        searchField.prompt = prompt
        searchField.text = query
        searchField.isFocused = isOpen
        helpBar.items = isOpen ? SearchCommand.fieldHelpItems : Self.listHelpItems
    }

    override func handleCommand(_ key: Key) -> Bool {
        if let command = SearchCommand(key: key, isFieldOpen: searchField.isFocused) {
            switch command {
            case .open: presenter?.didRequestOpenSearch()
            case .close: presenter?.didRequestCloseSearch()
            case .clear: presenter?.didRequestClearSearch()
            }
            return true
        }
        if let command = MoveTaskCommand(key: key) {
            switch command {
            case .up: presenter?.didRequestMoveTaskUp()
            case .down: presenter?.didRequestMoveTaskDown()
            }
            return true
        }
        guard let command = TasksCommand(key: key) else { return super.handleCommand(key) }
        switch command {
        case .add: presenter?.didRequestAdd()
        case .toggle: presenter?.didRequestToggle()
        case .edit: presenter?.didRequestEdit()
        case .delete: presenter?.didRequestDelete()
        case .filter: presenter?.didRequestNextFilter()
        case .back: presenter?.didRequestBack()
        }
        return true
    }
}
