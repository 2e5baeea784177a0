import TaskListDomain
import TaskListUI
import TerminalKit

/// The composition root of Model-View-Presenter: a router given the service, the run's undo history and
/// the navigation stack, which assembles Home (view and presenter) and, later, every other screen.
public struct MVPArchitecture: Architecture {
    public let name = "mvp"

    public init() {}

    public func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page {
        AppRouter(service: service, history: SessionUndoHistory(), navigator: navigator).makeHomeScreen()
    }
}
