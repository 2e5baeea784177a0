import TaskListStrings
import TaskListUI
import TerminalKit

/// Tells the tasks screen's controller what the user asked for.
protocol TasksViewDelegate: AnyObject {
    func tasksViewDidRequestAdd(_ tasksView: TasksView)
    func tasksView(_ tasksView: TasksView, didRequestToggleTaskAt index: Int)
    func tasksView(_ tasksView: TasksView, didRequestEditTaskAt index: Int)
    func tasksView(_ tasksView: TasksView, didRequestDeleteTaskAt index: Int)
    func tasksViewDidRequestNextFilter(_ tasksView: TasksView)
    func tasksViewDidRequestBack(_ tasksView: TasksView)
}

/// The tasks of one list in a table view, with checkboxes; keys become intents for its controller.
final class TasksView: ScaffoldView {
    weak var delegate: TasksViewDelegate?
    let listView: ListView

    init() {
        let listView = ListView()
        self.listView = listView
        super.init(title: "", content: listView, helpItems: TasksCommand.helpItems)
    }

    override func handleCommand(_ key: Key) -> Bool {
        guard let command = TasksCommand(key: key) else { return false }
        switch command {
        case .add: delegate?.tasksViewDidRequestAdd(self)
        case .toggle: withSelectedIndex { delegate?.tasksView(self, didRequestToggleTaskAt: $0) }
        case .edit: withSelectedIndex { delegate?.tasksView(self, didRequestEditTaskAt: $0) }
        case .delete: withSelectedIndex { delegate?.tasksView(self, didRequestDeleteTaskAt: $0) }
        case .filter: delegate?.tasksViewDidRequestNextFilter(self)
        case .back: delegate?.tasksViewDidRequestBack(self)
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
