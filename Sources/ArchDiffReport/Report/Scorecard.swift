import ArchDiffBench
import ArchDiffChanges
import ArchDiffMetrics
import ArchDiffMutation
import ArchDiffSuites
import ArchDiffSupport

/// The comparison on the criteria the literature on app architecture uses (distribution of
/// responsibilities, testability, ease of change, ceremony and learning cost, runtime cost): each
/// criterion a few figures per architecture, each figure read with ``RealDifference``, then the usual
/// stories checked against the figures and what comes from how the code was written.
///
/// Every sentence is computed from the figures; a figure whose data is not in the repository yet says so.
struct Scorecard: Sendable {
    /// One criterion and the figures it is judged on.
    struct Criterion: Sendable {
        /// The criterion's name.
        var name: String
        /// Its figures.
        var figures: [ScoreFigure]
    }

    /// Figures that runs outside the static analysis measured, when the repository holds them.
    struct Measured: Sendable {
        /// The mutation score of each architecture's suite, in percent; `nil` when no run is saved.
        var mutationScores: [String: Double]?
        /// The region coverage of each architecture's unmutated suite in the saved mutation run, in percent.
        var regionCoverage: [String: Double] = [:]
        /// Runtime figures, lower is better; empty when no benchmark is saved.
        var runtime: [ScoreFigure] = []
        /// Which run each block of measured rows comes from, with its date and commit.
        var sources: [String] = []

        /// The given figures; none by default.
        init(
            mutationScores: [String: Double]? = nil, regionCoverage: [String: Double] = [:],
            runtime: [ScoreFigure] = []
        ) {
            self.mutationScores = mutationScores
            self.regionCoverage = regionCoverage
            self.runtime = runtime
        }

        /// The figures of a saved mutation run and a recorded bench run, for the `architectures` in order.
        init(mutations: MutationReport?, bench: BenchReport?, architectures: [String]) {
            if let mutations {
                sources.append(
                    "the mutation score and region coverage, those of the mutation run of \(mutations.day)"
                        + (mutations.shortCommit.map { " at commit \($0)" } ?? " (no commit recorded)"))
                mutationScores = Dictionary(
                    mutations.architectures.compactMap { run in run.figures.score.map { (run.name, $0) } },
                    uniquingKeysWith: { first, _ in first })
                regionCoverage = Dictionary(
                    mutations.architectures.compactMap { run in
                        run.coverage?.total.regions.percent.map { (run.name, $0) }
                    },
                    uniquingKeysWith: { first, _ in first })
            }
            if let bench {
                runtime = Self.runtime(bench, architectures: architectures)
                let replication =
                    bench.secondRun.map { ", each difference repeated in the second run of \($0.date)" }
                    ?? bench.missingSecondRun.map { " (no difference claimed: \($0))" } ?? ""
                sources.append(
                    "the runtime rows, those of the bench run of \(bench.run.date) at commit \(bench.run.commit)"
                        + replication)
            }
        }

        /// Open list, toggle and add at the run's longest list: medians, read by the bench's noise rule. The bench names architectures in lower case.
        private static func runtime(_ bench: BenchReport, architectures: [String]) -> [ScoreFigure] {
            let longest = bench.run.sizes.max()
            let figures = [BenchFigure.Kind.openList, .toggle, .add].map { BenchFigure($0, tasks: longest) }
            return figures.compactMap { figure in
                guard let row = bench.rows.first(where: { $0.figure == figure }) else { return nil }
                func named(_ name: String) -> String? {
                    row.summaries.keys.first { $0.lowercased() == name.lowercased() }
                }
                let names = architectures.map(named)
                let tasks = figure.tasks.map { ", \(Formatting.count($0)) tasks" } ?? ""
                return ScoreFigure(
                    "\(figure.kind.label) (\(figure.kind.unit)\(tasks))", better: .lower,
                    values: names.map { $0.flatMap { row.summaries[$0]?.median } }, bench: (row, names),
                    format: BenchFigure.frameText)
            }
        }
    }

    /// The architectures, in column order.
    var architectures: [String]
    /// The criteria, in the order of the literature.
    var criteria: [Criterion]
    /// The usual stories about the patterns, each checked against the figures.
    var stories: [Inline]
    /// What the figures owe to the way the code was written.
    var authoring: String
    /// Whether the suites were run for this scorecard.
    var hasRuns: Bool
    /// Which code and which runs the rows come from.
    var sources: Inline
    /// How many screens each architecture has, for what one author's habits can move.
    var screenCount: Int

    /// The scorecard of `tests`, the measured `changes` and the `measured` runs, with the layers and the
    /// change that `configuration` names.
    init(
        tests: TestsReport, changes: ChangesReport?, measured: Measured = Measured(),
        configuration: ReportConfiguration
    ) {
        let columns = tests.metrics.columns
        let names = columns.map(\.name)
        let suites = names.map { name in tests.suites.first { $0.architecture == name && $0.exists } }
        architectures = names
        hasRuns = tests.hasRuns
        screenCount = columns.first?.summary.screens.count ?? 0
        criteria = [
            Criterion(
                name: "Distribution of responsibilities",
                figures: Self.distribution(columns, viewsLayer: configuration.viewsLayer)),
            Criterion(
                name: "Testability",
                figures: Self.testability(suites, tests: tests, measured: measured, names)),
            Criterion(
                name: "Ease of change",
                figures: Self.easeOfChange(
                    columns, changes: changes, screenChange: configuration.screenChange)),
            Criterion(name: "Ceremony and learning cost", figures: Self.ceremony(columns)),
            Criterion(
                name: "Runtime cost",
                figures: measured.runtime.isEmpty
                    ? [
                        ScoreFigure(
                            "Key-to-frame time and peak memory", better: .lower,
                            values: names.map { _ in nil }, cells: names.map { _ in "–" },
                            howToMeasure: "\(code: "archdiff bench"), saved in the repository")
                    ] : measured.runtime),
        ]
        let runs = measured.sources.isEmpty ? "" : "; " + measured.sources.joined(separator: "; ")
        sources = """
            The rows that follow from the code are of the code the report was generated from (the commit \
            \(code: "docs/COMPARISON.md") is committed in: \(code: "ComparisonReportTests") fails when \
            they differ)\(runs).
            """
        stories = UsualStories.check(
            columns: columns, suites: suites, changes: changes, configuration: configuration)
        authoring = Self.authoring(columns: columns, suites: suites, scope: tests.scope)
    }

    // MARK: - Criteria

    private static func distribution(_ columns: [ColumnReport], viewsLayer: String?) -> [ScoreFigure] {
        let largestLayers = columns.map { column in
            column.layers.filter { $0.complexityShare != nil }.max {
                ($0.complexityShare ?? 0) < ($1.complexityShare ?? 0)
            }
        }
        let views = columns.map { column in column.layers.first { $0.name == viewsLayer }?.complexityShare }
        var figures = [
            ScoreFigure(
                "Largest type with its extensions (lines)", better: .lower,
                values: columns.map { $0.summary.largestType.map { Double($0.lines) } },
                format: { Formatting.count(Int($0)) }),
            ScoreFigure(
                "Largest layer's share of complexity", better: .lower,
                values: largestLayers.map { $0?.complexityShare },
                cells: largestLayers.map { layer in
                    layer.map { "\(Formatting.share($0.complexityShare)) \($0.name)" } ?? "–"
                }),
            ScoreFigure(
                "Complexity max", better: .lower,
                values: columns.map { Double($0.summary.maximumComplexity) },
                format: { Formatting.count(Int($0)) }
            ).unscored(
                because: """
                    style, one function's way of writing (a switch on up and down, or an offset) moves it more \
                    than the pattern does
                    """),
        ]
        if views.allSatisfy({ $0 != nil }) {
            figures.append(
                ScoreFigure(
                    "Views' share of complexity", better: nil, values: views, format: { Formatting.share($0) }
                ))
        }
        return figures
    }

    private static func testability(
        _ suites: [SuiteReport?], tests: TestsReport, measured: Measured, _ names: [String]
    ) -> [ScoreFigure] {
        var figures = [
            ScoreFigure(
                "Isolated tests (share of tests)", better: .higher,
                values: suites.map { suite in
                    suite.flatMap {
                        $0.tests.isEmpty ? nil : Double($0.isolatedTests) / Double($0.tests.count)
                    }
                },
                cells: suites.map { suite in
                    guard let suite, !suite.tests.isEmpty else { return "–" }
                    return Formatting.share(Double(suite.isolatedTests) / Double(suite.tests.count))
                        + " (\(suite.isolatedTests) of \(suite.tests.count))"
                })
        ]
        if let scope = tests.scope {
            let covered = suites.map { suite in suite.map { $0.covered(in: scope).count } }
            figures.append(
                ScoreFigure(
                    "Behaviours covered", better: .higher, values: covered.map { $0.map(Double.init) },
                    cells: covered.map { count in
                        count.map { "\($0) of \(scope.behaviours.count)" } ?? "–"
                    }))
        }
        let coverage =
            tests.hasRuns
            ? suites.map { $0?.run?.coverage?.total.regions.percent }
            : names.map { measured.regionCoverage[$0] }
        if coverage.contains(where: { $0 != nil }) {
            figures.append(
                ScoreFigure(
                    Self.regionCoverage, better: .higher, values: coverage,
                    format: { TestFigureValue.percent($0).formatted }))
        }
        figures.append(
            ScoreFigure(
                "Mutation score", better: .higher,
                values: names.map { name in measured.mutationScores?[name] },
                howToMeasure: "\(code: "swift run archdiff mutants --save")",
                format: { TestFigureValue.percent($0).formatted }))
        figures.append(
            ScoreFigure(
                "Test doubles", better: nil, values: suites.map { $0.map { Double($0.doubles.count) } },
                format: { Formatting.count(Int($0)) }))
        return figures
    }

    private static func easeOfChange(
        _ columns: [ColumnReport], changes: ChangesReport?, screenChange: String?
    )
        -> [ScoreFigure]
    {
        let names = columns.map(\.name)
        let features = (changes?.features ?? []).filter { feature in
            names.allSatisfy { feature.change(of: $0) != nil }
        }
        func mean(_ read: (ArchitectureChange) -> Int) -> [Double?] {
            names.map { name in
                let values = features.compactMap { $0.change(of: name) }.map(read)
                return values.isEmpty ? nil : Double(values.reduce(0, +)) / Double(values.count)
            }
        }
        let howTo: Inline =
            "a feature committed in every architecture with \(code: "Change:") trailers (\(code: "archdiff changes"))"
        return [
            ScoreFigure(
                "Production code lines changed per feature", better: .lower,
                values: mean(\.productionCodeLinesChanged), howToMeasure: howTo,
                format: { Formatting.decimal($0, places: 1) }),
            ScoreFigure(
                "Production files touched per feature", better: .lower,
                values: mean(\.productionFilesTouched),
                howToMeasure: howTo,
                format: { Formatting.decimal($0, places: 1) }),
        ] + newScreen(names, changes: changes, screenChange: screenChange) + [
            ScoreFigure(
                "Distance from main sequence", better: .lower,
                values: columns.map(\.summary.mainSequenceDistance), format: { Formatting.decimal($0) }
            ).unscored(
                because: """
                    the composition root counts as a layer and value types as the zone of pain (see \
                    \(code: "docs/METRICS.md"))
                    """)
        ]
    }

    /// What the change that adds a screen (`screenChange`) cost each architecture: its production code
    /// lines changed, then with the shared layers' code; one row saying so while no measured change adds
    /// a screen, or no architecture has its commit for it yet; none when no change is named.
    private static func newScreen(_ names: [String], changes: ChangesReport?, screenChange: String?)
        -> [ScoreFigure]
    {
        let name = "Cost of a new screen (production code lines)"
        guard let screenChange else { return [] }
        guard let feature = changes?.features.first(where: { $0.id == screenChange }) else {
            return [
                ScoreFigure(
                    name, better: .lower, values: names.map { _ in nil },
                    howToMeasure: """
                        no measured change adds a screen yet (the report takes the change \(code: screenChange) \
                        for the one that does)
                        """,
                    format: { Formatting.count(Int($0)) })
            ]
        }
        let changed = names.map { feature.change(of: $0) }
        let howTo: Inline = "no architecture has its commit for \(code: screenChange) yet"
        return [
            ScoreFigure(
                name, better: .lower,
                values: changed.map { $0.map { Double($0.productionCodeLinesChanged) } },
                howToMeasure: howTo, format: { Formatting.count(Int($0)) }),
            ScoreFigure(
                "Cost of a new screen, shared included (code lines)", better: .lower,
                values: changed.map { change in
                    change.map { Double($0.productionCodeLinesChanged + $0.sharedCodeLinesChanged) }
                },
                howToMeasure: howTo, format: { Formatting.count(Int($0)) }
            ).unscored(
                because: """
                    the shared layers' part is the same in every pattern; the row shows what share of the whole \
                    feature the pattern's own code is
                    """),
        ]
    }

    private static func ceremony(_ columns: [ColumnReport]) -> [ScoreFigure] {
        func count(_ name: String, _ read: (ColumnReport) -> Int) -> ScoreFigure {
            ScoreFigure(
                name, better: .lower, values: columns.map { Double(read($0)) },
                format: { Formatting.count(Int($0)) })
        }
        return [
            count("Layers") { $0.layers.count },
            ScoreFigure(
                "Files per screen", better: .lower, values: columns.map(\.summary.filesPerScreen),
                format: { Formatting.decimal($0, places: 1) }
            ).unscored(because: "a habit, how many types share a file; types per screen is scored"),
            ScoreFigure(
                "Types per screen", better: .lower, values: columns.map(\.summary.typesPerScreen),
                format: { Formatting.decimal($0, places: 1) }),
            count("Protocol requirements") { $0.summary.protocolRequirements },
            count("Production code lines") { $0.summary.lines.code },
            count("Complexity total") { $0.summary.totalComplexity },
        ]
    }

    // MARK: - Authoring

    /// The figures that follow the author's habits, as one sentence with their ranges.
    private static func authoring(columns: [ColumnReport], suites: [SuiteReport?], scope: BehaviourScope?)
        -> String
    {
        let names = columns.map(\.name)
        var ranges: [String] = []
        func range(_ measure: String, _ values: [Double?], _ format: (Double) -> String) {
            let measured = zip(names, values).compactMap { name, value in value.map { (name, $0) } }
            guard let low = measured.min(by: { $0.1 < $1.1 }), let high = measured.max(by: { $0.1 < $1.1 })
            else { return }
            ranges.append(
                format(low.1) == format(high.1)
                    ? "\(measure) \(format(low.1)) in each"
                    : "\(measure) from \(format(low.1)) (\(low.0)) to \(format(high.1)) (\(high.0))")
        }
        range(
            "comment lines per 100 code lines",
            columns.map {
                $0.summary.lines.code == 0
                    ? nil : 100 * Double($0.summary.lines.comment) / Double($0.summary.lines.code)
            },
            { Formatting.decimal($0, places: 0) })
        range(
            "types per file",
            columns.map {
                $0.summary.fileCount == 0 ? nil : Double($0.summary.typeCount) / Double($0.summary.fileCount)
            },
            { Formatting.decimal($0, places: 1) })
        range("unit tests", suites.map { $0.map { Double($0.tests.count) } }, { Formatting.count(Int($0)) })
        if let scope {
            range(
                "tests per behaviour", suites.map { $0?.testsPerBehaviour(in: scope) },
                { Formatting.decimal($0) })
            range(
                "test lines per behaviour", suites.map { $0?.testLinesPerBehaviour(in: scope) },
                { Formatting.decimal($0, places: 0) })
        }
        range("assertions per test", suites.map { $0?.assertionsPerTest }, { Formatting.decimal($0) })
        return "These figures follow how the code was written, not the pattern: "
            + Prose.list(ranges) + ". "
            + "How much a file is commented, how many declarations share a file and how many tests a "
            + "behaviour gets are the author's habits: another author would move them more than the patterns "
            + "do. So the scorecard leaves them out, shows files per screen without scoring it, compares "
            + "ceremony by types per screen, and tests by the behaviours they cover, not by their number."
    }

    // MARK: - Blocks

    /// The scorecard: how to read it, the table, the stories and the authoring note.
    func blocks() -> [Block] {
        var rows: [[Inline]] = []
        for criterion in criteria {
            rows.append(
                ["\(strong: criterion.name)"] + architectures.map { _ in "" } + ["\(summary(of: criterion))"])
            for figure in criterion.figures {
                let best = Set(figure.best(architectures))
                let cells = zip(architectures, figure.cells).map { name, cell -> Inline in
                    best.contains(name) ? "\(strong: cell)" : "\(cell)"
                }
                rows.append(["\(figure.name)"] + cells + [figure.reading(architectures)])
            }
        }
        var blocks: [Block] = [
            .paragraph(
                """
                Each row is a figure defined in \(code: "docs/METRICS.md"), per architecture; \(strong: "bold") \
                marks the best values. A difference of at most \(RealDifference.thresholdText) of the larger value \
                reads as \(strong: "no real difference"): one author wrote each pattern once, for \
                \(Prose.count(screenCount, "screen")), and a habit of writing moves a figure that much. Runtime \
                figures are medians of measured runs and go by the bench's noise rule instead: a difference is \
                real when the middle halves of the samples do not overlap, the medians differ by at least 5 % and \
                the same holds in every worker process and in a second run of the same code; each is shown with \
                its share of a \
                \(BenchFigure.frameMilliseconds) ms frame, what a user can notice. The reading names the \
                architectures in the best and in the worst group of values with no real difference between them; \
                a criterion's row counts on how many of its figures each architecture is in the best group. A row \
                that reads \(strong: "not scored") measures how the code was written rather than the pattern: it \
                is shown, with why, and counts for no one.
                """),
            .paragraph(sources),
            .table(
                Table(
                    header: (["Criterion and figure"] + architectures + ["Reading"]).map { Inline($0) },
                    alignments: [.left] + architectures.map { _ in .right } + [.left], rows: rows)),
        ]
        if !stories.isEmpty {
            blocks += [.paragraph("\(strong: "Against the usual story.")"), .list(stories)]
        }
        blocks.append(.paragraph("\(strong: "From how the code was written.") \(authoring)"))
        return blocks
    }

    /// Whether a row shows region coverage from the saved mutation run rather than from a run of the
    /// suites made for this report.
    var showsSavedCoverage: Bool {
        !hasRuns && criteria.flatMap(\.figures).contains { $0.name == Self.regionCoverage && $0.isMeasured }
    }

    /// The name of the region coverage row.
    static let regionCoverage = "Region coverage"

    /// One line on a criterion: which architectures are best on how many of its scored figures.
    func summary(of criterion: Criterion) -> String {
        let scored = criterion.figures.filter { $0.isScored && $0.isMeasured }
        guard !scored.isEmpty else { return "not measured yet" }
        var wins: [String: Int] = [:]
        for figure in scored {
            for name in figure.best(architectures) {
                wins[name, default: 0] += 1
            }
        }
        guard !wins.isEmpty else {
            return
                "no real difference on \(scored.count == 1 ? "its figure" : "any of its \(scored.count) figures")"
        }
        let ranked = architectures.filter { wins[$0] != nil }.enumerated()
            .sorted { (wins[$0.element] ?? 0, -$0.offset) > (wins[$1.element] ?? 0, -$1.offset) }.map(
                \.element)
        let parts = ranked.enumerated().map { index, name in
            "\(name) on \(wins[name] ?? 0)" + (index == 0 ? " of \(Prose.count(scored.count, "figure"))" : "")
        }
        return "best: " + parts.joined(separator: ", ")
    }
}
