import TerminalKit

/// What a key asks for in the list and task editors, beyond editing the focused field.
public enum EditorCommand: CaseIterable, Sendable {
    case save
    case cancel

    /// The command bound to `key`, or nil when the key belongs to the focused field. ctrl-s saves too: it
    /// reaches the app in raw mode and, unlike enter, is not a key of the multi-line notes field.
    public init?(key: Key) {
        switch key {
        case .enter, .control("s"): self = .save
        case .escape: self = .cancel
        default: return nil
        }
    }

    /// The keys listed in the task editor's help bar.
    public static let taskEditorHelpItems = [
        HelpItem(key: "enter", action: "save"),
        HelpItem(key: "esc", action: "cancel"),
    ]

    /// The keys listed in the help bar of the task editor with its notes field, where enter starts a new
    /// line and ctrl-s saves from both fields.
    public static let taskEditorWithNotesHelpItems = [
        HelpItem(key: "ctrl-s", action: "save"),
        HelpItem(key: "esc", action: "cancel"),
        HelpItem(key: "tab", action: "next field"),
    ]

    /// The keys listed in the list editor's help bar, which also has the icon picker.
    public static let listEditorHelpItems =
        taskEditorHelpItems + [
            HelpItem(key: "tab", action: "next field"),
            HelpItem(key: "left/right", action: "icon"),
        ]
}
