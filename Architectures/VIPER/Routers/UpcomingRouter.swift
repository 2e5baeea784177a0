import TaskListDomain
import TerminalKit
import VIPERLogic

/// Upcoming's wireframe: assembles the Upcoming module, and takes the user from it to a task in its list, or
/// back to Home. It holds the navigator weakly; the presenter keeps the router alive.
@MainActor
final class UpcomingRouter {
    private let service: any TaskListService
    private let undoHistory: any UndoHistory
    private weak var navigator: (any Navigator)?

    init(service: any TaskListService, undoHistory: any UndoHistory, navigator: any Navigator) {
        self.service = service
        self.undoHistory = undoHistory
        self.navigator = navigator
    }

    /// Wires Upcoming's view, presenter, interactor and router and starts the presenter;
    /// `tasksModuleOutput` hears when a list opened from Upcoming is gone, and the interactor and the lists
    /// opened from Upcoming keep their last changes to undo in `undoHistory`.
    static func assembleModule(
        tasksModuleOutput: any TasksModuleOutput, service: any TaskListService, undoHistory: any UndoHistory,
        navigator: any Navigator
    ) -> UpcomingView {
        let interactor = UpcomingInteractor(service: service, undoHistory: undoHistory)
        let router = UpcomingRouter(service: service, undoHistory: undoHistory, navigator: navigator)
        let presenter = UpcomingPresenter(
            interactor: interactor, router: router, tasksModuleOutput: tasksModuleOutput)
        let view = UpcomingView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        presenter.start()
        return view
    }
}

extension UpcomingRouter: UpcomingRouterInput {
    /// Assembles the tasks module of `list`, opens it into the state asked for through its module input, and
    /// pushes it on top of Upcoming.
    func showTasks(of list: TaskList, selecting task: TaskItem, output: any TasksModuleOutput) {
        guard let navigator else { return }
        let tasks = TasksRouter.assembleModule(
            list: list, moduleOutput: output, service: service, undoHistory: undoHistory, navigator: navigator
        )
        tasks.input.selectTask(withID: task.id)
        navigator.push(tasks.view)
    }

    func goBack() {
        navigator?.pop()
    }
}
