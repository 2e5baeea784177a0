import TaskListDomain
import TaskListUI
import TerminalKit
import VIPERLogic

/// The composition root of VIPER: makes the run's undo history and asks Home's router to assemble the first
/// module; every router assembles the modules it navigates to, handing them the service and the history.
public struct VIPERArchitecture: Architecture {
    public let name = "viper"

    public init() {}

    public func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page {
        HomeRouter.assembleModule(service: service, undoHistory: UndoHistoryStore(), navigator: navigator)
    }
}
