import TaskListDomain
import Testing
import VIPERLogic

@Suite("Undo history store")
@MainActor
struct UndoHistoryStoreTests {
    let history = UndoHistoryStore()
    let milk = Entities.task(1, "x Milk")
    let eggs = Entities.task(2, "Eggs")

    @Test("B92 keeps one last change per scope, one level deep: a newer change replaces the one before")
    func keepsLastChangePerScope() {
        history.record(.toggledTask(milk), in: .tasks(inList: 1))
        history.record(.deletedTask(DeletedTask(task: eggs, index: 1)), in: .tasks(inList: 1))
        history.record(.toggledTask(eggs), in: .upcoming)
        #expect(
            history.takeLastChange(in: .tasks(inList: 1)) == .deletedTask(DeletedTask(task: eggs, index: 1)))
        #expect(history.takeLastChange(in: .tasks(inList: 2)) == nil)
        #expect(history.takeLastChange(in: .lists) == nil)
        #expect(history.takeLastChange(in: .upcoming) == .toggledTask(eggs))
    }

    @Test("B92 a change taken out to undo is no longer there")
    func takingEmptiesTheScope() {
        history.record(.toggledTask(milk), in: .upcoming)
        #expect(history.takeLastChange(in: .upcoming) == .toggledTask(milk))
        #expect(history.takeLastChange(in: .upcoming) == nil)
    }

    @Test("B93 a change put back after a failed undo is there again, unless a newer change came meanwhile")
    func putsBackUnlessNewer() {
        history.putBack(.toggledTask(milk), in: .upcoming)
        #expect(history.takeLastChange(in: .upcoming) == .toggledTask(milk))
        history.record(.toggledTask(eggs), in: .upcoming)
        history.putBack(.toggledTask(milk), in: .upcoming)
        #expect(history.takeLastChange(in: .upcoming) == .toggledTask(eggs))
    }
}
