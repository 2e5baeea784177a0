import TaskListDomain
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// The tasks of one list in a table, rendered from `TasksState`; the screen's keys become
/// `TasksAction`s.
final class TasksView: ScreenView<TasksAction>, StateView {
    private let table: TableView<TaskItem>

    init(send: @escaping (TasksAction) -> Void) {
        table = TableView(row: TasksState.row(for:)) { send(.rowSelected($0)) }
        super.init(
            content: table, helpItems: TasksCommand.helpItems, send: send,
            answers: (yes: .deleteConfirmed, no: .deleteCancelled))
    }

    func render(_ state: TasksState) {
        titleLabel.text = state.title
        table.render(state.tasks, emptyText: state.emptyText)
        renderChrome(state)
    }

    override func handleCommand(_ key: Key) -> Bool {
        guard let command = TasksCommand(key: key) else { return false }
        switch command {
        case .add: send(.addRequested)
        case .toggle: send(.toggleRequested)
        case .edit: send(.editRequested)
        case .delete: send(.deleteRequested)
        case .filter: send(.filterRequested)
        case .back: send(.backRequested)
        }
        return true
    }
}
