import TaskListDomain
import TaskListUI
import TerminalKit

/// The composition root of Model-View-ViewModel: an app coordinator over the service and the
/// navigation stack, which builds Home's view model and view and every screen after it.
public struct MVVMArchitecture: Architecture {
    public let name = "mvvm"

    public init() {}

    public func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page {
        AppCoordinator(service: service, navigator: navigator).start()
    }
}
