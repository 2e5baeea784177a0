import MVPPresenters
import TaskListDomain
import TerminalKit

/// Moves the user between screens: assembles each one (view, presenter and the presenter's dependencies)
/// and pushes or pops it on the navigator, which it holds weakly. The presenters keep it alive.
@MainActor
final class AppRouter {
    private let service: any TaskListService
    /// The run's undo history, handed to every presenter that records or undoes a change.
    private let history: any UndoHistory
    private weak var navigator: (any Navigator)?

    init(service: any TaskListService, history: any UndoHistory, navigator: any Navigator) {
        self.service = service
        self.history = history
        self.navigator = navigator
    }

    /// Home, the first screen, for the host to push.
    func makeHomeScreen() -> any Page {
        let screen = HomeScreen<HomePresenter>()
        let presenter = HomePresenter(view: screen, service: service, history: history, router: self)
        screen.presenter = presenter
        presenter.start()
        return screen
    }

    /// Pushes the tasks screen opened into a state: its presenter is made with the task to select once its
    /// first rows come (none for the first row), under the filter and search a new screen has (all, none).
    private func pushTasks(
        of list: TaskList, selecting taskID: TaskItem.ID?, delegate: any TasksPresenterDelegate
    ) {
        let screen = TasksScreen<TasksPresenter>()
        let presenter = TasksPresenter(
            list: list, selecting: taskID, view: screen, service: service, history: history, router: self,
            delegate: delegate)
        screen.presenter = presenter
        presenter.start()
        navigator?.push(screen)
    }
}

extension AppRouter: HomeRouting {
    func showTasks(of list: TaskList, delegate: any TasksPresenterDelegate) {
        pushTasks(of: list, selecting: nil, delegate: delegate)
    }

    func showUpcoming(delegate: any TasksPresenterDelegate) {
        let screen = UpcomingScreen<UpcomingPresenter>()
        let presenter = UpcomingPresenter(
            view: screen, service: service, history: history, router: self, listDelegate: delegate)
        screen.presenter = presenter
        presenter.start()
        navigator?.push(screen)
    }

    func showListEditor(_ mode: ListEditorPresenter.Mode, delegate: any ListEditorPresenterDelegate) {
        let screen = ListEditorScreen()
        let presenter = ListEditorPresenter(
            mode: mode, view: screen, service: service, router: self, delegate: delegate)
        screen.presenter = presenter
        presenter.start()
        navigator?.push(screen)
    }

    func quit() {
        navigator?.pop()
    }
}

extension AppRouter: TasksRouting {
    func showTaskEditor(_ mode: TaskEditorPresenter.Mode, delegate: any TaskEditorPresenterDelegate) {
        let screen = TaskEditorScreen()
        let presenter = TaskEditorPresenter(
            mode: mode, view: screen, service: service, router: self, delegate: delegate)
        screen.presenter = presenter
        presenter.start()
        navigator?.push(screen)
    }

    func goBack() {
        navigator?.pop()
    }

    func returnToHome() {
        navigator?.popToRoot()
    }
}

extension AppRouter: UpcomingRouting {
    func showTasks(of list: TaskList, selecting taskID: TaskItem.ID, delegate: any TasksPresenterDelegate) {
        pushTasks(of: list, selecting: taskID, delegate: delegate)
    }
}

extension AppRouter: EditorRouting {
    func dismissEditor() {
        navigator?.pop()
    }
}
