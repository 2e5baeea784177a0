import MVPPresenters
import TaskListUI
import TerminalKit

/// Home's view: the lists its presenter shows, and Home's keys forwarded to the presenter as events,
/// whether or not a list is selected.
final class HomeScreen<Presenter: HomePresenting>: RowsScreen<Presenter>, HomeView {
    init() {
        super.init(helpItems: HomeCommand.helpItems)
    }

    override func handleCommand(_ key: Key) -> Bool {
        guard let command = HomeCommand(key: key) else { return super.handleCommand(key) }
        switch command {
        case .add: presenter?.didRequestAdd()
        case .open: presenter?.didRequestOpen()
        case .upcoming: presenter?.didRequestUpcoming()
        case .rename: presenter?.didRequestRename()
        case .delete: presenter?.didRequestDelete()
        case .quit: presenter?.didRequestQuit()
        }
        return true
    }
}
