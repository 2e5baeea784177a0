import TaskListDomain

/// What the list editor edits: a new list, or an existing one to rename.
package enum ListEditorMode {
    case add
    case rename(TaskList)
}

/// What the list editor's presenter asks of its interactor.
@MainActor
package protocol ListEditorInteractorInput: AnyObject {
    /// Adds the list, or renames the one being edited, with `title` and `icon`.
    func saveList(title: String, icon: ListIcon)
    /// Cancels the save still waiting: it still applies, but its answer reaches the output no more.
    func stop()
}

/// What the list editor's interactor tells its presenter; it holds the presenter weakly.
@MainActor
package protocol ListEditorInteractorOutput: AnyObject {
    /// The list as stored, with its title validated and trimmed.
    func didSaveList(_ list: TaskList)
    /// The service refused the list or could not store it; nothing changed.
    func didFailToSaveList(_ error: TaskListError)
}

/// The list editor's use case: store a new list, or a list's new title and icon. The service validates.
@MainActor
package final class ListEditorInteractor {
    /// The presenter that hears the result.
    package weak var output: (any ListEditorInteractorOutput)?
    private let mode: ListEditorMode
    private let service: any TaskListService
    private let calls = ServiceCalls()

    package init(mode: ListEditorMode, service: any TaskListService) {
        self.mode = mode
        self.service = service
    }
}

extension ListEditorInteractor: ListEditorInteractorInput {
    package func saveList(title: String, icon: ListIcon) {
        calls.start { [weak self, service, mode] in
            do throws(TaskListError) {
                let list =
                    switch mode {
                    case .add: try await service.addList(title: title, icon: icon)
                    case .rename(let list):
                        try await service.updateList(id: list.id, title: title, icon: icon)
                    }
                guard !Task.isCancelled else { return }
                self?.output?.didSaveList(list)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToSaveList(error)
            }
        }
    }

    package func stop() {
        calls.cancelAll()
    }
}
