import TaskListDomain

/// The undo history of one run of the app: the last change of each screen, forgotten when the app quits.
/// The composition root makes one and hands it to Home's controller, which hands it on.
@MainActor
final class ScreenUndoHistory: UndoHistory {
    private var changes: [UndoScope: UndoableChange] = [:]

    func record(_ change: UndoableChange, in scope: UndoScope) {
        changes[scope] = change
    }

    func takeChange(in scope: UndoScope) -> UndoableChange? {
        changes.removeValue(forKey: scope)
    }

    func putBack(_ change: UndoableChange, in scope: UndoScope) {
        if changes[scope] == nil {
            changes[scope] = change
        }
    }
}
