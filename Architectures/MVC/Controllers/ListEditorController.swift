import TaskListDomain
import TaskListStrings
import TerminalKit

/// Tells the controller that opened a list editor how it ended.
@MainActor
protocol ListEditorControllerDelegate: AnyObject {
    func listEditorController(_ controller: ListEditorController, didSave list: TaskList)
    func listEditorControllerDidCancel(_ controller: ListEditorController)
}

/// Owns the list editor: fills the form, and on save reads it, asks the service to store it, says
/// "Saving…" until the answer comes, and either reports the saved list to its delegate or shows why not.
///
/// It repeats `TaskEditorController`'s shape on purpose: each editor stays one plain controller to
/// read, where sharing the save steps would take a generic controller over closures (MVVM's way).
@MainActor
final class ListEditorController: Page {
    /// Whether the editor adds a new list or renames an existing one.
    enum Mode {
        case add
        case rename(TaskList)
    }

    weak var delegate: ListEditorControllerDelegate?
    let editorView: ListEditorView
    var rootView: any View { editorView }

    private let mode: Mode
    private let service: any TaskListService
    /// The save waiting for its answer; while there is one, saving again does nothing (B79).
    private var saveTask: Task<Void, Never>?

    init(mode: Mode, service: any TaskListService) {
        self.mode = mode
        self.service = service
        switch mode {
        case .add:
            editorView = ListEditorView(title: Strings.ListEditor.newTitle)
        case .rename(let list):
            editorView = ListEditorView(title: Strings.ListEditor.renameTitle)
            editorView.titleField.text = list.title
            editorView.iconPicker.selectedIndex = ListIcon.allCases.firstIndex(of: list.icon) ?? 0
        }
        editorView.delegate = self
    }

    /// The editor was closed: the answer to a save already sent is not wanted, though the save applies.
    func didLeave() {
        saveTask?.cancel()
    }
}

extension ListEditorController: EditorViewDelegate {
    func editorViewDidRequestSave(_ editorView: EditorView) {
        self.editorView.status = Strings.saving
        guard saveTask == nil else { return }
        let title = self.editorView.titleField.text
        let icon = ListIcon.allCases[self.editorView.iconPicker.selectedIndex]
        saveTask = Task { [weak self, service, mode] in
            do throws(TaskListError) {
                let list =
                    switch mode {
                    case .add: try await service.addList(title: title, icon: icon)
                    case .rename(let list):
                        try await service.updateList(id: list.id, title: title, icon: icon)
                    }
                guard let self, !Task.isCancelled else { return }
                delegate?.listEditorController(self, didSave: list)
            } catch {
                guard let self, !Task.isCancelled else { return }
                saveTask = nil
                self.editorView.status = Strings.message(for: error)
            }
        }
    }

    func editorViewDidRequestCancel(_ editorView: EditorView) {
        delegate?.listEditorControllerDidCancel(self)
    }
}
