import Testing
import TraceKit

@MainActor
@Suite("Unreadable call stacks")
struct UnreadableStackTests {
    /// A reader that cannot capture a stack, as on a system without the `Runtime` module.
    struct NoStack: CallStackReader {
        func capture() -> CapturedStack? { nil }
        func architectureFrames(of stacks: [CapturedStack]) -> [[TraceFrame]]? { stacks.map { _ in [] } }
    }

    /// A reader that captures stacks but cannot name them, as without debug information.
    struct NoNames: CallStackReader {
        func capture() -> CapturedStack? {
            CapturedStack(frames: [CapturedStack.Frame(kind: .returnAddress, address: 0x1000)])
        }
        func architectureFrames(of stacks: [CapturedStack]) -> [[TraceFrame]]? { nil }
    }

    private func lines(with reader: any CallStackReader) -> [String] {
        let recorder = TraceRecorder(callStack: reader)
        recorder.span(.key("space", view: "TasksScreen")) {
            recorder.note(.service(call: "toggleTask(id: 2)", result: nil))
        }
        recorder.completeWaitingEntries()
        return recorder.entries.flatMap { TraceText.lines(of: $0) }
    }

    @Test("without a call stack the trace says so and still shows the boundaries")
    func noStack() {
        #expect(
            lines(with: NoStack()) == [
                "[key] space → TasksScreen",
                "  [note] the call stack cannot be read: only the boundaries show",
                "  [service] toggleTask(id: 2)",
            ])
    }

    @Test("without names for the stack's functions the trace says so and still shows the boundaries")
    func noNames() {
        #expect(
            lines(with: NoNames()) == [
                "[key] space → TasksScreen",
                "  [note] the call stack's functions cannot be named: only the boundaries show",
                "  [service] toggleTask(id: 2)",
            ])
    }
}
