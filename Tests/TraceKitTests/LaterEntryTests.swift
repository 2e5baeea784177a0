import TaskListDomain
import TerminalKit
import TestSupport
import Testing
import TraceKit

@MainActor
@Suite("Work after the frame")
struct LaterEntryTests {
    /// The fixture toggling through its asynchronous helper, its service answering 300 ms late, with the
    /// first screen drawn before its tasks came and again after.
    private func slowFixture() async -> TracedFixture {
        let fixture = await TracedFixture(
            FixtureArchitecture(routesThroughHelper: true), latency: .milliseconds(300))
        fixture.draw()
        await fixture.wait(.milliseconds(300))
        return fixture
    }

    @Test(
        "B71 an answer after the key's frame opens a later entry: the functions after the await, the observers told, the views updated, the frame drawn"
    )
    func laterAnswer() async {
        let fixture = await slowFixture()
        await fixture.press(.character(" "))
        await fixture.wait(.milliseconds(300))
        await fixture.wait(.milliseconds(300))
        fixture.draw()
        #expect(
            Array(fixture.entries.dropFirst(2)) == [
                [
                    "[key] space → FixtureScreen",
                    "  closure #1 in FixtureController.toggleFirst()",
                    "    FixtureController.toggleThroughHelper(_:)",
                    "      [service] toggleTask(id: 1) → answers later",
                    "  [draw] FixtureScreen",
                    "    [view] ListView asks FixtureScreen for rows 0...1",
                ],
                [
                    "[later] answer to toggleTask(id: 1) → task 1 \"Milk\", done (0.3 s after space)",
                    "  closure #1 in FixtureController.toggleFirst()",
                    "    FixtureController.toggleThroughHelper(_:)",
                    "      [change] .tasks(listID: 1) → observer from FixtureController.init(service:navigator:routesThroughHelper:)",
                    "        closure #1 in FixtureController.reload()",
                    "          [service] tasks(inList: 1) → answers later",
                    "      [view] FixtureScreen.status = \"Toggled Milk\"",
                    "  [draw] FixtureScreen",
                    "    [view] ListView asks FixtureScreen for rows 0...1",
                    "    [screen] row 7: \"\" → \" Toggled Milk\"",
                ],
                [
                    "[later] answer to tasks(inList: 1) → 2 tasks (0.6 s after space)",
                    "  closure #1 in FixtureController.reload()",
                    "    FixtureController.show(_:)",
                    "      FixtureScreen.show(_:)",
                    "        [view] ListView.reloadData()",
                    "  [draw] FixtureScreen",
                    "    [view] ListView asks FixtureScreen for rows 0...1",
                    "    [screen] row 3: \" > [ ] Milk\" → \" > [x] Milk\"",
                ],
            ])
    }

    @Test(
        "B72 entries handed on as they complete (a panel, a file) still say which key a late answer's work started from"
    )
    func handedOn() async {
        let fixture = await slowFixture()
        var firstLines: [String] = []
        fixture.app.recorder.onEntry { firstLines.append(TraceText.line(for: $0.kind)) }
        await fixture.press(.character(" "))
        await fixture.wait(.milliseconds(300))
        await fixture.wait(.milliseconds(300))
        #expect(
            firstLines.suffix(3) == [
                "[key] space → FixtureScreen",
                "[later] answer to toggleTask(id: 1) → task 1 \"Milk\", done (0.3 s after space)",
                "[later] answer to tasks(inList: 1) → 2 tasks (0.6 s after space)",
            ])
    }

    @Test("B71 an answer that comes before the key's frame is drawn stays in the key's entry")
    func answerBeforeTheFrame() async {
        let fixture = await slowFixture()
        await fixture.press(.character(" "), drawing: false)
        await fixture.wait(.milliseconds(600), drawing: false)
        fixture.draw()
        let key = fixture.entries.last ?? []
        #expect(key.first == "[key] space → FixtureScreen")
        #expect(key.contains("      [service] toggleTask(id: 1) → task 1 \"Milk\", done"))
        #expect(key.contains("            [service] tasks(inList: 1) → 2 tasks"))
        #expect(key.contains("    [screen] row 3: \" > [ ] Milk\" → \" > [x] Milk\""))
        #expect(!fixture.entries.joined().contains { $0.hasPrefix("[later]") && $0.contains("after space") })
    }

    @Test(
        "B76 a read cancelled as its screen is left shows as cancelled, in a later entry, and nothing of it is drawn"
    )
    func cancelledRead() async {
        let fixture = await slowFixture()
        await fixture.press(.character("n"))
        await fixture.press(.escape)
        await fixture.wait(.milliseconds(300))
        fixture.draw()
        let entries = Array(fixture.entries.dropFirst(2))
        #expect(
            entries.map(\.first) == [
                "[key] n → FixtureScreen", "[key] esc → FixtureScreen",
                "[later] answer to tasks(inList: 1) → cancelled (0 s after n)",
            ])
        #expect(entries[0].contains("    [service] tasks(inList: 1) → answers later"))
        #expect(entries[1].contains("      [navigator] pop() removes FixtureController"))
        #expect(entries[2] == ["[later] answer to tasks(inList: 1) → cancelled (0 s after n)"])
    }

    @Test("B71 a task that first runs after its key's frame is a later entry of that key")
    func taskAfterTheFrame() async {
        let fixture = await TracedFixture()
        fixture.terminal.press(.character(" "))
        fixture.draw()
        await fixture.settle()
        let later = fixture.lastEntry()
        #expect(later.first == "[later] a task runs (0 s after space)")
        #expect(later.contains("    [service] toggleTask(id: 1) → task 1 \"Milk\", done"))
    }

    @Test("B73 the same keys and waits give the same trace, byte for byte, on every run")
    func deterministic() async {
        var traces: Set<String> = []
        for _ in 0..<5 {
            let fixture = await slowFixture()
            for key in [Key.character(" "), .character("n"), .escape, .character(" ")] {
                await fixture.press(key)
                await fixture.wait(.milliseconds(150))
            }
            await fixture.wait(.milliseconds(600))
            fixture.app.recorder.completeWaitingEntries()
            traces.insert(
                fixture.app.recorder.entries.flatMap { TraceText.lines(of: $0) }.joined(separator: "\n"))
        }
        #expect(traces.count == 1)
    }
}
