import TaskListDomain

/// Where an undoable change was made; each keeps its own last change (B92): the lists on Home, one list's
/// tasks, or Upcoming.
package enum UndoScope: Hashable, Sendable {
    case lists
    case tasks(inList: TaskList.ID)
    case upcoming
}

/// The last undoable change of each scope: an entity store the interactors read and write, which the
/// routers hand to them. It outlives the modules, which are freed when popped, so leaving a screen and
/// opening it again keeps its last change.
@MainActor
package protocol UndoHistory: AnyObject {
    /// Keeps `change` as the last change made in `scope`, in place of the one before: one level deep.
    func record(_ change: UndoableChange, in scope: UndoScope)
    /// Takes `scope`'s last change out of the history to undo it; nil when there is none.
    func takeLastChange(in scope: UndoScope) -> UndoableChange?
    /// Puts back `change`, taken out for an undo that failed, unless a newer change was recorded meanwhile.
    func putBack(_ change: UndoableChange, in scope: UndoScope)
}

/// The undo history of one run, in memory: the composition root makes one, and quitting forgets it.
@MainActor
package final class UndoHistoryStore: UndoHistory {
    private var lastChanges: [UndoScope: UndoableChange] = [:]

    package init() {}

    package func record(_ change: UndoableChange, in scope: UndoScope) {
        lastChanges[scope] = change
    }

    package func takeLastChange(in scope: UndoScope) -> UndoableChange? {
        lastChanges.removeValue(forKey: scope)
    }

    package func putBack(_ change: UndoableChange, in scope: UndoScope) {
        if lastChanges[scope] == nil {
            lastChanges[scope] = change
        }
    }
}
