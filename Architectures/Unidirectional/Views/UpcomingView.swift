import TaskListDomain
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// Upcoming: the undone tasks with a due date across every list in a table, rendered from
/// `UpcomingState`; the screen's keys become `UpcomingAction`s.
final class UpcomingView: ScreenView<UpcomingAction>, StateView {
    private let table: TableView<[UpcomingTask]>

    init(send: @escaping (UpcomingAction) -> Void) {
        table = TableView(row: UpcomingState.row(for:)) { send(.rowSelected($0)) }
        super.init(content: table, helpItems: UpcomingCommand.helpItems, send: send, answers: nil)
    }

    func render(_ state: UpcomingState) {
        titleLabel.text = state.title
        table.render(state.tasks, emptyText: state.emptyText, isLoading: state.isLoading)
        renderChrome(state)
    }

    override func handleCommand(_ key: Key) -> Bool {
        if ReloadCommand(key: key) != nil {
            send(.reloadRequested)
            return true
        }
        if UndoCommand(key: key) != nil {
            send(.undoRequested)
            return true
        }
        guard let command = UpcomingCommand(key: key) else { return false }
        switch command {
        case .toggle: send(.toggleRequested)
        case .open: send(.openRequested)
        case .back: send(.backRequested)
        }
        return true
    }
}
