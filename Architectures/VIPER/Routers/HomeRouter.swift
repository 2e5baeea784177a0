import TaskListDomain
import TerminalKit
import VIPERLogic

/// Home's wireframe: assembles the Home module, and takes the user from it to a list's tasks, to Upcoming,
/// to the list editor, or out of the app. It holds the navigator weakly; the presenter keeps the router alive.
@MainActor
final class HomeRouter {
    private let service: any TaskListService
    private let undoHistory: any UndoHistory
    private weak var navigator: (any Navigator)?

    init(service: any TaskListService, undoHistory: any UndoHistory, navigator: any Navigator) {
        self.service = service
        self.undoHistory = undoHistory
        self.navigator = navigator
    }

    /// Wires Home's view, presenter, interactor and router to one another and starts the presenter; the
    /// interactor and the modules Home opens keep their last changes to undo in `undoHistory`.
    static func assembleModule(
        service: any TaskListService, undoHistory: any UndoHistory, navigator: any Navigator
    ) -> HomeView {
        let interactor = HomeInteractor(service: service, undoHistory: undoHistory)
        let router = HomeRouter(service: service, undoHistory: undoHistory, navigator: navigator)
        let presenter = HomePresenter(interactor: interactor, router: router)
        let view = HomeView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        presenter.start()
        return view
    }
}

extension HomeRouter: HomeRouterInput {
    func showTasks(of list: TaskList, output: any TasksModuleOutput) {
        guard let navigator else { return }
        navigator.push(
            TasksRouter.assembleModule(
                list: list, moduleOutput: output, service: service, undoHistory: undoHistory,
                navigator: navigator
            ).view)
    }

    func showUpcoming(output: any TasksModuleOutput) {
        guard let navigator else { return }
        navigator.push(
            UpcomingRouter.assembleModule(
                tasksModuleOutput: output, service: service, undoHistory: undoHistory, navigator: navigator))
    }

    func showListEditor(_ mode: ListEditorMode, output: any ListEditorModuleOutput) {
        guard let navigator else { return }
        navigator.push(
            ListEditorRouter.assembleModule(
                mode: mode, moduleOutput: output, service: service, navigator: navigator))
    }

    func quit() {
        navigator?.pop()
    }
}
