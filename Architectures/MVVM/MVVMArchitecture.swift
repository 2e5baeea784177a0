import MVVMViewModels
import TaskListDomain
import TaskListUI
import TerminalKit

/// The composition root of Model-View-ViewModel: an app coordinator over the service, the run's undo
/// history and the navigation stack, which builds Home's view model and view and every screen after it.
public struct MVVMArchitecture: Architecture {
    public let name = "mvvm"

    public init() {}

    public func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page {
        AppCoordinator(service: service, undoHistory: SessionUndoHistory(), navigator: navigator).start()
    }
}
