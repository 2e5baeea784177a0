import TaskListDomain

/// What the controllers undo with, as a UIKit controller uses the `UndoManager` it is handed: the last
/// change made on each screen, kept in the model layer so that it outlives the screen's controller.
@MainActor
protocol UndoHistory: AnyObject {
    /// Makes `change` the one `scope` undoes next, in place of the one it had: one level deep.
    func record(_ change: UndoableChange, in scope: UndoScope)
    /// Removes and returns the change `scope` undoes next, if it has one.
    func takeChange(in scope: UndoScope) -> UndoableChange?
    /// Gives `scope` back a change whose undo failed, unless a newer change was recorded meanwhile.
    func putBack(_ change: UndoableChange, in scope: UndoScope)
}
