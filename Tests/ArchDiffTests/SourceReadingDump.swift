import Foundation
import Testing

@testable import ArchDiffMutation
@testable import ArchDiffSource
@testable import ArchDiffSuites

/// What the source readers see in every Swift file of some folders, written to a file for
/// scripts/check-archdiff-output, which compares it before and after a change to the tool. No archdiff
/// command prints mutation points without running suites, so this is where they are seen.
@Suite("Source reading dump")
struct SourceReadingDump {
    private static let environment = ProcessInfo.processInfo.environment
    /// The folder the others are relative to, and the paths in the dump too.
    private static let root = environment["ARCHDIFF_DUMP_ROOT"]
    /// The folders to read, relative to the root and separated by `:`.
    private static let folders = environment["ARCHDIFF_DUMP_FOLDERS"]
    /// The file to write.
    private static let output = environment["ARCHDIFF_DUMP_OUTPUT"]

    @Test(
        "writes each file's lines, declarations, tests and mutation points",
        .enabled(if: root != nil && folders != nil && output != nil))
    func dump() throws {
        let root = try #require(Self.root)
        let folders = try #require(Self.folders).split(separator: ":").map(String.init)
        var text = ""
        for folder in folders {
            for path in Self.swiftFiles(in: folder, root: root) {
                let data = try #require(FileManager.default.contents(atPath: root + "/" + path))
                text += Self.describe([UInt8](data), path: path)
            }
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: try #require(Self.output)))
    }

    /// The Swift files under `folder`, as paths relative to `root`, sorted.
    private static func swiftFiles(in folder: String, root: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") {
                paths.append(folder + "/" + path)
            }
        }
        return paths.sorted()
    }

    /// One block per file: what ``TestFileAnalyzer`` (and the ``SourceAnalyzer`` it runs) and
    /// ``MutationPointFinder`` find in it.
    private static func describe(_ bytes: [UInt8], path: String) -> String {
        let scan = TestFileAnalyzer.analyze(bytes, path: path)
        let metrics = scan.metrics
        var lines = [
            "== \(path)",
            "lines code \(metrics.lines.code) comment \(metrics.lines.comment) blank \(metrics.lines.blank)",
            "imports \(metrics.imports.joined(separator: " "))",
        ]
        for type in metrics.types {
            lines.append(
                "type \(type.kind.rawValue) \(type.name) \(type.line)-\(type.endLine) requirements "
                    + "\(type.requirements): \(type.inheritedNames.joined(separator: ", "))")
        }
        for function in metrics.functions {
            lines.append(
                "function \(function.kind.rawValue) \(function.name) \(function.line)-\(function.endLine) "
                    + "complexity \(function.complexity)")
        }
        for scanned in scan.swiftTestingTests + scan.xcTestCandidates {
            let test = scanned.test
            lines.append(
                "test \(test.framework.rawValue) \(test.name) \(test.line)-\(test.endLine) "
                    + "'\(test.displayName ?? "")' parameterized \(test.isParameterized) cases "
                    + "\(test.cases.map(String.init) ?? "n/a") in \(scanned.enclosingType ?? "-") "
                    + "assertions \(counts(test.assertions))")
        }
        lines.append("assertions \(counts(scan.assertions))")
        for point in MutationPointFinder.points(in: SwiftLexer.lex(bytes)) {
            lines.append(
                "point \(point.line)-\(point.endLine) \(point.range) \(point.mutationOperator.rawValue) "
                    + "\(point.form): \(point.code(in: bytes).mutated)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func counts(_ counts: AssertionCounts) -> String {
        "\(counts.expect)/\(counts.require)/\(counts.xcTest)/\(counts.failures)"
    }
}
