import ArchDiffMutation
import ArchDiffSuites
import ArchDiffSupport

/// The figures and tables every text format of `archdiff mutants` shows, so the terminal and Markdown
/// renderers show the same things.
struct MutationTables {
    /// One row of the summary: a label and how to read the value from an architecture.
    struct Figure: Sendable {
        var label: String
        var depth: Int
        var value: @Sendable (ArchitectureMutations) -> TestFigureValue
    }

    let report: MutationReport

    /// The rows of the summary, one column per architecture.
    static let figures: [Figure] = [
        Figure(label: "Mutants", depth: 0) { .count($0.figures.mutants) },
        Figure(label: "killed", depth: 1) { .count($0.figures.killed) },
        Figure(label: "timed out", depth: 1) { .count($0.figures.timedOut) },
        Figure(label: "survived", depth: 1) { .count($0.figures.survived) },
        Figure(label: "not covered", depth: 2) { .count($0.figures.notCovered) },
        Figure(label: "equivalent", depth: 2) { review($0) { .count($0.equivalents.count) } },
        Figure(label: "real holes", depth: 2) { review($0) { .count($0.holes.count) } },
        Figure(label: "not reviewed", depth: 2) { review($0) { .count($0.unreviewed.count) } },
        Figure(label: "Mutation score", depth: 0) { percent($0.figures.score) },
        Figure(label: "Score, equivalents out", depth: 0) {
            review($0) { percent($0.scoreWithoutEquivalents) }
        },
        Figure(label: "Score of covered mutants", depth: 0) { percent($0.figures.coveredScore) },
        Figure(label: "Did not compile", depth: 0) { .count($0.figures.notCompiled) },
        Figure(label: "Mutation points", depth: 0) { .count($0.mutationPoints) },
        Figure(label: "Region coverage", depth: 0) { percent($0.coverage?.total.regions.percent) },
        Figure(label: "Line coverage", depth: 0) { percent($0.coverage?.total.lines.percent) },
    ]

    /// What the run tested, when and on which commit, in one line.
    var provenance: String {
        var parts = ["\(report.scope), run on \(report.day)"]
        if let commit = report.shortCommit {
            parts.append("at commit \(commit)")
        }
        parts.append("in \(MutationRunner.clock(report.seconds))")
        return parts.joined(separator: " ")
    }

    /// An architecture's layers: its mutants' figures and the coverage of the unmutated suite.
    func layers(of architecture: ArchitectureMutations) -> Table {
        var table = Table(
            header: [
                "Layer", "Mutants", "Killed", "Timed out", "Survived", "Score", "Region coverage",
                "Line coverage",
            ],
            alignments: [.left, .right, .right, .right, .right, .right, .right, .right],
            rows: architecture.layers.map { layer in
                let figures = architecture.figures(ofLayer: layer)
                let coverage = architecture.coverage?.layer(layer)
                return [
                    layer, Formatting.count(figures.mutants), Formatting.count(figures.killed),
                    Formatting.count(figures.timedOut), Formatting.count(figures.survived),
                    Self.percent(figures.score).formatted,
                    coverage.map { TestsTables.coverageText($0.regions) } ?? "–",
                    coverage.map { TestsTables.coverageText($0.lines) } ?? "–",
                ]
            })
        table.showsHeaderWithoutRows = true
        return table
    }

    /// What each survivor changed: its place, operator, and the code before and after.
    func survivors(of architecture: ArchitectureMutations) -> [(
        location: String, operator: String, original: String, mutated: String
    )] {
        architecture.survivors.map { mutant in
            (
                mutant.location,
                mutant.mutationOperator.title + (mutant.status == .notCovered ? " (not covered)" : ""),
                mutant.original, mutant.mutated.isEmpty ? "(removed)" : mutant.mutated
            )
        }
    }

    /// A figure of `architecture`'s review, n/a when no review was read.
    static func review(
        _ architecture: ArchitectureMutations, _ value: (MutantReview) -> TestFigureValue
    ) -> TestFigureValue {
        architecture.review.map(value) ?? .notApplicable
    }

    static func percent(_ value: Double?) -> TestFigureValue {
        value.map { .percent($0) } ?? .notApplicable
    }
}
