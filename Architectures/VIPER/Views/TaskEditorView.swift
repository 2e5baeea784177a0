import TaskListUI
import TerminalKit
import VIPERLogic

/// The task editor's view: the title field. Enter sends the title to the presenter, esc cancels; every
/// other key edits.
final class TaskEditorView: EditorView, TaskEditorViewInput {
    /// The presenter, owned by the view.
    let output: any TaskEditorViewOutput

    init(output: any TaskEditorViewOutput) {
        self.output = output
        super.init(helpItems: EditorCommand.taskEditorHelpItems)
    }

    override func handleCommand(_ key: Key) -> Bool {
        switch EditorCommand(key: key) {
        case .save: output.didRequestSave(title: enteredTitle)
        case .cancel: output.didRequestCancel()
        case nil: return false
        }
        return true
    }
}
