import TaskListDomain
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// Home: the lists in a table, rendered from `HomeState`; Home's keys become `HomeAction`s.
final class HomeView: ScreenView<HomeAction>, StateView {
    private let table: TableView<[TaskListSummary]>

    init(send: @escaping (HomeAction) -> Void) {
        table = TableView(row: HomeState.row(for:)) { send(.rowSelected($0)) }
        super.init(
            content: table, helpItems: HomeCommand.helpItems, send: send,
            answers: (yes: .deleteConfirmed, no: .deleteCancelled))
    }

    func render(_ state: HomeState) {
        titleLabel.text = state.title
        table.render(state.lists, emptyText: state.emptyText, isLoading: state.isLoading)
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
        guard let command = HomeCommand(key: key) else { return false }
        switch command {
        case .add: send(.addRequested)
        case .open: send(.openRequested)
        case .upcoming: send(.upcomingRequested)
        case .rename: send(.renameRequested)
        case .delete: send(.deleteRequested)
        case .quit: send(.quitRequested)
        }
        return true
    }
}
