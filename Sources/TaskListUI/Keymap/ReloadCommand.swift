import TerminalKit

/// What ctrl-r asks for on Home and on the tasks screen: read the rows again, after a read failed (B80).
/// Kept beside the screens' commands, like `MoveTaskCommand`, so it arrived without breaking each
/// architecture's exhaustive switch over them.
public enum ReloadCommand: CaseIterable, Sendable {
    /// ctrl-r: read the screen's rows again.
    case reload

    /// The command bound to `key`, or nil when the key is not ctrl-r.
    public init?(key: Key) {
        guard key == .control("r") else { return nil }
        self = .reload
    }
}
