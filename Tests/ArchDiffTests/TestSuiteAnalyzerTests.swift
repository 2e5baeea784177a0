import ArchDiffMetrics
import ArchDiffSource
import ArchDiffSuites
import Testing

@Suite("Test suite analysis")
struct TestSuiteAnalyzerTests {
    private func shop() throws -> (SuiteReport, TestsReport, TemporaryFolder) {
        let (report, folder) = try SuiteFixture.report()
        return (try #require(report.suites.first { $0.architecture == "Shop" }), report, folder)
    }

    @Test("finds one suite per architecture, in the architectures' order, and marks a missing one")
    func suites() throws {
        let (report, _) = try SuiteFixture.report()
        #expect(report.suites.map(\.architecture) == ["Other", "Shop"])
        #expect(report.suites.map(\.path) == ["Tests/OtherTests", "Tests/ShopTests"])
        #expect(report.suites.map(\.exists) == [false, true])
        #expect(report.suites[0].tests.isEmpty)
        #expect(report.suites[1].targetName == "ShopTests")
        #expect(
            report.suites[1].files == [
                "CartControllerTests.swift", "CartViewTests.swift", "Doubles/Journal.swift",
                "Support/Standalone.swift",
            ])
    }

    @Test(
        "counts @Test functions and test methods of XCTestCase subclasses, and nothing in strings or comments"
    )
    func tests() throws {
        let (suite, _, _) = try shop()
        #expect(
            suite.tests.map(\.name) == [
                "CartControllerTests.addsItem()", "CartControllerTests.counts(item:)",
                "CartControllerTests.combinations(number:letter:)",
                "CartControllerTests.pairs(number:letter:)",
                "CartControllerTests.sizes(size:)", "CartControllerTests.stringsAndCommentsDoNotCount()",
                "CartViewTests.testB03ShowsItems()", "CartViewTests.testAppStarts()", "standalone()",
            ])
        #expect(suite.tests(using: .swiftTesting) == 7)
        #expect(suite.tests(using: .xcTest) == 2)
        #expect(suite.tests[0].displayName == "B01 B02 adds an item and shows it")
        #expect(suite.tests[2].displayName == nil)
        #expect(suite.tests[0].line == 22)
        #expect(suite.tests[0].endLine == 30)
    }

    @Test("counts the cases of literal arrays, integer ranges, zip and combinations; others are n/a")
    func cases() throws {
        let (suite, report, _) = try shop()
        #expect(
            suite.tests.map(\.isParameterized) == [false, true, true, true, true, false, false, false, false])
        #expect(suite.tests.map(\.cases) == [1, 3, 8, 2, nil, 1, 1, 1, 1])
        #expect(suite.parameterizedTests == 4)
        #expect(suite.cases == nil)
        let cases = try #require(TestFigure.code.first { $0.key == "test_cases" })
        #expect(cases.value(of: suite, scope: report.scope) == .notApplicable)
        #expect(cases.value(of: suite, scope: report.scope).formatted == "n/a")
    }

    @Test("counts #expect, #require, XCTAssert…, XCTUnwrap, XCTFail and Issue.record, per suite and per test")
    func assertions() throws {
        let (suite, _, _) = try shop()
        #expect(suite.assertions == AssertionCounts(expect: 7, require: 1, xcTest: 4, failures: 2))
        #expect(suite.assertions.total == 14)
        #expect(suite.tests.map(\.assertions.total) == [3, 1, 1, 0, 1, 1, 4, 1, 1])
        #expect(suite.assertionsPerTest == 14.0 / 9.0)
    }

    @Test(
        "a double is the main type of a file in Doubles/, or conforms to a protocol the architecture depends on"
    )
    func doubles() throws {
        let (suite, _, _) = try shop()
        // Not MockData (a name is no use), Entry (not the main type of its file) or Calendar (Unrelated is a
        // shared protocol the architecture does not name).
        #expect(suite.doubles.map(\.name) == ["CartViewSpy", "Recorder", "Journal", "FixedClock"])
        #expect(suite.doubles.map(\.kind) == ["spy", "double", "double", "double"])
        #expect(suite.doubles.map(\.conformsTo) == [["CartDisplaying"], ["CartDisplaying"], [], ["Clock"]])
        #expect(suite.doubles[0].file == "CartControllerTests.swift")
        #expect(suite.doubles[0].line == 6)
        #expect(suite.doubles[2].file == "Doubles/Journal.swift")
    }

    @Test("the double rule: protocols and extensions never; the kind comes from the name")
    func doubleRule() {
        let rule = TestDoubleRule(protocols: ["View"])
        func declaration(_ kind: TypeKind, _ name: String, file: String = "F.swift", inherits: [String] = [])
            -> TypeDeclaration
        {
            TypeDeclaration(kind: kind, name: name, file: file, line: 1, endLine: 2, inheritedNames: inherits)
        }
        #expect(rule.double(declaration(.protocol, "ViewSpy", inherits: ["View"])) == nil)
        #expect(rule.double(declaration(.extension, "ViewSpy", inherits: ["View"])) == nil)
        #expect(rule.double(declaration(.class, "FakeStore")) == nil)
        #expect(rule.double(declaration(.class, "FakeStore", inherits: ["View"]))?.kind == "fake")
        #expect(rule.double(declaration(.struct, "Spyglass", inherits: ["View"]))?.kind == "double")
        #expect(
            rule.double(declaration(.struct, "ClockDummy", file: "Support/Doubles/ClockDummy.swift"))?.kind
                == "dummy")
        #expect(rule.double(declaration(.struct, "ClockDummy", file: "Doubles.swift")) == nil)
        #expect(rule.double(declaration(.struct, "Outer.Inner", file: "Doubles/Outer.swift")) == nil)
        #expect(
            rule.double(declaration(.class, "Screen", inherits: ["NSObject", "View"]))?.conformsTo == ["View"]
        )
    }

    @Test(
        "a test exercises the layer whose types it names; else its file's; the root stands for the layer it starts"
    )
    func layers() throws {
        let (suite, _, _) = try shop()
        #expect(
            suite.tests.map(\.layer) == [
                "Controllers", "Controllers", "Controllers", "Controllers", "Controllers", "Controllers",
                "Views",
                "Controllers", nil,
            ])
        #expect(
            suite.tests.map(\.layerEvidence) == [
                .test, .file, .file, .file, .file, .file, .test, .compositionRoot, .none,
            ])
        #expect(suite.layers.map(\.name) == ["(root)", "Controllers", "Views"])
        #expect(suite.layers.map(\.tests) == [0, 7, 1])
        #expect(suite.layers.map(\.testsThroughRoot) == [0, 1, 0])
        #expect(suite.unattributedTests == 6)
        #expect(suite.testsWithoutLayer == 1)
    }

    @Test("the layer with most references wins; ties go to more distinct types, then layer order")
    func attributionTies() {
        func file(_ layer: String, _ names: [String]) -> (layer: String, metrics: FileMetrics) {
            let types = names.map {
                TypeDeclaration(
                    kind: .class, name: $0, file: "F.swift", line: 1, endLine: 1, inheritedNames: [])
            }
            return (
                layer,
                FileMetrics(
                    path: "F.swift", lines: LineCounts(), types: types, functions: [], imports: [],
                    identifierCounts: [:])
            )
        }
        let attributor = LayerAttributor(
            files: [file("Views", ["A", "B"]), file("Models", ["C"]), file("(root)", ["App"])],
            edges: [CouplingEdge(from: "(root)", to: "Views", typeNames: ["A"], references: 1)])
        #expect(attributor.layer(testIdentifiers: ["C": 3, "A": 2], fileIdentifiers: [:]).layer == "Models")
        #expect(
            attributor.layer(testIdentifiers: ["C": 2, "A": 1, "B": 1], fileIdentifiers: [:]).layer == "Views"
        )
        #expect(attributor.layer(testIdentifiers: ["C": 1, "A": 1], fileIdentifiers: [:]).layer == "Models")
        #expect(
            attributor.layer(testIdentifiers: ["App": 5, "C": 1], fileIdentifiers: [:]).layer == "Models")
        let root = attributor.layer(testIdentifiers: ["App": 1], fileIdentifiers: ["C": 4])
        #expect(root.layer == "Views")
        #expect(root.evidence == .compositionRoot)
        #expect(attributor.layer(testIdentifiers: [:], fileIdentifiers: [:]).evidence == .none)
    }

    @Test("test code lines are compared with the architecture's production code lines")
    func lines() throws {
        let (suite, report, _) = try shop()
        let production = try #require(report.metrics.column(named: "Shop")).summary.lines.code
        #expect(suite.productionCodeLines == production)
        #expect(suite.lines.code > 0)
        #expect(suite.testToProductionRatio == Double(suite.lines.code) / Double(production))
        #expect(suite.layers.map(\.productionCodeLines).reduce(0, +) == production)
    }

    @Test("lists the shared helpers of Tests/TestSupport the suite names")
    func helpers() throws {
        let (suite, _, _) = try shop()
        #expect(suite.helpers == [HelperUse(name: "Fixtures", references: 1)])
    }

    @Test("each test names the behaviour IDs in its display name, else in its function name")
    func behaviourIDs() throws {
        let (suite, _, _) = try shop()
        #expect(
            suite.tests.map(\.behaviourIDs) == [
                ["B01", "B02"], ["B02"], [], [], ["B99"], [], ["B03"], [], ["B04"],
            ])
        #expect(suite.behaviourCounts == ["B01": 1, "B02": 2, "B03": 1, "B04": 1, "B99": 1])
        #expect(suite.testsNamingBehaviours == 5)
    }

    @Test("the matrix lists every catalogued behaviour, marks gaps and missing suites, then unknown IDs")
    func matrix() throws {
        let (_, report, _) = try shop()
        let matrix = report.matrix
        #expect(matrix.columns == ["Other", "Shop"])
        #expect(matrix.rows.map(\.behaviour.id) == ["B01", "B02", "B03", "B04", "B05", "B06", "B99"])
        #expect(matrix.rows.map(\.isCatalogued) == [true, true, true, true, true, true, false])
        #expect(matrix.rows.map { $0.counts[1] } == [1, 2, 1, 1, 0, 0, 1])
        #expect(matrix.rows.allSatisfy { $0.counts[0] == nil })
        #expect(matrix.rows.map(\.hasGap) == [false, false, false, false, false, true, false])
        #expect(matrix.gaps(column: 1) == ["B06"])
        #expect(matrix.covered(column: 1) == 4)
        #expect(matrix.covered(column: 0) == nil)
        #expect(matrix.untestedEverywhere == ["B06"])
    }

    @Test(
        "the conformance suite's tests and scenario names, and the shared suites' tests, count per behaviour"
    )
    func outsideTests() throws {
        let (_, report, _) = try shop()
        #expect(report.outside.conformanceExists)
        #expect(report.outside.conformance == ["B01": 1, "B02": 2, "B05": 1])
        #expect(report.outside.sharedSuites == ["Tests/CartKitTests"])
        #expect(report.outside.shared == ["B01": 1, "B03": 1, "B05": 1])
        let matrix = report.matrix
        #expect(matrix.rows.map(\.conformance) == [1, 2, 0, 0, 1, 0, 0])
        #expect(matrix.rows.map(\.shared) == [1, 0, 1, 0, 1, 0, 0])
    }

    @Test(
        "a behaviour depends on the architecture unless shared-layer tests name it and no suite does; only those score"
    )
    func architectureDependence() throws {
        let (suite, report, _) = try shop()
        let matrix = report.matrix
        // B05: the shared suite and the conformance suite name it, Shop does not: shared only. B06: nobody
        // names it, so nothing says it is shared: a gap. B03: Shop names it too.
        #expect(matrix.rows.map(\.dependsOnArchitecture) == [true, true, true, true, false, true, true])
        #expect(matrix.sharedOnly == ["B05"])
        #expect(matrix.architectureDependentIDs == ["B01", "B02", "B03", "B04", "B06"])
        #expect(matrix.untestedAnywhere == ["B06"])
        let scope = try #require(report.scope)
        #expect(suite.covered(in: scope).map(\.id) == ["B01", "B02", "B03", "B04"])
        // B01 1, B02 2, B03 1, B04 1 tests.
        #expect(suite.testsPerBehaviour(in: scope) == 5.0 / 4.0)
        #expect(suite.testLinesPerBehaviour(in: scope) == Double(suite.lines.code) / 4)
        let covered = try #require(TestFigure.code.first { $0.key == "behaviours_covered" })
        #expect(covered.value(of: suite, scope: scope) == .fraction(4, of: 5))
    }

    @Test(
        "isolated tests construct what they test; tests that construct the root type reach it through the root; the rest construct nothing"
    )
    func isolation() throws {
        let (suite, _, _) = try shop()
        #expect(
            suite.tests.map(\.reach) == [
                .isolated, .none, .none, .none, .none, .none, .isolated, .compositionRoot, .none,
            ])
        #expect(suite.isolatedTests == 2)
        #expect(suite.testsThroughRoot == 1)
        #expect(suite.isolatedTests + suite.testsThroughRoot + suite.unattributedTests == suite.tests.count)
    }

    @Test("without docs/BEHAVIORS.md the matrix holds only the IDs tests name")
    func noCatalogue() throws {
        var files = SuiteFixture.files
        files["docs/BEHAVIORS.md"] = nil
        let folder = try TemporaryFolder(files: files)
        let report = try TestSuiteAnalyzer.analyze(packageRoot: folder.path)
        #expect(report.catalogue == nil)
        #expect(report.matrix.rows.map(\.behaviour.id) == ["B01", "B02", "B03", "B04", "B99"])
        #expect(report.scope == nil)
        #expect(report.matrix.rows.allSatisfy { !$0.isCatalogued })
    }
}
