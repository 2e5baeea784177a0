import Foundation
import TaskListDomain
import Testing

@testable import MVC

/// The undo history alone: the model object that keeps each screen's last change for the run.
@Suite("Screen undo history")
@MainActor
struct ScreenUndoHistoryTests {
    private let history = ScreenUndoHistory()

    /// A task of list 1, done or not, as a toggle leaves it.
    private func toggled(_ title: String, isDone: Bool = true) -> UndoableChange {
        .toggledTask(
            TaskItem(
                id: 1, listID: 1, title: title, isDone: isDone, createdAt: Date(timeIntervalSince1970: 0)))
    }

    @Test("B92 keeps one change per screen, the last recorded, and gives it once")
    func oneLevel() {
        history.record(toggled("Milk"), in: .home)
        history.record(toggled("Eggs"), in: .home)
        #expect(history.takeChange(in: .home) == toggled("Eggs"))
        #expect(history.takeChange(in: .home) == nil)
    }

    @Test("B92 each screen keeps its own: a list's screen never gets another list's change")
    func perScreen() {
        history.record(toggled("Milk"), in: .tasks(of: 1))
        history.record(toggled("Eggs"), in: .upcoming)
        #expect(history.takeChange(in: .tasks(of: 2)) == nil)
        #expect(history.takeChange(in: .home) == nil)
        #expect(history.takeChange(in: .tasks(of: 1)) == toggled("Milk"))
        #expect(history.takeChange(in: .upcoming) == toggled("Eggs"))
    }

    @Test("B93 a change put back after a failed undo is there again, unless a newer one came meanwhile")
    func putBack() {
        history.putBack(toggled("Milk"), in: .home)
        #expect(history.takeChange(in: .home) == toggled("Milk"))
        history.record(toggled("Eggs"), in: .home)
        history.putBack(toggled("Milk"), in: .home)
        #expect(history.takeChange(in: .home) == toggled("Eggs"))
    }
}
