/// The result of one `archdiff mutants` run: when and on which commit it ran, and each architecture's
/// mutants.
package struct MutationReport: Sendable {
    /// Where `archdiff mutants --save` keeps the last run for `archdiff report`, relative to the
    /// package root.
    package static let savedPath = "docs/mutants/latest.json"

    /// When the run started, in ISO 8601 (UTC).
    package var date: String
    /// The commit checked out, when the package is a git repository.
    package var commit: String?
    /// Whether architectures, tests or the manifest had uncommitted changes.
    package var uncommittedChanges: Bool
    /// Mutants tested per architecture when the run tested a sample, `nil` for every mutation point.
    package var sample: Int?
    /// The seed of the sample.
    package var seed: UInt64?
    /// Wall-clock seconds of the whole run, builds included.
    package var seconds: Double
    /// The architectures, in the order run.
    package var architectures: [ArchitectureMutations]

    /// A finished run.
    package init(
        date: String, commit: String?, uncommittedChanges: Bool, sample: Int?, seed: UInt64?, seconds: Double,
        architectures: [ArchitectureMutations]
    ) {
        self.date = date
        self.commit = commit
        self.uncommittedChanges = uncommittedChanges
        self.sample = sample
        self.seed = seed
        self.seconds = seconds
        self.architectures = architectures
    }

    /// The date without its time: `2026-11-23`.
    package var day: String {
        String(date.prefix(10))
    }

    /// The commit shortened to 7 characters, marked when the tree had changes.
    package var shortCommit: String? {
        commit.map { String($0.prefix(7)) + (uncommittedChanges ? " with uncommitted changes" : "") }
    }

    /// What was tested: every mutation point, or a sample with its seed.
    package var scope: String {
        guard let sample else { return "every mutation point" }
        return "a sample of \(sample) mutants per architecture (seed \(seed.map(String.init) ?? "?"))"
    }
}
