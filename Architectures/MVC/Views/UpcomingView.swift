import TaskListStrings
import TaskListUI
import TerminalKit

/// Tells the Upcoming screen's controller what the user asked for.
@MainActor
protocol UpcomingViewDelegate: AnyObject {
    func upcomingView(_ upcomingView: UpcomingView, didRequestToggleTaskAt index: Int)
    func upcomingView(_ upcomingView: UpcomingView, didRequestOpenTaskAt index: Int)
    func upcomingViewDidRequestBack(_ upcomingView: UpcomingView)
    func upcomingViewDidRequestReload(_ upcomingView: UpcomingView)
    func upcomingViewDidRequestUndo(_ upcomingView: UpcomingView)
}

/// The undone tasks with a due date, across every list, in a table view; keys become intents for its
/// controller.
final class UpcomingView: ScaffoldView {
    weak var delegate: UpcomingViewDelegate?
    let listView: ListView

    init() {
        let listView = ListView()
        listView.emptyText = Strings.Upcoming.emptyState
        self.listView = listView
        super.init(title: Strings.Upcoming.title, content: listView, helpItems: UpcomingCommand.helpItems)
    }

    override func handleCommand(_ key: Key) -> Bool {
        if ReloadCommand(key: key) != nil {
            delegate?.upcomingViewDidRequestReload(self)
            return true
        }
        if UndoCommand(key: key) != nil {
            delegate?.upcomingViewDidRequestUndo(self)
            return true
        }
        guard let command = UpcomingCommand(key: key) else { return false }
        switch command {
        case .toggle: withSelectedIndex { delegate?.upcomingView(self, didRequestToggleTaskAt: $0) }
        case .open: withSelectedIndex { delegate?.upcomingView(self, didRequestOpenTaskAt: $0) }
        case .back: delegate?.upcomingViewDidRequestBack(self)
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
