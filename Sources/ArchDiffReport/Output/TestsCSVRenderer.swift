import ArchDiffSuites
import ArchDiffSupport

/// Renders one CSV row per suite (layer `(all)`) and per production layer, for spreadsheets.
///
/// Suite rows hold every figure and one column per catalogued behaviour (tests naming it); layer rows
/// hold the layer's code lines, tests and, after a run, coverage.
package struct TestsCSVRenderer: TestsRenderer {
    /// A CSV renderer.
    package init() {}

    /// The architecture cell of the row counting the conformance suite's tests and scenarios.
    package static let conformanceRow = "(conformance)"
    /// The architecture cell of the row counting the shared layers' tests.
    package static let sharedRow = "(shared)"

    /// A header, then rows for each suite and its layers, then the conformance and shared rows.
    package func render(_ report: TestsReport) -> String {
        let figures = TestFigure.code + (report.hasRuns ? TestFigure.run : [])
        let behaviours = report.catalogue?.behaviours.map(\.id) ?? []
        let layerKeys = [
            "layer_code_lines", "layer_tests", "layer_tests_through_root", "layer_covered_regions",
            "layer_regions", "layer_covered_lines", "layer_coverable_lines",
        ]
        var lines = [["architecture", "layer"] + figures.map(\.key) + behaviours + layerKeys]
        for suite in report.suites {
            let counts = suite.behaviourCounts
            lines.append(
                [suite.architecture, CSVRenderer.totalLayer]
                    + figures.map { cell($0.value(of: suite, scope: report.scope)) }
                    + behaviours.map { suite.exists ? String(counts[$0] ?? 0) : "" }
                    + layerKeys.map { _ in "" })
            for layer in suite.layers where suite.exists {
                let coverage = suite.run?.coverage?.layer(layer.name)
                lines.append(
                    [suite.architecture, layer.name] + figures.map { _ in "" } + behaviours.map { _ in "" }
                        + [
                            String(layer.productionCodeLines), String(layer.tests),
                            String(layer.testsThroughRoot),
                            coverage.map { String($0.regions.covered) } ?? "",
                            coverage.map { String($0.regions.count) } ?? "",
                            coverage.map { String($0.lines.covered) } ?? "",
                            coverage.map { String($0.lines.count) } ?? "",
                        ])
            }
        }
        for (name, counts) in [
            (Self.conformanceRow, report.outside.conformance), (Self.sharedRow, report.outside.shared),
        ] {
            lines.append(
                [name, CSVRenderer.totalLayer] + figures.map { _ in "" }
                    + behaviours.map { String(counts[$0] ?? 0) } + layerKeys.map { _ in "" })
        }
        return lines.map { CSVRenderer.line($0) }.joined()
    }

    private func cell(_ value: TestFigureValue) -> String {
        switch value {
        case .count(let count): return String(count)
        case .fraction(let part, _): return String(part)
        case .decimal(let number), .percent(let number), .seconds(let number):
            return Formatting.decimal(number, places: 4)
        case .text(let text): return text
        case .notApplicable: return "n/a"
        case .missing: return ""
        }
    }
}
