/// A named figure read off a ``SuiteReport``; every output format of `archdiff tests` lists the same
/// figures.
package struct TestFigure: Sendable {
    /// A stable identifier for CSV headers and JSON keys.
    package var key: String
    /// The label shown in tables.
    package var label: String
    /// 0 for a headline figure, 1 for a part of the figure above it.
    package var depth: Int
    /// Reads the figure off an existing suite, given the behaviours it is scored on.
    package var value: @Sendable (SuiteReport, BehaviourScope?) -> TestFigureValue

    /// A figure; `depth` 1 marks a part of the figure listed before it.
    package init(
        key: String, label: String, depth: Int = 0,
        value: @escaping @Sendable (SuiteReport, BehaviourScope?) -> TestFigureValue
    ) {
        self.key = key
        self.label = label
        self.depth = depth
        self.value = value
    }

    /// The figure for `suite` scored on `scope`: ``TestFigureValue/missing`` when the suite does not
    /// exist.
    package func value(of suite: SuiteReport, scope: BehaviourScope?) -> TestFigureValue {
        suite.exists ? value(suite, scope) : .missing
    }

    /// The figures that follow from the code alone, in display order.
    package static let code: [TestFigure] = [
        TestFigure(key: "test_files", label: "Test files") { suite, _ in .count(suite.files.count) },
        TestFigure(key: "tests", label: "Tests") { suite, _ in .count(suite.tests.count) },
        TestFigure(key: "swift_testing_tests", label: "Swift Testing", depth: 1) { suite, _ in
            .count(suite.tests(using: .swiftTesting))
        },
        TestFigure(key: "xctest_tests", label: "XCTest", depth: 1) { suite, _ in
            .count(suite.tests(using: .xcTest))
        },
        TestFigure(key: "parameterized_tests", label: "parameterized", depth: 1) { suite, _ in
            .count(suite.parameterizedTests)
        },
        TestFigure(key: "isolated_tests", label: "isolated", depth: 1) { suite, _ in
            .count(suite.isolatedTests)
        },
        TestFigure(key: "tests_through_root", label: "through the composition root", depth: 1) { suite, _ in
            .count(suite.testsThroughRoot)
        },
        TestFigure(key: "test_cases", label: "Test cases") { suite, _ in
            suite.cases.map { .count($0) } ?? .notApplicable
        },
        TestFigure(key: "assertions", label: "Assertions") { suite, _ in .count(suite.assertions.total) },
        TestFigure(key: "expect_assertions", label: "#expect", depth: 1) { suite, _ in
            .count(suite.assertions.expect)
        },
        TestFigure(key: "require_assertions", label: "#require", depth: 1) { suite, _ in
            .count(suite.assertions.require)
        },
        TestFigure(key: "xctassert_assertions", label: "XCTAssert…", depth: 1) { suite, _ in
            .count(suite.assertions.xcTest)
        },
        TestFigure(key: "failure_calls", label: "XCTFail / Issue.record", depth: 1) { suite, _ in
            .count(suite.assertions.failures)
        },
        TestFigure(key: "assertions_per_test", label: "Assertions per test") { suite, _ in
            suite.assertionsPerTest.map { .decimal($0) } ?? .notApplicable
        },
        TestFigure(key: "test_doubles", label: "Test doubles") { suite, _ in .count(suite.doubles.count) },
        TestFigure(key: "test_code_lines", label: "Test code lines") { suite, _ in .count(suite.lines.code) },
        TestFigure(key: "production_code_lines", label: "Production code lines") { suite, _ in
            .count(suite.productionCodeLines)
        },
        TestFigure(key: "test_to_production_ratio", label: "Test / production lines") { suite, _ in
            suite.testToProductionRatio.map { .decimal($0) } ?? .notApplicable
        },
        TestFigure(key: "behaviours_covered", label: "Behaviours covered") { suite, scope in
            guard let scope else { return .notApplicable }
            return .fraction(suite.covered(in: scope).count, of: scope.behaviours.count)
        },
        TestFigure(key: "tests_naming_behaviours", label: "Tests naming a behaviour") { suite, _ in
            .count(suite.testsNamingBehaviours)
        },
        TestFigure(key: "tests_per_behaviour", label: "Tests per behaviour") { suite, scope in
            guard let scope else { return .notApplicable }
            return suite.testsPerBehaviour(in: scope).map { .decimal($0) } ?? .notApplicable
        },
        TestFigure(key: "test_lines_per_behaviour", label: "Test lines per behaviour") { suite, scope in
            guard let scope else { return .notApplicable }
            return suite.testLinesPerBehaviour(in: scope).map { .decimal($0) } ?? .notApplicable
        },
        TestFigure(key: "shared_helpers", label: "Shared helpers used") { suite, _ in
            .count(suite.helpers.count)
        },
    ]

    /// The figures of a run, which change from run to run.
    package static let run: [TestFigure] = [
        TestFigure(key: "result", label: "Result") { suite, _ in
            suite.run.map { .text($0.passed ? "passed" : "FAILED") } ?? .missing
        },
        TestFigure(key: "tests_run", label: "Tests run") { suite, _ in
            suite.run.map { .count($0.summary.tests) } ?? .missing
        },
        TestFigure(key: "tests_failed", label: "failed", depth: 1) { suite, _ in
            suite.run.map { .count($0.summary.failedTests) } ?? .missing
        },
        TestFigure(key: "run_seconds", label: "Run time") { suite, _ in
            suite.run.map { .seconds($0.seconds) } ?? .missing
        },
        TestFigure(key: "region_coverage", label: "Region coverage") { suite, _ in
            guard let regions = suite.run?.coverage?.total.regions else { return .missing }
            return regions.percent.map { .percent($0) } ?? .notApplicable
        },
        TestFigure(key: "covered_regions", label: "regions covered", depth: 1) { suite, _ in
            guard let regions = suite.run?.coverage?.total.regions else { return .missing }
            return .fraction(regions.covered, of: regions.count)
        },
        TestFigure(key: "line_coverage", label: "Line coverage") { suite, _ in
            guard let lines = suite.run?.coverage?.total.lines else { return .missing }
            return lines.percent.map { .percent($0) } ?? .notApplicable
        },
        TestFigure(key: "covered_lines", label: "lines covered", depth: 1) { suite, _ in
            guard let lines = suite.run?.coverage?.total.lines else { return .missing }
            return .fraction(lines.covered, of: lines.count)
        },
    ]
}
