import TerminalKit

/// What a key asks for about the tasks screen's search. `/` on the list opens the search field; while it
/// is open it takes the typing (a `SearchField` in the scaffold's header), enter closes it and keeps the
/// query, esc clears the query and closes it. It is an enum of its own because whether the field is open
/// changes what enter and esc mean; ask it before `TasksCommand`, whose esc means back.
public enum SearchCommand: CaseIterable, Sendable {
    /// `/` on the list: open the search field, holding the query kept so far.
    case open
    /// enter in the field: close it and keep the query, so that the list gets the keys again.
    case close
    /// esc in the field: clear the query and close the field.
    case clear

    /// The command bound to `key` while the search field is open (`isFieldOpen`) or not; nil when the key
    /// is not the search's.
    public init?(key: Key, isFieldOpen: Bool) {
        switch (key, isFieldOpen) {
        case (.character("/"), false): self = .open
        case (.enter, true): self = .close
        case (.escape, true): self = .clear
        default: return nil
        }
    }

    /// The tasks screen's help bar entry for opening the search, for `TasksCommand.helpItems(adding:)`.
    public static let listHelpItems = [HelpItem(key: "/", action: "search")]

    /// The help bar while the search field is open.
    public static let fieldHelpItems = [
        HelpItem(key: "enter", action: "done"),
        HelpItem(key: "esc", action: "clear"),
        HelpItem(key: "up/down", action: "move"),
    ]
}
