import Dispatch
import Foundation

/// Finds each architecture's unit-test suite (`Tests/<Architecture>Tests`) and measures it: tests,
/// cases, assertions, doubles, lines, the layer each test exercises, and the behaviours tests name.
public enum TestSuiteAnalyzer {
    /// The folder of shared test helpers, which belongs to no suite.
    public static let sharedHelpersFolder = "Tests/TestSupport"

    /// The suite folder of `architecture`, relative to the package root.
    public static func suitePath(for architecture: String) -> String {
        "Tests/\(architecture)Tests"
    }

    /// Measures the suites of every architecture under `Architectures/` in `packageRoot`.
    public static func analyze(packageRoot: String) throws(InputError) -> TestsReport {
        let columns = try FolderScanner.architectureColumns(in: packageRoot).columns
        return try analyze(
            columns: columns, metrics: MetricsAnalyzer.analyze(columns), packageRoot: packageRoot)
    }

    /// Measures the suites of `columns`, whose production code `metrics` measured.
    public static func analyze(
        columns: [ColumnSource], metrics: MetricsReport, packageRoot: String
    ) throws(InputError) -> TestsReport {
        var suiteFiles: [[SourceFile]?] = []
        for column in columns {
            suiteFiles.append(try files(in: suitePath(for: column.name), packageRoot: packageRoot))
        }
        let helperFiles = try files(in: sharedHelpersFolder, packageRoot: packageRoot) ?? []
        let scans = try scan(suiteFiles.compactMap { $0 }.flatMap { $0 } + helperFiles)
        let helperNames = Set(
            scans.suffix(helperFiles.count).flatMap(\.metrics.types)
                .filter { $0.kind.declaresType && !$0.name.contains(".") }.map(\.name))
        var offset = 0
        var suites: [SuiteReport] = []
        for (index, column) in columns.enumerated() {
            let files = suiteFiles[index] ?? []
            let suiteScans = Array(scans[offset..<offset + files.count])
            offset += files.count
            suites.append(
                suite(
                    column: column, report: metrics.columns[index], files: files, scans: suiteScans,
                    exists: suiteFiles[index] != nil, helperNames: helperNames))
        }
        return TestsReport(
            suites: suites, catalogue: BehaviourCatalogue.load(packageRoot: packageRoot), metrics: metrics)
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
        let slots = ResultSlots<TestFileScan>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            if let data = FileManager.default.contents(atPath: files[index].path) {
                slots[index] = TestFileAnalyzer.analyze([UInt8](data), path: files[index].relativePath)
            }
        }
        var scans: [TestFileScan] = []
        for index in files.indices {
            guard let scan = slots[index] else { throw .unreadableFile(files[index].path) }
            scans.append(scan)
        }
        return scans
    }

    private static func suite(
        column: ColumnSource, report: ColumnReport, files: [SourceFile], scans: [TestFileScan], exists: Bool,
        helperNames: Set<String>
    ) -> SuiteReport {
        let attributor = LayerAttributor(
            files: Array(zip(column.files.map(\.layer), report.files)).map { (layer: $0.0, metrics: $0.1) },
            edges: report.coupling)
        let xcTestClasses = xcTestClasses(declaredIn: scans.flatMap(\.metrics.types))
        var tests: [UnitTest] = []
        for scan in scans {
            let candidates = scan.xcTestCandidates.filter { xcTestClasses.contains($0.enclosingType ?? "") }
            for scanned in (scan.swiftTestingTests + candidates).sorted(by: { $0.test.line < $1.test.line }) {
                var test = scanned.test
                (test.layer, test.layerEvidence) = attributor.layer(
                    testIdentifiers: scanned.identifierCounts, fileIdentifiers: scan.metrics.identifierCounts)
                tests.append(test)
            }
        }
        let protocols = Set(report.files.flatMap(\.types).filter { $0.kind == .protocol }.map(\.name))
        let rule = TestDoubleRule(architectureProtocols: protocols)
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
                testsThroughRoot: attributed.filter { $0.layerEvidence == .compositionRoot }.count)
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
