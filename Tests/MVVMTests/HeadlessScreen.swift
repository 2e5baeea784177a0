import TaskListDomain
import TerminalKit
import TestSupport

/// One view on a headless terminal over a service, run as the app runs it: after each key the work the key
/// started runs as far as it can without time passing, and `wait(_:)` lets time pass on the service's clock.
@MainActor
struct HeadlessScreen {
    let terminal: HeadlessTerminal
    let service: StoreTaskListService

    /// Shows `view` at `size`, drawn at the time of `service`'s clock, once the work it started has run.
    init(_ view: any View, service: StoreTaskListService, size: Size) async {
        terminal = HeadlessTerminal(root: view, size: size)
        self.service = service
        let clock = Fixtures.replayClock(of: service).clock
        terminal.clock = { clock.now }
        await service.settle()
    }

    /// Presses `key` `count` times, letting the work each press starts run.
    func press(_ key: Key, count: Int = 1) async {
        for _ in 0..<count {
            terminal.press(key)
            await service.settle()
        }
    }

    /// Types `text` as one paste, then lets the work it started run.
    func type(_ text: String) async {
        terminal.type(text)
        await service.settle()
    }

    /// Draws a frame, as an idle run loop does, and lets `duration` pass.
    func wait(_ duration: Duration) async {
        _ = terminal.render()
        await service.wait(duration)
    }

    /// The screen's rows, white space around each removed.
    var lines: [String] {
        terminal.snapshot.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
