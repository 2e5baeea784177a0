import ArchDiffSource

/// One architecture's share of a feature: its commits (normally exactly one) and the figures they add
/// up to.
package struct ArchitectureChange: Equatable, Sendable {
    /// The architecture, named like its folder under `Architectures/`.
    package var architecture: String
    /// Its commits for the feature, oldest first.
    package var commits: [MeasuredCommit]
    /// Its place among the feature's architectures in the order their changes were committed: 1 for
    /// the first; `nil` when unknown.
    package var writtenOrder: Int?
    /// Code lines changed in the Swift files outside `Tests/` of the feature's shared-layer commits,
    /// which every architecture's change relies on.
    package var sharedCodeLinesChanged: Int

    /// A change made by `commits`, committed `writtenOrder`th among the feature's, on shared-layer
    /// commits that changed `sharedCodeLinesChanged` code lines.
    package init(
        architecture: String, commits: [MeasuredCommit], writtenOrder: Int? = nil,
        sharedCodeLinesChanged: Int = 0
    ) {
        self.architecture = architecture
        self.commits = commits
        self.writtenOrder = writtenOrder
        self.sharedCodeLinesChanged = sharedCodeLinesChanged
    }

    /// The production folder, `Architectures/<Name>`.
    package var folder: String {
        FolderScanner.architecturesFolder + "/" + architecture
    }

    /// The unit suite's folder, `Tests/<Name>Tests`.
    package var testFolder: String {
        "Tests/\(architecture)Tests"
    }

    /// Every file change of the commits; a file changed by two commits is listed twice.
    package var files: [FileChange] {
        commits.flatMap(\.files)
    }

    /// Files the commits changed, wherever they are.
    package var filesTouched: Int { files.count }

    /// Files the commits changed in the architecture folder.
    package var productionFilesTouched: Int { files.below(folder).count }

    /// Files the commits changed in the unit suite's folder.
    package var testFilesTouched: Int { files.below(testFolder).count }

    /// Files the commits created.
    package var filesAdded: Int { files.addedCount }

    /// The layers of the architecture folder that a changed file was in or moved to, in layer order.
    package var layers: [String] {
        let prefix = folder + "/"
        let paths = files.flatMap(\.paths).filter { $0.hasPrefix(prefix) }
        return Set(paths.map { FolderScanner.layer(of: $0.dropFirst(prefix.count)) }).sorted(
            by: ColumnSource.layerOrder)
    }

    /// Lines added to files in the architecture folder.
    package var productionLinesAdded: Int { files.below(folder).linesAdded }

    /// Lines removed from files in the architecture folder.
    package var productionLinesRemoved: Int { files.below(folder).linesRemoved }

    /// Code lines added and removed in the architecture folder's Swift files, comments and spacing left
    /// out.
    package var productionCodeLinesChanged: Int { files.below(folder).codeLinesChanged }

    /// Code lines added and removed in the unit suite's Swift files, comments and spacing left out.
    package var testCodeLinesChanged: Int { files.below(testFolder).codeLinesChanged }

    /// Lines added to files in the unit suite's folder.
    package var testLinesAdded: Int { files.below(testFolder).linesAdded }

    /// Lines removed from files in the unit suite's folder.
    package var testLinesRemoved: Int { files.below(testFolder).linesRemoved }

    /// Types after each commit minus types before it, summed; removing a type counts -1.
    package var typesAdded: Int {
        commits.reduce(0) { $0 + ($1.after?.types ?? 0) - ($1.before?.types ?? 0) }
    }

    /// Protocols after each commit minus protocols before it, summed.
    package var protocolsAdded: Int {
        commits.reduce(0) { $0 + ($1.after?.protocols ?? 0) - ($1.before?.protocols ?? 0) }
    }

    /// Files with a path outside both the architecture folder and its suite's folder.
    package var strayFiles: [FileChange] {
        files.filter { !$0.isInside(folder) && !$0.isInside(testFolder) }
    }
}
