import TaskListDomain
import TaskListStrings

/// The list editor's presenter: fills the form, turns the picked icon's index into an icon, hands the
/// form to its interactor, and on success closes the module and tells the module that opened it.
@MainActor
package final class ListEditorPresenter {
    /// The view, held weakly: the view owns the presenter.
    package weak var view: (any ListEditorViewInput)?
    private let mode: ListEditorMode
    private let interactor: any ListEditorInteractorInput
    private let router: any ListEditorRouterInput
    /// Whether a save waits for its answer; until it comes, a save asked for again only says so (B79).
    private var isSaving = false
    private weak var moduleOutput: (any ListEditorModuleOutput)?

    package init(
        mode: ListEditorMode, interactor: any ListEditorInteractorInput, router: any ListEditorRouterInput,
        moduleOutput: any ListEditorModuleOutput
    ) {
        self.mode = mode
        self.interactor = interactor
        self.router = router
        self.moduleOutput = moduleOutput
    }

    /// Shows the editor's title and the form, filled with the list being renamed; the router calls it
    /// once the module is wired.
    package func start() {
        let (title, text, icon) =
            switch mode {
            case .add: (Strings.ListEditor.newTitle, "", ListIcon.default)
            case .rename(let list): (Strings.ListEditor.renameTitle, list.title, list.icon)
            }
        view?.showTitle(title)
        view?.showTitleField(label: Strings.ListEditor.titleLabel, text: text)
        view?.showIconPicker(
            label: Strings.ListEditor.iconLabel,
            icons: ListIcon.allCases.map(\.glyph),
            selectedIndex: ListIcon.allCases.firstIndex(of: icon) ?? 0)
    }
}

extension ListEditorPresenter: ListEditorViewOutput {
    package func didRequestSave(title: String, iconIndex: Int) {
        view?.showStatus(Strings.saving)
        guard !isSaving else { return }
        isSaving = true
        interactor.saveList(title: title, icon: ListIcon.allCases[iconIndex])
    }

    package func didRequestCancel() {
        router.dismiss()
    }

    package func viewDidLeave() {
        interactor.stop()
    }
}

extension ListEditorPresenter: ListEditorInteractorOutput {
    package func didSaveList(_ list: TaskList) {
        router.dismiss()
        moduleOutput?.listEditorDidSave(list)
    }

    package func didFailToSaveList(_ error: TaskListError) {
        isSaving = false
        view?.showError(Strings.message(for: error))
    }
}
