import TaskListDomain
import TaskListStrings

/// The editor that adds or edits a task: the title, the due date and the notes as edited so far.
package struct TaskEditorState: Equatable, ScreenChrome {
    /// Whether the editor adds a task to a list or edits an existing task.
    package enum Mode: Equatable {
        case add(toList: TaskList.ID)
        case edit(TaskItem)
    }

    /// What saving does.
    package let mode: Mode
    /// The title as typed so far.
    package var title: String
    /// The Due field's text as typed so far: `YYYY-MM-DD`, or empty for no due date.
    package var due: String
    /// The notes as typed so far, "\n" between their lines.
    package var notes: String
    /// Whether the task was sent to be stored and the answer has not come yet (B79).
    package var isSaving = false
    package var status: String?

    /// An editor that starts empty for `.add`, or from the task being edited.
    package init(mode: Mode) {
        self.mode = mode
        switch mode {
        case .add: (title, due, notes) = ("", "", "")
        case .edit(let task): (title, due, notes) = (task.title, task.due?.description ?? "", task.notes)
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
