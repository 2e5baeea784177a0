import MVC
import MVP
import MVVM
import TaskListUI
import Unidirectional
import VIPER

/// Every architecture the conformance suite, the benchmark and the tracer run. Adding one is one
/// line here.
public enum ArchitectureRegistry {
    /// The registered architectures, in the order the tools show them.
    public static let all: [any Architecture] = [
        MVCArchitecture(),
        MVPArchitecture(),
        MVVMArchitecture(),
        VIPERArchitecture(),
        UnidirectionalArchitecture(),
    ]
}
