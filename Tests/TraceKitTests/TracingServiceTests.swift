import TaskListDomain
import TestSupport
import Testing
import TraceKit

@Suite("Tracing service")
struct TracingServiceTests {
    /// Lines recorded while `body` runs inside a test entry.
    private func trace(_ body: (TracingTaskListService) -> Void) -> [String] {
        let recorder = TraceRecorder(callStack: fixtureFrames)
        let service = TracingTaskListService(
            Fixtures.makeService(lists: [("Groceries", ["Milk"])]), recorder: recorder)
        recorder.span(.key("t", view: "Test")) { body(service) }
        recorder.completeWaitingEntries()
        return recorder.entries.flatMap { TraceText.lines(of: $0) }.filter { $0.hasPrefix("  [") }
    }

    @Test("calls are recorded with their arguments and results")
    func argumentsAndResults() throws {
        let lines = trace { service in
            _ = try? service.summaries()
            _ = try? service.addTask(title: "Eggs", toList: 1)
            _ = try? service.renameTask(id: 2, title: "Brown eggs")
            _ = try? service.updateList(id: 1, title: "Food", icon: .home)
            _ = try? service.deleteTask(id: 2)
        }
        #expect(
            lines == [
                "  [service] summaries() → 1 list",
                "  [service] addTask(title: \"Eggs\", toList: 1) → task 2 \"Eggs\", not done",
                "  [service] renameTask(id: 2, title: \"Brown eggs\") → task 2 \"Brown eggs\", not done",
                "  [service] updateList(id: 1, title: \"Food\", icon: .home) → list 1 \"Food\"",
                "  [service] deleteTask(id: 2)",
            ])
    }

    @Test("B62 a move is recorded and reaches the service")
    func move() throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])])
        let recorder = TraceRecorder(callStack: fixtureFrames)
        let tracing = TracingTaskListService(service, recorder: recorder)
        recorder.span(.key("K", view: "Test")) { _ = try? tracing.moveTask(id: 2, past: 1) }
        recorder.completeWaitingEntries()

        #expect(
            recorder.entries.flatMap { TraceText.lines(of: $0) }.filter { $0.hasPrefix("  [") } == [
                "  [service] moveTask(id: 2, past: 1)"
            ])
        #expect(try service.tasks(inList: 1).map(\.title) == ["Eggs", "Milk"])
    }

    @Test("B64 adding and updating a task with notes are recorded, the notes quoted, and reach the service")
    func notes() throws {
        let lines = trace { service in
            _ = try? service.addTask(title: "Call mum", notes: "Ask about\nthe weekend", toList: 1)
            _ = try? service.updateTask(id: 2, title: "Call mum", notes: "")
        }
        #expect(
            lines == [
                "  [service] addTask(title: \"Call mum\", notes: \"Ask about\\nthe weekend\", toList: 1) → task 2 \"Call mum\", not done",
                "  [service] updateTask(id: 2, title: \"Call mum\", notes: \"\") → task 2 \"Call mum\", not done",
            ])
    }

    @Test("a call that throws is recorded with its error, and the error still reaches the caller")
    func errors() {
        var caught: TaskListError?
        let lines = trace { service in
            do {
                _ = try service.list(id: 42)
            } catch {
                caught = error as? TaskListError
            }
        }
        #expect(caught == .listNotFound)
        #expect(lines == ["  [service] list(id: 42) → throws listNotFound"])
    }

    @Test("user text is quoted with control characters escaped")
    func userTextEscaped() {
        let lines = trace { service in _ = try? service.addList(title: "Evil\u{1B}[2J", icon: .default) }
        #expect(
            lines == [
                "  [service] addList(title: \"Evil\\u{1B}[2J\", icon: .checklist) → throws controlCharacters"
            ])
    }
}
