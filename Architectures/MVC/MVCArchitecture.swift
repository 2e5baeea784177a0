import TaskListDomain
import TaskListUI
import TerminalKit

/// The composition root of Model-View-Controller: Home's controller, given the service, this run's undo
/// history and the navigation stack; each controller creates the next one and hands them on.
public struct MVCArchitecture: Architecture {
    public let name = "mvc"

    public init() {}

    public func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page {
        HomeController(service: service, undoHistory: ScreenUndoHistory(), navigator: navigator)
    }
}
