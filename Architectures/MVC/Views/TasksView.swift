import TaskListStrings
import TaskListUI
import TerminalKit

/// Tells the tasks screen's controller what the user asked for.
@MainActor
protocol TasksViewDelegate: AnyObject {
    func tasksViewDidRequestAdd(_ tasksView: TasksView)
    func tasksView(_ tasksView: TasksView, didRequestToggleTaskAt index: Int)
    func tasksView(_ tasksView: TasksView, didRequestEditTaskAt index: Int)
    func tasksView(_ tasksView: TasksView, didRequestDeleteTaskAt index: Int)
    func tasksViewDidRequestNextFilter(_ tasksView: TasksView)
    func tasksViewDidRequestBack(_ tasksView: TasksView)
    func tasksViewDidRequestReload(_ tasksView: TasksView)
    func tasksViewDidRequestUndo(_ tasksView: TasksView)
    func tasksViewDidRequestOpenSearch(_ tasksView: TasksView)
    func tasksView(_ tasksView: TasksView, didChangeSearchQuery query: String)
    func tasksViewDidRequestCloseSearch(_ tasksView: TasksView)
    func tasksViewDidRequestClearSearch(_ tasksView: TasksView)
    func tasksView(_ tasksView: TasksView, didRequestMoveTaskAt index: Int, by offset: Int)
}

/// The tasks of one list in a table view, with checkboxes, and a search field under the title; keys
/// become intents for its controller.
final class TasksView: ScaffoldView {
    weak var delegate: TasksViewDelegate?
    let listView: ListView
    let searchField = SearchField(prompt: Strings.Tasks.searchPrompt)

    init() {
        let listView = ListView()
        self.listView = listView
        super.init(title: "", content: listView, helpItems: Self.listHelpItems)
        header = searchField
        searchField.onTextChange = { [weak self] query in
            guard let self else { return }
            delegate?.tasksView(self, didChangeSearchQuery: query)
        }
    }

    /// The help bar while the list has the keys.
    private static let listHelpItems = TasksCommand.helpItems(
        adding: SearchCommand.listHelpItems + MoveTaskCommand.helpItems)

    /// Shows `query` in the search field, open for typing with the cursor at its end, or closed; the help
    /// bar lists the keys of whichever has them.
    func showSearch(query: String, isOpen: Bool) {
        searchField.text = query
        searchField.isFocused = isOpen
        helpBar.items = isOpen ? SearchCommand.fieldHelpItems : Self.listHelpItems
    }

    override func handleCommand(_ key: Key) -> Bool {
        if let command = SearchCommand(key: key, isFieldOpen: searchField.isFocused) {
            switch command {
            case .open: delegate?.tasksViewDidRequestOpenSearch(self)
            case .close: delegate?.tasksViewDidRequestCloseSearch(self)
            case .clear: delegate?.tasksViewDidRequestClearSearch(self)
            }
            return true
        }
        if let move = MoveTaskCommand(key: key) {
            withSelectedIndex { delegate?.tasksView(self, didRequestMoveTaskAt: $0, by: move.offset) }
            return true
        }
        if ReloadCommand(key: key) != nil {
            delegate?.tasksViewDidRequestReload(self)
            return true
        }
        if UndoCommand(key: key) != nil {
            delegate?.tasksViewDidRequestUndo(self)
            return true
        }
        guard let command = TasksCommand(key: key) else { return false }
        switch command {
        case .add: delegate?.tasksViewDidRequestAdd(self)
        case .toggle: withSelectedIndex { delegate?.tasksView(self, didRequestToggleTaskAt: $0) }
        case .edit: withSelectedIndex { delegate?.tasksView(self, didRequestEditTaskAt: $0) }
        case .delete: withSelectedIndex { delegate?.tasksView(self, didRequestDeleteTaskAt: $0) }
        case .filter: delegate?.tasksViewDidRequestNextFilter(self)
        case .back: delegate?.tasksViewDidRequestBack(self)
        }
        return true
    }

    /// Calls `request` with the selected row's index; without rows there is nothing to ask for.
    private func withSelectedIndex(_ request: (Int) -> Void) {
        if let index = listView.selectedIndex {
            request(index)
        }
    }
}
