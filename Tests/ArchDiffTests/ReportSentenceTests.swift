import Foundation
import TestSupport
import Testing

@testable import ArchDiffBench
@testable import ArchDiffMutation
@testable import ArchDiffReport
@testable import ArchDiffSuites

/// Sentences the report generates from data, each checked against the data it is generated from.
@Suite("Report sentences")
struct ReportSentenceTests {
    /// The behaviour IDs a sentence names.
    private static func ids(in sentence: String) -> [String] {
        sentence.split { !$0.isLetter && !$0.isNumber }.map(String.init).filter {
            $0.first == "B" && $0.dropFirst().allSatisfy(\.isNumber) && $0.count > 1
        }
    }

    private static func row(_ id: String, counts: [Int?], shared: Int) -> BehaviourMatrix.Row {
        BehaviourMatrix.Row(
            behaviour: Behaviour(id: id, text: "", section: ""), isCatalogued: true, counts: counts,
            conformance: 0,
            shared: shared)
    }

    @Test(
        "the behaviours called shared-only are those the shared layers' tests name and no architecture's suite does"
    )
    func sharedOnly() {
        var matrix = BehaviourMatrix(catalogue: BehaviourCatalogue(behaviours: []), suites: [])
        matrix.columns = ["MVC", "VIPER"]
        matrix.columnExists = [true, true]
        matrix.rows = [
            Self.row("B01", counts: [1, 0], shared: 0),
            Self.row("B02", counts: [0, 0], shared: 2),
            Self.row("B03", counts: [1, 1], shared: 1),
            Self.row("B04", counts: [0, 0], shared: 1),
        ]
        let sentence = ComparisonNarrative.sharedOnlySentence(catalogued: 4, matrix: matrix)
        let named = Self.ids(in: sentence)
        #expect(named == ["B02", "B04"])
        for id in named {
            let row = matrix.rows.first { $0.behaviour.id == id }
            #expect(row?.shared ?? 0 > 0)
            #expect(row?.counts.allSatisfy { ($0 ?? 0) == 0 } == true)
        }
        #expect(sentence.hasPrefix("Of the 4 catalogued behaviours, 2 are named by an architecture's suite"))
        #expect(!sentence.contains("live in the shared layers"))
    }

    /// The package root.
    private static let packageRoot = Repository.root.path

    @Test(
        "VIPER's note claims the most protocols and requirements, which it has, and not the most conformances"
    )
    func viperNote() throws {
        let metrics = try TestSuiteAnalyzer.analyze(packageRoot: Self.packageRoot).metrics
        let notes = PatternNotes.notes(forArchitectures: ["VIPER"], packageRoot: Self.packageRoot)
        let note = try #require(notes["VIPER"])
        let viper = try #require(metrics.columns.first { $0.name == "VIPER" }).summary
        let others = metrics.columns.filter { $0.name != "VIPER" }.map(\.summary)
        #expect(note.contains("VIPER declares the most protocols and protocol requirements"))
        #expect(others.allSatisfy { $0.protocolCount < viper.protocolCount })
        #expect(others.allSatisfy { $0.protocolRequirements < viper.protocolRequirements })
        let claimsConformances = note.contains("most protocols and conformances")
        #expect(!claimsConformances || others.allSatisfy { $0.conformanceCount < viper.conformanceCount })
    }

    @Test(
        "the scorecard names the run and commit of every block of rows, and coverage is not called left out")
    func sources() throws {
        let mutations = MutationReport(
            date: "2026-11-23T10:00:00Z", commit: "9a79164aaaaaaaaa", uncommittedChanges: false, sample: nil,
            seed: nil, seconds: 1, architectures: [])
        let run = BenchRun(
            date: "2026-11-24", commit: "1f0f8c8",
            machine: BenchRun.Machine(system: "Linux", processor: "Test CPU", cores: 2, memoryGiB: 8),
            configuration: "release", runs: 4, warmup: 1, processes: 1, sizes: [10], terminalSize: "80x24",
            clock: "process-cpu")
        let measured = Scorecard.Measured(
            mutations: mutations, bench: BenchReport(run: run, architectures: [], rows: []), architectures: []
        )
        #expect(
            measured.sources == [
                "the mutation score and region coverage, those of the mutation run of 2026-11-23 at commit 9a79164",
                "the runtime rows, those of the bench run of 2026-11-24 at commit 1f0f8c8",
            ])
        let folder = try SuiteFixture.folder()
        let tests = try TestSuiteAnalyzer.analyze(packageRoot: folder.path)
        let card = Scorecard(tests: tests, changes: nil, measured: measured, configuration: .taskList)
        #expect(
            MarkdownWriter().write(card.blocks()).contains(
                "those of the bench run of 2026-11-24 at commit 1f0f8c8."))
        let covered = Scorecard(
            tests: tests, changes: nil,
            measured: Scorecard.Measured(
                regionCoverage: Dictionary(
                    uniqueKeysWithValues: tests.metrics.columns.map { ($0.name, 90.0) })),
            configuration: .taskList)
        #expect(covered.showsSavedCoverage)
        let report = ComparisonReport(tests: tests)
        #expect(!report.scorecard.showsSavedCoverage)
        #expect(!report.markdown(chartsLink: "charts").contains("left out"))
    }
}
