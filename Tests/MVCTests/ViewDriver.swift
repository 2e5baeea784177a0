import Foundation
import TaskListDomain
import TerminalKit
import TestSupport

/// Drives one view headless, as a user would: keys in, the text it draws out. A controller's tests give it
/// the controller's root view, so the controller is tested through the view it owns. After every key the
/// work the controller started runs as far as it can without time passing; `wait(_:)` lets time pass.
@MainActor
final class ViewDriver {
    /// The headless terminal the view draws into.
    let terminal: HeadlessTerminal
    private let settleWork: @MainActor () async -> Void
    private let waitWork: @MainActor (Duration) async -> Void

    /// Shows `page`'s root view on a terminal of `size`, moving `service`'s work along.
    convenience init(
        _ page: any Page, on service: StoreTaskListService, size: Size = Size(width: 80, height: 24)
    ) {
        self.init(showing: page.rootView, on: service, size: size)
    }

    /// Shows `view`, such as a navigation stack, on a terminal of `size`, moving `service`'s work along.
    init(showing view: any View, on service: StoreTaskListService, size: Size = Size(width: 80, height: 24)) {
        terminal = HeadlessTerminal(root: view, size: size)
        let time = Fixtures.replayClock(of: service)
        settleWork = { await time.settle() }
        waitWork = { await time.wait($0) }
        terminal.clock = { [clock = time.clock] in clock.now }
    }

    /// Lets the work the controller has started run as far as it can without time passing.
    func settle() async {
        await settleWork()
    }

    /// Lets `duration` pass on the service's clock, drawing a frame first as an idle run loop does.
    func wait(_ duration: Duration) async {
        _ = terminal.render()
        await waitWork(duration)
    }

    /// Presses the key with this key-script name, such as `enter` or `a`, `count` times.
    func press(_ name: String, count: Int = 1) async {
        guard let key = Key(name: name) else { preconditionFailure("no key named \(name)") }
        for _ in 0..<max(0, count) {
            terminal.press(key)
            await settle()
        }
    }

    /// Types `text` as if on a keyboard.
    func type(_ text: String) async {
        terminal.type(text)
        await settle()
    }

    /// The screen as plain text.
    var screen: String { terminal.snapshot }

    /// The screen's rows, trailing spaces removed.
    var lines: [String] {
        let lines = screen.components(separatedBy: "\n")
        return lines + Array(repeating: "", count: max(0, terminal.size.height - lines.count))
    }

    /// The title bar's text.
    var title: String { lines[0].trimmingCharacters(in: .whitespaces) }

    /// The status line's text (the row above the help bar).
    var status: String { lines[terminal.size.height - 2].trimmingCharacters(in: .whitespaces) }

    /// The help bar's text (the bottom row).
    var helpBar: String { lines[terminal.size.height - 1].trimmingCharacters(in: .whitespaces) }

    /// The rows of the content area between the title bar and the status line.
    var contentRows: [String] { Array(lines.dropFirst(2).dropLast(2)) }

    /// The selected row of the table, without its `>` marker, or nil when none is marked.
    var selectedRow: String? {
        contentRows.map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("> ") }
            .map { String($0.dropFirst(2)) }
    }
}
