import TaskListDomain

@testable import MVPPresenters

/// Stands in for the run's undo history: keeps the last change of each screen as the real one does, where a
/// test can read it or put one.
final class UndoHistorySpy: UndoHistory {
    var changes: [UndoScope: UndoableChange] = [:]

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
