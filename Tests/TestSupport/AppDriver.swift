import Foundation
import TaskListDomain
import TaskListUI
import TerminalKit

/// Drives one architecture's app headless, as a user would: keys in, screen text out.
public final class AppDriver {
    /// The service the app runs on, for seeding data and checking what was stored.
    public let service: any TaskListService
    /// The app's navigation stack; empty once the user quit.
    public let navigation: NavigationStack
    /// The headless terminal the app draws into.
    public let terminal: HeadlessTerminal

    /// Starts `architecture` on `service` (by default an empty in-memory store) at `size`.
    public init(
        _ architecture: any Architecture,
        service: any TaskListService = Fixtures.makeService(),
        size: Size = Size(width: 80, height: 24)
    ) {
        self.service = service
        navigation = NavigationStack()
        navigation.push(architecture.makeRootPage(service: service, navigator: navigation))
        terminal = HeadlessTerminal(root: navigation, size: size)
    }

    /// Presses `key`, `count` times.
    public func press(_ key: Key, count: Int = 1) {
        terminal.press(key, count: count)
    }

    /// Presses the key with this key-script name, such as `enter` or `a`.
    public func press(_ name: String, count: Int = 1) {
        guard let key = Key(name: name) else { preconditionFailure("no key named \(name)") }
        press(key, count: count)
    }

    /// Types `text` as if on a keyboard.
    public func type(_ text: String) {
        terminal.type(text)
    }

    /// Performs one key-script action; once the user has quit, actions do nothing.
    public func perform(_ action: KeyScript.Action) {
        guard !navigation.isEmpty else { return }
        switch action {
        case .press(let key, let count): press(key, count: count)
        case .type(let text): type(text)
        case .resize(let size): terminal.resize(to: size)
        case .screen: break
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
