import TaskListDomain
import TerminalKit

/// One way of writing the app (MVC, MVP, MVVM, ...): its composition root, as the host and the
/// conformance suite see it. Adding an architecture means one more conforming type.
public protocol Architecture: Sendable {
    /// The command name, such as `mvc`.
    var name: String { get }

    /// Wires the first screen, Home, to `service`; the host pushes the page onto `navigator`.
    @MainActor
    func makeRootPage(service: any TaskListService, navigator: any Navigator) -> any Page
}

extension Architecture {
    /// The pattern's name as people write it (`MVC`, `VIPER`, `Unidirectional`): the composition root's
    /// type name without its `Architecture` suffix.
    public var patternName: String {
        let typeName = String(describing: type(of: self))
        return typeName.hasSuffix("Architecture") ? String(typeName.dropLast("Architecture".count)) : typeName
    }
}
