import ArchDiffSuites
import ArchDiffSupport
import Foundation

/// What the unmutated suites showed in the scratch copy: each architecture's coverage and how often
/// each line ran. It is kept in the copy, so that a later run on the same package reuses it instead of
/// building the unmutated copy and running the suites again.
struct UnmutatedRun: Codable, Equatable {
    /// One architecture's coverage.
    struct Architecture: Codable, Equatable {
        /// Regions and lines of each layer: name, covered regions, regions, covered lines, lines.
        var layers: [Layer]
        /// How often each executable line ran, per file relative to the package root, as
        /// `[line, count]` pairs.
        var lineCounts: [String: [[Int]]]
    }

    /// A layer's region and line coverage.
    struct Layer: Codable, Equatable {
        var name: String
        var coveredRegions: Int
        var regions: Int
        var coveredLines: Int
        var lines: Int
    }

    /// The file in the scratch copy's root that holds the last unmutated run.
    static let fileName = ".archdiff-unmutated.json"

    /// The fingerprint (``ScratchPackage/digest()``) of the package the run measured.
    var packageDigest: String
    /// The architectures measured, by name.
    var architectures: [String: Architecture]

    /// The run kept in `folder`, when there is one that can be read.
    static func load(from folder: String) -> UnmutatedRun? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + fileName) else { return nil }
        return try? JSONDecoder().decode(UnmutatedRun.self, from: data)
    }

    /// Keeps the run in `folder`.
    func save(to folder: String) throws(WriteError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        do {
            try encoder.encode(self).write(
                to: URL(fileURLWithPath: folder + "/" + Self.fileName), options: .atomic)
        } catch {
            throw WriteError(path: folder + "/" + Self.fileName)
        }
    }

    /// The coverage of `architecture`, as measured.
    func coverage(of architecture: String) -> ArchitectureCoverage? {
        architectures[architecture].map { measured in
            ArchitectureCoverage(
                layers: measured.layers.map { layer in
                    (
                        layer.name,
                        FileCoverage(
                            regions: CoverageCount(covered: layer.coveredRegions, count: layer.regions),
                            lines: CoverageCount(covered: layer.coveredLines, count: layer.lines))
                    )
                })
        }
    }

    /// Whether every counted line from `first` through `last` of `path` (relative to the package root)
    /// ran zero times; `false` when none of them is counted.
    func neverRan(_ path: String, lines first: Int, _ last: Int, in architecture: String) -> Bool {
        guard let pairs = self.architectures[architecture]?.lineCounts[path] else { return false }
        let counted = pairs.filter { $0.count == 2 && (first...last).contains($0[0]) }
        return !counted.isEmpty && counted.allSatisfy { $0[1] == 0 }
    }
}
