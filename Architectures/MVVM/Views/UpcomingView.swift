import MVVMViewModels
import TaskListUI
import TerminalKit

/// Upcoming: the tasks with a due date across the lists in a table that observes the view model, and the
/// screen's keys turned into the view model's inputs; it loads the tasks in a task of its own when it is
/// made, as SwiftUI's `.task` does.
final class UpcomingView: ScreenView {
    let viewModel: UpcomingViewModel

    init(viewModel: UpcomingViewModel) {
        self.viewModel = viewModel
        super.init(
            title: viewModel.title, content: TableView(viewModel: viewModel.table),
            helpItems: UpcomingCommand.helpItems)
        showMessages(of: viewModel, \.statusMessage)
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
        guard let command = UpcomingCommand(key: key) else { return false }
        switch command {
        case .toggle: tasks.run(viewModel.toggleSelectedTask)
        case .open: viewModel.openSelectedTask()
        case .back: viewModel.goBack()
        }
        return true
    }
}
