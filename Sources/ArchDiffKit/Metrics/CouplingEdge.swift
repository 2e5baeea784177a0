/// One layer's use of types declared in another layer of the same column.
public struct CouplingEdge: Equatable, Sendable {
    /// The layer whose files mention the types.
    public var from: String
    /// The layer that declares them.
    public var to: String
    /// The distinct type names referenced, sorted.
    public var typeNames: [String]
    /// How many times those names occur in `from`'s code.
    public var references: Int

    /// An edge from layer `from` to layer `to`.
    public init(from: String, to: String, typeNames: [String], references: Int) {
        self.from = from
        self.to = to
        self.typeNames = typeNames
        self.references = references
    }
}
