import MVC
import MVP
import MVVM
import TaskListUI

/// Every architecture the conformance suite runs. Adding one is one line here.
enum ArchitectureRegistry {
    static let all: [any Architecture] = [
        MVCArchitecture(),
        MVPArchitecture(),
        MVVMArchitecture(),
    ]
}
