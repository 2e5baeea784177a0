import Foundation
import TaskListUI

/// A reducer observer that writes down the type of every reducer it sees called, and runs each call
/// unchanged, as a tracing host's recorder would.
public final class ReducerCallLog: ReducerObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var reducers: [String] = []

    public init() {}

    /// The reducers called so far, by type name, in the order their calls began.
    public var calls: [String] {
        lock.withLock { reducers }
    }

    public func reduce<Action, Effects>(_ action: Action, by reducer: Any.Type, _ reduce: () -> Effects)
        -> Effects
    {
        lock.withLock { reducers.append(String(describing: reducer)) }
        return reduce()
    }
}
