/// A feature's shared-layer commits (normally exactly one): `Change:` trailer, no `Architecture:`.
public struct SharedChange: Equatable, Sendable {
    /// The commits, oldest first.
    public var commits: [MeasuredCommit]

    /// A shared change made by `commits`.
    public init(commits: [MeasuredCommit]) {
        self.commits = commits
    }

    /// Every file change of the commits.
    public var files: [FileChange] {
        commits.flatMap(\.files)
    }

    /// Files the commits changed.
    public var filesTouched: Int { files.count }

    /// Files the commits created.
    public var filesAdded: Int { files.addedCount }

    /// Code lines changed in the Swift files outside `Tests/` (see ``CodeLineDiff``).
    public var productionCodeLinesChanged: Int {
        files.filter { !$0.path.hasPrefix("Tests/") }.codeLinesChanged
    }

    /// Lines added, in every file.
    public var linesAdded: Int { files.linesAdded }

    /// Lines removed, in every file.
    public var linesRemoved: Int { files.linesRemoved }
}
