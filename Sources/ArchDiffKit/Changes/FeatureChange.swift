/// One feature, named by the `Change:` trailer of its commits: the shared-layer change and each
/// architecture's change.
public struct FeatureChange: Equatable, Sendable {
    /// The trailer's value, such as `search`.
    public var id: String
    /// The shared-layer commits; `nil` when there are none.
    public var shared: SharedChange?
    /// The architectures that have commits for the feature, in the report's column order.
    public var architectures: [ArchitectureChange]

    /// A feature and its changes.
    public init(id: String, shared: SharedChange?, architectures: [ArchitectureChange]) {
        self.id = id
        self.shared = shared
        self.architectures = architectures
    }

    /// The change of `architecture`, when it has one.
    public func change(of architecture: String) -> ArchitectureChange? {
        architectures.first { $0.architecture == architecture }
    }
}
