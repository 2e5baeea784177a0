import MVPPresenters
import TaskListUI
import TerminalKit

/// Upcoming's view: the tasks its presenter shows, and Upcoming's keys forwarded to the presenter as
/// events, whether or not a task is selected.
final class UpcomingScreen<Presenter: UpcomingPresenting>: RowsScreen<Presenter>, UpcomingView {
    init() {
        super.init(helpItems: UpcomingCommand.helpItems)
    }

    override func handleCommand(_ key: Key) -> Bool {
        guard let command = UpcomingCommand(key: key) else { return super.handleCommand(key) }
        switch command {
        case .toggle: presenter?.didRequestToggle()
        case .open: presenter?.didRequestOpen()
        case .back: presenter?.didRequestBack()
        }
        return true
    }
}
