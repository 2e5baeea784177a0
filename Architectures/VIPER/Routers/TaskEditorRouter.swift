import TaskListDomain
import TerminalKit
import VIPERLogic

/// The task editor's wireframe: assembles the module and closes it. It holds the navigator weakly; the
/// presenter keeps the router alive.
@MainActor
final class TaskEditorRouter {
    private weak var navigator: (any Navigator)?

    init(navigator: any Navigator) {
        self.navigator = navigator
    }

    /// Wires the task editor's view, presenter, interactor and router and starts the presenter;
    /// `moduleOutput` hears which task was saved.
    static func assembleModule(
        mode: TaskEditorMode, moduleOutput: any TaskEditorModuleOutput, service: any TaskListService,
        navigator: any Navigator
    ) -> TaskEditorView {
        let interactor = TaskEditorInteractor(mode: mode, service: service)
        let presenter = TaskEditorPresenter(
            mode: mode, interactor: interactor, router: TaskEditorRouter(navigator: navigator),
            moduleOutput: moduleOutput)
        let view = TaskEditorView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        presenter.start()
        return view
    }
}

extension TaskEditorRouter: TaskEditorRouterInput {
    func dismiss() {
        navigator?.pop()
    }
}
