import TaskListStrings
import TaskListUI
import TerminalKit

/// Tells the home screen's controller what the user asked for.
@MainActor
protocol HomeViewDelegate: AnyObject {
    func homeViewDidRequestAdd(_ homeView: HomeView)
    func homeView(_ homeView: HomeView, didRequestOpenListAt index: Int)
    func homeViewDidRequestUpcoming(_ homeView: HomeView)
    func homeView(_ homeView: HomeView, didRequestRenameListAt index: Int)
    func homeView(_ homeView: HomeView, didRequestDeleteListAt index: Int)
    func homeViewDidRequestReload(_ homeView: HomeView)
    func homeViewDidRequestUndo(_ homeView: HomeView)
    func homeViewDidRequestQuit(_ homeView: HomeView)
}

/// The home screen: the lists in a table view. It turns keys into intents and draws what its
/// controller puts in its list view; it knows nothing of the service.
final class HomeView: ScaffoldView {
    weak var delegate: HomeViewDelegate?
    let listView: ListView

    init() {
        let listView = ListView()
        listView.emptyText = Strings.Home.emptyState
        self.listView = listView
        super.init(title: Strings.Home.title, content: listView, helpItems: HomeCommand.helpItems)
    }

    override func handleCommand(_ key: Key) -> Bool {
        if ReloadCommand(key: key) != nil {
            delegate?.homeViewDidRequestReload(self)
            return true
        }
        if UndoCommand(key: key) != nil {
            delegate?.homeViewDidRequestUndo(self)
            return true
        }
        guard let command = HomeCommand(key: key) else { return false }
        switch command {
        case .add: delegate?.homeViewDidRequestAdd(self)
        case .open: withSelectedIndex { delegate?.homeView(self, didRequestOpenListAt: $0) }
        case .upcoming: delegate?.homeViewDidRequestUpcoming(self)
        case .rename: withSelectedIndex { delegate?.homeView(self, didRequestRenameListAt: $0) }
        case .delete: withSelectedIndex { delegate?.homeView(self, didRequestDeleteListAt: $0) }
        case .quit: delegate?.homeViewDidRequestQuit(self)
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
