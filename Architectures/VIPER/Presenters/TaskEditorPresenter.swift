import TaskListDomain
import TaskListStrings

/// The task editor's presenter: fills the form, hands the typed title, due date and notes to its
/// interactor, and on success closes the module and tells the module that opened it.
@MainActor
package final class TaskEditorPresenter {
    /// The view, held weakly: the view owns the presenter.
    package weak var view: (any TaskEditorViewInput)?
    private let mode: TaskEditorMode
    private let interactor: any TaskEditorInteractorInput
    private let router: any TaskEditorRouterInput
    /// Whether a save waits for its answer; until it comes, a save asked for again only says so (B79).
    private var isSaving = false
    private weak var moduleOutput: (any TaskEditorModuleOutput)?

    package init(
        mode: TaskEditorMode, interactor: any TaskEditorInteractorInput, router: any TaskEditorRouterInput,
        moduleOutput: any TaskEditorModuleOutput
    ) {
        self.mode = mode
        self.interactor = interactor
        self.router = router
        self.moduleOutput = moduleOutput
    }

    /// Shows the editor's title and the form, filled with the title, due date and notes of the task being
    /// edited; the router calls it once the module is wired.
    package func start() {
        let (title, text, due, notes) =
            switch mode {
            case .add: (Strings.TaskEditor.newTitle, "", "", "")
            case .edit(let task):
                (Strings.TaskEditor.editTitle, task.title, task.due?.description ?? "", task.notes)
            }
        view?.showTitle(title)
        view?.showTitleField(label: Strings.TaskEditor.titleLabel, text: text)
        view?.showDueField(label: Strings.TaskEditor.dueLabel, text: due)
        view?.showNotesField(label: Strings.TaskEditor.notesLabel, text: notes)
    }
}

extension TaskEditorPresenter: TaskEditorViewOutput {
    package func didRequestSave(title: String, notes: String, due: String) {
        view?.showStatus(Strings.saving)
        guard !isSaving else { return }
        isSaving = true
        interactor.saveTask(title: title, notes: notes, due: due)
    }

    package func didRequestCancel() {
        router.dismiss()
    }

    package func viewDidLeave() {
        interactor.stop()
    }
}

extension TaskEditorPresenter: TaskEditorInteractorOutput {
    package func didSaveTask(_ task: TaskItem) {
        router.dismiss()
        switch mode {
        case .add: moduleOutput?.taskEditorDidAdd(task)
        case .edit: moduleOutput?.taskEditorDidUpdate(task)
        }
    }

    package func didFailToSaveTask(_ error: TaskListError) {
        isSaving = false
        view?.showError(Strings.message(for: error))
    }
}
