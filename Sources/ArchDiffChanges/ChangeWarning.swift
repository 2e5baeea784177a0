import ArchDiffSource

/// A commit that breaks the convention the figures rely on (one shared-layer commit, then exactly one
/// commit per architecture holding only that architecture's change).
package enum ChangeWarning: Equatable, Sendable, CustomStringConvertible {
    /// An architecture's commit changed files outside its folder and its suite's folder.
    case strayFiles(commit: String, feature: String, architecture: String, paths: [String])
    /// A shared-layer commit changed files of an architecture or its suite.
    case architectureFilesInSharedCommit(commit: String, feature: String, paths: [String])
    /// An architecture has several commits for one feature; their figures are added up.
    case severalCommits(feature: String, architecture: String, commits: [String])
    /// A commit has several different values for one trailer; it is not measured.
    case ambiguousTrailer(commit: String, key: String, values: [String])
    /// A commit has an `Architecture:` trailer but no `Change:` trailer; it is not measured.
    case architectureWithoutChange(commit: String, architecture: String)
    /// No folder under `Architectures/` at the commit has the trailer's name.
    case unknownArchitecture(commit: String, architecture: String)
    /// A commit without trailers changes several architectures that existed before it, and
    /// `docs/changes.tsv` does not declare it; it is not measured.
    case undeclaredCommit(commit: String, architectures: [String])
    /// `docs/changes.tsv` declares a commit that is not in the history read.
    case unmatchedDeclaration(commit: String)

    /// The warning as one sentence.
    package var description: String {
        switch self {
        case .strayFiles(let commit, let feature, let architecture, let paths):
            return
                "\(architecture) commit \(commit) for '\(feature)' changes files outside "
                + "\(FolderScanner.architecturesFolder)/\(architecture)/ and Tests/\(architecture)Tests/, so its "
                + "figures are wrong: \(paths.joined(separator: ", "))"
        case .architectureFilesInSharedCommit(let commit, let feature, let paths):
            return
                "shared-layer commit \(commit) for '\(feature)' changes architecture files, which the "
                + "architectures' figures miss: \(paths.joined(separator: ", "))"
        case .severalCommits(let feature, let architecture, let commits):
            return
                "\(architecture) has \(commits.count) commits for '\(feature)' (\(commits.joined(separator: ", "))); "
                + "their figures are added up"
        case .ambiguousTrailer(let commit, let key, let values):
            return
                "commit \(commit) has several '\(key):' trailers (\(values.joined(separator: ", "))); "
                + "it is not measured"
        case .architectureWithoutChange(let commit, let architecture):
            return
                "commit \(commit) has 'Architecture: \(architecture)' but no 'Change:' trailer; it is not measured"
        case .unknownArchitecture(let commit, let architecture):
            return
                "commit \(commit) names architecture '\(architecture)', but there is no folder "
                + "\(FolderScanner.architecturesFolder)/\(architecture) at that commit"
        case .undeclaredCommit(let commit, let architectures):
            return
                "commit \(commit) changes \(architectures.joined(separator: ", ")) but has no trailers and "
                + "\(DeclaredChange.path) does not declare it; it is not measured"
        case .unmatchedDeclaration(let commit):
            return "\(DeclaredChange.path) declares commit \(commit), which is not in the history read"
        }
    }
}
