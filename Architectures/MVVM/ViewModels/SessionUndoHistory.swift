import TaskListDomain

/// The undo history of one run of the app, in memory: the composition root makes one, so a new run starts
/// with nothing to undo (B92).
@MainActor
package final class SessionUndoHistory: UndoHistory {
    private var changes: [UndoScope: UndoableChange] = [:]

    package init() {}

    package subscript(scope: UndoScope) -> UndoableChange? {
        get { changes[scope] }
        set { changes[scope] = newValue }
    }
}
