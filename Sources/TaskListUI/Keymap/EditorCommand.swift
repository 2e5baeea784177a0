import TerminalKit

/// What a key asks for in the list and task editors, beyond editing the focused field.
public enum EditorCommand: CaseIterable, Sendable {
    case save
    case cancel

    /// The command bound to `key`, or nil when the key belongs to the focused field.
    public init?(key: Key) {
        switch key {
        case .enter: self = .save
        case .escape: self = .cancel
        default: return nil
        }
    }

    /// The keys listed in the task editor's help bar.
    public static let taskEditorHelpItems = [
        HelpItem(key: "enter", action: "save"),
        HelpItem(key: "esc", action: "cancel"),
    ]

    /// The keys listed in the list editor's help bar, which also has the icon picker.
    public static let listEditorHelpItems =
        taskEditorHelpItems + [
            HelpItem(key: "tab", action: "next field"),
            HelpItem(key: "left/right", action: "icon"),
        ]
}
