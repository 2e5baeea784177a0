import TaskListUI
import TerminalKit
import VIPERLogic

/// Upcoming's view: shows the upcoming tasks as its presenter formatted them, and sends every key of the
/// screen to the presenter with the selected row, whether or not a task is selected.
final class UpcomingView: RowsView, UpcomingViewInput {
    /// The presenter, owned by the view.
    let output: any UpcomingViewOutput

    init(output: any UpcomingViewOutput) {
        self.output = output
        super.init(helpItems: UpcomingCommand.helpItems, output: output)
    }

    override func handleCommand(_ key: Key) -> Bool {
        if ReloadCommand(key: key) != nil {
            output.didRequestReload()
            return true
        }
        if UndoCommand(key: key) != nil {
            output.didRequestUndo()
            return true
        }
        guard let command = UpcomingCommand(key: key) else { return false }
        switch command {
        case .toggle: output.didRequestToggle(selectedRow: selectedRow)
        case .open: output.didRequestOpen(selectedRow: selectedRow)
        case .back: output.didRequestBack()
        }
        return true
    }
}
