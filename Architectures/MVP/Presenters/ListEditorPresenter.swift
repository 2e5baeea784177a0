import TaskListDomain
import TaskListStrings

/// Hears which list a list editor saved; the editor has already closed.
@MainActor
package protocol ListEditorPresenterDelegate: AnyObject {
    func listEditorPresenter(_ presenter: ListEditorPresenter, didSave list: TaskList)
}

/// Presents the editor that adds or renames a list: fills the form, and on save reads it from the
/// view, asks the service to store it, says it is saving, and when the answer comes either closes and
/// reports the list or shows why not.
///
/// It repeats `TaskEditorPresenter`'s shape on purpose: each editor stays one plain class to read,
/// where sharing the save-and-close steps would take a generic presenter and closures (MVVM's way).
@MainActor
package final class ListEditorPresenter {
    /// Whether the editor adds a new list or renames an existing one.
    package enum Mode {
        case add
        case rename(TaskList)
    }

    private let mode: Mode
    private weak var view: (any ListEditorView)?
    private let service: any TaskListService
    private let router: any EditorRouting
    private weak var delegate: (any ListEditorPresenterDelegate)?
    /// The save waiting for its answer; while there is one, saving again does nothing (B79).
    private var saving: Task<Void, Never>?

    package init(
        mode: Mode, view: any ListEditorView, service: any TaskListService, router: any EditorRouting,
        delegate: any ListEditorPresenterDelegate
    ) {
        self.mode = mode
        self.view = view
        self.service = service
        self.router = router
        self.delegate = delegate
    }

    /// Shows the editor's title and the form, filled with the list being renamed.
    package func start() {
        let icon: ListIcon
        switch mode {
        case .add:
            icon = .default
            view?.showTitle(Strings.ListEditor.newTitle)
            view?.showTitleField(label: Strings.ListEditor.titleLabel, text: "")
        case .rename(let list):
            icon = list.icon
            view?.showTitle(Strings.ListEditor.renameTitle)
            view?.showTitleField(label: Strings.ListEditor.titleLabel, text: list.title)
        }
        view?.showIconPicker(
            label: Strings.ListEditor.iconLabel,
            icons: ListIcon.allCases.map(\.glyph),
            selectedIndex: ListIcon.allCases.firstIndex(of: icon) ?? 0
        )
    }
}

extension ListEditorPresenter: EditorPresenting {
    package func didRequestSave() {
        guard let view else { return }
        view.showSaving(Strings.saving)
        guard saving == nil else { return }
        let title = view.enteredTitle
        let icon = ListIcon.allCases[view.selectedIconIndex]
        saving = Task { [weak self, service, mode] in
            do throws(TaskListError) {
                let list =
                    switch mode {
                    case .add: try await service.addList(title: title, icon: icon)
                    case .rename(let list):
                        try await service.updateList(id: list.id, title: title, icon: icon)
                    }
                if !Task.isCancelled { self?.close(reporting: list) }
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

    private func close(reporting list: TaskList) {
        router.dismissEditor()
        delegate?.listEditorPresenter(self, didSave: list)
    }

    /// Keeps the editor open with what was typed, says why, and lets the user save again.
    private func showFailure(_ error: TaskListError) {
        saving = nil
        view?.showError(Strings.message(for: error))
    }
}
