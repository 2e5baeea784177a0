import AppHost
import Foundation
import TaskListDomain
import TaskListUI
import TerminalKit

/// Drives one architecture's app headless, as a user would: keys in, screen text out. After every key the
/// work it started runs as far as it can without time passing; `wait(_:)` moves the virtual clock on.
@MainActor
public final class AppDriver {
    /// The service the app runs on, for seeding data and checking what was stored.
    public let service: any TaskListService
    /// The app's navigation stack; empty once the user quit.
    public let navigation: NavigationStack
    /// The headless terminal the app draws into.
    public let terminal: HeadlessTerminal
    /// The clock the service waits on when it answers late.
    public let clock: VirtualClock
    private let time: ReplayClock

    /// Starts `architecture` on `service` (by default an empty in-memory store on `clock`) at `size`, and
    /// lets the first screen load.
    public convenience init(
        _ architecture: any Architecture,
        service: StoreTaskListService? = nil,
        size: Size = Size(width: 80, height: 24)
    ) async {
        let service = service ?? Fixtures.makeService()
        self.init(architecture, service: service, time: Fixtures.replayClock(of: service), size: size)
        await settle()
    }

    /// Starts `architecture` on `service`, which may be a double, at `size`: the work the app starts runs
    /// while `time`'s service is busy (see `ReplayClock.settle()`).
    public init(_ architecture: any Architecture, service: any TaskListService, time: ReplayClock, size: Size)
    {
        self.service = service
        self.time = time
        clock = time.clock
        navigation = NavigationStack()
        navigation.push(architecture.makeRootPage(service: service, navigator: navigation))
        terminal = HeadlessTerminal(root: navigation, size: size)
        terminal.clock = { [clock] in clock.now }
    }

    /// Lets the work the app has started run as far as it can without time passing.
    public func settle() async {
        await time.settle()
    }

    /// Lets `duration` pass on the virtual clock, drawing a frame after each late answer as a run loop
    /// does.
    public func wait(_ duration: Duration) async {
        await time.wait(duration) { _ = terminal.render() }
    }

    /// Presses `key`, `count` times, letting the work each press starts run; once the user has quit, the
    /// writes in flight get their time to finish, as the program gives them before it ends (B82).
    public func press(_ key: Key, count: Int = 1) async {
        for _ in 0..<max(0, count) where !navigation.isEmpty {
            terminal.press(key)
            await settle()
            _ = terminal.render()
            if navigation.isEmpty {
                await time.finishWrites()
            }
        }
    }

    /// Presses the key with this key-script name, such as `enter` or `a`.
    public func press(_ name: String, count: Int = 1) async {
        guard let key = Key(name: name) else { preconditionFailure("no key named \(name)") }
        await press(key, count: count)
    }

    /// Types `text` as if on a keyboard.
    public func type(_ text: String) async {
        terminal.type(text)
        await settle()
        _ = terminal.render()
    }

    /// Performs one key-script action; once the user has quit, actions do nothing.
    public func perform(_ action: KeyScript.Action) async {
        guard !navigation.isEmpty else { return }
        switch action {
        case .press(let key, let count): await press(key, count: count)
        case .type(let text): await type(text)
        case .resize(let size): terminal.resize(to: size)
        case .screen: break
        case .wait(let duration): await wait(duration)
        }
    }

    /// The screen as plain text.
    public var screen: String { terminal.snapshot }

    /// The screen's rows, trailing spaces removed.
    public var lines: [String] {
        let lines = screen.components(separatedBy: "\n")
        return lines + Array(repeating: "", count: max(0, terminal.size.height - lines.count))
    }

    /// The title bar's text.
    public var title: String { lines[0].trimmingCharacters(in: .whitespaces) }

    /// The status line's text (the row above the help bar).
    public var status: String { lines[terminal.size.height - 2].trimmingCharacters(in: .whitespaces) }

    /// The help bar's text (the bottom row).
    public var helpBar: String { lines[terminal.size.height - 1].trimmingCharacters(in: .whitespaces) }

    /// The selected row of the table on screen, without its `>` marker, or nil when none is marked.
    public var selectedRow: String? {
        lines.dropFirst(2).dropLast(2)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("> ") }
            .map { String($0.dropFirst(2)) }
    }

    /// The rows of the screen's content area between the title bar and the status line.
    public var contentRows: [String] {
        Array(lines.dropFirst(2).dropLast(2))
    }
}
