/// The behaviours a suite is scored on: the catalogue, and the IDs of its behaviours that depend on the
/// architecture (see ``BehaviourMatrix``).
package struct BehaviourScope: Sendable {
    /// The behaviour catalogue.
    package var catalogue: BehaviourCatalogue
    /// The catalogued IDs whose behaviour depends on the architecture.
    package var architectureDependent: Set<String>

    /// The behaviours of `catalogue`, of which `architectureDependent` depend on the architecture.
    package init(catalogue: BehaviourCatalogue, architectureDependent: Set<String>) {
        self.catalogue = catalogue
        self.architectureDependent = architectureDependent
    }

    /// A scope where every catalogued behaviour depends on the architecture.
    package init(catalogue: BehaviourCatalogue) {
        self.init(catalogue: catalogue, architectureDependent: Set(catalogue.behaviours.map(\.id)))
    }

    /// The catalogued behaviours that depend on the architecture, in catalogue order.
    package var behaviours: [Behaviour] {
        catalogue.behaviours.filter { architectureDependent.contains($0.id) }
    }
}
