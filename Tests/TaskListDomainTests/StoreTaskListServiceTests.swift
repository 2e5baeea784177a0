import Dispatch
import Foundation
import Testing

@testable import TaskListDomain

@Suite("StoreTaskListService")
@MainActor
struct StoreTaskListServiceTests {
    private let clock = VirtualClock()

    private func makeService(latency: Duration = .zero, worker: StoreWorker = .inline) -> StoreTaskListService
    {
        StoreTaskListService(
            store: InMemoryTaskStore(), worker: worker, clock: clock,
            conditions: ServiceConditions(latency: latency))
    }

    @Test("B75 a call answers after the latency, on the service's clock")
    func latency() async throws {
        let service = makeService(latency: .milliseconds(300))
        var answers: [String] = []
        Task { answers.append("\(try await service.addList(title: "Groceries", icon: .default).title)") }
        await Settling.settle(clock)
        #expect(answers.isEmpty && service.callsInFlight == 1 && service.writesInFlight == 1)
        await Settling.advance(clock, to: .milliseconds(299))
        #expect(answers.isEmpty)
        await Settling.advance(clock, to: .milliseconds(300))
        #expect(answers == ["Groceries"] && service.callsInFlight == 0 && service.writesInFlight == 0)
    }

    @Test("B77 writes apply one at a time in the order asked, and observers hear each on the main actor")
    func writesInOrder() async throws {
        let service = makeService()
        let list = try await service.addList(title: "Groceries", icon: .default)
        let milk = try await service.addTask(title: "Milk", toList: list.id)
        service.conditions.latency = .milliseconds(300)
        var changes: [TaskListChange] = []
        let subscription = service.observeChanges { change in
            MainActor.assertIsolated()
            changes.append(change)
        }
        var applied: [String] = []
        Task { applied.append("toggle \(try await service.toggleTask(id: milk.id).isDone)") }
        Task {
            applied.append("rename \(try await service.renameTask(id: milk.id, title: "Oat milk").title)")
        }
        Task { applied.append("toggle \(try await service.toggleTask(id: milk.id).isDone)") }
        await Settling.advance(clock, to: .milliseconds(300))
        #expect(applied == ["toggle true"])
        await Settling.advance(clock, to: .seconds(2))
        #expect(applied == ["toggle true", "rename Oat milk", "toggle false"])
        #expect(changes == Array(repeating: .tasks(listID: list.id), count: 3))
        subscription.cancel()
    }

    @Test(
        "B76 a read whose task is cancelled while it waits throws cancelled, and a write is never cancelled")
    func cancelledRead() async throws {
        let service = makeService(latency: .milliseconds(500))
        var outcomes: [String] = []
        let read = Task {
            do {
                _ = try await service.summaries()
                outcomes.append("read answered")
            } catch {
                outcomes.append("read threw \(error)")
            }
        }
        let write = Task {
            _ = try? await service.addList(title: "Kept", icon: .default)
            outcomes.append("write answered at \(clock.now)")
        }
        await Settling.settle(clock)
        read.cancel()
        write.cancel()
        await Settling.advance(clock, to: .seconds(1))
        #expect(outcomes == ["read threw cancelled", "write answered at 0.5 seconds"])
        service.conditions.latency = .zero
        #expect(try await service.summaries().map(\.list.title) == ["Kept"])
    }

    @Test("B78 B80 failing writes and reads throw a busy database and change nothing")
    func failures() async throws {
        let service = makeService()
        let list = try await service.addList(title: "Groceries", icon: .default)
        service.conditions.failsWrites = true
        await #expect(throws: TaskListError.storage(.locked)) {
            try await service.addTask(title: "Milk", toList: list.id)
        }
        service.conditions = ServiceConditions(failsReads: true)
        await #expect(throws: TaskListError.storage(.locked)) { try await service.summaries() }
        service.conditions = ServiceConditions()
        #expect(try await service.tasks(inList: list.id).isEmpty)
    }

    @Test(
        "B75 B76 B80 B86 the Upcoming read answers after the latency, is cancelled like any read, and fails with failing reads"
    )
    func upcomingIsARead() async throws {
        let service = makeService()
        let list = try await service.addList(title: "List", icon: .default)
        try await service.addTask(title: "Soon", notes: "", due: "2026-12-24", toList: list.id)
        service.conditions.latency = .milliseconds(300)
        var answers: [String] = []
        Task { answers.append(contentsOf: try await service.upcomingTasks().map(\.task.title)) }
        let cancelled = Task {
            do {
                _ = try await service.upcomingTasks()
            } catch {
                answers.append("threw \(error)")
            }
        }
        await Settling.settle(clock)
        cancelled.cancel()
        await Settling.advance(clock, to: .milliseconds(299))
        #expect(answers == ["threw cancelled"])
        await Settling.advance(clock, to: .milliseconds(300))
        #expect(answers == ["threw cancelled", "Soon"])

        service.conditions = ServiceConditions(failsReads: true)
        await #expect(throws: TaskListError.storage(.locked)) { try await service.upcomingTasks() }
    }

    @Test("B77 B78 B84 writes with a due date wait their turn, in order, and fail with failing writes")
    func dueWritesAreWrites() async throws {
        let service = makeService()
        let list = try await service.addList(title: "List", icon: .default)
        service.conditions.latency = .milliseconds(100)
        var applied: [String] = []
        Task {
            let task = try await service.addTask(title: "Task", notes: "", due: "2026-12-24", toList: list.id)
            applied.append("add \(task.due?.description ?? "none")")
        }
        Task {
            let task = try await service.updateTask(id: 1, title: "Task", notes: "", due: "2027-01-02")
            applied.append("update \(task.due?.description ?? "none")")
        }
        await Settling.advance(clock, to: .milliseconds(100))
        #expect(applied == ["add 2026-12-24"])
        await Settling.advance(clock, to: .milliseconds(300))
        #expect(applied == ["add 2026-12-24", "update 2027-01-02"])

        service.conditions = ServiceConditions(failsWrites: true)
        await #expect(throws: TaskListError.storage(.locked)) {
            try await service.updateTask(id: 1, title: "Task", notes: "", due: "")
        }
        await #expect(throws: TaskListError.storage(.locked)) {
            try await service.addTask(title: "More", notes: "", due: "2026-12-24", toList: list.id)
        }
        service.conditions = ServiceConditions()
        #expect(try await service.upcomingTasks().map(\.task.due?.description) == ["2027-01-02"])
        #expect(try await service.tasks(inList: list.id).count == 1)
    }

    @Test(
        "B90 B91 undo puts a deleted list or task back, and sets a toggled task back, each after the latency")
    func undo() async throws {
        let store = InMemoryTaskStore()
        let service = StoreTaskListService(store: store, clock: clock)
        let list = try await service.addList(title: "Groceries", icon: .home)
        let milk = try await service.addTask(title: "Milk", notes: "Oat", due: "2026-12-24", toList: list.id)
        let eggs = try await service.addTask(title: "Eggs", toList: list.id)
        let before = try await service.tasks(inList: list.id)
        service.conditions.latency = .milliseconds(100)
        var history: [UndoableChange] = []
        Task {
            history.append(.toggledTask(try await service.toggleTask(id: eggs.id)))
            history.append(.deletedTask(try await service.deleteTask(id: milk.id)))
            history.append(.deletedList(try await service.deleteList(id: list.id)))
            for change in history.reversed() {
                try await service.undo(change)
            }
        }
        await Settling.advance(clock, to: .milliseconds(300))
        #expect(history.count == 3)
        #expect(store.fetchSummaries().isEmpty)
        await Settling.advance(clock, to: .milliseconds(599))
        #expect(service.writesInFlight == 1)
        #expect(store.fetchTasks(listID: list.id)?.map(\.isDone) == [false, true])
        await Settling.advance(clock, to: .milliseconds(600))

        #expect(service.writesInFlight == 0)
        #expect(store.fetchSummaries() == [TaskListSummary(list: list, doneCount: 0, totalCount: 2)])
        #expect(store.fetchTasks(listID: list.id) == before)
    }

    @Test("B91 undoing a toggle sets the state before it, so a toggle another program made meanwhile stays")
    func undoToggleSets() async throws {
        let store = InMemoryTaskStore()
        let service = StoreTaskListService(store: store, clock: clock)
        let list = try await service.addList(title: "List", icon: .default)
        let task = try await service.addTask(title: "Task", toList: list.id)
        let toggled = try await service.toggleTask(id: task.id)
        _ = store.setTaskDone(id: task.id, isDone: false)

        try await service.undo(.toggledTask(toggled))

        #expect(try await service.tasks(inList: list.id).map(\.isDone) == [false])
    }

    @Test("B93 an undo while writes fail throws a busy database and changes nothing")
    func failedUndo() async throws {
        let service = makeService()
        let list = try await service.addList(title: "List", icon: .default)
        let task = try await service.addTask(title: "Task", toList: list.id)
        let toggled = try await service.toggleTask(id: task.id)
        let deletedTask = try await service.deleteTask(
            id: try await service.addTask(title: "Gone", toList: list.id).id)
        let deletedList = try await service.deleteList(
            id: try await service.addList(title: "Gone", icon: .star).id)
        let before = try await service.summaries()
        service.conditions.failsWrites = true

        for change in [
            UndoableChange.toggledTask(toggled), .deletedTask(deletedTask), .deletedList(deletedList),
        ] {
            await #expect(throws: TaskListError.storage(.locked)) { try await service.undo(change) }
        }

        service.conditions.failsWrites = false
        #expect(try await service.summaries() == before)
        #expect(try await service.tasks(inList: list.id) == [toggled])
    }

    @Test("B82 finishWrites waits for the writes in flight, and gives up after its limit")
    func finishWrites() async throws {
        let service = makeService(latency: .seconds(1))
        Task { try await service.addList(title: "Groceries", icon: .default) }
        await Settling.settle(clock)
        var finished: [Bool] = []
        Task { finished.append(await service.finishWrites(within: .seconds(2))) }
        await Settling.advance(clock, to: .seconds(3))
        #expect(finished == [true])
        service.conditions.latency = .seconds(10)
        Task { try await service.addList(title: "Slow", icon: .default) }
        Task { finished.append(await service.finishWrites(within: .seconds(2))) }
        await Settling.advance(clock, to: .seconds(6))
        #expect(finished == [true, false])
    }

    @Test("a background worker runs the work on its own queue and answers back on the main actor")
    func backgroundWorker() async throws {
        let key = DispatchSpecificKey<String>()
        let worker = StoreWorker.background(label: "worker under test")
        worker.queue?.setSpecific(key: key, value: "the worker's queue")
        #expect(try await worker.run { DispatchQueue.getSpecific(key: key) } == "the worker's queue")
        MainActor.assertIsolated()
        #expect(try await StoreWorker.inline.run { DispatchQueue.getSpecific(key: key) } == nil)
    }
}
