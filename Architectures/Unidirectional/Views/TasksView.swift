import TaskListDomain
import TaskListStrings
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// The tasks of one list in a table, with the search field in the row under the title, rendered from
/// `TasksState`; the screen's keys become `TasksAction`s.
final class TasksView: ScreenView<TasksAction>, StateView {
    private let table: TableView<TaskRows>
    private let searchField = SearchField(prompt: Strings.Tasks.searchPrompt)

    /// The help bar while the search field is closed.
    private static let listHelpItems = TasksCommand.helpItems(
        adding: SearchCommand.listHelpItems + MoveTaskCommand.helpItems)

    init(send: @escaping (TasksAction) -> Void) {
        table = TableView(row: TasksState.row(for:)) { send(.rowSelected($0)) }
        super.init(
            content: table, helpItems: Self.listHelpItems, send: send,
            answers: (yes: .deleteConfirmed, no: .deleteCancelled))
        header = searchField
        searchField.onTextChange = { send(.queryChanged($0)) }
    }

    func render(_ state: TasksState) {
        titleLabel.text = state.title
        if searchField.text != state.search.query {
            searchField.text = state.search.query
        }
        searchField.isFocused = state.isSearching
        helpBar.items = state.isSearching ? SearchCommand.fieldHelpItems : Self.listHelpItems
        table.render(state.tasks, emptyText: state.emptyText, isLoading: state.isLoading)
        renderChrome(state)
    }

    override func handleCommand(_ key: Key) -> Bool {
        if let command = SearchCommand(key: key, isFieldOpen: searchField.isFocused) {
            switch command {
            case .open: send(.searchRequested)
            case .close: send(.searchClosed)
            case .clear: send(.searchCleared)
            }
            return true
        }
        if ReloadCommand(key: key) != nil {
            send(.reloadRequested)
            return true
        }
        if UndoCommand(key: key) != nil {
            send(.undoRequested)
            return true
        }
        if let move = MoveTaskCommand(key: key) {
            send(.moveRequested(by: move.offset))
            return true
        }
        guard let command = TasksCommand(key: key) else { return false }
        switch command {
        case .add: send(.addRequested)
        case .toggle: send(.toggleRequested)
        case .edit: send(.editRequested)
        case .delete: send(.deleteRequested)
        case .filter: send(.filterRequested)
        case .back: send(.backRequested)
        }
        return true
    }
}
