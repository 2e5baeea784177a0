/// A commit with a `Change:` trailer: its files and, for an architecture's commit, the declarations
/// of the architecture folder before and after it.
public struct MeasuredCommit: Equatable, Sendable {
    /// How many hex digits of a hash the tables show.
    public static let shortHashLength = 10

    /// The full hash.
    public var hash: String
    /// The first parent's full hash; `nil` for a root commit.
    public var parent: String?
    /// The files changed against the first parent.
    public var files: [FileChange]
    /// Declarations in the architecture folder at the parent; `nil` for a shared-layer commit.
    public var before: DeclarationCount?
    /// Declarations in the architecture folder at the commit; `nil` for a shared-layer commit.
    public var after: DeclarationCount?

    /// A measured commit.
    public init(
        hash: String, parent: String?, files: [FileChange], before: DeclarationCount? = nil,
        after: DeclarationCount? = nil
    ) {
        self.hash = hash
        self.parent = parent
        self.files = files
        self.before = before
        self.after = after
    }

    /// The first ``shortHashLength`` digits of the hash, the same in every clone.
    public var shortHash: String {
        String(hash.prefix(Self.shortHashLength))
    }
}

/// The types and protocols `archdiff metrics` counts in a folder.
public struct DeclarationCount: Equatable, Sendable {
    /// Classes, structs, enums, protocols and actors, nested ones included.
    public var types: Int
    /// Protocols.
    public var protocols: Int

    /// A count of `types`, `protocols` among them.
    public init(types: Int, protocols: Int) {
        self.types = types
        self.protocols = protocols
    }
}
