import ArchDiffMutation
import ArchDiffSuites
import ArchDiffSupport

/// A mutation run as a document, for the terminal or a page: what the run tested, the figures side by
/// side, then per architecture its layers and every surviving mutant.
///
/// The terminal's title lists the architectures and a note says what the run tested, where a page has a
/// paragraph; an architecture's heading names its suite, where a page has a paragraph; and each survivor
/// reads as its place and operator over the code before and after, where a page has a table. Its
/// figures column has no header, where a page's reads `Figure`.
struct MutationDocument {
    /// The top heading.
    var heading: MarkdownHeading
    /// Where the document is read.
    var medium: Document.Medium

    /// The document of `report`.
    func document(_ report: MutationReport) -> Document {
        let provenance = Self.provenance(of: report)
        let intro: [Block]
        switch medium {
        case .terminal:
            let names = report.architectures.map(\.name).joined(separator: ", ")
            intro = [.heading(heading.level, "\(heading.title): \(names)"), .note(Inline(provenance))]
        case .page:
            intro = [
                heading.block, .paragraph("\(provenance.prefix(1).uppercased() + provenance.dropFirst())."),
            ]
        }
        let summary = Table(
            header: [medium == .terminal ? "" : "Figure"] + report.architectures.map { Inline($0.name) },
            alignments: [.left] + report.architectures.map { _ in .right },
            rows: Self.figures.map { figure in
                [Inline(figure.label)] + report.architectures.map { Inline(figure.value($0).formatted) }
            },
            depths: Self.figures.map(\.depth))
        return Document(
            title: heading.title,
            blocks: intro + [.table(summary)]
                + report.architectures.flatMap(section))
    }

    /// An architecture's heading, its layers and its survivors.
    private func section(of architecture: ArchitectureMutations) -> [Block] {
        let level = heading.level(below: 1)
        let survivors = Self.survivors(of: architecture)
        switch medium {
        case .terminal:
            let lines = survivors.flatMap { survivor -> [Inline] in
                [
                    "\(survivor.location)  \(aside: Inline(survivor.operator))",
                    "  \(change: "- " + survivor.original, .decrease)",
                    "  \(change: "+ " + survivor.mutated, .increase)",
                ]
            }
            return [
                .heading(level, "\(architecture.name) (\(architecture.suite))"),
                .group([.table(Self.layers(of: architecture))]),
                .group([
                    .heading(level + 1, "Surviving mutants"),
                    .group([.list(lines.isEmpty ? ["none"] : lines)]),
                ]),
            ]
        case .page:
            let table = Table(
                header: ["Location", "Operator", "Original", "Mutated"],
                alignments: [.left, .left, .left, .left],
                rows: survivors.map { survivor in
                    [
                        "\(survivor.location)", "\(survivor.operator)", "\(code: survivor.original)",
                        survivor.mutated == "(removed)" ? "(removed)" : "\(code: survivor.mutated)",
                    ]
                })
            return [
                .heading(level, "\(architecture.name)"), .paragraph("Suite: \(code: architecture.suite)"),
                .table(Self.layers(of: architecture)),
                .heading(level + 1, "Surviving mutants of \(architecture.name)"), .table(table),
            ]
        }
    }

    /// One row of the summary: a label and how to read the value from an architecture.
    private struct Figure: Sendable {
        var label: String
        var depth: Int
        var value: @Sendable (ArchitectureMutations) -> TestFigureValue
    }

    /// The rows of the summary, one column per architecture.
    private static let figures: [Figure] = [
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
    private static func provenance(of report: MutationReport) -> String {
        var parts = ["\(report.scope), run on \(report.day)"]
        if let commit = report.shortCommit {
            parts.append("at commit \(commit)")
        }
        parts.append("in \(MutationRunner.clock(report.seconds))")
        return parts.joined(separator: " ")
    }

    /// An architecture's layers: its mutants' figures and the coverage of the unmutated suite.
    private static func layers(of architecture: ArchitectureMutations) -> Table {
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
                    percent(figures.score).formatted,
                    coverage.map { TestsDocument.coverageText($0.regions) } ?? "–",
                    coverage.map { TestsDocument.coverageText($0.lines) } ?? "–",
                ]
            })
        table.showsHeaderWithoutRows = true
        return table
    }

    /// What each survivor changed: its place, operator, and the code before and after.
    private static func survivors(of architecture: ArchitectureMutations) -> [(
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
    private static func review(
        _ architecture: ArchitectureMutations, _ value: (MutantReview) -> TestFigureValue
    ) -> TestFigureValue {
        architecture.review.map(value) ?? .notApplicable
    }

    private static func percent(_ value: Double?) -> TestFigureValue {
        value.map { .percent($0) } ?? .notApplicable
    }
}
