import Foundation
import MVPPresenters
import TaskListDomain
import Testing

@testable import MVP

/// The run's undo history on its own: one change per screen, the last one recorded, taken out to undo and
/// put back when the undo failed.
@MainActor
@Suite("Session undo history")
struct SessionUndoHistoryTests {
    let history = SessionUndoHistory()

    private func toggled(_ id: TaskItem.ID) -> UndoableChange {
        .toggledTask(
            TaskItem(id: id, listID: 1, title: "Task \(id)", isDone: true, createdAt: Date.distantPast))
    }

    @Test("B92 keeps the last change of each screen, one level deep, until it is taken out")
    func keepsLastChangePerScreen() {
        history.record(toggled(1), on: .tasks(ofList: 1))
        history.record(toggled(2), on: .tasks(ofList: 1))
        history.record(toggled(3), on: .upcoming)
        #expect(history.takeChange(on: .home) == nil)
        #expect(history.takeChange(on: .tasks(ofList: 2)) == nil)
        #expect(history.takeChange(on: .tasks(ofList: 1)) == toggled(2))
        #expect(history.takeChange(on: .tasks(ofList: 1)) == nil)
        #expect(history.takeChange(on: .upcoming) == toggled(3))
    }

    @Test("B93 a change put back after a failed undo can be taken again, unless a newer one was recorded")
    func putsBackUnlessNewer() {
        history.record(toggled(1), on: .home)
        let taken = history.takeChange(on: .home)
        history.putBack(toggled(1), on: .home)
        #expect(taken == toggled(1))
        #expect(history.takeChange(on: .home) == toggled(1))
        history.record(toggled(1), on: .upcoming)
        _ = history.takeChange(on: .upcoming)
        history.record(toggled(2), on: .upcoming)
        history.putBack(toggled(1), on: .upcoming)
        #expect(history.takeChange(on: .upcoming) == toggled(2))
    }
}
