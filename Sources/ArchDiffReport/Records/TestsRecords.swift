import ArchDiffSuites

/// The test suites' figures as one record, from which `archdiff tests` writes its JSON and CSV.
///
/// JSON holds every suite with its summary, files, layers, tests, doubles, helpers and run, then the
/// behaviour matrix. CSV keeps a row per suite (layer `(all)`) with its summary and a column per
/// catalogued behaviour, a row per layer of a suite that exists, then the conformance and shared rows.
package enum TestsRecords {
    /// The architecture cell of the row counting the conformance suite's tests and scenarios.
    package static let conformanceRow = "(conformance)"
    /// The architecture cell of the row counting the shared layers' tests.
    package static let sharedRow = "(shared)"

    /// The record of `report`.
    package static func record(of report: TestsReport) -> Record {
        let columns = Columns(
            figures: TestFigure.code + (report.hasRuns ? TestFigure.run : []),
            behaviours: report.catalogue?.behaviours.map(\.id) ?? [])
        let suites = report.suites.map { record(of: $0, columns: columns, scope: report.scope) }
        let outside = [
            (conformanceRow, report.outside.conformance), (sharedRow, report.outside.shared),
        ]
        .map { name, counts in
            Record(
                [
                    RecordField("architecture", .string(name)),
                    RecordField("layer", .string(RecordCSVWriter.totalLayer)),
                ] + columns.blankFigures + columns.behaviours.map { RecordField($0, .int(counts[$0] ?? 0)) }
                    + columns.blankLayer)
        }
        let matrix = report.matrix
        return Record([
            .jsonOnly("tool", .string("archdiff tests")),
            .jsonOnly("catalogue", report.catalogue == nil ? .null : .string(BehaviourCatalogue.path)),
            .jsonOnly(
                "conformance_suite",
                report.outside.conformanceExists ? .string(OutsideTests.conformancePath) : .null),
            .jsonOnly("shared_suites", .list(report.outside.sharedSuites.map { .string($0) })),
            .jsonOnly("suites", .records(suites.map(\.suite))),
            .jsonOnly(
                "behaviours",
                .records(
                    matrix.rows.map { row in
                        Record([
                            RecordField("id", .string(row.behaviour.id)),
                            RecordField("text", .string(row.behaviour.text)),
                            RecordField("section", .string(row.behaviour.section)),
                            RecordField("catalogued", .bool(row.isCatalogued)),
                            RecordField("depends_on_architecture", .bool(row.dependsOnArchitecture)),
                            RecordField(
                                "tests",
                                .record(
                                    Record(
                                        zip(matrix.columns, row.counts).map {
                                            RecordField($0, RecordValue($1))
                                        }))),
                            RecordField("conformance", .int(row.conformance)),
                            RecordField("shared", .int(row.shared)),
                        ])
                    })),
            .csvOnly("rows", .records(suites.flatMap { [$0.suite] + $0.layerRows } + outside)),
        ])
    }

    /// The columns CSV's rows share.
    private struct Columns {
        var figures: [TestFigure]
        /// The catalogued behaviours' IDs.
        var behaviours: [String]

        /// The figures' columns, empty, for a row that is not a suite's.
        var blankFigures: [RecordField] { figures.map { .csvOnly($0.key, .null) } }
        /// The behaviours' columns, empty.
        var blankBehaviours: [RecordField] { behaviours.map { .csvOnly($0, .null) } }
        /// The layer columns, empty, for a row that is not a layer's.
        var blankLayer: [RecordField] {
            Record(TestsRecords.layerFields(of: nil, coverage: nil)).blankColumns
        }
    }

    /// A suite's record, and the CSV rows of its layers where it exists.
    private static func record(
        of suite: SuiteReport, columns: Columns, scope: BehaviourScope?
    ) -> (suite: Record, layerRows: [Record]) {
        let counts = suite.behaviourCounts
        let layers = suite.layers.map { layer in
            Record(
                [
                    .csvOnly("architecture", .string(suite.architecture)),
                    RecordField("name", .string(layer.name), csvName: "layer"),
                ] + columns.blankFigures + columns.blankBehaviours
                    + layerFields(of: layer, coverage: suite.run?.coverage?.layer(layer.name)))
        }
        let suiteRecord = Record(
            [
                RecordField("architecture", .string(suite.architecture)),
                .csvOnly("layer", .string(RecordCSVWriter.totalLayer)),
                .jsonOnly("path", .string(suite.path)),
                .jsonOnly("exists", .bool(suite.exists)),
                RecordField(
                    "summary",
                    .record(
                        Record(columns.figures.flatMap { fields($0.key, $0.value(of: suite, scope: scope)) }))
                ),
            ]
                + columns.behaviours.map { .csvOnly($0, suite.exists ? .int(counts[$0] ?? 0) : .null) }
                + columns.blankLayer
                + [
                    .jsonOnly("files", .list(suite.files.map { .string($0) })),
                    .jsonOnly("layers", .records(layers)),
                    .jsonOnly("tests", .records(suite.tests.map(record(of:)))),
                    .jsonOnly(
                        "doubles",
                        .records(
                            suite.doubles.map {
                                Record([
                                    RecordField("name", .string($0.name)),
                                    RecordField("kind", .string($0.kind)),
                                    RecordField("file", .string($0.file)), RecordField("line", .int($0.line)),
                                    RecordField("conforms_to", .list($0.conformsTo.map { .string($0) })),
                                ])
                            })),
                    .jsonOnly(
                        "helpers",
                        .records(
                            suite.helpers.map {
                                Record([
                                    RecordField("name", .string($0.name)),
                                    RecordField("references", .int($0.references)),
                                ])
                            })),
                    .jsonOnly("run", suite.run.map { .record(record(of: $0)) } ?? .null),
                ])
        return (suiteRecord, suite.exists ? layers : [])
    }

    /// A figure of a suite's summary: JSON writes `null` where CSV writes `n/a` or leaves it empty.
    private static func fields(_ key: String, _ value: TestFigureValue) -> [RecordField] {
        switch value {
        case .count(let count), .fraction(let count, _): [RecordField(key, .int(count))]
        case .decimal(let number), .percent(let number), .seconds(let number):
            [RecordField(key, .double(number))]
        case .text(let text): [RecordField(key, .string(text))]
        case .notApplicable: [.jsonOnly(key, .null), .csvOnly(key, .string("n/a"))]
        case .missing: [RecordField(key, .null)]
        }
    }

    /// A layer's figures; `nil` names the columns.
    fileprivate static func layerFields(of layer: SuiteLayer?, coverage: FileCoverage?) -> [RecordField] {
        [
            RecordField(
                "production_code_lines", RecordValue(layer?.productionCodeLines), csvName: "layer_code_lines"),
            RecordField("tests", RecordValue(layer?.tests), csvName: "layer_tests"),
            RecordField(
                "tests_through_root", RecordValue(layer?.testsThroughRoot),
                csvName: "layer_tests_through_root"),
        ] + coverageFields(coverage)
    }

    /// The coverage: JSON's `null` without one, where CSV has its columns, empty.
    private static func coverageFields(_ coverage: FileCoverage?) -> [RecordField] {
        let value = RecordValue.record(
            Record([
                RecordField(
                    "regions",
                    .record(
                        record(of: coverage?.regions, csvNames: ("layer_covered_regions", "layer_regions")))),
                RecordField(
                    "lines",
                    .record(
                        record(
                            of: coverage?.lines, csvNames: ("layer_covered_lines", "layer_coverable_lines")))),
            ]))
        guard coverage != nil else {
            return [.jsonOnly("coverage", .null), .csvOnly("coverage", value)]
        }
        return [RecordField("coverage", value)]
    }

    private static func record(of units: CoverageCount?, csvNames: (covered: String, count: String)) -> Record
    {
        Record([
            RecordField("covered", RecordValue(units?.covered), csvName: csvNames.covered),
            RecordField("count", RecordValue(units?.count), csvName: csvNames.count),
            .jsonOnly("percent", RecordValue(units?.percent)),
        ])
    }

    private static func record(of test: UnitTest) -> Record {
        Record([
            RecordField("name", .string(test.name)),
            RecordField("display_name", RecordValue(test.displayName)),
            RecordField("framework", .string(test.framework.rawValue)),
            RecordField("file", .string(test.file)),
            RecordField("line", .int(test.line)),
            RecordField("end_line", .int(test.endLine)),
            RecordField("parameterized", .bool(test.isParameterized)),
            RecordField("cases", RecordValue(test.cases)),
            RecordField("assertions", .int(test.assertions.total)),
            RecordField("behaviours", .list(test.behaviourIDs.map { .string($0) })),
            RecordField("layer", RecordValue(test.layer)),
            RecordField("layer_evidence", .string(test.layerEvidence.rawValue)),
            RecordField("reach", .string(test.reach.rawValue)),
        ])
    }

    private static func record(of run: SuiteRun) -> Record {
        Record(
            [
                RecordField("passed", .bool(run.passed)),
                RecordField("tests", .int(run.summary.tests)),
                RecordField("failed_tests", .int(run.summary.failedTests)),
                RecordField("seconds", .double(run.seconds)),
            ] + coverageFields(run.coverage?.total) + [
                RecordField("coverage_problem", RecordValue(run.coverageProblem))
            ])
    }
}
