import MVPPresenters
import TaskListDomain

/// The undo history of one run of the program: the last change of each screen, in memory, so it survives
/// leaving a screen and opening it again but not quitting. The composition root makes one and the router
/// hands it to every presenter.
@MainActor
final class SessionUndoHistory: UndoHistory {
    private var changes: [UndoScope: UndoableChange] = [:]

    func record(_ change: UndoableChange, on scope: UndoScope) {
        changes[scope] = change
    }

    func takeChange(on scope: UndoScope) -> UndoableChange? {
        changes.removeValue(forKey: scope)
    }

    func putBack(_ change: UndoableChange, on scope: UndoScope) {
        if changes[scope] == nil {
            changes[scope] = change
        }
    }
}
