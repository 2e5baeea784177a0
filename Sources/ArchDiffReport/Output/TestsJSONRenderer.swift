import ArchDiffSuites
import ArchDiffSupport

/// Renders every figure of every suite as JSON, each test, double and layer included, plus the
/// behaviour matrix, for other tools to check or reuse.
package struct TestsJSONRenderer: TestsRenderer {
    /// A JSON renderer.
    package init() {}

    /// The suites and the behaviour matrix.
    package func render(_ report: TestsReport) -> String {
        let figures = TestFigure.code + (report.hasRuns ? TestFigure.run : [])
        let matrix = report.matrix
        return JSONValue.object([
            ("tool", .string("archdiff tests")),
            ("catalogue", report.catalogue == nil ? .null : .string(BehaviourCatalogue.path)),
            (
                "conformance_suite",
                report.outside.conformanceExists ? .string(OutsideTests.conformancePath) : .null
            ),
            ("shared_suites", .array(report.outside.sharedSuites.map { .string($0) })),
            (
                "suites",
                .array(report.suites.map { suite($0, figures: figures, scope: report.scope) })
            ),
            (
                "behaviours",
                .array(
                    matrix.rows.map { row in
                        .object([
                            ("id", .string(row.behaviour.id)),
                            ("text", .string(row.behaviour.text)),
                            ("section", .string(row.behaviour.section)),
                            ("catalogued", .bool(row.isCatalogued)),
                            ("depends_on_architecture", .bool(row.dependsOnArchitecture)),
                            (
                                "tests",
                                .object(
                                    zip(matrix.columns, row.counts).map { ($0, $1.map { .int($0) } ?? .null) }
                                )
                            ),
                            ("conformance", .int(row.conformance)),
                            ("shared", .int(row.shared)),
                        ])
                    })
            ),
        ]).serialized()
    }

    private func suite(_ suite: SuiteReport, figures: [TestFigure], scope: BehaviourScope?)
        -> JSONValue
    {
        .object([
            ("architecture", .string(suite.architecture)),
            ("path", .string(suite.path)),
            ("exists", .bool(suite.exists)),
            ("summary", .object(figures.map { ($0.key, value($0.value(of: suite, scope: scope))) })),
            ("files", .array(suite.files.map { .string($0) })),
            (
                "layers",
                .array(
                    suite.layers.map { layer in
                        .object([
                            ("name", .string(layer.name)),
                            ("production_code_lines", .int(layer.productionCodeLines)),
                            ("tests", .int(layer.tests)),
                            ("tests_through_root", .int(layer.testsThroughRoot)),
                            ("coverage", coverage(suite.run?.coverage?.layer(layer.name))),
                        ])
                    })
            ),
            ("tests", .array(suite.tests.map(test))),
            (
                "doubles",
                .array(
                    suite.doubles.map {
                        .object([
                            ("name", .string($0.name)), ("kind", .string($0.kind)),
                            ("file", .string($0.file)),
                            ("line", .int($0.line)),
                            ("conforms_to", .array($0.conformsTo.map { .string($0) })),
                        ])
                    })
            ),
            (
                "helpers",
                .array(
                    suite.helpers.map {
                        .object([("name", .string($0.name)), ("references", .int($0.references))])
                    })
            ),
            ("run", suite.run.map(run) ?? .null),
        ])
    }

    private func test(_ test: UnitTest) -> JSONValue {
        .object([
            ("name", .string(test.name)),
            ("display_name", test.displayName.map { .string($0) } ?? .null),
            ("framework", .string(test.framework.rawValue)),
            ("file", .string(test.file)),
            ("line", .int(test.line)),
            ("end_line", .int(test.endLine)),
            ("parameterized", .bool(test.isParameterized)),
            ("cases", test.cases.map { .int($0) } ?? .null),
            ("assertions", .int(test.assertions.total)),
            ("behaviours", .array(test.behaviourIDs.map { .string($0) })),
            ("layer", test.layer.map { .string($0) } ?? .null),
            ("layer_evidence", .string(test.layerEvidence.rawValue)),
            ("reach", .string(test.reach.rawValue)),
        ])
    }

    private func run(_ run: SuiteRun) -> JSONValue {
        .object([
            ("passed", .bool(run.passed)),
            ("tests", .int(run.summary.tests)),
            ("failed_tests", .int(run.summary.failedTests)),
            ("seconds", .double(run.seconds)),
            ("coverage", coverage(run.coverage?.total)),
            ("coverage_problem", run.coverageProblem.map { .string($0) } ?? .null),
        ])
    }

    private func coverage(_ coverage: FileCoverage?) -> JSONValue {
        guard let coverage else { return .null }
        return .object([("regions", units(coverage.regions)), ("lines", units(coverage.lines))])
    }

    private func units(_ units: CoverageCount) -> JSONValue {
        .object([
            ("covered", .int(units.covered)), ("count", .int(units.count)),
            ("percent", units.percent.map { .double($0) } ?? .null),
        ])
    }

    private func value(_ value: TestFigureValue) -> JSONValue {
        switch value {
        case .count(let count), .fraction(let count, _): return .int(count)
        case .decimal(let number), .percent(let number), .seconds(let number): return .double(number)
        case .text(let text): return .string(text)
        case .notApplicable, .missing: return .null
        }
    }
}
