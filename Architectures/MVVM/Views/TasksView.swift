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
        searchField.onTextChange = { [weak viewModel] query in viewModel?.search(for: query) }
        showMessages(of: viewModel, \.statusMessage)
        askConfirmations(of: viewModel, \.confirmation)
        viewModel.load()
    }

    override func handleCommand(_ key: Key) -> Bool {
        if let command = SearchCommand(key: key, isFieldOpen: viewModel.isSearchFieldOpen) {
            switch command {
            case .open: viewModel.openSearch()
            case .close: viewModel.closeSearch()
            case .clear: viewModel.clearSearch()
            }
            return true
        }
        if let move = MoveTaskCommand(key: key) {
            viewModel.moveSelectedTask(by: move.offset)
            return true
        }
        guard let command = TasksCommand(key: key) else { return false }
        switch command {
        case .add: viewModel.addTask()
        case .toggle: viewModel.toggleSelectedTask()
        case .edit: viewModel.editSelectedTask()
        case .delete: viewModel.deleteSelectedTask()
        case .filter: viewModel.showNextFilter()
        case .back: viewModel.goBack()
        }
        return true
    }

    /// Gives the search field the typing, with its keys in the help bar, or gives both back to the list.
    private func showSearchField(isOpen: Bool) {
        searchField.isFocused = isOpen
        helpBar.items = isOpen ? SearchCommand.fieldHelpItems : Self.listHelpItems
    }
}
