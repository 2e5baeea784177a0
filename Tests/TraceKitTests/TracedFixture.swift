import TaskListDomain
import TaskListUI
import TerminalKit
import TestSupport
import TraceKit

/// A fixture app traced in a headless terminal, its service answering on a virtual clock: keys and waits
/// go in as a replay sends them (a key's work settled after it, then a frame; a frame after each answer
/// that comes during a wait).
@MainActor
struct TracedFixture {
    let app: TracedApp
    let terminal: HeadlessTerminal
    let service: StoreTaskListService
    private let settleWork: @MainActor () async -> Void
    private let waitWork: @MainActor (Duration, () -> Void) async -> Void

    /// `architecture` traced over `service` (by default a list holding Milk and Eggs), its calls answering
    /// `latency` late; the first screen's work has run as far as it can without time passing.
    init(
        _ architecture: any Architecture = FixtureArchitecture(),
        service: StoreTaskListService = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])]),
        latency: Duration = .zero
    ) async {
        service.conditions.latency = latency
        self.service = service
        let time = Fixtures.replayClock(of: service)
        settleWork = time.settle
        waitWork = time.wait
        app = TracedApp(architecture: architecture, service: service, callStack: fixtureFrames)
        terminal = HeadlessTerminal(root: app.root, size: Size(width: 30, height: 8))
        terminal.clock = { [clock = time.clock] in clock.now }
        await time.settle()
    }

    /// Presses `key` and lets the work it starts run; with `drawing`, then draws a frame.
    func press(_ key: Key, drawing: Bool = true) async {
        terminal.press(key)
        await settleWork()
        if drawing {
            draw()
        }
    }

    /// Lets the work started so far run as far as it can without time passing.
    func settle() async {
        await settleWork()
    }

    /// Lets `duration` pass, answers coming as they are due; with `drawing`, a frame is drawn after each.
    func wait(_ duration: Duration, drawing: Bool = true) async {
        await waitWork(duration) {
            if drawing {
                draw()
            }
        }
    }

    /// Draws a frame, which completes the entries waiting for one.
    func draw() {
        _ = terminal.render()
    }

    /// Every entry completed so far, each as its lines without source locations.
    var entries: [[String]] {
        app.recorder.entries.map { TraceText.lines(of: $0, locations: false) }
    }

    /// The latest entry's lines, once the entries waiting for a frame are complete.
    func lastEntry() -> [String] {
        app.recorder.completeWaitingEntries()
        return entries.last ?? []
    }
}
