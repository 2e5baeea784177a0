/// A commit with a `Change:` trailer: its files and, for an architecture's commit, the declarations
/// of the architecture folder before and after it.
package struct MeasuredCommit: Equatable, Sendable {
    /// How many hex digits of a hash the tables show.
    package static let shortHashLength = 10

    /// The full hash.
    package var hash: String
    /// The first parent's full hash; `nil` for a root commit.
    package var parent: String?
    /// The files changed against the first parent.
    package var files: [FileChange]
    /// Declarations in the architecture folder at the parent; `nil` for a shared-layer commit.
    package var before: DeclarationCount?
    /// Declarations in the architecture folder at the commit; `nil` for a shared-layer commit.
    package var after: DeclarationCount?

    /// A measured commit.
    package init(
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
    package var shortHash: String {
        String(hash.prefix(Self.shortHashLength))
    }
}

/// The types and protocols `archdiff metrics` counts in a folder.
package struct DeclarationCount: Equatable, Sendable {
    /// Classes, structs, enums, protocols and actors, nested ones included.
    package var types: Int
    /// Protocols.
    package var protocols: Int

    /// A count of `types`, `protocols` among them.
    package init(types: Int, protocols: Int) {
        self.types = types
        self.protocols = protocols
    }
}
