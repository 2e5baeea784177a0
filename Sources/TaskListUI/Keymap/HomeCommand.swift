import TerminalKit

/// What a key asks for on Home, the screen of lists.
public enum HomeCommand: CaseIterable, Sendable {
    case add
    case open
    case upcoming
    case rename
    case delete
    case quit

    /// The command bound to `key`, or nil when Home has none for it.
    public init?(key: Key) {
        switch key {
        case .character("a"): self = .add
        case .enter: self = .open
        case .character("n"): self = .upcoming
        case .character("r"): self = .rename
        case .character("d"): self = .delete
        case .character("q"): self = .quit
        default: return nil
        }
    }

    /// The keys listed in Home's help bar, `UndoCommand`'s among them.
    public static let helpItems = [
        HelpItem(key: "a", action: "add"),
        HelpItem(key: "enter", action: "open"),
        HelpItem(key: "n", action: "upcoming"),
        HelpItem(key: "r", action: "rename"),
        HelpItem(key: "d", action: "delete"),
        HelpItem(key: "u", action: "undo"),
        HelpItem(key: "q", action: "quit"),
        HelpItem(key: "?", action: "help"),
    ]
}
