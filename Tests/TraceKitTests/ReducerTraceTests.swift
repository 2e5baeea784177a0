import TaskListDomain
import TerminalKit
import TestSupport
import Testing
import TraceKit

@MainActor
@Suite("Reducers in a trace")
struct ReducerTraceTests {
    @Test(
        "B71 every action a store reduces shows with its reducer and the effects it returned, nested as the reducers run each other, without the decorator's frames"
    )
    func reducers() async {
        let fixture = await TracedFixture(FixtureStoreArchitecture())
        await fixture.press(.character(" "))
        fixture.draw()
        #expect(
            fixture.entries.last == [
                "[key] space → FixtureScreen",
                "  FixtureScreen.handleCommand(_:)",
                "    closure #1 in FixtureStore.init(reducer:service:)",
                "      FixtureStore.send(_:)",
                "        [action] .rows(.toggleRequested) → AppReducer → [.toggle(1)]",
                "          AppReducer.reduce(_:_:)",
                "            [action] .toggleRequested → RowsReducer → [.toggle(1)]",
                "        FixtureScreen.show(_:)",
                "          [view] ListView.reloadData()",
                "  closure #1 in FixtureStore.run(_:)",
                "    [service] toggleTask(id: 1) → task 1 \"Milk\", done",
                "    FixtureStore.send(_:)",
                "      [action] .rows(.toggled(task 1 \"Milk\", done)) → AppReducer → [.load(listID: 1)]",
                "        AppReducer.reduce(_:_:)",
                "          [action] .toggled(task 1 \"Milk\", done) → RowsReducer → [.load(listID: 1)]",
                "      FixtureScreen.show(_:)",
                "        [view] ListView.reloadData()",
                "    [service] tasks(inList: 1) → 2 tasks",
                "    FixtureStore.send(_:)",
                "      [action] .rows(.loaded(2 tasks)) → AppReducer",
                "        AppReducer.reduce(_:_:)",
                "          [action] .loaded(2 tasks) → RowsReducer",
                "      FixtureScreen.show(_:)",
                "        [view] ListView.reloadData()",
                "  [draw] FixtureScreen",
                "    [view] ListView asks FixtureScreen for rows 0...1",
                "    [screen] row 3: \" > [ ] Milk\" → \" > [x] Milk\"",
            ])
    }

    @Test("an action that answers a late effect shows in the later entry of that answer")
    func laterAction() async {
        let fixture = await TracedFixture(FixtureStoreArchitecture(), latency: .milliseconds(300))
        await fixture.wait(.milliseconds(300))
        await fixture.press(.character(" "))
        await fixture.wait(.milliseconds(300))
        fixture.draw()
        let later = fixture.entries.last ?? []
        #expect(
            later.first == "[later] answer to toggleTask(id: 1) → task 1 \"Milk\", done (0.3 s after space)")
        #expect(
            later.contains(
                "      [action] .rows(.toggled(task 1 \"Milk\", done)) → AppReducer → [.load(listID: 1)]"))
    }

    /// The line `reduce(_:by:_:)` records for `action`, returning `effects`.
    private func line<Action>(for action: Action, effects: [Any] = []) -> String? {
        let recorder = TraceRecorder(callStack: fixtureFrames)
        _ = recorder.reduce(action, by: RowsReducer.self) { effects }
        recorder.completeWaitingEntries()
        return recorder.entries.first.map { TraceText.line(for: $0.kind) }
    }

    private indirect enum Sample {
        case plain
        case nested(Sample)
        case labelled(id: Int, title: String)
        case optional(Int?)
        case wrapped(Wrapper)
        case list([Int])
        case many([Int])
        case search(TaskSearch)
    }

    private struct Wrapper {
        var value: Int
    }

    @Test(
        "actions and effects read as code writes them: cases, payloads, labels, text quoted, domain values described"
    )
    func values() {
        #expect(line(for: Sample.plain) == "[action] .plain → RowsReducer")
        #expect(line(for: Sample.nested(.plain)) == "[action] .nested(.plain) → RowsReducer")
        #expect(
            line(for: Sample.labelled(id: 3, title: "Milk\u{1B}"))
                == "[action] .labelled(id: 3, title: \"Milk\\u{1B}\") → RowsReducer")
        #expect(line(for: Sample.optional(nil)) == "[action] .optional(nil) → RowsReducer")
        #expect(line(for: Sample.optional(2)) == "[action] .optional(2) → RowsReducer")
        #expect(line(for: Sample.wrapped(Wrapper(value: 2))) == "[action] .wrapped(Wrapper(2)) → RowsReducer")
        #expect(line(for: Sample.list([1, 2])) == "[action] .list([1, 2]) → RowsReducer")
        #expect(line(for: Sample.many([1, 2, 3, 4])) == "[action] .many(4 values) → RowsReducer")
        #expect(line(for: Sample.search(TaskSearch("mi"))) == "[action] .search(\"mi\") → RowsReducer")
        #expect(
            line(for: Sample.nested(.nested(.nested(.nested(.plain)))))
                == "[action] .nested(.nested(.nested(.nested(…)))) → RowsReducer")
        #expect(
            line(for: Sample.plain, effects: [StoreEffect.load(listID: 1), StoreEffect.toggle(2)])
                == "[action] .plain → RowsReducer → [.load(listID: 1), .toggle(2)]")
    }
}
