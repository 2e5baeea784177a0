/// The result of one `archdiff mutants` run: when and on which commit it ran, and each architecture's
/// mutants.
public struct MutationReport: Sendable {
    /// Where `archdiff mutants --save` keeps the last run for `archdiff report`, relative to the
    /// package root.
    public static let savedPath = "docs/mutants/latest.json"

    /// When the run started, in ISO 8601 (UTC).
    public var date: String
    /// The commit checked out, when the package is a git repository.
    public var commit: String?
    /// Whether architectures, tests or the manifest had uncommitted changes.
    public var uncommittedChanges: Bool
    /// Mutants tested per architecture when the run tested a sample, `nil` for every mutation point.
    public var sample: Int?
    /// The seed of the sample.
    public var seed: UInt64?
    /// Wall-clock seconds of the whole run, builds included.
    public var seconds: Double
    /// The architectures, in the order run.
    public var architectures: [ArchitectureMutations]

    /// A finished run.
    public init(
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
    public var day: String {
        String(date.prefix(10))
    }

    /// The commit shortened to 7 characters, marked when the tree had changes.
    public var shortCommit: String? {
        commit.map { String($0.prefix(7)) + (uncommittedChanges ? " with uncommitted changes" : "") }
    }

    /// What was tested: every mutation point, or a sample with its seed.
    public var scope: String {
        guard let sample else { return "every mutation point" }
        return "a sample of \(sample) mutants per architecture (seed \(seed.map(String.init) ?? "?"))"
    }
}
