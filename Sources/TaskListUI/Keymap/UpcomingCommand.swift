import TerminalKit

/// What a key asks for on Upcoming, the screen of undone tasks with a due date across every list.
public enum UpcomingCommand: CaseIterable, Sendable {
    case toggle
    case open
    case back

    /// The command bound to `key`, or nil when Upcoming has none for it.
    public init?(key: Key) {
        switch key {
        case .character(" "): self = .toggle
        case .enter: self = .open
        case .escape, .left: self = .back
        default: return nil
        }
    }

    /// The keys listed in Upcoming's help bar, `UndoCommand`'s among them.
    public static let helpItems = [
        HelpItem(key: "space", action: "toggle"),
        HelpItem(key: "enter", action: "open in list"),
        HelpItem(key: "u", action: "undo"),
        HelpItem(key: "esc/left", action: "back"),
        HelpItem(key: "?", action: "help"),
    ]
}
