import ArchDiffMetrics
import ArchDiffSource
import ArchDiffSupport
import Foundation

/// Finds each architecture's unit-test suite (`Tests/<Architecture>Tests`) and measures it: tests,
/// cases, assertions, doubles, lines, the layer each test exercises, and the behaviours tests name.
package enum TestSuiteAnalyzer {
    /// The folder of shared test helpers, which belongs to no suite.
    package static let sharedHelpersFolder = "Tests/TestSupport"
    /// The folder of the test suites, relative to the package root.
    package static let testsFolder = "Tests"
    /// The folder of the shared modules, whose protocols an architecture's doubles may stand in for.
    package static let sourcesFolder = "Sources"

    /// The suite folder of `architecture`, relative to the package root.
    package static func suitePath(for architecture: String) -> String {
        "Tests/\(architecture)Tests"
    }

    /// Measures the suites of every architecture under `Architectures/` in `packageRoot`.
    package static func analyze(packageRoot: String) throws(InputError) -> TestsReport {
        let columns = try FolderScanner.architectureColumns(in: packageRoot).columns
        return try analyze(
            columns: columns, metrics: MetricsAnalyzer.analyze(columns), packageRoot: packageRoot)
    }

    /// Measures the suites of `columns`, whose production code `metrics` measured.
    package static func analyze(
        columns: [ColumnSource], metrics: MetricsReport, packageRoot: String
    ) throws(InputError) -> TestsReport {
        var suiteFiles: [[SourceFile]?] = []
        for column in columns {
            suiteFiles.append(try files(in: suitePath(for: column.name), packageRoot: packageRoot))
        }
        let helperFiles = try files(in: sharedHelpersFolder, packageRoot: packageRoot) ?? []
        let scans = try scan(suiteFiles.compactMap { $0 }.flatMap { $0 } + helperFiles)
        let supportHelpers = scans.suffix(helperFiles.count).reduce(TestHelpers()) {
            $0.merging($1.helpers.visible)
        }
        let helperNames = Set(
            scans.suffix(helperFiles.count).flatMap(\.metrics.types)
                .filter { $0.kind.declaresType && !$0.name.contains(".") }.map(\.name))
        let sharedProtocols = try protocols(
            ofModules: Set(metrics.columns.flatMap(\.summary.importedModules)), packageRoot: packageRoot)
        var offset = 0
        var suites: [SuiteReport] = []
        for (index, column) in columns.enumerated() {
            let files = suiteFiles[index] ?? []
            let suiteScans = Array(scans[offset..<offset + files.count])
            offset += files.count
            suites.append(
                suite(
                    column: column, report: metrics.columns[index], files: files, scans: suiteScans,
                    exists: suiteFiles[index] != nil, helperNames: helperNames,
                    supportHelpers: supportHelpers,
                    sharedProtocols: sharedProtocols))
        }
        return TestsReport(
            suites: suites, catalogue: BehaviourCatalogue.load(packageRoot: packageRoot), metrics: metrics,
            outside: try outsideTests(
                excluding: columns.map { suitePath(for: $0.name) }, packageRoot: packageRoot))
    }

    /// What the conformance suite and the shared layers' suites name: every folder under `Tests/` whose
    /// name ends with `Tests` and that is neither an architecture's suite (`excluded`) nor the
    /// conformance suite is a shared layer's suite.
    static func outsideTests(excluding excluded: [String], packageRoot: String) throws(InputError)
        -> OutsideTests
    {
        let entries =
            (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + testsFolder)) ?? []
        let sharedSuites = entries.sorted().map { testsFolder + "/" + $0 }.filter { path in
            path.hasSuffix("Tests") && !excluded.contains(path) && path != OutsideTests.conformancePath
                && isFolder(packageRoot + "/" + path)
        }
        var outside = OutsideTests(sharedSuites: sharedSuites)
        for suite in sharedSuites {
            for test in tests(in: try scan(files(in: suite, packageRoot: packageRoot) ?? [])) {
                for id in test.behaviourIDs {
                    outside.shared[id, default: 0] += 1
                }
            }
        }
        guard let conformance = try files(in: OutsideTests.conformancePath, packageRoot: packageRoot) else {
            return outside
        }
        outside.conformanceExists = true
        for test in tests(in: try scan(conformance)) {
            for id in test.behaviourIDs {
                outside.conformance[id, default: 0] += 1
            }
        }
        for scenario in try keyScripts(in: OutsideTests.conformancePath, packageRoot: packageRoot) {
            for id in BehaviourCatalogue.ids(in: scenario) {
                outside.conformance[id, default: 0] += 1
            }
        }
        return outside
    }

    /// The names of the key-script scenarios (`*.keys`) below `folder`, at any depth.
    private static func keyScripts(in folder: String, packageRoot: String) throws(InputError) -> [String] {
        let root = packageRoot + "/" + folder
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw .unreadableFolder(folder)
        }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".keys") }
            .map { $0.split(separator: "/").last.map(String.init) ?? $0 }.sorted()
    }

    /// The top-level protocols declared in `Sources/<module>` for each of `modules` that has such a
    /// folder.
    static func protocols(ofModules modules: Set<String>, packageRoot: String) throws(InputError) -> Set<
        String
    > {
        var files: [SourceFile] = []
        for module in modules.sorted() {
            files += try self.files(in: sourcesFolder + "/" + module, packageRoot: packageRoot) ?? []
        }
        return Set(
            try scan(files).flatMap(\.metrics.types)
                .filter { $0.kind == .protocol && !$0.name.contains(".") }.map(\.name))
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    private static func files(in folder: String, packageRoot: String) throws(InputError) -> [SourceFile]? {
        let path = packageRoot + "/" + folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            return nil
        }
        return try FolderScanner.swiftFiles(in: path, shownAs: folder)
    }

    private static func scan(_ files: [SourceFile]) throws(InputError) -> [TestFileScan] {
        let scanned = WorkerPool.perCore.map(files.count) { index in
            FileManager.default.contents(atPath: files[index].path).map {
                TestFileAnalyzer.analyze([UInt8]($0), path: files[index].relativePath)
            }
        }
        var scans: [TestFileScan] = []
        for index in files.indices {
            guard let scan = scanned[index] else { throw .unreadableFile(files[index].path) }
            scans.append(scan)
        }
        return scans
    }

    private static func suite(
        column: ColumnSource, report: ColumnReport, files: [SourceFile], scans: [TestFileScan], exists: Bool,
        helperNames: Set<String>, supportHelpers: TestHelpers, sharedProtocols: Set<String>
    ) -> SuiteReport {
        let attributor = LayerAttributor(
            files: Array(zip(column.files.map(\.layer), report.files)).map { (layer: $0.0, metrics: $0.1) },
            edges: report.coupling)
        let rootTypes = Set(attributor.layersByType.filter { $0.value.contains(SourceFile.rootLayer) }.keys)
        let productionTypes = Set(attributor.layersByType.keys)
        let suiteScans = scannedTests(in: scans)
        var tests: [UnitTest] = []
        for (file, (scan, scannedTests)) in suiteScans.enumerated() {
            let helpers = suiteScans.indices.filter { $0 != file }
                .reduce(scan.helpers.inFile.merging(supportHelpers)) {
                    $0.merging(suiteScans[$1].0.helpers.visible)
                }
            for scanned in scannedTests {
                var test = scanned.test
                (test.layer, test.layerEvidence) = attributor.layer(
                    testIdentifiers: scanned.identifierCounts, fileIdentifiers: scan.metrics.identifierCounts)
                var unit = scanned.unit
                if let suiteType = scanned.enclosingType?.split(separator: ".").last {
                    unit.referenced.insert(String(suiteType))
                }
                test.reach = TestReach.decide(
                    constructed: helpers.constructed(by: unit), rootTypes: rootTypes,
                    productionTypes: productionTypes)
                tests.append(test)
            }
        }
        let declared = Set(report.files.flatMap(\.types).filter { $0.kind == .protocol }.map(\.name))
        let named = Set(report.files.flatMap(\.identifierCounts.keys))
        let rule = TestDoubleRule(protocols: declared.union(sharedProtocols.intersection(named)))
        var helperCounts: [String: Int] = [:]
        for scan in scans {
            for (identifier, count) in scan.metrics.identifierCounts where helperNames.contains(identifier) {
                helperCounts[identifier, default: 0] += count
            }
        }
        let layers = report.layers.map { layer in
            let attributed = tests.filter { $0.layer == layer.name }
            return SuiteLayer(
                name: layer.name, productionCodeLines: layer.summary.lines.code, tests: attributed.count,
                testsThroughRoot: attributed.filter { $0.reach == .compositionRoot }.count)
        }
        return SuiteReport(
            architecture: column.name, path: suitePath(for: column.name), exists: exists,
            files: files.map(\.relativePath), tests: tests,
            assertions: scans.reduce(AssertionCounts()) { $0 + $1.assertions },
            doubles: scans.flatMap(\.metrics.types).compactMap(rule.double),
            lines: scans.reduce(LineCounts()) { $0 + $1.metrics.lines },
            productionCodeLines: report.summary.lines.code, layers: layers,
            helpers: helperCounts.map { HelperUse(name: $0.key, references: $0.value) }
                .sorted { $0.references != $1.references ? $0.references > $1.references : $0.name < $1.name }
        )
    }

    /// The tests of each scanned file, in line order: `@Test` functions and the `test...` methods of
    /// `XCTestCase` subclasses declared among `scans`.
    private static func scannedTests(in scans: [TestFileScan]) -> [(TestFileScan, [ScannedTest])] {
        let xcTestClasses = xcTestClasses(declaredIn: scans.flatMap(\.metrics.types))
        return scans.map { scan in
            let candidates = scan.xcTestCandidates.filter { xcTestClasses.contains($0.enclosingType ?? "") }
            return (scan, (scan.swiftTestingTests + candidates).sorted { $0.test.line < $1.test.line })
        }
    }

    /// Every test of `scans`, not attributed to layers.
    private static func tests(in scans: [TestFileScan]) -> [UnitTest] {
        scannedTests(in: scans).flatMap { $0.1.map(\.test) }
    }

    /// Classes whose superclass is `XCTestCase` or, in turn, one of these classes.
    private static func xcTestClasses(declaredIn types: [TypeDeclaration]) -> Set<String> {
        var classes: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for type in types where type.kind == .class && !classes.contains(type.name) {
                guard let superclass = type.inheritedNames.first else { continue }
                if superclass == "XCTestCase" || classes.contains(superclass) {
                    classes.insert(type.name)
                    grew = true
                }
            }
        }
        return classes
    }
}
