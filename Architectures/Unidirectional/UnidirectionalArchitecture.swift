import TaskListDomain
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// The composition root of the unidirectional store: one store over the app reducer and the
/// service's effects, started, and the app view that renders it.
public struct UnidirectionalArchitecture: Architecture {
    public let name = "unidirectional"

    public init() {}

    public func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page {
        let store = Store(
            initialState: AppState(), reducer: AppReducer(), effects: ServiceEffects(service: service))
        store.send(.start)
        return AppView(store: store, navigator: navigator)
    }
}
