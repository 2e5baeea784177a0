import TaskListDomain
import TerminalKit
import VIPERLogic

/// The tasks module's wireframe: assembles the module for one list, and takes the user to the task editor
/// or back to Home. It holds the navigator weakly; the presenter keeps the router alive.
@MainActor
final class TasksRouter {
    private let service: any TaskListService
    private weak var navigator: (any Navigator)?

    init(service: any TaskListService, navigator: any Navigator) {
        self.service = service
        self.navigator = navigator
    }

    /// Wires the view, presenter, interactor and router of `list`'s tasks and starts the presenter;
    /// `moduleOutput` hears when the list is gone, and the interactor keeps the list's last change to undo in
    /// `undoHistory`. Returns the view to show and the module's input, which opens it into a state.
    static func assembleModule(
        list: TaskList, moduleOutput: any TasksModuleOutput, service: any TaskListService,
        undoHistory: any UndoHistory, navigator: any Navigator
    ) -> (view: TasksView, input: any TasksModuleInput) {
        let interactor = TasksInteractor(list: list, service: service, undoHistory: undoHistory)
        let router = TasksRouter(service: service, navigator: navigator)
        let presenter = TasksPresenter(
            list: list, interactor: interactor, router: router, moduleOutput: moduleOutput)
        let view = TasksView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        presenter.start()
        return (view, presenter)
    }
}

extension TasksRouter: TasksRouterInput {
    func showTaskEditor(_ mode: TaskEditorMode, output: any TaskEditorModuleOutput) {
        guard let navigator else { return }
        navigator.push(
            TaskEditorRouter.assembleModule(
                mode: mode, moduleOutput: output, service: service, navigator: navigator))
    }

    func goBack() {
        navigator?.pop()
    }

    func returnToHome() {
        navigator?.popToRoot()
    }
}
