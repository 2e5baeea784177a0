/// One feature, named by the `Change:` trailer of its commits: the shared-layer change and each
/// architecture's change.
package struct FeatureChange: Equatable, Sendable {
    /// The trailer's value, such as `search`.
    package var id: String
    /// The shared-layer commits; `nil` when there are none.
    package var shared: SharedChange?
    /// The architectures that have commits for the feature, in the report's column order.
    package var architectures: [ArchitectureChange]

    /// A feature and its changes.
    package init(id: String, shared: SharedChange?, architectures: [ArchitectureChange]) {
        self.id = id
        self.shared = shared
        self.architectures = architectures
    }

    /// The change of `architecture`, when it has one.
    package func change(of architecture: String) -> ArchitectureChange? {
        architectures.first { $0.architecture == architecture }
    }
}
