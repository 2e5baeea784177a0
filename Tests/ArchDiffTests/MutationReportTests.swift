import Foundation
import Testing

@testable import ArchDiffMutation
@testable import ArchDiffReport
@testable import ArchDiffSource
@testable import ArchDiffSuites

@Suite("Mutation testing in the comparison report")
struct MutationReportTests {
    /// The suite fixture with a saved run of its architecture `Shop`, made on its current code.
    private func folder(digest: String? = nil) throws -> TemporaryFolder {
        let folder = try SuiteFixture.folder()
        let columns = try FolderScanner.architectureColumns(in: folder.path).columns
        let shop = try #require(columns.first { $0.name == "Shop" })
        let mutants = [
            Mutant(
                id: 1, file: "Controllers/CartController.swift", layer: "Controllers", line: 15,
                mutationOperator: .removeCall, original: "view.show(items)", mutated: "", status: .survived),
            Mutant(
                id: 2, file: "Controllers/CartController.swift", layer: "Controllers", line: 14,
                mutationOperator: .removeCall, original: "items.append(item)", mutated: "", status: .killed),
            Mutant(
                id: 3, file: "Views/CartView.swift", layer: "Views", line: 5, mutationOperator: .removeCall,
                original: "shown = items", mutated: "", status: .killed),
        ]
        let report = MutationReport(
            date: "2026-11-23T10:00:00Z", commit: "0123456789abcdef", uncommittedChanges: false, sample: nil,
            seed: nil, seconds: 75,
            architectures: [
                ArchitectureMutations(
                    name: "Shop", suite: "ShopTests", layers: shop.layers,
                    sourceDigest: try digest
                        ?? SourceDigest.digest(ofArchitecture: shop, packageRoot: folder.path),
                    mutationPoints: 3, mutants: mutants,
                    coverage: ArchitectureCoverage(layers: [
                        (
                            "Controllers",
                            FileCoverage(
                                regions: CoverageCount(covered: 3, count: 4),
                                lines: CoverageCount(covered: 8, count: 8))
                        )
                    ]))
            ])
        try folder.write(MutationJSON.encode(report), to: MutationReport.savedPath)
        return folder
    }

    @Test("ranks the scores, names what survived in each pattern's section and lists the survivors")
    func markdown() throws {
        let folder = try folder()
        let report = try ComparisonReport.analyze(packageRoot: folder.path)
        #expect(report.changedSinceMutationRun.isEmpty)
        let markdown = report.markdown(chartsLink: "charts")
        #expect(markdown.contains("\n### Mutation testing\n\n- A mutant is a small change"))
        #expect(markdown.contains("from the run of every mutation point on 2026-11-23 at commit 0123456."))
        #expect(markdown.contains("- Shop: 66.7 % mutation score.\n"))
        #expect(markdown.contains("- Region coverage of the same suites, for comparison: Shop 75.0 %.\n"))
        #expect(
            markdown.contains(
                "1 of its 3 mutants survived its suite (score 66.7 %): 1 removed call, all in Controllers."))
        #expect(markdown.contains("\n## Mutation testing\n"))
        #expect(
            markdown.contains(
                "| Controllers/CartController.swift:15 | remove call | `view.show(items)` | (removed) |"))
        #expect(markdown.contains("![Mutation score of each layer"))
        #expect(report.charts.contains { $0.fileName == "mutation-score.svg" })
        #expect(!markdown.contains("changed since that run"))
        #expect(!markdown.contains("not in that run"))
    }

    @Test("says which architectures changed since the saved run")
    func stale() throws {
        let folder = try folder(digest: "0000000000000000")
        let report = try ComparisonReport.analyze(packageRoot: folder.path)
        #expect(report.changedSinceMutationRun == ["Shop"])
        #expect(
            report.markdown(chartsLink: "charts").contains(
                "- The code or suite of Shop changed since that run; `swift run archdiff mutants --save` measures them again.\n"
            ))
    }

    @Test("names an architecture with a suite that the saved run left out")
    func missing() throws {
        let folder = try folder()
        try folder.write(
            "import Testing\n\n@Test func counts() {\n    #expect(1 + 1 == 2)\n}\n",
            to: "Tests/OtherTests/OtherTests.swift")
        let markdown = try ComparisonReport.analyze(packageRoot: folder.path).markdown(chartsLink: "charts")
        #expect(
            markdown.contains(
                "- Other is not in that run, so the figures leave it out; `swift run archdiff mutants --save` runs every architecture.\n"
            ))
    }

    @Test("a saved run that cannot be read is an input error, not a silent omission")
    func unreadable() throws {
        let folder = try SuiteFixture.folder()
        try folder.write("{\"date\": 1}", to: MutationReport.savedPath)
        #expect(throws: InputError.self) { try ComparisonReport.analyze(packageRoot: folder.path) }
    }

    @Test("without a saved run the report has no mutation section, and the scorecard says how to make one")
    func absent() throws {
        let folder = try SuiteFixture.folder()
        let markdown = try ComparisonReport.analyze(packageRoot: folder.path).markdown(chartsLink: "charts")
        #expect(!markdown.contains("Mutation testing"))
        #expect(!markdown.contains("mutation-score.svg"))
        #expect(
            markdown.contains(
                "| Mutation score | – | – | not measured yet: `swift run archdiff mutants --save` |"))
    }
}
