import TaskListDomain
import TaskListStrings

/// The editor that adds or renames a task: the title as edited so far.
package struct TaskEditorState: Equatable, ScreenChrome {
    /// Whether the editor adds a task to a list or renames an existing task.
    package enum Mode: Equatable {
        case add(toList: TaskList.ID)
        case edit(TaskItem)
    }

    /// What saving does.
    package let mode: Mode
    /// The title as typed so far.
    package var title: String
    package var status: String?

    /// An editor that starts empty for `.add`, or from the task being renamed.
    package init(mode: Mode) {
        self.mode = mode
        switch mode {
        case .add: title = ""
        case .edit(let task): title = task.title
        }
    }

    /// The title bar.
    package var heading: String {
        switch mode {
        case .add: Strings.TaskEditor.newTitle
        case .edit: Strings.TaskEditor.editTitle
        }
    }
}
