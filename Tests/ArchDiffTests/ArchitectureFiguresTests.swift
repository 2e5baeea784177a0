import Foundation
import TestSupport
import Testing

@testable import ArchDiffReport
@testable import ArchDiffSuites

/// The tables of figures in docs/architectures/*.md match the code. After a change to the figures,
/// `RECORD_ARCHITECTURE_FIGURES=1 swift test --filter ArchitectureFigures` rewrites them; review the
/// result with `git diff docs/architectures`.
@Suite("Architecture pages' figures")
struct ArchitectureFiguresTests {
    /// The package root.
    private static let packageRoot = Repository.root.path

    @Test("every marked table of docs/architectures/*.md shows the figures of the code")
    func tablesMatchTheCode() throws {
        let report = try TestSuiteAnalyzer.analyze(packageRoot: Self.packageRoot)
        let folder = Self.packageRoot + "/" + PatternNotes.folder
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }
        var marked = 0
        for page in pages.sorted() {
            let path = folder + "/" + page
            let text = try String(contentsOfFile: path, encoding: .utf8)
            marked +=
                text.components(separatedBy: "\n").filter { $0.hasPrefix(ArchitectureFigures.startMarker) }
                .count
            let current = ArchitectureFigures.regenerated(text, report: report)
            if ProcessInfo.processInfo.environment["RECORD_ARCHITECTURE_FIGURES"] == "1" {
                try current.write(toFile: path, atomically: true, encoding: .utf8)
            } else {
                #expect(
                    text == current,
                    "\(PatternNotes.folder)/\(page) shows stale figures: run RECORD_ARCHITECTURE_FIGURES=1 swift test --filter ArchitectureFigures"
                )
            }
        }
        #expect(marked > 0)
    }

    @Test("a marked table is rewritten from the figures and the text around it is kept")
    func regeneration() throws {
        let folder = try SuiteFixture.folder()
        let report = try TestSuiteAnalyzer.analyze(packageRoot: folder.path)
        let name = try #require(report.metrics.columns.first?.name)
        let page =
            "Before.\n\n\(ArchitectureFigures.startMarker) \(name) -->\n| stale |\n\(ArchitectureFigures.endMarker)\n\nAfter.\n"
        let rewritten = ArchitectureFigures.regenerated(page, report: report)
        let summary = try #require(report.metrics.columns.first).summary
        #expect(
            rewritten.hasPrefix("Before.\n\n\(ArchitectureFigures.startMarker) \(name) -->\n|  | \(name) |\n")
        )
        #expect(rewritten.contains("| Files | \(summary.fileCount) |\n"))
        #expect(rewritten.hasSuffix("\(ArchitectureFigures.endMarker)\n\nAfter.\n"))
        #expect(!rewritten.contains("stale"))
        #expect(ArchitectureFigures.regenerated(rewritten, report: report) == rewritten)
    }
}
