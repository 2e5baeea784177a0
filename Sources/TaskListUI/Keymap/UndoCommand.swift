import TerminalKit

/// What `u` asks for on Home, the tasks screen and Upcoming: take back the last delete or toggle made on
/// that screen. One enum for the three screens, kept beside their commands like `ReloadCommand`; the
/// screens' help bars list it.
public enum UndoCommand: CaseIterable, Sendable {
    /// `u`: undo the screen's last delete or toggle.
    case undo

    /// The command bound to `key`, or nil when the key is not `u`.
    public init?(key: Key) {
        guard key == .character("u") else { return nil }
        self = .undo
    }
}
