import ArchDiffSource
import ArchDiffSuites
import ArchDiffSupport
import Foundation
import SeededRandom

/// The mutants a run tests: for each architecture, its suite and every mutation point of its code (or
/// a seeded sample of them), numbered from 1.
package struct MutationPlan: Sendable {
    /// One architecture's part of the plan.
    package struct Architecture: Sendable {
        /// The architecture's folder and files.
        package var column: ColumnSource
        /// The test target of its suite.
        package var suite: String
        /// Whether the suite imports XCTest, whose tests only `swift test` can pick by filter.
        package var usesXCTest: Bool
        /// The fingerprint of its code and suite.
        package var sourceDigest: String
        /// Mutation points found, before sampling.
        package var mutationPoints: Int
        /// The mutants to test, all `pending`.
        package var mutants: [Mutant]
        /// Each mutant's point, by number, and its file relative to the package root.
        package var points: [Int: (path: String, point: MutationPoint)]
    }

    /// The architectures, in folder order.
    package var architectures: [Architecture]
    /// Mutants per architecture when sampling.
    package var sample: Int?
    /// The sample's seed.
    package var seed: UInt64?
    /// The contents of each file with mutants, by path relative to the package root, as the mutation
    /// points were found in them.
    package var sources: [String: [UInt8]] = [:]

    /// Finds the mutation points of the architectures named (all with a suite when none are) in the
    /// package at `packageRoot`, and draws `sample` of each when given.
    package static func make(
        packageRoot: String, architectures names: [String], sample: Int?, seed: UInt64,
        note: (String) -> Void = { _ in }
    ) throws -> MutationPlan {
        let columns = try FolderScanner.architectureColumns(in: packageRoot).columns
        let names = try names.map { name in
            guard let known = NameMatching.name(name, in: columns.map(\.name)) else {
                throw UsageError.unknownArchitecture(name, available: columns.map(\.name))
            }
            return known
        }
        var generator = SplitMix64(seed: seed)
        var nextID = 1
        var architectures: [Architecture] = []
        var sources: [String: [UInt8]] = [:]
        for column in columns where names.isEmpty || names.contains(column.name) {
            let suitePath = TestSuiteAnalyzer.suitePath(for: column.name)
            let suiteFiles = try? FolderScanner.swiftFiles(
                in: packageRoot + "/" + suitePath, shownAs: suitePath)
            guard let suiteFiles, !suiteFiles.isEmpty else {
                if !names.isEmpty { throw MutationError.noSuite(column.name, suitePath) }
                note("skipping \(column.name): no suite at \(suitePath)")
                continue
            }
            var found: [(file: SourceFile, bytes: [UInt8], point: MutationPoint)] = []
            for file in column.files {
                guard let data = FileManager.default.contents(atPath: file.path) else {
                    throw InputError.unreadableFile(file.path)
                }
                let bytes = [UInt8](data)
                for point in MutationPointFinder.points(in: SwiftLexer.lex(bytes)) {
                    found.append((file, bytes, point))
                }
            }
            let chosen = sample.map { generator.sample($0, of: found.count) } ?? Array(found.indices)
            var mutants: [Mutant] = []
            var points: [Int: (path: String, point: MutationPoint)] = [:]
            for index in chosen {
                let (file, bytes, point) = found[index]
                let code = point.code(in: bytes)
                mutants.append(
                    Mutant(
                        id: nextID, file: file.relativePath, layer: file.layer, line: point.line,
                        mutationOperator: point.mutationOperator, original: code.original,
                        mutated: code.mutated))
                points[nextID] = (column.path + "/" + file.relativePath, point)
                sources[column.path + "/" + file.relativePath] = bytes
                nextID += 1
            }
            architectures.append(
                Architecture(
                    column: column, suite: suitePath.split(separator: "/").last.map(String.init) ?? suitePath,
                    usesXCTest: try importsXCTest(suiteFiles),
                    sourceDigest: try SourceDigest.digest(ofArchitecture: column, packageRoot: packageRoot),
                    mutationPoints: found.count,
                    mutants: mutants, points: points))
        }
        return MutationPlan(
            architectures: architectures, sample: sample, seed: sample == nil ? nil : seed, sources: sources)
    }

    /// Every architecture under `Architectures/` in `packageRoot` that has a suite, with its test target.
    static func architecturesWithSuites(in packageRoot: String) throws(InputError) -> [(
        column: ColumnSource, suite: String
    )] {
        try FolderScanner.architectureColumns(in: packageRoot).columns.compactMap { column in
            let path = TestSuiteAnalyzer.suitePath(for: column.name)
            let files = try? FolderScanner.swiftFiles(in: packageRoot + "/" + path, shownAs: path)
            guard let files, !files.isEmpty else { return nil }
            return (column, String(path.split(separator: "/").last ?? ""))
        }
    }

    private static func importsXCTest(_ files: [SourceFile]) throws(InputError) -> Bool {
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw .unreadableFile(file.path)
            }
            if SourceAnalyzer.analyze([UInt8](data), path: file.relativePath).imports.contains("XCTest") {
                return true
            }
        }
        return false
    }

    /// Every mutant of the plan not in `excluded`, per file relative to the package root, as the
    /// schemata need them.
    func mutantsByFile(excluding excluded: Set<Int>) -> [String: [(id: Int, point: MutationPoint)]] {
        var files: [String: [(id: Int, point: MutationPoint)]] = [:]
        for architecture in architectures {
            for (id, entry) in architecture.points where !excluded.contains(id) {
                files[entry.path, default: []].append((id, entry.point))
            }
        }
        return files
    }
}
