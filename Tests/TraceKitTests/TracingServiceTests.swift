import TaskListDomain
import TestSupport
import Testing
import TraceKit

@MainActor
@Suite("Tracing service")
struct TracingServiceTests {
    /// The lines under a test entry of the calls `body` makes, in a task started under it, as a key starts
    /// one; the entry completes once they have answered.
    private func trace(
        _ service: StoreTaskListService = Fixtures.makeService(lists: [("Groceries", ["Milk"])]),
        _ body: @escaping @MainActor (TracingTaskListService) async -> Void
    ) async -> [String] {
        let recorder = TraceRecorder(callStack: fixtureFrames)
        let tracing = TracingTaskListService(service, recorder: recorder)
        let task = recorder.span(.key("t", view: "Test")) { Task { await body(tracing) } }
        await task.value
        recorder.completeWaitingEntries()
        return recorder.entries.flatMap { TraceText.lines(of: $0) }.filter { $0.hasPrefix("  [") }
    }

    @Test("calls are recorded with their arguments and results")
    func argumentsAndResults() async {
        let lines = await trace { service in
            _ = try? await service.summaries()
            _ = try? await service.addTask(title: "Eggs", toList: 1)
            _ = try? await service.renameTask(id: 2, title: "Brown eggs")
            _ = try? await service.updateList(id: 1, title: "Food", icon: .home)
            _ = try? await service.deleteTask(id: 2)
        }
        #expect(
            lines == [
                "  [service] summaries() → 1 list",
                "  [service] addTask(title: \"Eggs\", toList: 1) → task 2 \"Eggs\", not done",
                "  [service] renameTask(id: 2, title: \"Brown eggs\") → task 2 \"Brown eggs\", not done",
                "  [service] updateList(id: 1, title: \"Food\", icon: .home) → list 1 \"Food\"",
                "  [service] deleteTask(id: 2) → task 2 \"Brown eggs\", not done, at 1",
            ])
    }

    @Test("B90 B91 deletes, restores, setting a task done and each undo are recorded with what they did")
    func restoresAndUndo() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "x Eggs @2026-12-24"])])
        let lines = await trace(service) { service in
            guard let task = try? await service.deleteTask(id: 2),
                let list = try? await service.deleteList(id: 1)
            else { return }
            _ = try? await service.restoreList(list)
            _ = try? await service.restoreTask(task)
            _ = try? await service.setTaskDone(id: 1, isDone: true)
            try? await service.undo(.toggledTask(TaskItem(id: 1, listID: 1, title: "Milk", createdAt: .now)))
        }
        #expect(
            lines == [
                "  [service] deleteTask(id: 2) → task 2 \"Eggs\", done, due 2026-12-24, at 1",
                "  [service] deleteList(id: 1) → list 1 \"Groceries\" with 1 task",
                "  [service] restoreList(list 1 \"Groceries\" with 1 task) → list 1 \"Groceries\"",
                "  [service] restoreTask(task 2 \"Eggs\", done, due 2026-12-24, at 1) → task 2 \"Eggs\", done, due 2026-12-24",
                "  [service] setTaskDone(id: 1, isDone: true) → task 1 \"Milk\", done",
                "  [service] setTaskDone(id: 1, isDone: true) → task 1 \"Milk\", done",
            ])
        #expect(try await service.tasks(inList: 1).map(\.title) == ["Milk", "Eggs"])
    }

    @Test("B62 a move is recorded and reaches the service")
    func move() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])])
        let lines = await trace(service) { service in _ = try? await service.moveTask(id: 2, past: 1) }
        #expect(lines == ["  [service] moveTask(id: 2, past: 1)"])
        #expect(try await service.tasks(inList: 1).map(\.title) == ["Eggs", "Milk"])
    }

    @Test(
        "B64 B84 adding and updating a task with notes and a due date are recorded, quoted, and reach the service"
    )
    func notes() async {
        let lines = await trace { service in
            _ = try? await service.addTask(title: "Call mum", notes: "Ask about\nthe weekend", toList: 1)
            _ = try? await service.updateTask(id: 2, title: "Call mum", notes: "", due: "2026-12-24")
        }
        #expect(
            lines == [
                "  [service] addTask(title: \"Call mum\", notes: \"Ask about\\nthe weekend\", due: \"\", toList: 1) → task 2 \"Call mum\", not done",
                "  [service] updateTask(id: 2, title: \"Call mum\", notes: \"\", due: \"2026-12-24\") → task 2 \"Call mum\", not done, due 2026-12-24",
            ])
    }

    @Test("B86 the Upcoming read is recorded with how many tasks it found")
    func upcoming() async throws {
        let service = Fixtures.makeService(lists: [
            ("Groceries", ["Milk @2026-12-24", "Eggs", "x Bread @2026-12-20"]),
            ("Work", ["Report @2027-01-04"]),
        ])
        var found: [UpcomingTask] = []
        let lines = await trace(service) { service in found = (try? await service.upcomingTasks()) ?? [] }

        #expect(lines == ["  [service] upcomingTasks() → 2 upcoming tasks"])
        #expect(
            found.map { "\($0.task.title) \($0.task.due.map(String.init) ?? "-")" } == [
                "Milk 2026-12-24", "Report 2027-01-04",
            ])
        #expect(try await service.tasks(inList: 1).map(\.title) == ["Milk", "Eggs", "Bread"])
    }

    @Test("a call that throws is recorded with its error, and the error still reaches the caller")
    func errors() async {
        var caught: TaskListError?
        let lines = await trace { service in
            do throws(TaskListError) {
                _ = try await service.list(id: 42)
            } catch {
                caught = error
            }
        }
        #expect(caught == .listNotFound)
        #expect(lines == ["  [service] list(id: 42) → throws listNotFound"])
    }

    @Test("B76 a read whose task is cancelled is recorded as cancelled, and the caller hears .cancelled")
    func cancelled() async {
        var caught: TaskListError?
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        service.conditions.latency = .milliseconds(300)
        let time = Fixtures.replayClock(of: service)
        let lines = await trace(service) { service in
            let read = Task { try await service.tasks(inList: 1) }
            await time.settle()
            read.cancel()
            await time.settle()
            if case .failure(let error) = await read.result { caught = error as? TaskListError }
        }
        #expect(caught == .cancelled)
        #expect(lines == ["  [service] tasks(inList: 1) → cancelled"])
    }

    @Test("user text is quoted with control characters escaped")
    func userTextEscaped() async {
        let lines = await trace { service in
            _ = try? await service.addList(title: "Evil\u{1B}[2J", icon: .default)
        }
        #expect(
            lines == [
                "  [service] addList(title: \"Evil\\u{1B}[2J\", icon: .checklist) → throws controlCharacters"
            ])
    }
}
