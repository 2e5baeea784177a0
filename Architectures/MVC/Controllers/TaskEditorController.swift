import TaskListDomain
import TaskListStrings
import TerminalKit

/// Tells the controller that opened a task editor how it ended.
protocol TaskEditorControllerDelegate: AnyObject {
    func taskEditorController(_ controller: TaskEditorController, didSave task: TaskItem)
    func taskEditorControllerDidCancel(_ controller: TaskEditorController)
}

/// Owns the task editor: on save reads the title and the notes, asks the service to store them, and
/// reports the saved task to its delegate or shows why it was refused. It repeats `ListEditorController`'s
/// shape on purpose, as that type says.
final class TaskEditorController: Page {
    /// Whether the editor adds a task to a list or edits an existing task.
    enum Mode {
        case add(toList: TaskList.ID)
        case edit(TaskItem)
    }

    weak var delegate: TaskEditorControllerDelegate?
    let editorView: TaskEditorView
    var rootView: any View { editorView }
    /// What the editor was opened for; its delegate reads it to tell a new task from an edited one.
    let mode: Mode

    private let service: any TaskListService

    init(mode: Mode, service: any TaskListService) {
        self.mode = mode
        self.service = service
        switch mode {
        case .add:
            editorView = TaskEditorView(title: Strings.TaskEditor.newTitle)
        case .edit(let task):
            editorView = TaskEditorView(title: Strings.TaskEditor.editTitle)
            editorView.titleField.text = task.title
            editorView.notesArea.text = task.notes
        }
        editorView.delegate = self
    }
}

extension TaskEditorController: EditorViewDelegate {
    func editorViewDidRequestSave(_ editorView: EditorView) {
        let title = self.editorView.titleField.text
        let notes = self.editorView.notesArea.text
        do {
            let task =
                switch mode {
                case .add(let listID): try service.addTask(title: title, notes: notes, toList: listID)
                case .edit(let task): try service.updateTask(id: task.id, title: title, notes: notes)
                }
            delegate?.taskEditorController(self, didSave: task)
        } catch {
            self.editorView.status = Strings.message(for: error)
        }
    }

    func editorViewDidRequestCancel(_ editorView: EditorView) {
        delegate?.taskEditorControllerDidCancel(self)
    }
}
