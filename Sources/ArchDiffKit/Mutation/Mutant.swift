/// One mutant of an architecture: a mutation point with its number, place and outcome.
public struct Mutant: Equatable, Sendable {
    /// The number that switches it on (`ARCHDIFF_MUTANT`), unique in a run.
    public var id: Int
    /// The file, relative to the architecture's folder.
    public var file: String
    /// The layer the file belongs to.
    public var layer: String
    /// The 1-based line where the changed code starts.
    public var line: Int
    /// The operator that made it.
    public var mutationOperator: MutationOperator
    /// The source line(s) as written, on one line.
    public var original: String
    /// The same line(s) with the mutant; empty when a removed statement was all there was.
    public var mutated: String
    /// What became of it.
    public var status: MutantStatus

    /// A mutant numbered `id` at `file:line`.
    public init(
        id: Int, file: String, layer: String, line: Int, mutationOperator: MutationOperator, original: String,
        mutated: String, status: MutantStatus = .pending
    ) {
        self.id = id
        self.file = file
        self.layer = layer
        self.line = line
        self.mutationOperator = mutationOperator
        self.original = original
        self.mutated = mutated
        self.status = status
    }

    /// `file:line`.
    public var location: String {
        "\(file):\(line)"
    }
}
