import TaskListDomain

/// The last change each screen can take back, one level deep, kept for as long as the app runs: a service
/// the coordinator hands to every view model, since a view model is freed with its screen (B92).
@MainActor
package protocol UndoHistory: AnyObject {
    /// The last change made on the screen of `scope` that an undo can take back, or nil when there is none.
    subscript(scope: UndoScope) -> UndoableChange? { get set }
}

extension UndoHistory {
    /// Takes back the last change made on the screen of `scope` through `service`, and returns it; nil when
    /// there is nothing to undo. The change leaves the history at once, so a second undo pressed meanwhile
    /// finds nothing, and comes back to it when the undo fails, unless a newer change took its place (B93).
    package func undoLastChange(in scope: UndoScope, through service: any TaskListService)
        async throws(TaskListError) -> UndoableChange?
    {
        guard let change = self[scope] else { return nil }
        self[scope] = nil
        do {
            try await service.undo(change)
        } catch {
            if self[scope] == nil {
                self[scope] = change
            }
            throw error
        }
        return change
    }
}
