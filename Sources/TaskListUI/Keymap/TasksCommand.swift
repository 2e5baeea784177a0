import TerminalKit

/// What a key asks for on the screen of one list's tasks.
public enum TasksCommand: CaseIterable, Sendable {
    case add
    case toggle
    case edit
    case delete
    case filter
    case back

    /// The command bound to `key`, or nil when the tasks screen has none for it.
    public init?(key: Key) {
        switch key {
        case .character("a"): self = .add
        case .character(" "): self = .toggle
        case .character("e"): self = .edit
        case .character("d"): self = .delete
        case .character("f"): self = .filter
        case .escape, .left: self = .back
        default: return nil
        }
    }

    /// The keys listed in the tasks screen's help bar, `UndoCommand`'s among them.
    public static let helpItems = [
        HelpItem(key: "a", action: "add"),
        HelpItem(key: "space", action: "toggle"),
        HelpItem(key: "e", action: "edit"),
        HelpItem(key: "d", action: "delete"),
        HelpItem(key: "f", action: "filter"),
        HelpItem(key: "u", action: "undo"),
        HelpItem(key: "esc/left", action: "back"),
        HelpItem(key: "?", action: "help"),
    ]

    /// The tasks screen's help bar with `featureItems` (such as `SearchCommand.listHelpItems`) listed
    /// before its last two entries, back and help.
    public static func helpItems(adding featureItems: [HelpItem]) -> [HelpItem] {
        helpItems.dropLast(2) + featureItems + helpItems.suffix(2)
    }
}
