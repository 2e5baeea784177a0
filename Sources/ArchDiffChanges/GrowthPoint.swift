/// One point of the growth curve: each architecture's production code on the tree of one commit, the
/// last commit of a measured change or, for the start, the parent of the first change's first commit.
package struct GrowthPoint: Equatable, Sendable {
    /// The label of the point before the first measured change.
    package static let startLabel = "start"

    /// The change whose last commit the point is measured at; `nil` for the start.
    package var change: String?
    /// The full hash of the commit whose tree is measured; `nil` for a start before the first commit of
    /// the history (the empty tree).
    package var commit: String?
    /// The figures of each architecture whose folder holds a Swift file at the commit, by name.
    package var sizes: [String: ArchitectureSize]

    /// The point after `change` (`nil` for the start), measured on the tree of `commit`.
    package init(change: String?, commit: String?, sizes: [String: ArchitectureSize]) {
        self.change = change
        self.commit = commit
        self.sizes = sizes
    }

    /// The change's name, or ``startLabel``.
    package var label: String {
        change ?? Self.startLabel
    }

    /// The first ``MeasuredCommit/shortHashLength`` digits of the commit's hash, `–` for the empty tree.
    package var shortCommit: String {
        commit.map { String($0.prefix(MeasuredCommit.shortHashLength)) } ?? "–"
    }

    /// The figures of `architecture`; `nil` when its folder holds no Swift file at the point.
    package func size(of architecture: String) -> ArchitectureSize? {
        sizes[architecture]
    }
}
