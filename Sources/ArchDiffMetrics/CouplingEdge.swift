/// One layer's use of types declared in another layer of the same column.
package struct CouplingEdge: Equatable, Sendable {
    /// The layer whose files mention the types.
    package var from: String
    /// The layer that declares them.
    package var to: String
    /// The distinct type names referenced, sorted.
    package var typeNames: [String]
    /// How many times those names occur in `from`'s code.
    package var references: Int

    /// An edge from layer `from` to layer `to`.
    package init(from: String, to: String, typeNames: [String], references: Int) {
        self.from = from
        self.to = to
        self.typeNames = typeNames
        self.references = references
    }
}
