import TaskListDomain

/// What the task editor edits: a new task for a list, or an existing task to change.
package enum TaskEditorMode {
    case add(toList: TaskList.ID)
    case edit(TaskItem)
}

/// What the task editor's presenter asks of its interactor.
@MainActor
package protocol TaskEditorInteractorInput: AnyObject {
    /// Adds the task, or changes the one being edited, with `title`, `notes` and `due`, the Due field's
    /// text (empty for no due date).
    func saveTask(title: String, notes: String, due: String)
    /// Cancels the save still waiting: it still applies, but its answer reaches the output no more.
    func stop()
}

/// What the task editor's interactor tells its presenter; it holds the presenter weakly.
@MainActor
package protocol TaskEditorInteractorOutput: AnyObject {
    /// The task as stored, with its title, notes and due date validated and trimmed.
    func didSaveTask(_ task: TaskItem)
    /// The service refused the task or could not store it; nothing changed.
    func didFailToSaveTask(_ error: TaskListError)
}

/// The task editor's use case: store a new task at the end of a list, or a task's new title, notes and due
/// date.
@MainActor
package final class TaskEditorInteractor {
    /// The presenter that hears the result.
    package weak var output: (any TaskEditorInteractorOutput)?
    private let mode: TaskEditorMode
    private let service: any TaskListService
    private let calls = ServiceCalls()

    package init(mode: TaskEditorMode, service: any TaskListService) {
        self.mode = mode
        self.service = service
    }
}

extension TaskEditorInteractor: TaskEditorInteractorInput {
    package func saveTask(title: String, notes: String, due: String) {
        calls.start { [weak self, service, mode] in
            do throws(TaskListError) {
                let task =
                    switch mode {
                    case .add(let listID):
                        try await service.addTask(title: title, notes: notes, due: due, toList: listID)
                    case .edit(let task):
                        try await service.updateTask(id: task.id, title: title, notes: notes, due: due)
                    }
                guard !Task.isCancelled else { return }
                self?.output?.didSaveTask(task)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToSaveTask(error)
            }
        }
    }

    package func stop() {
        calls.cancelAll()
    }
}
