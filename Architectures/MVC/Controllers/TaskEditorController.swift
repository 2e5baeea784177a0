import TaskListDomain
import TaskListStrings
import TerminalKit

/// Tells the controller that opened a task editor how it ended.
@MainActor
protocol TaskEditorControllerDelegate: AnyObject {
    func taskEditorController(_ controller: TaskEditorController, didSave task: TaskItem)
    func taskEditorControllerDidCancel(_ controller: TaskEditorController)
}

/// Owns the task editor: on save reads the title, the due date and the notes, asks the service to store
/// them, says "Saving…" until the answer comes, and reports the saved task to its delegate or shows why
/// not. It repeats `ListEditorController`'s shape on purpose, as that type says.
@MainActor
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
    /// The save waiting for its answer; while there is one, saving again does nothing (B79).
    private var saveTask: Task<Void, Never>?

    init(mode: Mode, service: any TaskListService) {
        self.mode = mode
        self.service = service
        switch mode {
        case .add:
            editorView = TaskEditorView(title: Strings.TaskEditor.newTitle)
        case .edit(let task):
            editorView = TaskEditorView(title: Strings.TaskEditor.editTitle)
            editorView.titleField.text = task.title
            editorView.dueField.text = task.due?.description ?? ""
            editorView.notesArea.text = task.notes
        }
        editorView.delegate = self
    }

    /// The editor was closed: the answer to a save already sent is not wanted, though the save applies.
    func didLeave() {
        saveTask?.cancel()
    }
}

extension TaskEditorController: EditorViewDelegate {
    func editorViewDidRequestSave(_ editorView: EditorView) {
        self.editorView.status = Strings.saving
        guard saveTask == nil else { return }
        let title = self.editorView.titleField.text
        let due = self.editorView.dueField.text
        let notes = self.editorView.notesArea.text
        saveTask = Task { [weak self, service, mode] in
            do throws(TaskListError) {
                let task =
                    switch mode {
                    case .add(let listID):
                        try await service.addTask(title: title, notes: notes, due: due, toList: listID)
                    case .edit(let task):
                        try await service.updateTask(id: task.id, title: title, notes: notes, due: due)
                    }
                guard let self, !Task.isCancelled else { return }
                delegate?.taskEditorController(self, didSave: task)
            } catch {
                guard let self, !Task.isCancelled else { return }
                saveTask = nil
                self.editorView.status = Strings.message(for: error)
            }
        }
    }

    func editorViewDidRequestCancel(_ editorView: EditorView) {
        delegate?.taskEditorControllerDidCancel(self)
    }
}
