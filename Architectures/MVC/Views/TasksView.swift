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
        case .add:
            delegate?.tasksViewDidRequestAdd(self)
        case .filter:
            delegate?.tasksViewDidRequestNextFilter(self)
        case .back:
            delegate?.tasksViewDidRequestBack(self)
        case .toggle, .edit, .delete:
            guard let index = listView.selectedIndex else { return true }
            switch command {
            case .toggle: delegate?.tasksView(self, didRequestToggleTaskAt: index)
            case .edit: delegate?.tasksView(self, didRequestEditTaskAt: index)
            default: delegate?.tasksView(self, didRequestDeleteTaskAt: index)
            }
        }
        return true
    }
}
