import MVVMViewModels
import TaskListUI
import TerminalKit

/// The tasks of one list: the title bar, the search field and the table, which observe the view model,
/// and the screen's keys turned into the view model's inputs.
final class TasksView: ScreenView {
    let viewModel: TasksViewModel
    private let searchField: SearchField

    /// The help bar while the list has the keys.
    private static let listHelpItems = TasksCommand.helpItems(
        adding: SearchCommand.listHelpItems + MoveTaskCommand.helpItems)

    init(viewModel: TasksViewModel) {
        self.viewModel = viewModel
        searchField = SearchField(prompt: viewModel.searchPrompt)
        super.init(
            title: viewModel.title, content: TableView(viewModel: viewModel.table),
            helpItems: Self.listHelpItems)
        header = searchField
        observations.observe(viewModel, \.title) { [weak self] title in self?.titleLabel.text = title }
        observations.observe(viewModel, \.searchQuery) { [weak searchField] query in
            if let searchField, searchField.text != query {
                searchField.text = query
            }
        }
        observations.observe(viewModel, \.isSearchFieldOpen) { [weak self] isOpen in
            self?.showSearchField(isOpen: isOpen)
        }
        searchField.onTextChange = { [weak self] query in self?.search(for: query) }
        showMessages(of: viewModel, \.statusMessage)
        askConfirmations(of: viewModel, \.confirmation)
        tasks.read(viewModel.load)
    }

    override func handleCommand(_ key: Key) -> Bool {
        if let command = SearchCommand(key: key, isFieldOpen: viewModel.isSearchFieldOpen) {
            switch command {
            case .open: viewModel.openSearch()
            case .close: viewModel.closeSearch()
            case .clear: tasks.read(viewModel.clearSearch)
            }
            return true
        }
        if let move = MoveTaskCommand(key: key) {
            tasks.run { [viewModel] in await viewModel.moveSelectedTask(by: move.offset) }
            return true
        }
        if ReloadCommand(key: key) != nil {
            tasks.read(viewModel.reload)
            return true
        }
        if UndoCommand(key: key) != nil {
            tasks.run(viewModel.undo)
            return true
        }
        guard let command = TasksCommand(key: key) else { return false }
        switch command {
        case .add: viewModel.addTask()
        case .toggle: tasks.run(viewModel.toggleSelectedTask)
        case .edit: viewModel.editSelectedTask()
        case .delete: viewModel.deleteSelectedTask()
        case .filter: tasks.read(viewModel.showNextFilter)
        case .back: viewModel.goBack()
        }
        return true
    }

    /// Reads the tasks that `query` finds, in place of the read for the query typed before.
    private func search(for query: String) {
        tasks.read { [viewModel] in await viewModel.search(for: query) }
    }

    /// Gives the search field the typing, with its keys in the help bar, or gives both back to the list.
    private func showSearchField(isOpen: Bool) {
        searchField.isFocused = isOpen
        helpBar.items = isOpen ? SearchCommand.fieldHelpItems : Self.listHelpItems
    }
}
