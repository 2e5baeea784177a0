import ArchDiffSuites
import ArchDiffSupport

/// The suites as a document, for the terminal or a page: the figures side by side, a section per suite
/// with its layers, doubles and notes, then the behaviour matrix and the gaps of each suite.
///
/// The terminal's title lists the architectures, a suite's heading names its folder where a page has a
/// paragraph and a heading over the layers, the details are set in without a word on them, and the
/// behaviours' heading says what the matrix counts in a dimmed aside, where a page has a paragraph; the
/// matrix quotes the behaviours as written, Markdown and all, where a page reads their code spans. Its
/// figures column has no header, where a page's reads `Figure`.
struct TestsDocument {
    /// The top heading.
    var heading: MarkdownHeading
    /// Where the document is read.
    var medium: Document.Medium

    /// The document of `report`.
    func document(_ report: TestsReport) -> Document {
        let names = report.suites.map(\.architecture).joined(separator: ", ")
        let title = medium == .terminal ? "\(heading.title): \(names)" : heading.title
        var blocks: [Block] = [.heading(heading.level, Inline(title)), .table(summary(report))]
        for suite in report.suites {
            blocks += section(of: suite)
        }
        return Document(title: heading.title, blocks: blocks + behaviours(report))
    }

    /// The figures side by side, after a row of the suites' folders; with more than one suite, a bar
    /// beside each figure.
    private func summary(_ report: TestsReport) -> Table {
        let suites = report.suites
        let figures = Self.figures(of: report)
        let folders: [Inline] = suites.map {
            $0.exists ? "\(aside: "\(code: $0.path)")" : "\(alert: "missing")"
        }
        let rows = figures.map { figure -> [Inline] in
            let values = suites.map { figure.value(of: $0, scope: report.scope) }
            let maximum = values.compactMap(\.number).max() ?? 0
            return [Inline(figure.label)]
                + values.map { value -> Inline in
                    let text: Inline =
                        value == .text("FAILED")
                        ? "\(alert: Inline(value.formatted))" : Inline(value.formatted)
                    return suites.count > 1 ? "\(text)\(bar: value.number ?? 0, of: maximum)" : text
                }
        }
        return Table(
            header: [medium == .terminal ? "" : "Figure"] + suites.map { Inline($0.architecture) },
            alignments: [.left] + suites.map { _ in .right }, rows: [["Suite"] + folders] + rows,
            depths: [0] + figures.map(\.depth))
    }

    /// A suite's heading, then, when it exists, its layers, its doubles and the notes on it.
    private func section(of suite: SuiteReport) -> [Block] {
        let section = heading.level(below: 1)
        let notes = Self.notes(on: suite).map { Inline($0) }
        switch medium {
        case .terminal:
            let title = Block.heading(section, Inline(Self.heading(of: suite)))
            guard suite.exists else { return [title] }
            return [
                title, .group([.table(Self.layers(of: suite))]),
                .group([.heading(section + 1, "Test doubles"), .group([.table(Self.doubles(of: suite))])]),
            ] + notes.map { .group([.list([$0])]) }
        case .page:
            let title = Block.heading(section, "\(suite.architecture)")
            guard suite.exists else {
                return [title, .paragraph("No suite: \(code: suite.path) does not exist.")]
            }
            return [
                title, .paragraph("Folder: \(code: suite.path)"), .heading(section + 1, "Tests by layer"),
                .table(Self.layers(of: suite)), .heading(section + 1, "Test doubles"),
                .table(Self.doubles(of: suite)),
            ] + notes.map { .paragraph($0) }
        }
    }

    /// The behaviour matrix: what it counts, the rule telling shared-layer behaviours apart, the
    /// matrix, and each suite's gaps.
    private func behaviours(_ report: TestsReport) -> [Block] {
        let section = heading.level(below: 1)
        let scope = Self.scopeLine(of: report).map { [Block.paragraph(Inline($0))] } ?? []
        let gaps = Block.list(Self.gapLines(of: report).map { Inline($0) })
        switch medium {
        case .terminal:
            let title: Inline = "Behaviours\(aside: " (tests naming each ID of \(BehaviourCatalogue.path))")"
            return [.heading(section, title)] + scope.map { .group([$0]) } + [
                .group([.table(Self.matrix(of: report) { Inline($0) })]), .group([gaps]),
            ]
        case .page:
            let counted: Inline = """
                Tests naming each ID of \(code: BehaviourCatalogue.path), per architecture's suite, then the \
                conformance suite's tests and key-script scenarios (\(code: OutsideTests.conformancePath)) and \
                the tests of the shared layers' suites; \(Self.gap) marks a behaviour that depends on the \
                architecture and that no test of the suite names.
                """
            return [.heading(section, "Behaviours"), .paragraph(counted)] + scope + [
                .table(Self.matrix(of: report) { Inline(markdown: $0) }), gaps,
            ]
        }
    }

    /// The cell of a behaviour no test of an existing suite names.
    private static let gap: Inline = "\(alert: "\(strong: "gap")")"

    /// The figures listed: those of the code, and those of the run when the suites ran.
    private static func figures(of report: TestsReport) -> [TestFigure] {
        TestFigure.code + (report.hasRuns ? TestFigure.run : [])
    }

    /// A suite's layers: production code lines, tests attributed and, after a run, coverage.
    private static func layers(of suite: SuiteReport) -> Table {
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
                row += [coverageText(layerCoverage.regions), coverageText(layerCoverage.lines)]
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
    private static func doubles(of suite: SuiteReport) -> Table {
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
    private static func notes(on suite: SuiteReport) -> [String] {
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
    private static func matrix(of report: TestsReport, quoting: (String) -> Inline) -> Table {
        let matrix = report.matrix
        let rows = matrix.rows.map { row -> [Inline] in
            let behaviour = row.isCatalogued ? quoting(row.behaviour.shortText) : "(not in the catalogue)"
            let counts = row.counts.map { count -> Inline in
                guard let count else { return "–" }
                guard row.dependsOnArchitecture else { return "n/a" }
                return count == 0 ? gap : "\(count)"
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
    private static func scopeLine(of report: TestsReport) -> String? {
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
    private static func gapLines(of report: TestsReport) -> [String] {
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
    private static func heading(of suite: SuiteReport) -> String {
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

extension TestsReport: Printable {
    /// The report as ``TestsDocument`` builds it under the heading `archdiff tests`.
    package func document(for medium: Document.Medium) -> Document {
        TestsDocument(heading: MarkdownHeading("archdiff tests"), medium: medium).document(self)
    }

    /// The report's record, as ``TestsRecords`` makes it.
    package var record: Record {
        TestsRecords.record(of: self)
    }
}
