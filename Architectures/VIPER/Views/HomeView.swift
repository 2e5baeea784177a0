import TaskListUI
import TerminalKit
import VIPERLogic

/// Home's view: shows the lists as its presenter formatted them, and sends every Home key to the presenter
/// with the selected row, whether or not a list is selected.
final class HomeView: RowsView, HomeViewInput {
    /// The presenter, owned by the view.
    let output: any HomeViewOutput

    init(output: any HomeViewOutput) {
        self.output = output
        super.init(helpItems: HomeCommand.helpItems, output: output)
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
        guard let command = HomeCommand(key: key) else { return false }
        switch command {
        case .add: output.didRequestAdd()
        case .open: output.didRequestOpen(selectedRow: selectedRow)
        case .upcoming: output.didRequestUpcoming()
        case .rename: output.didRequestRename(selectedRow: selectedRow)
        case .delete: output.didRequestDelete(selectedRow: selectedRow)
        case .quit: output.didRequestQuit()
        }
        return true
    }
}
