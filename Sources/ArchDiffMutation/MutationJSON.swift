import ArchDiffSuites
import ArchDiffSupport
import Foundation

/// The JSON form of a ``MutationReport``: what `archdiff mutants --format json` prints, what `--save`
/// keeps in `docs/mutants/latest.json`, and what `archdiff report` reads back.
package enum MutationJSON {
    /// A saved run that cannot be read.
    package struct FormatError: Error, CustomStringConvertible {
        /// What was wrong.
        package var description: String
    }

    /// The report as pretty-printed JSON; figures are included for readers and recomputed on reading.
    package static func encode(_ report: MutationReport) -> String {
        JSONValue.object([
            ("tool", .string("archdiff mutants")),
            ("date", .string(report.date)),
            ("commit", report.commit.map { .string($0) } ?? .null),
            ("uncommitted_changes", .bool(report.uncommittedChanges)),
            ("sample", report.sample.map { .int($0) } ?? .null),
            ("seed", report.seed.map { .int(Int(truncatingIfNeeded: $0)) } ?? .null),
            ("seconds", .double(report.seconds)),
            ("architectures", .array(report.architectures.map(architecture))),
        ]).serialized()
    }

    /// Reads a report written by ``encode(_:)``.
    package static func decode(_ data: Data) throws(FormatError) -> MutationReport {
        let saved: SavedReport
        do {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            saved = try decoder.decode(SavedReport.self, from: data)
        } catch {
            throw FormatError(description: "not a saved run of archdiff mutants: \(error)")
        }
        return MutationReport(
            date: saved.date, commit: saved.commit, uncommittedChanges: saved.uncommittedChanges,
            sample: saved.sample, seed: saved.seed.map { UInt64(truncatingIfNeeded: $0) },
            seconds: saved.seconds,
            architectures: saved.architectures.map { architecture in
                ArchitectureMutations(
                    name: architecture.name, suite: architecture.suite,
                    layers: architecture.layers.map(\.name), sourceDigest: architecture.sourceDigest,
                    mutationPoints: architecture.mutationPoints,
                    mutants: architecture.mutants.map {
                        Mutant(
                            id: $0.id, file: $0.file, layer: $0.layer, line: $0.line,
                            mutationOperator: $0.operator, original: $0.original, mutated: $0.mutated,
                            status: $0.status)
                    },
                    coverage: coverage(of: architecture.layers),
                    baselineSeconds: architecture.baselineSeconds,
                    timeoutSeconds: architecture.timeoutSeconds)
            })
    }

    // MARK: - Writing

    private static func architecture(_ architecture: ArchitectureMutations) -> JSONValue {
        .object([
            ("name", .string(architecture.name)),
            ("suite", .string(architecture.suite)),
            ("source_digest", .string(architecture.sourceDigest)),
            ("mutation_points", .int(architecture.mutationPoints)),
            ("baseline_seconds", architecture.baselineSeconds.map { .double($0) } ?? .null),
            ("timeout_seconds", architecture.timeoutSeconds.map { .double($0) } ?? .null),
            ("figures", figures(architecture.figures)),
            ("coverage", coverage(architecture.coverage?.total)),
            (
                "layers",
                .array(
                    architecture.layers.map { layer in
                        .object([
                            ("name", .string(layer)),
                            ("figures", figures(architecture.figures(ofLayer: layer))),
                            ("coverage", coverage(architecture.coverage?.layer(layer))),
                        ])
                    })
            ),
            ("mutants", .array(architecture.mutants.map(mutant))),
        ])
    }

    private static func figures(_ figures: MutationFigures) -> JSONValue {
        .object([
            ("mutants", .int(figures.mutants)),
            ("killed", .int(figures.killed)),
            ("timed_out", .int(figures.timedOut)),
            ("survived", .int(figures.survived)),
            ("not_covered", .int(figures.notCovered)),
            ("not_compiled", .int(figures.notCompiled)),
            ("score", figures.score.map { .double($0) } ?? .null),
            ("covered_score", figures.coveredScore.map { .double($0) } ?? .null),
        ])
    }

    private static func coverage(_ coverage: FileCoverage?) -> JSONValue {
        guard let coverage else { return .null }
        return .object([
            (
                "regions",
                .object([
                    ("covered", .int(coverage.regions.covered)), ("count", .int(coverage.regions.count)),
                ])
            ),
            (
                "lines",
                .object([("covered", .int(coverage.lines.covered)), ("count", .int(coverage.lines.count))])
            ),
        ])
    }

    private static func mutant(_ mutant: Mutant) -> JSONValue {
        .object([
            ("id", .int(mutant.id)),
            ("file", .string(mutant.file)),
            ("line", .int(mutant.line)),
            ("layer", .string(mutant.layer)),
            ("operator", .string(mutant.mutationOperator.rawValue)),
            ("original", .string(mutant.original)),
            ("mutated", .string(mutant.mutated)),
            ("status", .string(mutant.status.rawValue)),
        ])
    }

    // MARK: - Reading

    private static func coverage(of layers: [SavedLayer]) -> ArchitectureCoverage? {
        let measured = layers.compactMap { layer in layer.coverage.map { (layer.name, $0) } }
        guard !measured.isEmpty else { return nil }
        return ArchitectureCoverage(
            layers: measured.map { name, coverage in
                (name, FileCoverage(regions: coverage.regions.counts, lines: coverage.lines.counts))
            })
    }

    private struct SavedReport: Decodable {
        var date: String
        var commit: String?
        var uncommittedChanges: Bool
        var sample: Int?
        var seed: Int?
        var seconds: Double
        var architectures: [SavedArchitecture]
    }

    private struct SavedArchitecture: Decodable {
        var name: String
        var suite: String
        var sourceDigest: String
        var mutationPoints: Int
        var baselineSeconds: Double?
        var timeoutSeconds: Double?
        var layers: [SavedLayer]
        var mutants: [SavedMutant]
    }

    private struct SavedLayer: Decodable {
        var name: String
        var coverage: SavedCoverage?
    }

    private struct SavedCoverage: Decodable {
        var regions: SavedCount
        var lines: SavedCount
    }

    private struct SavedCount: Decodable {
        var covered: Int
        var count: Int

        var counts: CoverageCount {
            CoverageCount(covered: covered, count: count)
        }
    }

    private struct SavedMutant: Decodable {
        var id: Int
        var file: String
        var line: Int
        var layer: String
        var `operator`: MutationOperator
        var original: String
        var mutated: String
        var status: MutantStatus
    }
}
