import TaskListDomain
import TerminalKit

/// Watches the reducers of a unidirectional store run, for tools that show the pattern at work
/// (`--trace`), as a logging middleware does in Redux. A composition root handed one wraps each reducer
/// in a decorator whose `reduce` goes through `reduce(_:by:_:)`; the reducers themselves stay free of
/// tracing, and the app runs the same without one. Reducers are pure and nonisolated, and so is this;
/// a traced app's store calls them on the main actor.
public protocol ReducerObserver: AnyObject, Sendable {
    /// Runs `reduce`, a call of the reducer of type `reducer` for `action`, and returns the effects it
    /// returned. The decorator that calls it is not part of the pattern: a trace leaves its frames out.
    func reduce<Action, Effects>(_ action: Action, by reducer: Any.Type, _ reduce: () -> Effects) -> Effects
}

/// An architecture whose composition root builds reducers, such as the unidirectional store: a traced
/// host hands it a `ReducerObserver`, and the others are built with `makeRootPage(service:navigator:)`.
public protocol ReducerArchitecture: Architecture {
    /// Wires the first screen as `makeRootPage(service:navigator:)` does, with every reducer wrapped so
    /// that `reducerObserver` sees each of its calls.
    @MainActor
    func makeRootPage(
        service: any TaskListService, navigator: any Navigator, reducerObserver: any ReducerObserver
    ) -> any Page
}
