import TaskListDomain

/// The screens that keep a change to undo: Home, one list's tasks screen per list, and Upcoming.
package enum UndoScope: Hashable, Sendable {
    case home
    case tasks(ofList: TaskList.ID)
    case upcoming
}

/// What the presenters remember they can undo, one change per screen, one level deep, for as long as the
/// program runs. It outlives the presenters, which are freed with their screens, so it is a model object:
/// a presenter records a change once the service answered it and takes it back out to undo it.
@MainActor
package protocol UndoHistory: AnyObject {
    /// Remembers `change` as the last one made on `scope`, in place of the one before.
    func record(_ change: UndoableChange, on scope: UndoScope)
    /// Takes the last change made on `scope` out of the history to undo it; nil when there is none.
    func takeChange(on scope: UndoScope) -> UndoableChange?
    /// Puts back `change`, taken from `scope` for an undo that failed, unless a newer change was recorded
    /// there meanwhile (B93).
    func putBack(_ change: UndoableChange, on scope: UndoScope)
}
