import TaskListDomain

/// The last change each screen can take back, kept in the app's state for as long as the app runs: Home
/// keeps its last list deletion, each list's screen its last task deletion or toggle, Upcoming its last
/// toggle. One level deep; a screen that leaves and comes back finds its change still here.
package struct UndoHistory: Equatable {
    /// Where a change was made: each place keeps its own last change.
    package enum Scope: Hashable {
        case home
        case list(TaskList.ID)
        case upcoming
    }

    private var changes: [Scope: UndoableChange] = [:]

    /// No change to take back anywhere.
    package init() {}

    /// The last change made in `scope` that can still be taken back, if any.
    package subscript(scope: Scope) -> UndoableChange? {
        changes[scope]
    }

    /// Keeps `change` as the last one made in `scope`, in place of the one before.
    package mutating func record(_ change: UndoableChange, in scope: Scope) {
        changes[scope] = change
    }

    /// Takes `scope`'s change out while its undo runs, so that it is undone once.
    package mutating func take(from scope: Scope) -> UndoableChange? {
        changes.removeValue(forKey: scope)
    }

    /// Puts back a change whose undo failed, unless a newer change was made in `scope` meanwhile.
    package mutating func putBack(_ change: UndoableChange, in scope: Scope) {
        if changes[scope] == nil {
            changes[scope] = change
        }
    }
}

extension UndoableChange {
    /// The list the change was made in.
    package var listID: TaskList.ID {
        switch self {
        case .deletedList(let deleted): deleted.list.id
        case .deletedTask(let deleted): deleted.task.listID
        case .toggledTask(let task): task.listID
        }
    }

    /// The task as undoing the change puts it back: the deleted task, or the toggled one in its state
    /// before; nil for a list.
    package var restoredTask: TaskItem? {
        switch self {
        case .deletedList:
            return nil
        case .deletedTask(let deleted):
            return deleted.task
        case .toggledTask(var task):
            task.isDone.toggle()
            return task
        }
    }
}
