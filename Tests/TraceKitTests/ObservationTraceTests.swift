import TerminalKit
import Testing
import TraceKit

@MainActor
@Suite("Observation in a trace")
struct ObservationTraceTests {
    @Test("a change to an observed value shows under the code that made it, and its update under the frame")
    func changeAndUpdate() {
        let recorder = TraceRecorder(callStack: fixtureFrames)
        let counter = FixtureCounter()
        let view = FixtureCounterView(counter: counter)
        recorder.span(.key("space", view: "FixtureCounterView")) { counter.increment() }
        recorder.draw("FixtureCounterView") {
            var screen = Screen(size: Size(width: 5, height: 1))
            view.draw(in: &screen, area: screen.bounds)
            return []
        }
        #expect(
            recorder.entries.last.map { TraceText.lines(of: $0, locations: false) } == [
                "[key] space → FixtureCounterView",
                "  FixtureCounter.increment()",
                "    [view] FixtureCounterView.setNeedsUpdate()",
                "  [draw] FixtureCounterView",
                "    FixtureCounterView.draw(in:area:)",
                "      closure #2 in FixtureCounterView.init(counter:)",
                "        [view] Label.text = \"1\"",
            ])
    }
}
