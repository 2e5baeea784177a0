import ArchDiffSuites
import ArchDiffSupport

/// The tables and notes every text format of `archdiff tests` shows, so the terminal and Markdown
/// renderers show the same figures.
struct TestsTables {
    let report: TestsReport

    /// The cell of a behaviour no test of an existing suite names.
    static let gap: Inline = "\(alert: "\(strong: "gap")")"

    /// The figures listed: those of the code, and those of the run when the suites ran.
    var figures: [TestFigure] {
        TestFigure.code + (report.hasRuns ? TestFigure.run : [])
    }

    /// The values of `figure`, one per suite.
    func values(of figure: TestFigure) -> [TestFigureValue] {
        report.suites.map { figure.value(of: $0, scope: report.scope) }
    }

    /// A suite's layers: production code lines, tests attributed and, after a run, coverage.
    func layers(of suite: SuiteReport) -> Table {
        let coverage = suite.run?.coverage
        var table = Table(
            header: ["Layer", "Code lines", "Tests", "through root"]
                + (coverage == nil ? [] : ["Region coverage", "Line coverage"]),
            alignments: [.left, .right, .right, .right] + (coverage == nil ? [] : [.right, .right]),
            rows: [[Inline]]())
        table.showsHeaderWithoutRows = true
        for layer in suite.layers {
            var row = [
                layer.name, Formatting.count(layer.productionCodeLines), Formatting.count(layer.tests),
                Formatting.count(layer.testsThroughRoot),
            ]
            if let coverage {
                let layerCoverage = coverage.layer(layer.name) ?? FileCoverage()
                row += [Self.coverageText(layerCoverage.regions), Self.coverageText(layerCoverage.lines)]
            }
            table.rows.append(row.map { Inline($0) })
        }
        if suite.testsWithoutLayer > 0 {
            table.rows.append(
                ["(no layer)", "", "\(Formatting.count(suite.testsWithoutLayer))", ""]
                    + (coverage == nil ? [] : ["", ""]))
        }
        return table
    }

    /// A suite's test doubles.
    func doubles(of suite: SuiteReport) -> Table {
        Table(
            header: ["Double", "Kind", "Declared at", "Conforms to"],
            alignments: [.left, .left, .left, .left],
            rows: suite.doubles.map {
                [
                    $0.name, $0.kind, "\($0.file):\($0.line)",
                    $0.conformsTo.isEmpty ? "–" : $0.conformsTo.joined(separator: ", "),
                ]
            })
    }

    /// Notes on a suite: the helpers it uses and the parameterized tests whose cases are unknown.
    func notes(on suite: SuiteReport) -> [String] {
        var notes: [String] = []
        if !suite.helpers.isEmpty {
            let helpers = suite.helpers.map { "\($0.name) (\(Formatting.count($0.references)))" }
            notes.append(
                "Shared helpers from \(TestSuiteAnalyzer.sharedHelpersFolder): "
                    + helpers.joined(separator: ", "))
        }
        let uncountable = suite.tests.filter { $0.cases == nil }
        if !uncountable.isEmpty {
            notes.append(
                "Cases not countable (arguments are not literals): "
                    + uncountable.map { "\($0.file):\($0.line)" }.joined(separator: ", "))
        }
        if let problem = suite.run?.coverageProblem {
            notes.append("Coverage not measured: \(problem)")
        }
        return notes
    }

    /// The behaviour-by-architecture matrix: every catalogued behaviour, then IDs missing from it; the
    /// suites, then the conformance suite and the shared layers' suites. A behaviour of the shared layers
    /// only shows `n/a` for the suites. `quoting` makes a cell of a behaviour's text, which is Markdown.
    func matrix(quoting: (String) -> Inline) -> Table {
        let matrix = report.matrix
        let rows = matrix.rows.map { row -> [Inline] in
            let behaviour = row.isCatalogued ? quoting(row.behaviour.shortText) : "(not in the catalogue)"
            let counts = row.counts.map { count -> Inline in
                guard let count else { return "–" }
                guard row.dependsOnArchitecture else { return "n/a" }
                return count == 0 ? Self.gap : "\(count)"
            }
            return [Inline(row.behaviour.id), behaviour] + counts + ["\(row.conformance)", "\(row.shared)"]
        }
        var table = Table(
            header: (["ID", "Behaviour"] + matrix.columns + ["Conformance", "Shared"]).map { Inline($0) },
            alignments: [.left, .left] + matrix.columns.map { _ in .right } + [.right, .right], rows: rows)
        table.showsHeaderWithoutRows = true
        return table
    }

    /// The rule that tells shared-layer behaviours apart, and what it found.
    func scopeLine() -> String? {
        let matrix = report.matrix
        guard report.catalogue != nil else { return nil }
        let shared = matrix.sharedOnly
        return "\(matrix.architectureDependent.count) of \(matrix.catalogued.count) behaviours depend on the "
            + "architecture; the suites are scored on those. "
            + (shared.isEmpty
                ? "None is named only by tests of the shared layers."
                : "\(shared.count) \(shared.count == 1 ? "is" : "are") named only by tests of the shared "
                    + "layers (no architecture's suite names \(shared.count == 1 ? "it" : "them"); n/a): "
                    + shared.joined(separator: ", ") + ".")
    }

    /// One line per suite listing its gaps, then the behaviours no suite names.
    func gapLines() -> [String] {
        let matrix = report.matrix
        guard report.catalogue != nil else {
            return ["No \(BehaviourCatalogue.path): the matrix lists only the IDs that tests name."]
        }
        var lines: [String] = []
        for (index, column) in matrix.columns.enumerated() {
            guard matrix.columnExists[index] else {
                lines.append("\(column): no suite")
                continue
            }
            let gaps = matrix.gaps(column: index)
            lines.append(
                "\(column): "
                    + (gaps.isEmpty
                        ? "no gaps"
                        : "\(gaps.count) \(gaps.count == 1 ? "gap" : "gaps"): " + gaps.joined(separator: ", "))
            )
        }
        let untested = matrix.untestedEverywhere
        lines.append("Named by no suite: " + (untested.isEmpty ? "none" : untested.joined(separator: ", ")))
        let nowhere = matrix.untestedAnywhere
        if !nowhere.isEmpty {
            lines.append("Named by no test at all: " + nowhere.joined(separator: ", "))
        }
        return lines
    }

    /// A suite's heading: its architecture and folder, marked when missing.
    func heading(of suite: SuiteReport) -> String {
        suite.exists
            ? "\(suite.architecture) (\(suite.path))" : "\(suite.architecture) (\(suite.path): missing)"
    }

    /// Covered regions or lines as `97.5 % (77 of 79)`, or `n/a` when there are none.
    static func coverageText(_ units: CoverageCount) -> String {
        guard let percent = units.percent else { return "n/a" }
        return TestFigureValue.percent(percent).formatted
            + " (\(Formatting.count(units.covered)) of \(Formatting.count(units.count)))"
    }
}
