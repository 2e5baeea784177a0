import MVVMViewModels
import TaskListUI
import TerminalKit

/// The home screen: the lists in a table that observes the view model, and Home's keys turned into the
/// view model's inputs; it loads the lists in a task of its own when it is made, as SwiftUI's `.task` does.
final class HomeView: ScreenView {
    let viewModel: HomeViewModel

    init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
        super.init(
            title: viewModel.title, content: TableView(viewModel: viewModel.table),
            helpItems: HomeCommand.helpItems)
        showMessages(of: viewModel, \.statusMessage)
        askConfirmations(of: viewModel, \.confirmation)
        tasks.read(viewModel.load)
    }

    override func handleCommand(_ key: Key) -> Bool {
        if ReloadCommand(key: key) != nil {
            tasks.read(viewModel.reload)
            return true
        }
        if UndoCommand(key: key) != nil {
            tasks.run(viewModel.undo)
            return true
        }
        guard let command = HomeCommand(key: key) else { return false }
        switch command {
        case .add: viewModel.addList()
        case .open: viewModel.openSelectedList()
        case .upcoming: viewModel.openUpcoming()
        case .rename: viewModel.renameSelectedList()
        case .delete: viewModel.deleteSelectedList()
        case .quit: viewModel.quit()
        }
        return true
    }
}
