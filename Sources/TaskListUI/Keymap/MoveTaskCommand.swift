import TerminalKit

/// What `K` and `J` ask for on the tasks screen: move the selected task one row up or down among the rows
/// shown. Kept beside `TasksCommand`, like `SearchCommand`, so that the feature's keys arrived without
/// breaking each architecture's exhaustive switch over `TasksCommand` before its own change.
public enum MoveTaskCommand: CaseIterable, Sendable {
    /// `K`: trade places with the task shown above.
    case up
    /// `J`: trade places with the task shown below.
    case down

    /// The command bound to `key`, or nil when the key is not one of moving a task.
    public init?(key: Key) {
        switch key {
        case .character("K"): self = .up
        case .character("J"): self = .down
        default: return nil
        }
    }

    /// The step in the rows shown: -1 up, +1 down.
    public var offset: Int {
        switch self {
        case .up: -1
        case .down: 1
        }
    }

    /// The tasks screen's help bar entry, for `TasksCommand.helpItems(adding:)`.
    public static let helpItems = [HelpItem(key: "K/J", action: "move task")]
}
