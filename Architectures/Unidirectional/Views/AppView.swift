import TaskListDomain
import TerminalKit
import UnidirectionalCore

/// The one page the navigation stack holds. It keeps a view for each screen on the store's stack,
/// renders all of them after every change, and draws the top one and hands it the keys. When the
/// stack is empty, the user quit: it leaves the navigation stack, and the host ends the app.
final class AppView: Page, View {
    /// The store of the whole app.
    let store: Store<AppState, AppAction, AppEffect>
    private weak var navigator: (any Navigator)?
    /// The views of the screens on the store's stack, bottom first.
    private var screens: [AnyScreenView] = []

    /// Shows the screens of `store`, which has started, on `navigator`.
    init(store: Store<AppState, AppAction, AppEffect>, navigator: any Navigator) {
        self.store = store
        self.navigator = navigator
        store.observe { [weak self] state in self?.render(state) }
        render(store.state)
    }

    var rootView: any View { self }

    /// The views of the screens on the stack, bottom first.
    var screenViews: [any View] {
        screens.map(\.view)
    }

    func draw(in screen: inout Screen, area: Rect) {
        screens.last?.view.draw(in: &screen, area: area)
    }

    /// Clears the top screen's status line, then lets its view handle `key`, and renders its state
    /// again: a key the view keeps to itself (tab, the help) leaves it showing what the state says.
    func handle(_ key: Key) -> Bool {
        guard let top = screens.last else { return false }
        store.send(.keyPressed)
        let handled = top.view.handle(key)
        if let entry = store.state.top, let shown = screens.last {
            shown.render(entry.screen)
        }
        return handled
    }

    /// Keeps the views of the screens still on the stack, makes views for new ones and renders them.
    private func render(_ state: AppState) {
        let shown = Dictionary(uniqueKeysWithValues: screens.map { ($0.id, $0) })
        screens = state.stack.map { entry in shown[entry.id] ?? makeView(for: entry) }
        for (entry, screen) in zip(state.stack, screens) {
            screen.render(entry.screen)
        }
        if state.stack.isEmpty {
            navigator?.pop()
        }
    }

    private func makeView(for entry: AppState.Entry) -> AnyScreenView {
        switch entry.screen {
        case .home:
            AnyScreenView(
                HomeView(send: send(to: entry.id, as: ScreenAction.home)), of: entry.id, state: \.home)
        case .tasks:
            AnyScreenView(
                TasksView(send: send(to: entry.id, as: ScreenAction.tasks)), of: entry.id, state: \.tasks)
        case .upcoming:
            AnyScreenView(
                UpcomingView(send: send(to: entry.id, as: ScreenAction.upcoming)), of: entry.id,
                state: \.upcoming)
        case .listEditor:
            AnyScreenView(
                ListEditorView(send: send(to: entry.id, as: ScreenAction.listEditor)), of: entry.id,
                state: \.listEditor)
        case .taskEditor:
            AnyScreenView(
                TaskEditorView(send: send(to: entry.id, as: ScreenAction.taskEditor)), of: entry.id,
                state: \.taskEditor)
        }
    }

    /// Sends a screen's actions to the store, addressed to the screen with `id`.
    private func send<Action>(to id: ScreenID, as wrap: @escaping (Action) -> ScreenAction) -> (Action) ->
        Void
    {
        { [weak store] action in store?.send(.screen(id, wrap(action))) }
    }
}
