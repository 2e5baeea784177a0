import TaskListDomain
import TaskListStrings

/// Hears which task a task editor saved; the editor has already closed.
@MainActor
package protocol TaskEditorPresenterDelegate: AnyObject {
    func taskEditorPresenter(_ presenter: TaskEditorPresenter, didSave task: TaskItem)
}

/// Presents the editor that adds or edits a task: fills the title, due date and notes fields, and on save
/// reads them from the view, asks the service to store them, says it is saving, and when the answer comes either
/// closes and reports the task or shows why not.
/// It repeats `ListEditorPresenter`'s shape on purpose, as that type says.
@MainActor
package final class TaskEditorPresenter {
    /// Whether the editor adds a task to a list or edits an existing task.
    package enum Mode {
        case add(toList: TaskList.ID)
        case edit(TaskItem)
    }

    /// Whether this editor adds or edits, so that its delegate can tell a new task from an edited one.
    package let mode: Mode
    private weak var view: (any TaskEditorView)?
    private let service: any TaskListService
    private let router: any EditorRouting
    private weak var delegate: (any TaskEditorPresenterDelegate)?
    /// The save waiting for its answer; while there is one, saving again does nothing (B79).
    private var saving: Task<Void, Never>?

    package init(
        mode: Mode, view: any TaskEditorView, service: any TaskListService, router: any EditorRouting,
        delegate: any TaskEditorPresenterDelegate
    ) {
        self.mode = mode
        self.view = view
        self.service = service
        self.router = router
        self.delegate = delegate
    }

    /// Shows the editor's title and the three fields, filled with the task being edited.
    package func start() {
        switch mode {
        case .add:
            view?.showTitle(Strings.TaskEditor.newTitle)
            view?.showTitleField(label: Strings.TaskEditor.titleLabel, text: "")
            view?.showDueField(label: Strings.TaskEditor.dueLabel, text: "")
            view?.showNotesField(label: Strings.TaskEditor.notesLabel, text: "")
        case .edit(let task):
            view?.showTitle(Strings.TaskEditor.editTitle)
            view?.showTitleField(label: Strings.TaskEditor.titleLabel, text: task.title)
            view?.showDueField(label: Strings.TaskEditor.dueLabel, text: task.due?.description ?? "")
            view?.showNotesField(label: Strings.TaskEditor.notesLabel, text: task.notes)
        }
    }
}

extension TaskEditorPresenter: EditorPresenting {
    package func didRequestSave() {
        guard let view else { return }
        view.showSaving(Strings.saving)
        guard saving == nil else { return }
        let title = view.enteredTitle
        let notes = view.enteredNotes
        let due = view.enteredDue
        saving = Task { [weak self, service, mode] in
            do throws(TaskListError) {
                let task =
                    switch mode {
                    case .add(let listID):
                        try await service.addTask(title: title, notes: notes, due: due, toList: listID)
                    case .edit(let task):
                        try await service.updateTask(id: task.id, title: title, notes: notes, due: due)
                    }
                if !Task.isCancelled { self?.close(reporting: task) }
            } catch {
                if !Task.isCancelled { self?.showFailure(error) }
            }
        }
    }

    package func didRequestCancel() {
        router.dismissEditor()
    }

    package func viewDidDisappear() {
        saving?.cancel()
    }

    private func close(reporting task: TaskItem) {
        router.dismissEditor()
        delegate?.taskEditorPresenter(self, didSave: task)
    }

    /// Keeps the editor open with what was typed, says why, and lets the user save again.
    private func showFailure(_ error: TaskListError) {
        saving = nil
        view?.showError(Strings.message(for: error))
    }
}
