import TaskListDomain
import TaskListUI
import TerminalKit

/// A one-screen unidirectional store written for the trace tests: its state holds the tasks of list 1;
/// space sends `.rows(.toggleRequested)`, whose effect toggles the first task and answers with
/// `.rows(.toggled)`. The app reducer runs the rows reducer for `.rows` actions, as a composed store does.
/// Handed a `ReducerObserver`, the composition root wraps both reducers in `ObservedReducer`.
struct FixtureStoreArchitecture: ReducerArchitecture {
    let name = "fixture-store"

    func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page {
        makeStorePage(service: service, observer: nil)
    }

    func makeRootPage(
        service: any TaskListService, navigator: any Navigator, reducerObserver: any ReducerObserver
    ) -> any Page {
        makeStorePage(service: service, observer: reducerObserver)
    }

    @MainActor
    private func makeStorePage(service: any TaskListService, observer: (any ReducerObserver)?) -> any Page {
        let rows: any FixtureReducer<[TaskItem], RowsAction, StoreEffect> =
            observer.map { ObservedReducer(base: RowsReducer(), observer: $0) } ?? RowsReducer()
        let app = AppReducer(rows: rows)
        let store = FixtureStore(
            reducer: observer.map { ObservedReducer(base: app, observer: $0) } ?? app, service: service)
        store.send(.appeared)
        return store
    }
}

/// What can happen to the store's state.
enum StoreAction {
    case appeared
    case rows(RowsAction)
}

/// What can happen to the rows.
enum RowsAction {
    case loaded([TaskItem])
    case toggleRequested
    case toggled(TaskItem)
}

/// The work a reducer asks the store for.
enum StoreEffect {
    case load(listID: TaskList.ID)
    case toggle(TaskItem.ID)
}

/// Computes the next state for an action and returns the effects to run; pure, as a store's reducers are.
protocol FixtureReducer<State, Action, Effect> {
    associatedtype State
    associatedtype Action
    associatedtype Effect

    func reduce(_ state: inout State, _ action: Action) -> [Effect]
}

/// A reducer whose every call goes through a `ReducerObserver`.
struct ObservedReducer<Base: FixtureReducer>: FixtureReducer {
    let base: Base
    let observer: any ReducerObserver

    func reduce(_ state: inout Base.State, _ action: Base.Action) -> [Base.Effect] {
        observer.reduce(action, by: Base.self) { base.reduce(&state, action) }
    }
}

/// The app's reducer: loads on appearing, and runs the rows reducer for the rows' actions.
struct AppReducer: FixtureReducer {
    let rows: any FixtureReducer<[TaskItem], RowsAction, StoreEffect>

    func reduce(_ state: inout [TaskItem], _ action: StoreAction) -> [StoreEffect] {
        switch action {
        case .appeared: [.load(listID: 1)]
        case .rows(let action): rows.reduce(&state, action)
        }
    }
}

/// The rows' reducer: keeps the loaded tasks, asks to toggle the first, and asks to load after a toggle.
struct RowsReducer: FixtureReducer {
    func reduce(_ state: inout [TaskItem], _ action: RowsAction) -> [StoreEffect] {
        switch action {
        case .loaded(let tasks):
            state = tasks
            return []
        case .toggleRequested:
            return state.first.map { [.toggle($0.id)] } ?? []
        case .toggled:
            return [.load(listID: 1)]
        }
    }
}

/// The store and its page: it reduces each action, runs the effects in tasks whose answers come back as
/// actions, and shows the state.
@MainActor
final class FixtureStore: Page {
    let screen = FixtureScreen()
    var rootView: any View { screen }
    private var state: [TaskItem] = []
    private let reducer: any FixtureReducer<[TaskItem], StoreAction, StoreEffect>
    private let service: any TaskListService

    init(reducer: any FixtureReducer<[TaskItem], StoreAction, StoreEffect>, service: any TaskListService) {
        self.reducer = reducer
        self.service = service
        screen.onKey = { [weak self] key in
            if key == .character(" ") {
                self?.send(.rows(.toggleRequested))
            }
        }
    }

    func send(_ action: StoreAction) {
        for effect in reducer.reduce(&state, action) {
            run(effect)
        }
        screen.show(state.map { ($0.isDone ? "[x] " : "[ ] ") + $0.title })
    }

    private func run(_ effect: StoreEffect) {
        Task { [weak self, service] in
            switch effect {
            case .load(let listID):
                guard let tasks = try? await service.tasks(inList: listID) else { return }
                self?.send(.rows(.loaded(tasks)))
            case .toggle(let id):
                guard let task = try? await service.toggleTask(id: id) else { return }
                self?.send(.rows(.toggled(task)))
            }
        }
    }
}
