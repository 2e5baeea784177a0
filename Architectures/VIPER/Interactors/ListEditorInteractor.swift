import TaskListDomain

/// What the list editor edits: a new list, or an existing one to rename.
package enum ListEditorMode {
    case add
    case rename(TaskList)
}

/// What the list editor's presenter asks of its interactor.
package protocol ListEditorInteractorInput: AnyObject {
    /// Adds the list, or renames the one being edited, with `title` and `icon`.
    func saveList(title: String, icon: ListIcon)
}

/// What the list editor's interactor tells its presenter; it holds the presenter weakly.
package protocol ListEditorInteractorOutput: AnyObject {
    /// The list as stored, with its title validated and trimmed.
    func didSaveList(_ list: TaskList)
    /// The service refused the list or could not store it; nothing changed.
    func didFailToSaveList(_ error: TaskListError)
}

/// The list editor's use case: store a new list, or a list's new title and icon. The service validates.
package final class ListEditorInteractor {
    /// The presenter that hears the result.
    package weak var output: (any ListEditorInteractorOutput)?
    private let mode: ListEditorMode
    private let service: any TaskListService

    package init(mode: ListEditorMode, service: any TaskListService) {
        self.mode = mode
        self.service = service
    }
}

extension ListEditorInteractor: ListEditorInteractorInput {
    package func saveList(title: String, icon: ListIcon) {
        do {
            let list =
                switch mode {
                case .add: try service.addList(title: title, icon: icon)
                case .rename(let list): try service.updateList(id: list.id, title: title, icon: icon)
                }
            output?.didSaveList(list)
        } catch {
            output?.didFailToSaveList(error)
        }
    }
}
