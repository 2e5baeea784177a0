import Testing

@testable import ArchDiffBench
@testable import ArchDiffChanges
@testable import ArchDiffMetrics
@testable import ArchDiffReport
@testable import ArchDiffSource
@testable import ArchDiffSuites
@testable import ArchDiffSupport

@Suite("Scorecard")
struct ScorecardTests {
    /// A class of `lines` lines in all, with `decisions` if statements in one function.
    private static func type(_ name: String, lines: Int, decisions: Int = 0) -> String {
        let body = (0..<decisions).map { "        if flag { print(\($0)) }" }
        let filler = (0..<max(0, lines - body.count - 4)).map { "    let p\($0) = \($0)" }
        return
            (["final class \(name) {", "    func run(_ flag: Bool) {"] + body + ["    }"] + filler + ["}"])
            .joined(separator: "\n") + "\n"
    }

    /// Two or three architectures whose largest types and views' decisions are set by the arguments.
    private static func report(
        controller: Int, presenter: Int, mvcViewDecisions: Int, mvpViewDecisions: Int, withVIPER: Bool = false
    ) throws -> (TestsReport, TemporaryFolder) {
        var files = [
            "Architectures/MVC/Controllers/HomeController.swift": type(
                "HomeController", lines: controller, decisions: 6),
            "Architectures/MVC/Views/HomeView.swift": type(
                "HomeView", lines: 20, decisions: mvcViewDecisions),
            "Architectures/MVP/Presenters/HomePresenter.swift": type(
                "HomePresenter", lines: presenter, decisions: 6),
            "Architectures/MVP/Views/HomeView.swift": type(
                "HomeView", lines: 20, decisions: mvpViewDecisions),
            "Tests/MVCTests/HomeTests.swift": """
            import Testing
            @Test("B01 shows Home") func home() { _ = HomeController() }
            @Test("B02 quits") func quits() { _ = MVCArchitecture() }
            """,
            "Architectures/MVC/MVCArchitecture.swift":
                "struct MVCArchitecture { let c = HomeController() }\n",
            "Tests/MVPTests/HomeTests.swift": """
            import Testing
            @Test("B01 shows Home") func home() { _ = HomePresenter() }
            @Test("B02 quits") func quits() { _ = HomePresenter() }
            """,
            "docs/BEHAVIORS.md": "| ID | Behaviour |\n| --- | --- |\n| B01 | Home. |\n| B02 | Quit. |\n",
        ]
        if withVIPER {
            files["Architectures/VIPER/Presenters/HomePresenter.swift"] = type(
                "HomePresenter", lines: presenter)
            files["Architectures/VIPER/Interactors/HomeInteractor.swift"] =
                "protocol A {}\nprotocol B {}\nprotocol C {}\nstruct HomeInteractor {}\nstruct D {}\n"
            files["Architectures/VIPER/Views/HomeView.swift"] = type("HomeView", lines: 20)
        }
        let folder = try TemporaryFolder(files: files)
        return (try TestSuiteAnalyzer.analyze(packageRoot: folder.path), folder)
    }

    @Test(
        "a difference of at most 10 % of the larger value is no real difference; tiers start at the best value"
    )
    func realDifference() {
        #expect(!RealDifference.isReal(1.68, 1.72))
        #expect(!RealDifference.isReal(100, 90))
        #expect(RealDifference.isReal(100, 89))
        #expect(RealDifference.isReal(1.85, 1.58))
        #expect(!RealDifference.isReal(0, 0))
        let values = [("MVC", 1.85), ("MVP", 1.70), ("MVVM", 1.69), ("VIPER", 1.58)]
        #expect(
            RealDifference.tiers(values, by: \.1).map { $0.map(\.0) } == [["MVC", "MVP", "MVVM"], ["VIPER"]])
        #expect(
            RealDifference.tiers(values, by: \.1, descending: false).map { $0.map(\.0) } == [
                ["VIPER", "MVVM", "MVP"], ["MVC"],
            ])
    }

    @Test(
        "the grouping of no real difference is the same in the scorecard's row and in the sentence of a figure"
    )
    func groupingAgrees() {
        let names = ["MVC", "MVP", "MVVM", "Unidirectional", "VIPER"]
        let distances = [0.264, 0.29, 0.41, 0.44, 0.252]
        let figure = ScoreFigure(
            "Distance from main sequence", better: .lower, values: distances,
            format: { Formatting.decimal($0) })
        let sentence = Prose.ranking(
            Array(zip(names, distances)), measure: "mean distance", better: .lower,
            superlative: "the highest",
            format: { Formatting.decimal($0) })
        #expect(figure.reading(names) == "MVC and VIPER lowest, MVVM and Unidirectional highest")
        #expect(
            sentence
                == "Unidirectional and MVVM have the highest mean distance (0.44 and 0.41: no real difference), "
                + "then MVP (0.29), then MVC and VIPER (0.26 and 0.25: no real difference).")
        let rowGroups = Set(figure.tiers(names).map(Set.init))
        let sentenceGroups = Set(
            RealDifference.groups(Array(zip(names, distances)), by: \.1, better: .lower).map {
                Set($0.map(\.0))
            })
        #expect(rowGroups == sentenceGroups)
    }

    @Test("rankings group values with no real difference and say so")
    func tieredRanking() {
        let values = [("MVC", 437.0), ("MVP", 616), ("MVVM", 599), ("VIPER", 826)]
        #expect(
            Prose.ranking(values, measure: "code lines")
                == "VIPER has the most code lines (826), then MVP and MVVM (616 and 599: no real difference), "
                + "then MVC (437).")
        #expect(
            Prose.ranking(
                [("A", 1.72), ("B", 1.68)], measure: "complexity", format: { Formatting.decimal($0) })
                == "A and B are level on complexity (1.72 and 1.68: no real difference).")
        #expect(
            Prose.ranking([("A", 3), ("B", 2), ("C", 1)], measure: "layers")
                == "A has the most layers (3), then B (2) and C (1).")
    }

    @Test(
        "a figure reads as not measured, no real difference, or its best and worst groups; best values are bold"
    )
    func figureReadings() {
        let names = ["MVC", "MVP", "MVVM"]
        let lower = ScoreFigure(
            "Files per screen", better: .lower, values: [2, 2.5, 2.05],
            format: { Formatting.decimal($0, places: 1) })
        #expect(lower.reading(names) == "MVC and MVVM lowest, MVP highest")
        #expect(lower.best(names) == ["MVC", "MVVM"])
        let level = ScoreFigure("Max", better: .lower, values: [8, 8, 7.5], format: { "\($0)" })
        #expect(level.reading(names) == "no real difference")
        #expect(level.best(names).isEmpty)
        let missing = ScoreFigure(
            "Mutation score", better: .higher, values: [nil, nil, nil],
            howToMeasure: "\(code: "archdiff mutants")",
            format: { "\($0)" })
        #expect(MarkdownWriter.inline(missing.reading(names)) == "not measured yet: `archdiff mutants`")
        let partly = ScoreFigure("Score", better: .higher, values: [80, nil, 50], format: { "\($0)" })
        #expect(partly.reading(names) == "MVC highest, MVVM lowest; not measured for MVP")
    }

    @Test("the scorecard has the five criteria, says what is not measured yet and picks up measured runs")
    func criteria() throws {
        let (tests, _) = try Self.report(
            controller: 40, presenter: 40, mvcViewDecisions: 3, mvpViewDecisions: 3)
        let card = Scorecard(tests: tests, changes: nil, configuration: .taskList)
        #expect(
            card.criteria.map(\.name) == [
                "Distribution of responsibilities", "Testability", "Ease of change",
                "Ceremony and learning cost",
                "Runtime cost",
            ])
        let markdown = MarkdownWriter().write(card.blocks())
        #expect(markdown.contains("| **Runtime cost** |  |  | not measured yet |"))
        #expect(
            markdown.contains(
                "| Mutation score | – | – | not measured yet: `swift run archdiff mutants --save` |"))
        #expect(markdown.contains("| Production code lines changed per feature | – | – | not measured yet: "))
        #expect(markdown.contains("| Isolated tests (share of tests) | 50 % (1 of 2) | **100 % (2 of 2)** |"))
        #expect(markdown.contains("at most 10 % of the larger value reads as **no real difference**"))
        let measured = Scorecard(
            tests: tests, changes: nil,
            measured: Scorecard.Measured(mutationScores: ["MVC": 81, "MVP": 64]), configuration: .taskList)
        #expect(
            MarkdownWriter().write(measured.blocks()).contains(
                "| Mutation score | **81.0 %** | 64.0 % | MVC highest, MVP lowest |")
        )
    }

    @Test("figures that measure style are shown with why, in no bold and in no criterion's count")
    func styleIsUnscored() throws {
        let (tests, _) = try Self.report(
            controller: 40, presenter: 40, mvcViewDecisions: 3, mvpViewDecisions: 9)
        let card = Scorecard(tests: tests, changes: nil, configuration: .taskList)
        let unscored = card.criteria.flatMap(\.figures).filter { !$0.isScored && $0.better != nil }
        #expect(
            unscored.map(\.name) == ["Complexity max", "Distance from main sequence", "Files per screen"])
        let names = card.architectures
        for figure in unscored {
            #expect(figure.best(names).isEmpty)
            #expect(figure.reading(names).plainText.hasPrefix("not scored: "))
        }
        let markdown = MarkdownWriter().write(card.blocks())
        #expect(markdown.contains("| Complexity max | 7 | 10 | not scored: style, "))
        #expect(
            markdown.contains(
                "| **Distribution of responsibilities** |  |  | no real difference on any of its 2 figures |")
        )
    }

    @Test("runtime rows come from the bench run at its longest list and are read by the bench's noise rule")
    func runtime() throws {
        let (tests, _) = try Self.report(
            controller: 40, presenter: 40, mvcViewDecisions: 3, mvpViewDecisions: 3)
        let run = BenchRun(
            date: "2025-01-31T12:00:00Z", commit: "abc1234",
            machine: BenchRun.Machine(system: "Linux", processor: "Test CPU", cores: 2, memoryGiB: 8),
            configuration: "release", runs: 2, warmup: 1, processes: 2, sizes: [100, 10_000],
            terminalSize: "80x24", clock: "process-cpu")
        let bench = BenchReport(
            run: run, architectures: ["mvc", "mvp"],
            rows: [
                BenchRow(
                    figure: BenchFigure(.toggle, tasks: 100),
                    processSamples: ["mvc": [[9, 9], [9, 9]], "mvp": [[1, 1], [1, 1]]]),
                BenchRow(
                    figure: BenchFigure(.toggle, tasks: 10_000),
                    processSamples: [
                        "mvc": [[0.40, 0.41], [0.43, 0.44]], "mvp": [[0.80, 0.82], [0.84, 0.86]],
                    ]),
                BenchRow(
                    figure: BenchFigure(.add, tasks: 10_000),
                    processSamples: ["mvc": [[0.5, 0.9], [1.1, 3.0]], "mvp": [[1.0, 1.4], [1.6, 2.0]]]),
            ])
        let card = Scorecard(
            tests: tests, changes: nil,
            measured: Scorecard.Measured(mutations: nil, bench: bench, architectures: ["MVC", "MVP"]),
            configuration: .taskList)
        let markdown = MarkdownWriter().write(card.blocks())
        #expect(
            markdown.contains(
                "| Toggle (ms, 10,000 tasks) | **0.42 ms, 3 % of a 16 ms frame** | 0.83 ms, 5 % of a 16 ms frame "
                    + "| MVC lowest, MVP highest |"))
        // 50 % apart, but the middle halves of the samples overlap: within noise.
        #expect(
            markdown.contains(
                "| Add (ms, 10,000 tasks) | 1.00 ms, 6 % of a 16 ms frame | 1.50 ms, 9 % of a 16 ms frame "
                    + "| no real difference |"))
        #expect(!markdown.contains("100 tasks"))
        #expect(markdown.contains("| **Runtime cost** |  |  | best: MVC on 1 of 2 figures |"))
    }

    @Test(
        "a widely spread runtime within noise of the lowest is in the lowest group, not with a closer one beyond it"
    )
    func runtimeTiers() throws {
        let (tests, _) = try Self.report(
            controller: 40, presenter: 40, mvcViewDecisions: 3, mvpViewDecisions: 3, withVIPER: true)
        let run = BenchRun(
            date: "2025-01-31T12:00:00Z", commit: "abc1234",
            machine: BenchRun.Machine(system: "Linux", processor: "Test CPU", cores: 2, memoryGiB: 8),
            configuration: "release", runs: 2, warmup: 1, processes: 2, sizes: [10_000],
            terminalSize: "80x24", clock: "process-cpu")
        let bench = BenchReport(
            run: run, architectures: ["mvc", "mvp", "viper"],
            rows: [
                BenchRow(
                    figure: BenchFigure(.openList, tasks: 10_000),
                    processSamples: [
                        "mvc": [[1, 1], [1, 1]], "mvp": [[2, 2], [2, 2]], "viper": [[0.5, 1], [3, 3.5]],
                    ])
            ])
        let card = Scorecard(
            tests: tests, changes: nil,
            measured: Scorecard.Measured(
                mutations: nil, bench: bench, architectures: ["MVC", "MVP", "VIPER"]),
            configuration: .taskList)
        #expect(
            MarkdownWriter().write(card.blocks()).contains(
                "| Open list (ms, 10,000 tasks) | **1.00 ms, 6 % of a 16 ms frame** | 2.00 ms, 13 % of a 16 ms frame "
                    + "| **2.00 ms, 13 % of a 16 ms frame** | MVC and VIPER lowest, MVP highest |"
            ))
    }

    @Test("the cost of a change is the mean over the features every architecture has a commit for")
    func changeCost() throws {
        let (tests, _) = try Self.report(
            controller: 40, presenter: 40, mvcViewDecisions: 3, mvpViewDecisions: 3)
        func codeChange(path: String, lines: Int) -> FileChange {
            var file = FileChange(path: path, status: .modified, linesAdded: lines + 5, linesRemoved: 0)
            file.codeLines = (added: lines, removed: 0)
            return file
        }
        func change(_ architecture: String, lines: Int) -> ArchitectureChange {
            ArchitectureChange(
                architecture: architecture,
                commits: [
                    MeasuredCommit(
                        hash: String(repeating: "a", count: 40), parent: nil,
                        files: [
                            codeChange(path: "Architectures/\(architecture)/Views/V.swift", lines: lines)
                        ],
                        before: nil, after: nil)
                ])
        }
        let changes = ChangesReport(
            head: nil, architectures: ["MVC", "MVP"],
            features: [
                FeatureChange(
                    id: "a", shared: nil, architectures: [change("MVC", lines: 10), change("MVP", lines: 30)]),
                FeatureChange(
                    id: "b", shared: nil, architectures: [change("MVC", lines: 20), change("MVP", lines: 50)]),
                FeatureChange(id: "c", shared: nil, architectures: [change("MVC", lines: 500)]),
            ])
        let card = Scorecard(tests: tests, changes: changes, configuration: .taskList)
        let figure = try #require(card.criteria[2].figures.first)
        #expect(figure.name == "Production code lines changed per feature")
        #expect(figure.values == [15, 40])
        #expect(figure.reading(["MVC", "MVP"]) == "MVC lowest, MVP highest")
    }

    /// A repository of MVC and MVP with one feature, `feature`: a shared-layer commit of 2 code lines, then
    /// MVC's commit of 3 code lines (and a comment) and MVP's of 6.
    private static func repository(feature: String) throws -> GitFixture {
        let fixture = try GitFixture()
        try fixture.commit(
            "Initial",
            writing: [
                "Architectures/MVC/Controllers/HomeController.swift": type("HomeController", lines: 10),
                "Architectures/MVP/Presenters/HomePresenter.swift": type("HomePresenter", lines: 10),
            ])
        try fixture.commit(
            "Shared: \(feature)\n\nChange: \(feature)\n",
            writing: ["Sources/Shared/Upcoming.swift": "struct Upcoming {\n}\n"])
        try fixture.commit(
            "MVC: \(feature)\n\nChange: \(feature)\nArchitecture: MVC\n",
            writing: [
                "Architectures/MVC/Controllers/UpcomingController.swift":
                    "// The upcoming tasks.\nfinal class UpcomingController {\n    var rows = 0\n}\n"
            ])
        try fixture.commit(
            "MVP: \(feature)\n\nChange: \(feature)\nArchitecture: MVP\n",
            writing: [
                "Architectures/MVP/Presenters/UpcomingPresenter.swift":
                    "final class UpcomingPresenter {\n    var rows = 0\n}\n",
                "Architectures/MVP/Views/UpcomingView.swift":
                    "final class UpcomingView {\n    var text = \"\"\n}\n",
            ])
        return fixture
    }

    @Test("the cost of a new screen: until the change that adds one is measured, the row says so, not zeros")
    func newScreenNotYet() throws {
        let fixture = try Self.repository(feature: "search")
        let card = Scorecard(
            tests: try TestSuiteAnalyzer.analyze(packageRoot: fixture.path),
            changes: try ChangeHistory.analyze(packageRoot: fixture.path), configuration: .taskList)
        let rows = card.criteria[2].figures.filter { $0.name.hasPrefix("Cost of a new screen") }
        #expect(rows.map(\.name) == ["Cost of a new screen (production code lines)"])
        #expect(rows.first?.values == [nil, nil])
        #expect(
            MarkdownWriter().write(card.blocks()).contains(
                "| Cost of a new screen (production code lines) | – | – | not measured yet: no measured change adds "
                    + "a screen yet (the report takes the change `upcoming` for the one that does) |"))
    }

    @Test("without a change named for a new screen, the scorecard has no row for its cost")
    func noScreenChangeNamed() throws {
        let fixture = try Self.repository(feature: "upcoming")
        var configuration = ReportConfiguration.taskList
        configuration.screenChange = nil
        let card = Scorecard(
            tests: try TestSuiteAnalyzer.analyze(packageRoot: fixture.path),
            changes: try ChangeHistory.analyze(packageRoot: fixture.path), configuration: configuration)
        #expect(!card.criteria[2].figures.contains { $0.name.hasPrefix("Cost of a new screen") })
        #expect(UsualStories.check(columns: [], suites: [], configuration: ReportConfiguration()).isEmpty)
    }

    @Test("the cost of a new screen: each pattern's commit for `upcoming`, and with the shared layers' code")
    func newScreen() throws {
        let fixture = try Self.repository(feature: "upcoming")
        let card = Scorecard(
            tests: try TestSuiteAnalyzer.analyze(packageRoot: fixture.path),
            changes: try ChangeHistory.analyze(packageRoot: fixture.path), configuration: .taskList)
        let markdown = MarkdownWriter().write(card.blocks())
        // MVC: 3 code lines (the comment is no code line); MVP: 3 + 3. The shared commit: 2 code lines.
        #expect(
            markdown.contains(
                "| Cost of a new screen (production code lines) | **3** | 6 | MVC lowest, MVP highest |"))
        #expect(
            markdown.contains(
                "| Cost of a new screen, shared included (code lines) | 5 | 8 | not scored: the shared layers' "
                    + "part is the same in every pattern"))
        let guide = PatternGuide(scorecard: card, documented: []).claims().map(MarkdownWriter.inline)
        #expect(
            guide.contains("**Cheapest new screen**: MVC (cost of a new screen (production code lines): 3)."))
        let partial = try Self.repository(feature: "upcoming")
        try partial.git.run(["reset", "-q", "--hard", "HEAD~2"])
        let waiting = Scorecard(
            tests: try TestSuiteAnalyzer.analyze(packageRoot: partial.path),
            changes: try ChangeHistory.analyze(packageRoot: partial.path), configuration: .taskList)
        #expect(
            MarkdownWriter().write(waiting.blocks()).contains(
                "| Cost of a new screen (production code lines) | – | – | not measured yet: no architecture has its "
                    + "commit for `upcoming` yet |"))
    }

    @Test(
        "the massive view controller story: agreed only when MVC's largest type is the largest by a real difference"
    )
    func massiveViewController() throws {
        let (agreeing, _) = try Self.report(
            controller: 60, presenter: 30, mvcViewDecisions: 3, mvpViewDecisions: 3)
        let agrees = try #require(
            UsualStories.check(
                columns: agreeing.metrics.columns, suites: agreeing.suites, configuration: .taskList
            ).map(
                MarkdownWriter.inline
            ).first)
        #expect(agrees.hasPrefix("**Massive view controller.**"))
        #expect(agrees.contains("`HomeController` with 60 lines"))
        #expect(agrees.contains("The numbers agree."))
        let (level, _) = try Self.report(
            controller: 60, presenter: 57, mvcViewDecisions: 3, mvpViewDecisions: 3)
        let disagrees = try #require(
            UsualStories.check(columns: level.metrics.columns, suites: level.suites, configuration: .taskList)
                .map(
                    MarkdownWriter.inline
                ).first)
        #expect(disagrees.contains("no real difference from MVP"))
        #expect(disagrees.contains("The numbers do not bear it out here."))
    }

    @Test(
        "each story reads the share of the app in the largest type, the growth its history shows, the views' imports and what it cannot test"
    )
    func storyEvidence() throws {
        let (report, _) = try Self.report(
            controller: 60, presenter: 30, mvcViewDecisions: 3, mvpViewDecisions: 3)
        func change(_ architecture: String, _ path: String, added: Int, removed: Int) -> ArchitectureChange {
            ArchitectureChange(
                architecture: architecture,
                commits: [
                    MeasuredCommit(
                        hash: String(repeating: "b", count: 40), parent: nil,
                        files: [
                            FileChange(
                                path: "Architectures/\(architecture)/\(path)", status: .modified,
                                linesAdded: added, linesRemoved: removed)
                        ], before: nil, after: nil)
                ])
        }
        let changes = ChangesReport(
            head: nil, architectures: ["MVC", "MVP"],
            features: [
                FeatureChange(
                    id: "search", shared: nil,
                    architectures: [
                        change("MVC", "Controllers/HomeController.swift", added: 10, removed: 2),
                        change("MVP", "Presenters/HomePresenter.swift", added: 5, removed: 0),
                    ]),
                FeatureChange(
                    id: "notes", shared: nil,
                    architectures: [change("MVC", "Views/HomeView.swift", added: 4, removed: 0)]),
            ])
        let stories = UsualStories.check(
            columns: report.metrics.columns, suites: report.suites, changes: changes, configuration: .taskList
        ).map(MarkdownWriter.inline)
        let massive = try #require(stories.first)
        let columns = report.metrics.columns
        let shares = columns.map { column in
            Formatting.share(
                Double(column.summary.largestType?.lines ?? 0) / Double(column.summary.lines.total))
        }
        #expect(massive.contains("production lines: \(shares[0]) in MVC and \(shares[1]) in MVP."))
        #expect(massive.contains("Over the measured features its file changed by +8 lines for search."))
        #expect(massive.contains("What this size cannot test: "))
        let views = try #require(stories.first { $0.hasPrefix("**Logic out of the views.**") })
        let imports = columns.map { column in
            column.layers.first { $0.name == "Views" }?.summary.importedModules ?? []
        }
        #expect(imports.allSatisfy { !$0.contains(ReportConfiguration.taskList.domainModule!) })
        #expect(views.contains("the views of no pattern import `TaskListDomain`"))
        #expect(stories.allSatisfy { $0.contains("What this size cannot test: ") })
    }

    /// A type of `lines` lines, as the growth curve records a largest type.
    private static func largest(_ name: String, lines: Int) -> TypeSize {
        TypeSize(
            declaration: TypeDeclaration(
                kind: .class, name: name, file: name + ".swift", line: 1, endLine: lines, inheritedNames: []),
            extensions: [])
    }

    /// A largest type at the start and after `search`.
    private typealias Growth = (name: String, from: Int, to: Int)

    /// A curve of two points, start and `search`, with each architecture's largest type at both.
    private static func curve(_ types: [String: Growth]) -> [GrowthPoint] {
        func point(_ change: String?, after: Bool) -> GrowthPoint {
            GrowthPoint(
                change: change, commit: nil,
                sizes: types.mapValues { type in
                    ArchitectureSize(
                        codeLines: 0, complexityTotal: 0, types: 1,
                        largestType: largest(type.name, lines: after ? type.to : type.from))
                })
        }
        return [point(nil, after: false), point("search", after: true)]
    }

    @Test(
        "the growing controller story: agreed only when MVC's largest type grew the most, in lines and ratio")
    func growingController() throws {
        let (report, _) = try Self.report(
            controller: 40, presenter: 40, mvcViewDecisions: 3, mvpViewDecisions: 3, withVIPER: true)
        func story(_ types: [String: Growth]) throws -> String {
            let changes = ChangesReport(
                head: nil, architectures: ["MVC", "MVP", "VIPER"], features: [], growth: Self.curve(types))
            return try #require(
                UsualStories.check(
                    columns: report.metrics.columns, suites: report.suites, changes: changes,
                    configuration: .taskList
                )
                .map(MarkdownWriter.inline)
                .first {
                    $0.hasPrefix("**The growing controller.**")
                })
        }
        let agrees = try story([
            "MVC": ("HomeController", 100, 200), "MVP": ("HomePresenter", 100, 120),
            "VIPER": ("HomeInteractor", 100, 110),
        ])
        #expect(agrees.contains("From before the first measured change to search, over 1 measured change: "))
        #expect(agrees.contains("MVC's `HomeController` from 100 to 200 lines (+100, 2.00 times)"))
        #expect(agrees.contains("MVC gained the most lines (+100), then MVP (+20) and VIPER (+10)."))
        #expect(
            agrees.contains(
                "MVC has the highest growth ratio (2.00), then MVP and VIPER (1.20 and 1.10: no real difference)."
            ))
        #expect(agrees.contains("The numbers agree."))
        #expect(agrees.contains("What these figures cannot show: one author wrote every change"))
        let disagrees = try story([
            "MVC": ("HomeController", 200, 120), "MVP": ("HomePresenter", 100, 200),
            "VIPER": ("Router", 50, 60),
        ])
        #expect(disagrees.contains("MVC's `HomeController` from 200 to 120 lines (−80, 0.60 times)"))
        #expect(disagrees.contains("MVP gained the most lines (+100)"))
        #expect(disagrees.contains("The numbers do not bear it out here."))
        let renamed = try story([
            "MVC": ("HomeController", 100, 300), "MVP": ("HomePresenter", 100, 300),
            "VIPER": ("Router", 100, 110),
        ])
        #expect(renamed.contains("MVC and MVP gained the most lines (+200 each)"), "a tie is no lead")
        #expect(renamed.contains("The numbers do not bear it out here."))
        let none = UsualStories.check(
            columns: report.metrics.columns, suites: report.suites, changes: nil, configuration: .taskList
        )
        .map(MarkdownWriter.inline)
        #expect(!none.contains { $0.hasPrefix("**The growing controller.**") }, "no history, no story")
    }

    @Test(
        "the ceremony story: agreed only when VIPER's cost against MVC's falls from the first half to the last"
    )
    func ceremonyPaysOff() throws {
        let (report, _) = try Self.report(
            controller: 40, presenter: 40, mvcViewDecisions: 3, mvpViewDecisions: 3, withVIPER: true)
        func change(_ architecture: String, lines: Int) -> ArchitectureChange {
            var file = FileChange(
                path: "Architectures/\(architecture)/Views/V.swift", status: .modified, linesAdded: lines,
                linesRemoved: 0)
            file.codeLines = (added: lines, removed: 0)
            return ArchitectureChange(
                architecture: architecture,
                commits: [
                    MeasuredCommit(hash: String(repeating: "c", count: 40), parent: nil, files: [file])
                ],
                writtenOrder: architecture == "MVC" ? 1 : 2)
        }
        func story(_ costs: [(viper: Int, mvc: Int)]) -> String? {
            let features = costs.enumerated().map { index, cost in
                FeatureChange(
                    id: "f\(index + 1)", shared: nil,
                    architectures: [change("MVC", lines: cost.mvc), change("VIPER", lines: cost.viper)])
            }
            let changes = ChangesReport(
                head: nil, architectures: ["MVC", "MVP", "VIPER"], features: features)
            let stories = UsualStories.check(
                columns: report.metrics.columns, suites: report.suites, changes: changes,
                configuration: .taskList
            ).map(MarkdownWriter.inline)
            return stories.first { $0.hasPrefix("**The ceremony pays off.**") }
        }
        let agrees = try #require(story([(200, 100), (180, 100), (150, 100), (90, 100), (80, 100)]))
        #expect(
            agrees.contains(
                "f1 200 against 100 (2.00), f2 180 against 100 (1.80), f3 150 against 100 (1.50), f4 90 against 100 "
                    + "(0.90) and f5 80 against 100 (0.80)."))
        #expect(
            agrees.contains(
                "The mean ratio of the last 2 changes is 0.85 against 1.90 for the first 2 changes (the middle one "
                    + "left out): lower by a real difference; VIPER's change was the smaller in 2 of 5."))
        #expect(agrees.contains("The numbers agree."))
        #expect(
            agrees.contains(
                "MVC's commit came first, alone or in one commit with others, in 5 of the 5 changes"))
        let disagrees = try #require(story([(100, 100), (100, 100), (150, 100), (160, 100)]))
        #expect(
            disagrees.contains("is 1.55 against 1.00 for the first 2 changes: not lower by a real difference")
        )
        #expect(disagrees.contains("The numbers do not bear it out here."))
        let level = try #require(story([(100, 100), (96, 100)]))
        #expect(level.contains("0.96 against 1.00 for the first 1 change: not lower by a real difference"))
        #expect(story([(100, 100)]) == nil, "one change is no trend")
    }

    @Test("the logic-out-of-the-views story compares each views' share of complexity with MVC's")
    func passiveViews() throws {
        func story(_ mvc: Int, _ mvp: Int) throws -> String {
            let (report, _) = try Self.report(
                controller: 40, presenter: 40, mvcViewDecisions: mvc, mvpViewDecisions: mvp)
            return try #require(
                UsualStories.check(
                    columns: report.metrics.columns, suites: report.suites, configuration: .taskList
                ).map(
                    MarkdownWriter.inline
                ).first {
                    $0.hasPrefix("**Logic out of the views.**")
                })
        }
        let agrees = try story(6, 1)
        #expect(agrees.contains("MVP's is lower than MVC's by a real difference"))
        #expect(agrees.contains("The numbers agree."))
        let disagrees = try story(6, 6)
        #expect(disagrees.contains("none is lower than MVC's by a real difference"))
        #expect(disagrees.contains("The numbers do not bear it out here."))
    }

    @Test("the testability and ceremony stories are checked against isolated tests and types per screen")
    func testabilityAndCeremony() throws {
        let (report, _) = try Self.report(
            controller: 40, presenter: 40, mvcViewDecisions: 3, mvpViewDecisions: 3, withVIPER: true)
        let stories = UsualStories.check(
            columns: report.metrics.columns, suites: report.suites, configuration: .taskList
        ).map(
            MarkdownWriter.inline)
        let testability = try #require(stories.first { $0.hasPrefix("**Testability.**") })
        // MVC: 1 of 2 tests through the root; MVP: both isolated; VIPER has no suite.
        #expect(
            testability.contains("50 % of MVC's 2 tests are isolated (1 run through the composition root)"))
        #expect(testability.contains("The numbers agree."))
        let ceremony = try #require(stories.first { $0.hasPrefix("**Ceremony.**") })
        // Home: MVC 2 files and types, MVP 2, VIPER 3 files with 7 types.
        #expect(ceremony.contains("Types per screen: 2.0 in MVC, 2.0 in MVP and 7.0 in VIPER"))
        #expect(ceremony.contains("The numbers agree."))
    }

    @Test("the authoring line gives the ranges of the figures that follow the author's habits")
    func authoring() throws {
        let (report, _) = try Self.report(
            controller: 40, presenter: 40, mvcViewDecisions: 3, mvpViewDecisions: 3)
        let card = Scorecard(tests: report, changes: nil, configuration: .taskList)
        #expect(card.authoring.hasPrefix("These figures follow how the code was written, not the pattern: "))
        #expect(card.authoring.contains("unit tests 2 in each"))
        #expect(card.authoring.contains("tests per behaviour 1.00 in each"))
        // HomeController: 40 lines and 6 decisions; HomePresenter the same; views' comment lines: none.
        #expect(card.authoring.contains("comment lines per 100 code lines 0 in each"))
    }
}
