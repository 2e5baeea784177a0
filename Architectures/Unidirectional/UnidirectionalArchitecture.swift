import TaskListDomain
import TaskListUI
import TerminalKit
import UnidirectionalCore

/// The composition root of the unidirectional store: one store over the app reducer and the
/// service's effects, started, and the app view that renders it. A traced host hands it a
/// `ReducerObserver`, and the root wraps the reducers in a decorator that lets it watch each call; the
/// reducers themselves know nothing of it.
public struct UnidirectionalArchitecture: ReducerArchitecture {
    public let name = "unidirectional"

    public init() {}

    public func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page {
        makeRootPage(service: service, navigator: navigator, reducer: AppReducer())
    }

    public func makeRootPage(
        service: any TaskListService, navigator: any Navigator, reducerObserver: any ReducerObserver
    ) -> any Page {
        let screens = ObservedReducer(base: ScreenReducer(), observer: reducerObserver)
        let app = ObservedReducer(base: AppReducer(screens: screens), observer: reducerObserver)
        return makeRootPage(service: service, navigator: navigator, reducer: app)
    }

    @MainActor
    private func makeRootPage(
        service: any TaskListService, navigator: any Navigator,
        reducer: some Reducer<AppState, AppAction, AppEffect>
    ) -> any Page {
        let store = Store(
            initialState: AppState(), reducer: reducer, effects: ServiceEffects(service: service))
        store.send(.start)
        return AppView(store: store, navigator: navigator)
    }
}

/// A reducer whose every call goes through `observer`, and that otherwise is the reducer it wraps.
private struct ObservedReducer<Base: Reducer>: Reducer {
    let base: Base
    let observer: any ReducerObserver

    func reduce(_ state: inout Base.State, _ action: Base.Action) -> [Base.Effect] {
        observer.reduce(action, by: Base.self) { base.reduce(&state, action) }
    }
}
