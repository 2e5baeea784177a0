import TaskListDomain
import TaskListUI
import TerminalKit

/// The composition root of VIPER: asks Home's router to assemble the first module; every router
/// assembles the modules it navigates to.
public struct VIPERArchitecture: Architecture {
    public let name = "viper"

    public init() {}

    public func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page {
        HomeRouter.assembleModule(service: service, navigator: navigator)
    }
}
