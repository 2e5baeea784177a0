import TaskListDomain
import TaskListStrings

/// Hears which task a task editor saved; the editor has already closed.
package protocol TaskEditorPresenterDelegate: AnyObject {
    func taskEditorPresenter(_ presenter: TaskEditorPresenter, didSave task: TaskItem)
}

/// Presents the editor that adds or renames a task: fills the title field, and on save reads it
/// from the view, asks the service to store it, and either closes and reports the task or shows why not.
/// It repeats `ListEditorPresenter`'s shape on purpose, as that type says.
package final class TaskEditorPresenter {
    /// Whether the editor adds a task to a list or renames an existing task.
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

    /// Shows the editor's title and the title field, filled with the task being edited.
    package func start() {
        switch mode {
        case .add:
            view?.showTitle(Strings.TaskEditor.newTitle)
            view?.showTitleField(label: Strings.TaskEditor.titleLabel, text: "")
        case .edit(let task):
            view?.showTitle(Strings.TaskEditor.editTitle)
            view?.showTitleField(label: Strings.TaskEditor.titleLabel, text: task.title)
        }
    }
}

extension TaskEditorPresenter: EditorPresenting {
    package func didRequestSave() {
        guard let view else { return }
        let title = view.enteredTitle
        do {
            let task =
                switch mode {
                case .add(let listID): try service.addTask(title: title, toList: listID)
                case .edit(let task): try service.renameTask(id: task.id, title: title)
                }
            router.dismissEditor()
            delegate?.taskEditorPresenter(self, didSave: task)
        } catch {
            view.showError(Strings.message(for: error))
        }
    }

    package func didRequestCancel() {
        router.dismissEditor()
    }
}
