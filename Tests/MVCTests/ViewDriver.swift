import Foundation
import TerminalKit

/// Drives one view headless, as a user would: keys in, the text it draws out. A controller's tests give it
/// the controller's root view, so the controller is tested through the view it owns.
final class ViewDriver {
    /// The headless terminal the view draws into.
    let terminal: HeadlessTerminal

    /// Shows `page`'s root view on a terminal of `size`.
    init(_ page: any Page, size: Size = Size(width: 80, height: 24)) {
        terminal = HeadlessTerminal(root: page.rootView, size: size)
    }

    /// Presses the key with this key-script name, such as `enter` or `a`, `count` times.
    func press(_ name: String, count: Int = 1) {
        guard let key = Key(name: name) else { preconditionFailure("no key named \(name)") }
        terminal.press(key, count: count)
    }

    /// Types `text` as if on a keyboard.
    func type(_ text: String) {
        terminal.type(text)
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
