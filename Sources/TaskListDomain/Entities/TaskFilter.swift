/// Which tasks of a list are shown: all of them, the ones still to do, or the done ones.
public enum TaskFilter: CaseIterable, Sendable {
    case all
    case active
    case done

    /// The filter that `f` switches to: all, active, done, then all again.
    public var next: TaskFilter {
        switch self {
        case .all: .active
        case .active: .done
        case .done: .all
        }
    }

    /// Whether `task` is shown under this filter.
    public func includes(_ task: TaskItem) -> Bool {
        includes(isDone: task.isDone)
    }

    /// Whether a task that is done or not, as `isDone` says, is shown under this filter.
    public func includes(isDone: Bool) -> Bool {
        switch self {
        case .all: true
        case .active: !isDone
        case .done: isDone
        }
    }
}
