import TaskListDomain
import TestSupport
import Testing

@testable import MVVMViewModels

@MainActor
@Suite("Undo history")
struct UndoHistoryTests {
    let history = SessionUndoHistory()
    let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"]), ("Work", ["Report"])])

    private func task(at index: Int, ofList list: Int) async throws -> TaskItem {
        try await service.tasks(inList: try await service.summaries()[list].id)[index]
    }

    @Test("B92 keeps the last change of each screen, one level deep; a list's screen keeps that list's")
    func keepsOneChangePerScreen() async throws {
        let milk = try await task(at: 0, ofList: 0)
        let eggs = try await task(at: 1, ofList: 0)
        history[.tasks(listID: milk.listID)] = .toggledTask(milk)
        history[.tasks(listID: milk.listID)] = .toggledTask(eggs)
        history[.upcoming] = .toggledTask(milk)
        #expect(history[.tasks(listID: milk.listID)] == .toggledTask(eggs))
        #expect(history[.upcoming] == .toggledTask(milk))
        #expect(history[.tasks(listID: milk.listID + 1)] == nil)
        #expect(history[.home] == nil)
    }

    @Test("B90 undoing takes the change back through the service and forgets it")
    func undoRestoresAndForgets() async throws {
        let deleted = try await service.deleteList(id: try await service.summaries()[0].id)
        history[.home] = .deletedList(deleted)
        let undone = try await history.undoLastChange(in: .home, through: service)
        #expect(undone == .deletedList(deleted))
        #expect(history[.home] == nil)
        #expect(try await Fixtures.contents(of: service).map(\.title) == ["Groceries", "Work"])
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk", "Eggs"])
    }

    @Test("B92 with nothing kept for the screen, undoing changes nothing")
    func nothingToUndo() async throws {
        history[.upcoming] = .toggledTask(try await task(at: 0, ofList: 0))
        #expect(try await history.undoLastChange(in: .home, through: service) == nil)
        #expect(try await Fixtures.contents(of: service).count == 2)
        #expect(history[.upcoming] != nil)
    }

    @Test("B93 an undo that fails changes nothing and keeps the change for another try")
    func failedUndoKeepsChange() async throws {
        let deleted = try await service.deleteTask(id: try await task(at: 0, ofList: 0).id)
        history[.tasks(listID: deleted.task.listID)] = .deletedTask(deleted)
        service.conditions.failsWrites = true
        await #expect(throws: TaskListError.self) {
            try await history.undoLastChange(in: .tasks(listID: deleted.task.listID), through: service)
        }
        #expect(history[.tasks(listID: deleted.task.listID)] == .deletedTask(deleted))
        service.conditions.failsWrites = false
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Eggs"])
        _ = try await history.undoLastChange(in: .tasks(listID: deleted.task.listID), through: service)
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk", "Eggs"])
    }

    @Test(
        "B77 B93 a second undo while the first waits finds nothing; a failed undo gives way to a newer change"
    )
    func changeLeavesWhileUndoWaits() async throws {
        let milk = try await service.toggleTask(id: try await task(at: 0, ofList: 0).id)
        let eggs = try await service.toggleTask(id: try await task(at: 1, ofList: 0).id)
        history[.upcoming] = .toggledTask(milk)
        service.conditions = ServiceConditions(latency: .milliseconds(300), failsWrites: true)
        let first = Task { try await history.undoLastChange(in: .upcoming, through: service) }
        await service.settle()
        let second = Task { try await history.undoLastChange(in: .upcoming, through: service) }
        await service.settle()
        history[.upcoming] = .toggledTask(eggs)
        await service.wait(.milliseconds(600))
        #expect(try await second.value == nil)
        await #expect(throws: TaskListError.self) { try await first.value }
        #expect(history[.upcoming] == .toggledTask(eggs))
    }
}
