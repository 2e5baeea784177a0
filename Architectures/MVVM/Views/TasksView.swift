import MVVMViewModels
import TaskListUI
import TerminalKit

/// The tasks of one list: the title bar and the table bound to the view model, and the screen's
/// keys turned into the view model's inputs.
final class TasksView: ScreenView {
    let viewModel: TasksViewModel

    init(viewModel: TasksViewModel) {
        self.viewModel = viewModel
        super.init(
            title: viewModel.title.value, content: TableView(viewModel: viewModel.table),
            helpItems: TasksCommand.helpItems)
        bindings.append(viewModel.title.bind { [weak self] title in self?.titleLabel.text = title })
        showMessages(from: viewModel.messages)
        askConfirmations(from: viewModel.confirmations)
        viewModel.load()
    }

    override func handleCommand(_ key: Key) -> Bool {
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
}
