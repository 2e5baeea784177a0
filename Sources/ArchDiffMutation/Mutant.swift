/// One mutant of an architecture: a mutation point with its number, place and outcome.
package struct Mutant: Equatable, Sendable {
    /// The number that switches it on (`ARCHDIFF_MUTANT`), unique in a run.
    package var id: Int
    /// The file, relative to the architecture's folder.
    package var file: String
    /// The layer the file belongs to.
    package var layer: String
    /// The 1-based line where the changed code starts.
    package var line: Int
    /// The operator that made it.
    package var mutationOperator: MutationOperator
    /// The source line(s) as written, on one line.
    package var original: String
    /// The same line(s) with the mutant; empty when a removed statement was all there was.
    package var mutated: String
    /// What became of it.
    package var status: MutantStatus

    /// A mutant numbered `id` at `file:line`.
    package init(
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
    package var location: String {
        "\(file):\(line)"
    }
}
