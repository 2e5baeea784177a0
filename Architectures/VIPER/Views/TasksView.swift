import TaskListUI
import TerminalKit
import VIPERLogic

/// The view of one list's tasks: shows the rows its presenter formatted, and sends every key of the screen
/// to the presenter with the selected row, whether or not a task is selected.
final class TasksView: RowsView, TasksViewInput {
    /// The presenter, owned by the view.
    let output: any TasksViewOutput

    init(output: any TasksViewOutput) {
        self.output = output
        super.init(helpItems: TasksCommand.helpItems, output: output)
    }

    override func handleCommand(_ key: Key) -> Bool {
        guard let command = TasksCommand(key: key) else { return false }
        switch command {
        case .add: output.didRequestAdd()
        case .toggle: output.didRequestToggle(selectedRow: selectedRow)
        case .edit: output.didRequestEdit(selectedRow: selectedRow)
        case .delete: output.didRequestDelete(selectedRow: selectedRow)
        case .filter: output.didRequestNextFilter()
        case .back: output.didRequestBack()
        }
        return true
    }
}
