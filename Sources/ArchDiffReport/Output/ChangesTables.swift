import ArchDiffChanges
import ArchDiffSupport

/// What the text formats of `archdiff changes` show, so the terminal and Markdown renderers show the
/// same figures.
package struct ChangesTables {
    let report: ChangesReport

    /// The text shown instead of tables when no commit has a `Change:` trailer.
    package static let noChangesMessage =
        "No commit in the history of HEAD has a '\(ChangeHistory.changeTrailer):' trailer, so no change is measured."

    /// How to make commits that `archdiff changes` measures.
    static let conventionHint =
        "Commit each feature as one shared-layer commit with 'Change: <feature>', then one commit per "
        + "architecture with 'Change: <feature>' and 'Architecture: <name>'."

    /// The commits of each architecture, short hashes joined by commas; `–` without a change.
    func commits(of feature: FeatureChange) -> [String] {
        report.architectures.map { architecture in
            feature.change(of: architecture).map { $0.commits.map(\.shortHash).joined(separator: ", ") }
                ?? "–"
        }
    }

    /// One line per architecture with a change: its name and the layers it touched.
    func layerLines(of feature: FeatureChange) -> [(architecture: String, layers: String)] {
        feature.architectures.map { change in
            (change.architecture, change.layers.isEmpty ? "none" : change.layers.joined(separator: ", "))
        }
    }

    /// The architectures without a change for `feature`.
    func missing(in feature: FeatureChange) -> [String] {
        report.architectures.filter { feature.change(of: $0) == nil }
    }

    /// The size of the shared-layer change, after its commits' short hashes (written by `hashes`).
    func sharedLine(of feature: FeatureChange, hashes: ([String]) -> Inline) -> Inline {
        guard let shared = feature.shared else { return "No shared-layer commit." }
        let label = shared.commits.count == 1 ? "Shared-layer commit" : "Shared-layer commits"
        return """
            \(label) \(hashes(shared.commits.map(\.shortHash))): \(Prose.count(shared.filesTouched, "file")) touched \
            (\(Formatting.count(shared.filesAdded)) added), \(Prose.count(shared.linesAdded, "line")) added, \
            \(Formatting.count(shared.linesRemoved)) removed.
            """
    }
}
