import TaskListDomain
import TerminalKit
import VIPERLogic

/// The list editor's wireframe: assembles the module and closes it. It holds the navigator weakly; the
/// presenter keeps the router alive.
@MainActor
final class ListEditorRouter {
    private weak var navigator: (any Navigator)?

    init(navigator: any Navigator) {
        self.navigator = navigator
    }

    /// Wires the list editor's view, presenter, interactor and router and starts the presenter;
    /// `moduleOutput` hears which list was saved.
    static func assembleModule(
        mode: ListEditorMode, moduleOutput: any ListEditorModuleOutput, service: any TaskListService,
        navigator: any Navigator
    ) -> ListEditorView {
        let interactor = ListEditorInteractor(mode: mode, service: service)
        let presenter = ListEditorPresenter(
            mode: mode, interactor: interactor, router: ListEditorRouter(navigator: navigator),
            moduleOutput: moduleOutput)
        let view = ListEditorView(output: presenter)
        presenter.view = view
        interactor.output = presenter
        presenter.start()
        return view
    }
}

extension ListEditorRouter: ListEditorRouterInput {
    func dismiss() {
        navigator?.pop()
    }
}
