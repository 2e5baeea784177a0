import MVPPresenters
import TaskListUI

/// The task editor's view: the editor's title field alone.
final class TaskEditorScreen: EditorScreen, TaskEditorView {
    init() {
        super.init(helpItems: EditorCommand.taskEditorHelpItems)
    }
}
