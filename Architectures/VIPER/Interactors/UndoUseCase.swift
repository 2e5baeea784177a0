import TaskListDomain

/// What a presenter of a screen with undo asks of its interactor.
@MainActor
package protocol UndoInteractorInput: AnyObject {
    /// Undoes the last delete or toggle made in the interactor's scope; the outcome comes to the output.
    func undoLastChange()
}

/// What an interactor with undo tells its presenter about an undo.
@MainActor
package protocol UndoInteractorOutput: AnyObject {
    /// `change` was undone and is no longer in the history.
    func didUndo(_ change: UndoableChange)
    /// The undo failed; nothing changed, and the change can be undone again.
    func didFailToUndo(_ error: TaskListError)
    /// The scope has no change to undo.
    func didFindNothingToUndo()
}

/// The undo use case the interactors with an undo history share: take the scope's last change out of the
/// history, ask the service to undo it, and put it back when that fails (B93).
@MainActor
struct UndoUseCase {
    let scope: UndoScope
    let history: any UndoHistory
    let service: any TaskListService

    /// Undoes the scope's last change in a call of `calls`; `output` gives the output to report to, once the
    /// answer comes, or at once when there is nothing to undo.
    func undoLastChange(
        in calls: ServiceCalls, reportingTo output: @escaping @MainActor () -> (any UndoInteractorOutput)?
    ) {
        guard let change = history.takeLastChange(in: scope) else {
            output()?.didFindNothingToUndo()
            return
        }
        calls.start { [history, service, scope] in
            do throws(TaskListError) {
                try await service.undo(change)
                guard !Task.isCancelled else { return }
                output()?.didUndo(change)
            } catch {
                history.putBack(change, in: scope)
                guard !Task.isCancelled else { return }
                output()?.didFailToUndo(error)
            }
        }
    }
}
