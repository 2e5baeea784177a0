/// A feature's shared-layer commits (normally exactly one): `Change:` trailer, no `Architecture:`.
package struct SharedChange: Equatable, Sendable {
    /// The commits, oldest first.
    package var commits: [MeasuredCommit]

    /// A shared change made by `commits`.
    package init(commits: [MeasuredCommit]) {
        self.commits = commits
    }

    /// Every file change of the commits.
    package var files: [FileChange] {
        commits.flatMap(\.files)
    }

    /// Files the commits changed.
    package var filesTouched: Int { files.count }

    /// Files the commits created.
    package var filesAdded: Int { files.addedCount }

    /// Code lines changed in the Swift files outside `Tests/` (see ``CodeLineDiff``).
    package var productionCodeLinesChanged: Int {
        files.filter { !$0.path.hasPrefix("Tests/") }.codeLinesChanged
    }

    /// Lines added, in every file.
    package var linesAdded: Int { files.linesAdded }

    /// Lines removed, in every file.
    package var linesRemoved: Int { files.linesRemoved }
}
