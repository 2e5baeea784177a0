import ArchDiffBench
import ArchDiffChanges
import ArchDiffMutation
import ArchDiffSource
import ArchDiffSuites
import ArchDiffSupport
import Foundation
import SafeText

/// The comparison `archdiff report` writes: what the numbers say, charts, the code metrics, the
/// test-suite comparison and the cost of each measured change, as Markdown with SVG files or as one
/// HTML page.
package struct ComparisonReport: Sendable {
    /// The committed report, relative to the package root.
    package static let markdownPath = "docs/COMPARISON.md"
    /// The folder of its charts, relative to the package root.
    package static let chartsFolder = "docs/charts"

    /// The suites, the catalogue and the metrics the report shows.
    package var tests: TestsReport
    /// The changes measured in the history, or why they could not be.
    package var changes: Result<ChangesReport, ChangeHistoryError>
    /// The note on each pattern's figures, by architecture name, from its `docs/architectures` notes.
    package var patternNotes: [String: String]
    /// The last saved run of `archdiff mutants`, when there is one.
    package var mutations: MutationReport?
    /// The architectures of `mutations` whose code or suite changed since that run.
    package var changedSinceMutationRun: [String]
    /// The runtime figures of the last recorded `archdiff bench` run, if there is one.
    package var bench: BenchReport?
    /// What the report knows of the project: its views layer, its new-screen change, the usual stories' patterns.
    package var configuration: ReportConfiguration

    /// A report of `tests`, `changes` and a saved mutation run, with `patternNotes` after the sentences
    /// on each architecture and, if given, the runtime figures of `bench`.
    package init(
        tests: TestsReport,
        changes: Result<ChangesReport, ChangeHistoryError> = .success(
            ChangesReport(head: nil, architectures: [], features: [])),
        patternNotes: [String: String] = [:], mutations: MutationReport? = nil,
        changedSinceMutationRun: [String] = [], bench: BenchReport? = nil,
        configuration: ReportConfiguration = ReportConfiguration()
    ) {
        self.tests = tests
        self.changes = changes
        self.patternNotes = patternNotes
        self.mutations = mutations
        self.changedSinceMutationRun = changedSinceMutationRun
        self.bench = bench
        self.configuration = configuration
    }

    /// The static report of the package at `packageRoot`: only figures that follow from the code, from
    /// the commits of its history, from the mutation run saved in ``MutationReport/savedPath`` and from
    /// the bench run recorded in ``BenchReport/defaultPath`` (its time differences claimed only where the
    /// second run in ``BenchReport/replicationPath`` repeats them), and the notes on each pattern's figures,
    /// read with the package's ``ReportConfiguration``.
    package static func analyze(packageRoot: String) throws -> ComparisonReport {
        let configuration = try ReportConfiguration.load(packageRoot: packageRoot)
        let tests = try TestSuiteAnalyzer.analyze(packageRoot: packageRoot)
        let saved = try savedMutations(packageRoot: packageRoot)
        func recordedRun(_ path: String) throws -> BenchReport? {
            try FileManager.default.contents(atPath: packageRoot + "/" + path).map {
                try BenchReport(json: $0, path: path)
            }
        }
        let bench = try recordedRun(BenchReport.defaultPath).map {
            $0.replicated(by: try recordedRun(BenchReport.replicationPath))
        }
        return ComparisonReport(
            tests: tests,
            changes: Result { () throws(ChangeHistoryError) in
                try ChangeHistory.analyze(packageRoot: packageRoot)
            },
            patternNotes: PatternNotes.notes(
                forArchitectures: tests.metrics.columns.map(\.name), packageRoot: packageRoot),
            mutations: saved?.report, changedSinceMutationRun: saved?.changed ?? [], bench: bench,
            configuration: configuration)
    }

    /// The saved mutation run and the architectures whose code or suite changed since it, when there
    /// is one.
    private static func savedMutations(packageRoot: String) throws(InputError) -> (
        report: MutationReport, changed: [String]
    )? {
        guard let data = FileManager.default.contents(atPath: packageRoot + "/" + MutationReport.savedPath)
        else { return nil }
        var report: MutationReport
        do {
            report = try MutationJSON.decode(data)
        } catch {
            throw .invalidFile(MutationReport.savedPath, reason: error.description)
        }
        if report.sample == nil {
            let reviewed: [ReviewedMutant]
            do {
                reviewed = try ReviewedMutant.load(packageRoot: packageRoot)
            } catch {
                throw .invalidFile(ReviewedMutant.path, reason: error.description)
            }
            for index in report.architectures.indices {
                report.architectures[index].reviewed = reviewed
            }
        }
        let columns = try FolderScanner.architectureColumns(in: packageRoot).columns
        var changed: [String] = []
        for architecture in report.architectures {
            guard let column = columns.first(where: { $0.name == architecture.name }),
                try SourceDigest.digest(ofArchitecture: column, packageRoot: packageRoot)
                    == architecture.sourceDigest
            else {
                changed.append(architecture.name)
                continue
            }
        }
        return (report, changed)
    }

    /// The charts: those of the code, the suites and the saved mutation run, the layer graphs, then the
    /// growth and change-cost charts when changes are measured.
    package var charts: [ReportChart] {
        ComparisonCharts.charts(for: tests, mutations: mutations) + ComparisonCharts.layerGraphs(for: tests)
            + [GrowthNarrative.chart(for: changes), ChangeNarrative.chart(for: changes)].compactMap { $0 }
    }

    /// The figures on the criteria of the literature, read against the threshold of a real difference.
    var scorecard: Scorecard {
        Scorecard(
            tests: tests, changes: try? changes.get(),
            measured: Scorecard.Measured(
                mutations: mutations, bench: bench, architectures: tests.metrics.columns.map(\.name)),
            configuration: configuration)
    }

    /// The architectures' names, as in the title.
    package var title: String {
        "\(Prose.list(tests.metrics.columns.map(\.name))) compared"
    }

    /// The report as Markdown; charts are linked as `<chartsLink>/<file name>`.
    package func markdown(chartsLink: String) -> String {
        MarkdownWriter(chartsLink: chartsLink).write(document)
    }

    /// The report, built once for every format: the title and how the page was made, the scorecard, the
    /// guide to the patterns, what the numbers say, the charts, then the sections of the figures.
    var document: Document {
        let card = scorecard
        var blocks: [Block] = [.heading(1, "\(title)")] + introduction(card) + [.heading(2, "Scorecard")]
        blocks += card.blocks() + [.heading(2, "Which pattern, for what")]
        blocks += PatternGuide(scorecard: card, documented: Set(patternNotes.keys)).blocks()
        blocks.append(.heading(2, "What the numbers say"))
        blocks += ComparisonNarrative.blocks(
            for: tests, patternNotes: patternNotes, mutations: mutations,
            changedSinceMutationRun: changedSinceMutationRun, bench: bench,
            viewsLayer: configuration.viewsLayer, headingLevel: 3)
        blocks.append(.heading(2, "Charts"))
        blocks += ComparisonCharts.charts(for: tests, mutations: mutations).map(Self.block)
        blocks += [
            .heading(2, "Layer dependencies"),
            .paragraph(
                """
                Each box is a layer with Martin's figures: Ca, the layers that use it; Ce, the layers it uses; I, \
                its instability, Ce / (Ca + Ce); A, its abstractness, protocols / types; D, its distance from the \
                main sequence, |A + I − 1|. The section Coupling of \(code: "docs/METRICS.md") defines them.
                """),
        ]
        blocks += ComparisonCharts.layerGraphs(for: tests).map(Self.block)
        blocks +=
            MetricsDocument(heading: MarkdownHeading("Code metrics", level: 2), medium: .page).document(
                tests.metrics
            ).blocks
        blocks += runtimeSection()
        blocks +=
            TestsDocument(heading: MarkdownHeading("Unit test suites", level: 2), medium: .page).document(
                tests
            )
            .blocks
        if let mutations {
            blocks +=
                MutationDocument(heading: MarkdownHeading("Mutation testing", level: 2), medium: .page)
                .document(
                    mutations
                ).blocks
        }
        blocks += GrowthNarrative.blocks(for: changes) + ChangeNarrative.blocks(for: changes)
        return Document(title: title, blocks: blocks)
    }

    /// How the report was made, what it holds and what it leaves out.
    private func introduction(_ card: Scorecard) -> [Block] {
        var blocks: [Block]
        if tests.hasRuns {
            blocks = [
                .paragraph(
                    """
                    Generated by \(code: "swift run archdiff report --run"). This page includes one run of the \
                    suites: whether they passed, how long they took and how much of each architecture's code they \
                    covered. Those figures change from run to run; the committed \(code: Self.markdownPath) leaves \
                    them out.
                    """)
            ]
        } else {
            let coverage =
                card.showsSavedCoverage
                ? "; the region coverage rows are those of the saved mutation run's unmutated suites." : "."
            blocks = [
                .paragraph(
                    """
                    Generated by \(code: "swift run archdiff report") from the code in this repository; do not \
                    edit it by hand. A test (\(code: "ComparisonReportTests")) fails when this file no longer \
                    matches the code.
                    """),
                .paragraph(
                    """
                    It holds figures that follow from the code itself, and the runtime figures of the last \
                    benchmark recorded in \(code: BenchReport.defaultPath) (its date, commit and machine are given \
                    with them), which claim a difference only where a second run of the same commit, recorded in \
                    \(code: BenchReport.replicationPath), repeats it. Whether the suites pass, how long they take and how much of each architecture's \
                    code they cover change from run to run, so this file shows no run of its own: \
                    \(code: "swift run archdiff tests --run") prints them, and \
                    \(code: "swift run archdiff report --run --html FILE") writes a page that includes \
                    them\(coverage)
                    """),
            ]
        }
        if mutations != nil {
            blocks.append(
                .paragraph(
                    """
                    The mutation testing figures are those of the last run saved with \
                    \(code: "swift run archdiff mutants --save") (\(code: MutationReport.savedPath)), with its date \
                    and commit.
                    """))
        }
        blocks.append(
            .paragraph(
                """
                The architectures implement the same app on the same domain and storage layers, so the \
                differences below come from the patterns, or from how each of them was written: the scorecard \
                says which figures follow the author's habits. \(code: "docs/METRICS.md") defines every figure.
                """))
        return blocks
    }

    /// A chart's block.
    private static func block(_ chart: ReportChart) -> Block {
        .chart(title: chart.title, fileName: chart.fileName)
    }

    /// The runtime figures of the recorded bench run but peak memory, or how to record one.
    private func runtimeSection() -> [Block] {
        let heading = MarkdownHeading("Runtime", level: 2)
        guard let bench else {
            return [
                heading.block,
                .paragraph(
                    """
                    No benchmark is recorded in \(code: BenchReport.defaultPath). \
                    \(code: "swift run -c release archdiff bench") measures every architecture and records it there.
                    """),
            ]
        }
        var shown = bench
        shown.rows.removeAll { $0.figure.kind == .peakMemory }
        let peaks = bench.rows.filter { $0.figure.kind == .peakMemory }.flatMap(\.summaries.values)
        var memory: [Block] = []
        if let lowest = peaks.map(\.minimum).min(), let highest = peaks.map(\.maximum).max() {
            let range =
                "\(BenchReport.format(lowest, of: .peakMemory)) and \(BenchReport.format(highest, of: .peakMemory))"
            memory.append(
                .paragraph(
                    """
                    Peak memory is left out: every worker process of every architecture peaked between \
                    \(range) MiB, since it measures the harness (the Swift runtime, Foundation and SQLite's page \
                    cache) more than the pattern; \(code: "archdiff bench") still shows it.
                    """))
        }
        return BenchDocument(heading: heading, medium: .page).document(shown).blocks + memory
    }

    /// The files of the report, keyed by path relative to the package root: the Markdown at
    /// ``markdownPath`` and each chart in ``chartsFolder``.
    package func files() -> [(path: String, contents: String)] {
        [(Self.markdownPath, markdown(chartsLink: "charts"))]
            + charts.map { (Self.chartsFolder + "/" + $0.fileName, $0.svg()) }
    }

    /// The report as one self-contained HTML page, its charts inline.
    package func html() -> String {
        HTMLWriter(charts: Dictionary(charts.map { ($0.fileName, $0.html()) }) { _, last in last }).write(
            document)
    }
}
