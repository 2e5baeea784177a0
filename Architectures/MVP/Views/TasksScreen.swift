import MVPPresenters
import TaskListUI
import TerminalKit

/// The tasks screen's view: the rows its presenter shows, and the screen's keys forwarded to the
/// presenter as events, whether or not a task is selected.
final class TasksScreen<Presenter: TasksPresenting>: RowsScreen<Presenter>, TasksView {
    init() {
        super.init(helpItems: TasksCommand.helpItems)
    }

    override func handleCommand(_ key: Key) -> Bool {
        guard let command = TasksCommand(key: key) else { return false }
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
