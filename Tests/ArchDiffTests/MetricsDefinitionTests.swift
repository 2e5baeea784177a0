import Foundation
import TestSupport
import Testing

@testable import ArchDiffChanges
@testable import ArchDiffMetrics
@testable import ArchDiffReport
@testable import ArchDiffSuites

/// Every figure archdiff prints is defined in docs/METRICS.md under the name the tables show, so a
/// reader who meets a row can look it up.
@Suite("docs/METRICS.md names every figure")
struct MetricsDefinitionTests {
    /// docs/METRICS.md, lower-cased, for matching names whatever their case in a sentence.
    static func definitions() throws -> String {
        try String(contentsOf: Repository.url("docs/METRICS.md"), encoding: .utf8).lowercased()
    }

    /// The labels that `definitions` does not mention; a unit in parentheses after a label, such as
    /// `(lines)`, is not part of its name.
    static func undefined(_ labels: [String], in definitions: String) -> [String] {
        labels.filter { label in
            let name = label.range(of: " (").map { String(label[..<$0.lowerBound]) } ?? label
            return !definitions.contains(name.lowercased())
        }
    }

    @Test(
        "the rows of archdiff metrics, tests, tests --run and changes, the layers table's headers and the growth curve's"
    )
    func commandFigures() throws {
        let labels =
            Measure.all.map(\.label) + (TestFigure.code + TestFigure.run).map(\.label)
            + ChangeFigure.all.map(\.label)
            + MetricsDocument.layers(of: Self.emptyColumn).header.map(\.plainText)
            + ChangesDocument.growthColumns
        let undefined = Self.undefined(labels, in: try Self.definitions())
        #expect(undefined == [])
    }

    /// A column without files, for the headers of its tables.
    static let emptyColumn = ColumnReport(
        name: "Empty", path: "Empty",
        summary: MetricsSummary(files: [], rule: ConformanceRule(declarations: [])),
        layers: [], files: [], conformances: [], coupling: [])

    @Test("the figures of the report's scorecard")
    func scorecardFigures() throws {
        let folder = try TemporaryFolder(files: [
            "Architectures/MVC/Views/HomeView.swift": "final class HomeView { func show() {} }\n",
            "Architectures/MVC/Controllers/HomeController.swift":
                "final class HomeController { let v = HomeView() }\n",
            "Tests/MVCTests/HomeTests.swift":
                "import Testing\n@Test(\"B01 Home\") func home() { _ = HomeController() }\n",
            "docs/BEHAVIORS.md": "| ID | Behaviour |\n| --- | --- |\n| B01 | Home. |\n",
        ])
        let scorecard = Scorecard(
            tests: try TestSuiteAnalyzer.analyze(packageRoot: folder.path), changes: nil,
            configuration: .taskList)
        let names = scorecard.criteria.flatMap { [$0.name] + $0.figures.map(\.name) }
        #expect(names.count > 10)
        let undefined = Self.undefined(names, in: try Self.definitions())
        #expect(undefined == [])
    }

    @Test("a label missing from the definitions is reported, its unit aside")
    func undefinedLabels() {
        #expect(
            Self.undefined(["Largest type (lines)", "Run time", "Frobs"], in: "largest type, run time") == [
                "Frobs"
            ])
    }
}
