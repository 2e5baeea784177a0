import MVPPresenters
import TaskListDomain
import TerminalKit

/// Moves the user between screens: assembles each one (view, presenter and the presenter's dependencies)
/// and pushes or pops it on the navigator, which it holds weakly. The presenters keep it alive.
@MainActor
final class AppRouter {
    private let service: any TaskListService
    private weak var navigator: (any Navigator)?

    init(service: any TaskListService, navigator: any Navigator) {
        self.service = service
        self.navigator = navigator
    }

    /// Home, the first screen, for the host to push.
    func makeHomeScreen() -> any Page {
        let screen = HomeScreen<HomePresenter>()
        let presenter = HomePresenter(view: screen, service: service, router: self)
        screen.presenter = presenter
        presenter.start()
        return screen
    }
}

extension AppRouter: HomeRouting {
    func showTasks(of list: TaskList, delegate: any TasksPresenterDelegate) {
        let screen = TasksScreen<TasksPresenter>()
        let presenter = TasksPresenter(
            list: list, view: screen, service: service, router: self, delegate: delegate)
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

extension AppRouter: EditorRouting {
    func dismissEditor() {
        navigator?.pop()
    }
}
