import ArchDiffBench
import ArchDiffChanges
import ArchDiffCommands
import ArchDiffReport
import ArchDiffSupport
import Foundation
import TestSupport
import Testing

@Suite("Comparison report")
struct ComparisonReportTests {
    /// The package root.
    private static let packageRoot = Repository.root.path

    @Test(
        "docs/COMPARISON.md and its charts match the code; run `swift run archdiff report` when they do not")
    func committedReportIsCurrent() throws {
        let report = try ComparisonReport.analyze(packageRoot: Self.packageRoot)
        // A shallow clone, or a copy without git, cannot measure the changes: compare everything else.
        var readsHistory = true
        if case .failure(let error) = report.changes, error.isUnavailableHistory {
            readsHistory = false
        }
        for file in report.files() {
            let committed = FileManager.default.contents(atPath: Self.packageRoot + "/" + file.path)
                .map { String(decoding: $0, as: UTF8.self) }
            let compared = readsHistory ? committed : committed.map(Self.withoutChanges)
            #expect(
                compared == (readsHistory ? file.contents : Self.withoutChanges(file.contents)),
                "\(file.path) is stale: run `swift run archdiff report` and commit the result")
        }
    }

    @Test(
        "every commit of this repository that changes two architectures is measured, by trailers or docs/changes.tsv"
    )
    func everyChangeIsMeasured() throws {
        let history = Result { () throws(ChangeHistoryError) in
            try ChangeHistory.analyze(packageRoot: Self.packageRoot)
        }
        // A shallow clone, or a copy without git, has no history to check.
        if case .failure(let error) = history, error.isUnavailableHistory { return }
        let changes = try history.get()
        let unmeasured = changes.warnings.filter {
            if case .undeclaredCommit = $0 { return true }
            return false
        }
        #expect(unmeasured.isEmpty, "declare these commits in docs/changes.tsv: \(unmeasured)")
    }

    /// `markdown` without its sections on how each pattern grew and on the cost of a change, which only a
    /// full history can produce.
    private static func withoutChanges(_ markdown: String) -> String {
        var text = markdown
        for heading in ["\n## How each pattern grew\n", "\n## The cost of a change\n"] {
            guard let start = text.range(of: heading) else { continue }
            let end = text[start.upperBound...].range(of: "\n## ")?.lowerBound ?? text.endIndex
            text = String(text[..<start.lowerBound] + text[end...])
        }
        return text
    }

    @Test("the cost of a change: one sentence per feature from the figures, a chart and a table per feature")
    func changeSection() throws {
        let history = try GitFixture.twoFeatures()
        let report = try ComparisonReport.analyze(packageRoot: history.fixture.path)
        let markdown = report.markdown(chartsLink: "charts")
        let section = try #require(markdown.range(of: "\n## The cost of a change\n\n")).upperBound
        #expect(
            markdown[section...].contains(
                """

                - **search**: Alpha changed the most production code lines (9), then Beta (6); Alpha's change is \
                1.50 times the size of Beta's (1.25 times with the shared layers' 6 code lines counted in both) and \
                spans 3 files in 2 layers with 3 new types, against 3 files in 2 layers with 1 new type; the shared \
                layers changed 7 lines in 2 files.
                - **notes**: Beta changed the most production code lines (7), then Alpha (1); Beta's change is 7.00 \
                times the size of Alpha's (4.00 times with the shared layers' 1 code line counted in both) and spans \
                2 files in 3 layers with 1 type fewer, against 3 files in 1 layer with no new type; the shared layers \
                changed 1 line in 1 file.

                ![Production code lines changed per feature](charts/change-cost.svg)

                ### search

                | Figure | Alpha | Beta |
                """))
        #expect(markdown[section...].contains("\n### notes\n"))
        #expect(markdown[section...].contains("\n### Warnings\n\n- Alpha commit "))
        #expect(report.charts.last?.fileName == "change-cost.svg")
        #expect(report.files().map(\.path).contains("docs/charts/change-cost.svg"))
        let charts = try #require(markdown.range(of: "\n## Charts\n")).upperBound
        #expect(!markdown[charts..<section].contains("change-cost.svg"), "the chart sits in its own section")
        let chart = try #require(report.charts.last?.chart)
        #expect(chart.series.map(\.name) == ["Alpha", "Beta"])
        #expect(chart.groups.map(\.label) == ["search", "notes"])
        #expect(chart.groups.map(\.values) == [[9, 6], [1, 7]])
    }

    @Test("how each pattern grew: a sentence from the figures, the small multiples and a table per pattern")
    func growthSection() throws {
        let history = try GitFixture.twoFeatures()
        let report = try ComparisonReport.analyze(packageRoot: history.fixture.path)
        let markdown = report.markdown(chartsLink: "charts")
        let section = try #require(markdown.range(of: "\n## How each pattern grew\n\n"))
        let cost = try #require(markdown.range(of: "\n## The cost of a change\n"))
        #expect(section.upperBound < cost.lowerBound, "the curve comes before the cost of each change")
        let text = markdown[section.upperBound..<cost.lowerBound]
        #expect(text.hasPrefix("Each pattern's production code (`Architectures/<name>`, tests excluded) "))
        // Alpha: 4 code lines at the start, 12 after notes; Beta: 12, then 15 (see GrowthTests).
        #expect(
            text.contains(
                "\nProduction code lines from each pattern's first point to notes: Alpha 4 to 12 (3.00 times) and "
                    + "Beta 12 to 15 (1.25 times).\n\n![Production code after each change](charts/growth.svg)\n"
            ))
        #expect(
            text.contains(
                "\n| Alpha | Commit | Code lines | Complexity total | Types | Largest type | Cost |\n"))
        #expect(
            text.contains(
                "| notes | `\(String(history.betaNotes.prefix(10)))` | 15 | 2 | 3 | `ListScreen` (7) | 7 |"))
        let chart = try #require(report.charts.first { $0.fileName == "growth.svg" }?.panels)
        #expect(chart.points == ["start", "search", "notes"])
        #expect(chart.panels.map(\.title) == ["Alpha", "Beta"])
        #expect(chart.panels[1].values == [[12, 18, 15], [7, 7, 7]])
        #expect(report.files().map(\.path).contains("docs/charts/growth.svg"))
        let folder = try SuiteFixture.folder()
        let outside = try ComparisonReport.analyze(packageRoot: folder.path)
        #expect(
            outside.markdown(chartsLink: "charts").contains(
                "\n## How each pattern grew\n\nNo change is measured, so there is no curve (the next section, "
                    + "The cost of a change, says why).\n"))
        #expect(!outside.charts.map(\.fileName).contains("growth.svg"))
    }

    @Test("the sentence names an architecture without a commit and a feature without a shared-layer commit")
    func changeSentenceWithGaps() throws {
        let folder = try SuiteFixture.folder()
        var report = try ComparisonReport.analyze(packageRoot: folder.path)
        var codeChange = FileChange(
            path: "Architectures/A/Views/V.swift", status: .added, linesAdded: 7, linesRemoved: 0)
        codeChange.codeLines = (added: 5, removed: 0)
        let commit = MeasuredCommit(
            hash: String(repeating: "a", count: 40), parent: nil,
            files: [codeChange], before: DeclarationCount(types: 2, protocols: 0),
            after: DeclarationCount(types: 3, protocols: 0))
        report.changes = .success(
            ChangesReport(
                head: nil, architectures: ["A", "B", "C"],
                features: [
                    FeatureChange(
                        id: "sort", shared: nil,
                        architectures: [ArchitectureChange(architecture: "A", commits: [commit])])
                ]))
        #expect(
            report.markdown(chartsLink: "charts").contains(
                "\n- **sort**: only A has a commit for it: 5 production code lines changed, 1 file in 1 layer with "
                    + "1 new type; B and C have no commit for it; there is no shared-layer commit.\n"))
    }

    @Test("without measured changes the section is one line saying why")
    func noChangeSection() throws {
        let folder = try SuiteFixture.folder()
        let outside = try ComparisonReport.analyze(packageRoot: folder.path)
        #expect(
            outside.markdown(chartsLink: "charts").hasSuffix(
                "\n## The cost of a change\n\n"
                    + "No change is measured: the package is not the top folder of a git repository.\n"))
        #expect(!outside.charts.map(\.fileName).contains("change-cost.svg"))
        let fixture = try GitFixture()
        try fixture.commit("Initial", writing: ["Architectures/A/A.swift": "struct A {}\n"])
        let repository = try ComparisonReport.analyze(packageRoot: fixture.path)
        #expect(
            repository.markdown(chartsLink: "charts").hasSuffix(
                "\n## The cost of a change\n\n"
                    + "No change is measured yet: no commit in the history has a `Change:` trailer.\n"))
    }

    @Test("the report says what the numbers say, with charts, the metrics and the suites")
    func markdown() throws {
        let folder = try SuiteFixture.folder()
        let report = try ComparisonReport.analyze(packageRoot: folder.path)
        let markdown = report.markdown(chartsLink: "charts")
        #expect(markdown.hasPrefix("# Other and Shop compared\n"))
        for heading in [
            "## What the numbers say", "### Code", "### Tests", "### Shop", "## Charts", "## Code metrics",
            "## Unit test suites", "### Behaviours",
        ] {
            #expect(markdown.contains("\n\(heading)\n"))
        }
        #expect(markdown.contains("Shop has the most production code lines ("))
        #expect(markdown.contains("There is no suite at `Tests/OtherTests`."))
        #expect(markdown.contains("No suite names 1 behaviour that depends on the architecture: B06;"))
        #expect(
            markdown.contains(
                "Its suite's 9 tests exercise Controllers (7, 1 of them through the composition root) and Views (1); 1 test names no production type."
            ))
        #expect(markdown.contains("![Production code lines per layer](charts/code-lines-by-layer.svg)"))
        #expect(!markdown.contains("Line coverage"))
        #expect(
            report.files().map(\.path) == ["docs/COMPARISON.md"]
                + report.charts.map { "docs/charts/" + $0.fileName })
    }

    @Test("each pattern's note is the section Reading its figures of its docs/architectures notes, if any")
    func patternNotes() throws {
        let folder = try SuiteFixture.folder()
        try folder.write(
            """
            # Shop

            Intro.

            ## Reading its figures

            Carts are
            controllers.

            Second paragraph.
            ## Next
            Not part of it.
            """, to: "docs/architectures/shop.md")
        let report = try ComparisonReport.analyze(packageRoot: folder.path)
        #expect(report.patternNotes == ["Shop": "Carts are controllers.\n\nSecond paragraph."])
        let markdown = report.markdown(chartsLink: "charts")
        let shop = try #require(markdown.range(of: "\n### Shop\n"))
        #expect(markdown[shop.upperBound...].contains("\n\nCarts are controllers.\n\nSecond paragraph.\n"))
        #expect(!markdown.contains("Not part of it."))
        #expect(!markdown.contains("Intro."))
    }

    @Test("the report shows the recorded bench run beside the code figures, with what it says")
    func runtime() throws {
        let folder = try SuiteFixture.folder()
        let withoutBench = try ComparisonReport.analyze(packageRoot: folder.path).markdown(
            chartsLink: "charts")
        #expect(
            withoutBench.contains("\n## Runtime\n\nNo benchmark is recorded in `docs/bench/latest.json`."))
        #expect(!withoutBench.contains("### Runtime"))

        let bench = BenchReport(
            run: BenchRun(
                date: "2025-02-01T08:00:00Z", commit: "1234abc",
                machine: BenchRun.Machine(system: "Linux", processor: "CPU", cores: 2, memoryGiB: 8),
                configuration: "release", runs: 2, warmup: 1, processes: 2, sizes: [100, 1_000],
                terminalSize: "80x24", clock: "process-cpu"),
            architectures: ["shop", "other"],
            rows: [
                BenchRow(
                    figure: BenchFigure(.toggle, tasks: 1_000),
                    processSamples: [
                        "shop": [[0.2, 0.21], [0.22, 0.23]], "other": [[1.0, 1.1], [1.2, 1.3]],
                    ]),
                BenchRow(
                    figure: BenchFigure(.move, tasks: 1_000),
                    processSamples: [
                        "shop": [[0.1, 0.2], [0.3, 0.4]], "other": [[0.1, 0.2], [0.3, 0.4]],
                    ]),
                BenchRow(
                    figure: BenchFigure(.scrollBytes, tasks: 1_000),
                    processSamples: ["shop": [[91], [91]], "other": [[91], [91]]]),
                BenchRow(
                    figure: BenchFigure(.peakMemory),
                    processSamples: ["shop": [[30.0], [30.5]], "other": [[31.0], [30.8]]]),
            ])
        try folder.write(OutputFormat.json.render(bench), to: "docs/bench/latest.json")
        let unrepeated = try ComparisonReport.analyze(packageRoot: folder.path).markdown(chartsLink: "charts")
        #expect(unrepeated.contains("| Toggle | 1,000 | 0.215 (0.230, 7 %) | 1.150 (1.297, 13 %) | – |"))
        #expect(
            unrepeated.contains(
                "No time difference is shown: one counts only once a second run of the same code repeats it, "
                    + "and no second run is recorded (docs/bench/replication.json)."))
        #expect(unrepeated.contains("- Toggle, 1,000 tasks: Shop and Other are within noise of each other"))

        var second = bench
        second.run.date = "2025-02-01T09:00:00Z"
        try folder.write(OutputFormat.json.render(second), to: "docs/bench/replication.json")
        let report = try ComparisonReport.analyze(packageRoot: folder.path)
        #expect(report.bench?.run == bench.run)
        #expect(report.bench?.secondRun == second.run)
        let markdown = report.markdown(chartsLink: "charts")
        #expect(
            markdown.contains(
                "\n## Runtime\n\nMeasured 2025-02-01T08:00:00Z on commit `1234abc`, release build"))
        #expect(
            markdown.contains(
                "| Toggle | 1,000 | 0.215 (0.230, 7 %) | 1.150 (1.297, 13 %) | other +435 % over shop |"))
        #expect(markdown.contains("in a second run of the same commit (2025-02-01T09:00:00Z, recorded in"))
        #expect(
            markdown.contains(
                "\n### Runtime\n\n- Move, 1,000 tasks: Shop and Other are within noise of each other"))
        #expect(
            markdown.contains(
                "- Toggle, 1,000 tasks: Shop is lowest (0.215 ms); beyond noise above it: Other (+435 %); the "
                    + "lowest is 1 % of a 16 ms frame, the highest (1.150 ms) 7 % of a 16 ms frame.\n"))
        #expect(
            markdown.contains("- One-row scroll, 1,000 tasks: Shop and Other write the same (91 bytes).\n"))
        #expect(
            markdown.contains(
                "Peak memory is left out: every worker process of every architecture peaked between 30.0 and 31.0 MiB"
            ))
        #expect(!markdown.contains("| Peak memory |"))
        #expect(
            markdown.range(of: "\n## Code metrics\n")!.lowerBound
                < markdown.range(of: "\n## Runtime\n")!.lowerBound)
    }

    @Test("a bench file that cannot be read stops the report with exit code 1")
    func unreadableBench() async throws {
        let folder = try SuiteFixture.folder()
        try folder.write("{ not json", to: "docs/bench/latest.json")
        let errors = TextBuffer()
        let context = CommandContext(
            currentDirectory: folder.path, standardOutput: TextBuffer(), standardError: errors)
        #expect(await ArchDiffCommand.run(["report"], context: context) == 1)
        #expect(
            errors.text
                == "archdiff: error: cannot read the bench figures in 'docs/bench/latest.json': it is not valid JSON\n"
        )
    }

    @Test("ranking sentences share a place between equal values and hold for the figures")
    func rankings() throws {
        let folder = try TemporaryFolder(files: [
            "Architectures/A/X.swift": "struct A1 {}\nstruct A2 {}\n",
            "Architectures/B/X.swift": "struct B1 {}\nstruct B2 {}\n",
            "Architectures/C/X.swift": "struct C1 {}\n",
        ])
        let markdown = try ComparisonReport.analyze(packageRoot: folder.path).markdown(chartsLink: "charts")
        #expect(markdown.contains("- A and B have the most types (2 each), then C (1).\n"))
        #expect(markdown.contains("- A, B and C are level on protocols (0 each).\n"))
    }

    @Test("the HTML page is self-contained: inline CSS and SVG, no links or sources outside it")
    func html() throws {
        let folder = try SuiteFixture.folder()
        let report = try ComparisonReport.analyze(packageRoot: folder.path)
        let html = report.html()
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<style>"))
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("src="))
        #expect(!html.contains("<link"))
        #expect(!html.contains("](charts/"))
        // A bar chart or small multiples twice, at full width and for a phone's screen; a layer graph once.
        let bars = report.charts.filter { $0.graph == nil }.count
        #expect(html.components(separatedBy: "<svg ").count - 1 == report.charts.count + bars)
        #expect(html.components(separatedBy: "<div class=\"narrow\">").count - 1 == bars)
        #expect(html.contains("<div class=\"scroll\"><table>"))
        #expect(html.contains("<h2>Unit test suites</h2>"))
        #expect(html.contains("<td class=\"number\"><strong>gap</strong></td>"))
        #expect(html.contains("<code>Tests/OtherTests</code>"))
        for chart in report.charts {
            let svg = chart.svg(standalone: false)
            #expect(html.contains(svg))
            #expect(html.contains(chart.html()))
            #expect(SVGElements.parse(svg) != nil)
        }
    }

    @Test(
        "archdiff report writes the Markdown and charts, removes charts it no longer draws, and --html a page"
    )
    func command() async throws {
        let folder = try SuiteFixture.folder()
        try folder.write("<svg/>", to: "docs/charts/old.svg")
        try folder.write("keep", to: "docs/charts/notes.txt")
        try folder.makeFolder("out")
        let output = TextBuffer()
        let errors = TextBuffer()
        let context = CommandContext(
            currentDirectory: folder.path, standardOutput: output, standardError: errors)
        let code = await ArchDiffCommand.run(["report", "--html", "out/report.html"], context: context)
        #expect(code == 0)
        #expect(
            errors.text
                == "archdiff: note: the cost of a change is not measured: '\(folder.path)' is not the top folder of "
                + "a git repository; run from the package root of a clone\n")
        let report = try ComparisonReport.analyze(packageRoot: folder.path)
        for file in report.files() {
            #expect(
                FileManager.default.contents(atPath: folder.path + "/" + file.path)
                    == Data(file.contents.utf8))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/docs/charts/old.svg"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/docs/charts/notes.txt"))
        #expect(
            FileManager.default.contents(atPath: folder.path + "/out/report.html") == Data(report.html().utf8)
        )
        #expect(
            output.text.hasPrefix("wrote docs/COMPARISON.md\nwrote docs/charts/code-lines-by-layer.svg\n"))
        #expect(output.text.hasSuffix("wrote out/report.html\n"))
    }

    @Test("report options: --run needs a file to write its figures to, --scratch-path needs --run")
    func options() throws {
        #expect(throws: UsageError.optionNeedsOption("--run", "--html or --markdown")) {
            try ReportCommand(arguments: ["--run"])
        }
        #expect(throws: UsageError.optionNeedsOption("--scratch-path", "--run")) {
            try ReportCommand(arguments: ["--html", "a.html", "--scratch-path", "s"])
        }
        #expect(throws: UsageError.unexpectedArgument("docs")) { try ReportCommand(arguments: ["docs"]) }
        let command = try ReportCommand(arguments: ["--run", "--markdown", "run.md", "--scratch-path", "s"])
        #expect(command.markdownPath == "run.md")
        #expect(command.runOptions.runsSuites)
        #expect(command.runOptions.scratchPath == "s")
    }
}
