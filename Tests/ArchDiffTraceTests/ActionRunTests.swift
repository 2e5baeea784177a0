import Testing
import TraceKit

@testable import ArchDiffTrace

@MainActor
@Suite("Traced actions")
struct ActionRunTests {
    private func traceOpenListSlowly() async throws -> [ActionRun.TracedStep] {
        let action = try #require(UserAction.all.first { $0.id == "open-list-slowly" })
        return try await ActionRun.trace(action, on: RowsArchitecture(), callStack: BacktraceReader())
    }

    @Test(
        "B76 opening a list and leaving before it loads: the read is cancelled and nothing of it drawn; the next read's answer comes in the wait's later entry"
    )
    func openListSlowly() async throws {
        let steps = try await traceOpenListSlowly()
        #expect(steps.map(\.step.label) == ["press enter", "press esc", "press enter", "wait 1 s"])
        let lines = steps.map { $0.entries.map { TraceText.lines(of: $0, locations: false) } }
        #expect(lines[0].count == 1)
        #expect(lines[0][0].contains("  [service] tasks(inList: 1) → answers later"))
        #expect(
            lines[1].map(\.first) == [
                "[key] esc → RowsScreen", "[later] answer to tasks(inList: 1) → cancelled (0 s after enter)",
            ])
        #expect(lines[1][1].count == 1, "nothing of the cancelled answer is drawn")
        #expect(lines[3].count == 1)
        #expect(lines[3][0].first == "[later] answer to tasks(inList: 1) → 3 tasks (0.5 s after enter)")
        #expect(lines[3][0].contains("    [screen] row 3: \"\" → \" > Milk\""))
    }

    @Test("B73 an action gives the same trace on every run")
    func deterministic() async throws {
        var texts: Set<String> = []
        for _ in 0..<3 {
            let steps = try await traceOpenListSlowly()
            texts.insert(ActionTrace(architecture: "rows", steps: steps).text)
        }
        #expect(texts.count == 1)
    }
}
