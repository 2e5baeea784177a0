import ArchDiffBench
import ArchDiffMetrics
import ArchDiffMutation
import ArchDiffSource
import ArchDiffSuites
import ArchDiffSupport

/// What the numbers say, in sentences computed from the figures (so they stay true when the code
/// changes) followed by each pattern's note from its own docs.
enum ComparisonNarrative {
    /// The narrative, its sections at `headingLevel`; `patternNotes` by architecture name, as Markdown;
    /// `mutations` is a saved mutation run, of which the architectures `changed` have changed since;
    /// `bench` adds what the runtime says; `viewsLayer` is the layer whose share of complexity it gives.
    static func blocks(
        for report: TestsReport, patternNotes: [String: String], mutations: MutationReport?,
        changedSinceMutationRun changed: [String], bench: BenchReport? = nil, viewsLayer: String? = nil,
        headingLevel level: Int
    ) -> [Block] {
        var blocks: [Block] = [
            .heading(level, "Code"), .list(code(report.metrics, viewsLayer: viewsLayer)),
            .heading(level, "Tests"),
            .list(tests(report)),
        ]
        if let mutations {
            let missing = report.suites.filter { suite in
                suite.exists && !suite.tests.isEmpty
                    && !mutations.architectures.contains { $0.name == suite.architecture }
            }
            blocks += [
                .heading(level, "Mutation testing"),
                .list(mutationSentences(mutations, changed: changed, missing: missing.map(\.architecture))),
            ]
        }
        if let bench {
            blocks += [
                .heading(level, "Runtime"),
                .list(runtime(bench, names: report.metrics.columns.map(\.name)).map { Inline($0) }),
            ]
        }
        if report.hasRuns {
            blocks += [.heading(level, "Test runs"), .list(runs(report.suites.filter { $0.run != nil }))]
        }
        for column in report.metrics.columns {
            let mutated = mutations?.architectures.first { $0.name == column.name }
            var paragraph = pattern(column, suite: report.suites.first { $0.architecture == column.name })
            if let mutated {
                paragraph.append(" \(survivorSentence(mutated))")
            }
            blocks +=
                [.heading(level, "\(column.name)"), .paragraph(paragraph)] + (mutated.map(holeList) ?? [])
            if let note = patternNotes[column.name] {
                blocks += note.components(separatedBy: "\n\n").map { .paragraph(Inline(markdown: $0)) }
            }
        }
        return blocks
    }

    // MARK: - Runtime

    /// One sentence per figure at the longest list: the lowest median and who is beyond noise above it, and
    /// for a time the share of a 16 ms frame that the lowest and the highest median take. Peak memory is
    /// left out, since it measures the harness. Architectures are spelled as in `names`, the report's.
    private static func runtime(_ bench: BenchReport, names: [String]) -> [String] {
        func spelled(_ name: String) -> String {
            names.first { $0.lowercased() == name.lowercased() } ?? name
        }
        let longest = bench.run.sizes.max()
        let kinds: [BenchFigure.Kind] = [
            .openList, .reopenList, .move, .toggle, .add, .scrollBytes,
        ]
        return kinds.compactMap { kind in
            guard
                let row = bench.rows.first(where: {
                    $0.figure.kind == kind && $0.figure.tasks == (kind.isPerListLength ? longest : nil)
                }),
                let best = row.best(among: bench.architectures), let lowest = row.summaries[best]
            else { return nil }
            let value = BenchReport.format(lowest.median, of: kind) + " " + kind.unit
            let differences = row.differences(among: bench.architectures)
            guard !differences.isEmpty else {
                let all = Prose.list(bench.architectures.filter { row.summaries[$0] != nil }.map(spelled))
                return kind.isExact
                    ? "\(row.figure.label): \(all) write the same (\(value))."
                    : "\(row.figure.label): \(all) are within noise of each other (lowest median \(value), \(spelled(best)))."
            }
            let above = differences.map {
                "\(spelled($0.architecture)) (+\(BenchReport.percent($0.relativeIncrease)))"
            }
            let sentence =
                "\(row.figure.label): \(spelled(best)) is lowest (\(value)); beyond noise above it: \(Prose.list(above))"
            guard kind.unit == "ms", let highest = row.summaries.values.map(\.median).max() else {
                return sentence + "."
            }
            return sentence + "; the lowest is \(BenchFigure.frameShare(lowest.median)), the highest ("
                + BenchReport.format(highest, of: kind) + " ms) \(BenchFigure.frameShare(highest))."
        }
    }

    // MARK: - Code

    private static func code(_ metrics: MetricsReport, viewsLayer: String?) -> [Inline] {
        let columns = metrics.columns
        func values(_ read: (MetricsSummary) -> Double) -> [(name: String, value: Double)] {
            columns.map { ($0.name, read($0.summary)) }
        }
        var sentences: [Inline] = []
        var lines = Prose.ranking(
            values { Double($0.lines.code) }, measure: "production code lines", better: .lower)
        let code = columns.map(\.summary.lines.code)
        if let most = code.max(), let least = code.min(), least > 0, most > least,
            let top = columns.first(where: { $0.summary.lines.code == most }),
            let bottom = columns.last(where: { $0.summary.lines.code == least })
        {
            lines.removeLast()
            lines +=
                "; \(top.name) has \(Formatting.decimal(Double(most) / Double(least))) times as many as \(bottom.name)."
        }
        sentences.append(Inline(lines))
        sentences.append(Inline(Prose.ranking(values { Double($0.typeCount) }, measure: "types")))
        sentences.append(Inline(Prose.ranking(values { Double($0.protocolCount) }, measure: "protocols")))
        sentences.append(Inline(Prose.ranking(values { Double($0.functionCount) }, measure: "functions")))
        sentences.append(
            Inline(
                Prose.ranking(
                    values { Double($0.totalComplexity) }, measure: "total complexity", better: .lower,
                    superlative: "the highest")))
        sentences.append(
            Inline(
                Prose.ranking(
                    values(\.averageComplexity), measure: "average cyclomatic complexity per function",
                    superlative: "the highest", format: { Formatting.decimal($0) })))
        let heaviest = columns.compactMap { column -> String? in
            guard
                let layer = column.layers.max(by: { ($0.complexityShare ?? 0) < ($1.complexityShare ?? 0) }),
                let share = layer.complexityShare
            else { return nil }
            return "\(layer.name) in \(column.name) (\(Formatting.share(share)))"
        }
        if !heaviest.isEmpty {
            sentences.append("The layer with the largest share of the complexity: \(Prose.list(heaviest)).")
        }
        let views = columns.compactMap { column in
            column.layers.first { $0.name == viewsLayer }?.complexityShare.map {
                "\(Formatting.share($0)) in \(column.name)"
            }
        }
        if views.count == columns.count && !views.isEmpty {
            sentences.append("The views' share of the complexity: \(Prose.list(views)).")
        }
        if let complexity = columns.map(\.summary.maximumComplexity).max(), complexity > 0 {
            let places = columns.flatMap { column in
                column.summary.mostComplexFunctions.filter { $0.complexity == complexity }.map {
                    function -> Inline in
                    "\(code: function.name) in \(column.name)'s \(layer(of: function.file)) layer"
                }
            }
            sentences.append(
                places.count == 1
                    ? "The most complex function is \(places[0]) (complexity \(complexity))."
                    : "The most complex functions (complexity \(complexity)) are \(Prose.list(places)).")
        }
        let largest = columns.compactMap { column in
            column.summary.largestType.map { type -> Inline in
                """
                \(code: type.name) in \(column.name) (\(Prose.count(type.lines, "line")) in \
                \(Prose.count(type.files, "file")), \(Formatting.count(type.declaration.lines)) in its declaration)
                """
            }
        }
        if !largest.isEmpty {
            sentences.append("The largest type of each, counted with its extensions: \(Prose.list(largest)).")
        }
        sentences.append(
            Inline(Prose.ranking(values { Double($0.dependencies) }, measure: "dependencies between layers")))
        let layerCounts = columns.map {
            "\(Prose.count($0.summary.dependencies, "dependency", plural: "dependencies")) "
                + "among \(Prose.count($0.layers.count, "layer")) in \($0.name)"
        }
        let distances = columns.compactMap { column in
            column.summary.mainSequenceDistance.map { (column.name, $0) }
        }
        if !distances.isEmpty {
            let ranking = Prose.ranking(
                distances, measure: "mean distance from the main sequence", better: .lower,
                superlative: "the highest", format: { Formatting.decimal($0) })
            sentences.append(
                """
                Dependencies grow with the number of layers (\(Prose.list(layerCounts))); the mean distance of the \
                layers from the main sequence does not: \(ranking)
                """)
        }
        var mutual: [String] = []
        for column in columns {
            for edge in column.coupling where edge.from < edge.to {
                if column.coupling.contains(where: { $0.from == edge.to && $0.to == edge.from }) {
                    mutual.append("\(edge.from) and \(edge.to) in \(column.name)")
                }
            }
        }
        sentences.append(
            mutual.isEmpty
                ? "No two layers use each other's types both ways: every dependency points one way."
                : "These layers use each other's types both ways: \(Prose.list(mutual)).")
        return sentences
    }

    // MARK: - Tests

    /// How many catalogued behaviours the suites are scored on, and the ones only the shared layers'
    /// tests name: what the suites show, not where the code serving them lives.
    static func sharedOnlySentence(catalogued: Int, matrix: BehaviourMatrix) -> String {
        let dependent = matrix.architectureDependent.count
        let shared = matrix.sharedOnly
        let lead =
            "Of the \(Prose.count(catalogued, "catalogued behaviour")), \(dependent) "
            + "\(dependent == 1 ? "is" : "are") named by an architecture's suite or by no test of the shared layers"
        guard !shared.isEmpty else { return lead + "; the suites are scored on all of them." }
        return lead
            + "; the other \(shared.count) \(shared.count == 1 ? "is" : "are") named by tests of the shared layers "
            + "and by no architecture's suite (\(shared.joined(separator: ", "))), so no suite is scored on "
            + (shared.count == 1 ? "it" : "them")
            + ", though an architecture's code may still change for "
            + (shared.count == 1 ? "it." : "them.")
    }

    private static func tests(_ report: TestsReport) -> [Inline] {
        let suites = report.suites.filter(\.exists)
        var sentences: [Inline] = []
        let missing = report.suites.filter { !$0.exists }.map { suite -> Inline in "\(code: suite.path)" }
        if !missing.isEmpty {
            sentences.append("There is no suite at \(Prose.list(missing)).")
        }
        guard !suites.isEmpty else { return sentences }
        let isolation = suites.map { suite in
            "\(suite.architecture) \(Formatting.count(suite.isolatedTests)) and \(Formatting.count(suite.testsThroughRoot))"
        }
        sentences.append(
            """
            Tests that build what they test (isolated) against tests that start the whole architecture through \
            its composition root: \(Prose.list(isolation)).
            """)
        sentences.append(
            Inline(
                Prose.ranking(suites.map { ($0.architecture, Double($0.tests.count)) }, measure: "unit tests")
            ))
        sentences.append(
            Inline(
                Prose.ranking(
                    suites.map { ($0.architecture, Double($0.assertions.total)) }, measure: "assertions")))
        let ratios = suites.compactMap { suite in suite.testToProductionRatio.map { (suite.architecture, $0) }
        }
        if !ratios.isEmpty {
            sentences.append(
                Inline(
                    Prose.ranking(
                        ratios, measure: "lines of test code per line of production code",
                        format: { Formatting.decimal($0) })))
        }
        let doubles = suites.map { suite in
            let kinds = Dictionary(grouping: suite.doubles, by: \.kind).sorted { $0.key < $1.key }
            let described = kinds.map { Prose.count($0.value.count, $0.key) }
            return "\(suite.architecture) \(suite.doubles.count)"
                + (described.isEmpty ? "" : " (\(Prose.list(described)))")
        }
        sentences.append("Test doubles per suite, found by use: \(Prose.list(doubles)).")
        if let catalogue = report.catalogue, !catalogue.behaviours.isEmpty {
            let matrix = report.matrix
            let dependent = matrix.architectureDependent.count
            sentences.append(
                Inline(sharedOnlySentence(catalogued: catalogue.behaviours.count, matrix: matrix)))
            let covered = matrix.columns.indices.compactMap { index in
                matrix.covered(column: index).map { (matrix.columns[index], Double($0)) }
            }
            sentences.append(
                Inline(
                    Prose.ranking(
                        covered, measure: "behaviours that depend on the architecture named by a test",
                        format: { "\(Formatting.count(Int($0))) of \(dependent)" })))
            let untested = matrix.untestedEverywhere
            if !untested.isEmpty {
                sentences.append(
                    """
                    No suite names \(Prose.count(untested.count, "behaviour")) that depends on the architecture: \
                    \(untested.joined(separator: ", ")); the conformance suite still runs \
                    \(untested.count == 1 ? "its scenarios" : "their scenarios") on every architecture.
                    """)
            }
        }
        return sentences
    }

    private static func runs(_ suites: [SuiteReport]) -> [Inline] {
        var sentences: [Inline] = []
        let failed = suites.filter { $0.run?.passed == false }.map(\.architecture)
        sentences.append(failed.isEmpty ? "Every suite passed." : "Tests failed in \(Prose.list(failed)).")
        let coverage = suites.compactMap { suite in
            suite.run?.coverage?.total.regions.percent.map { (suite.architecture, $0) }
        }
        if !coverage.isEmpty {
            sentences.append(
                Inline(
                    Prose.ranking(
                        coverage, measure: "region coverage of its own code", superlative: "the highest",
                        format: { TestFigureValue.percent($0).formatted })))
        }
        let lines = suites.compactMap { suite in
            suite.run?.coverage?.total.lines.percent.map {
                "\(suite.architecture) \(TestFigureValue.percent($0).formatted)"
            }
        }
        if !lines.isEmpty {
            sentences.append("Line coverage, for comparison: \(Prose.list(lines)).")
        }
        let times = suites.compactMap { suite in
            suite.run.map { "\(suite.architecture) \(TestFigureValue.seconds($0.seconds).formatted)" }
        }
        sentences.append(
            "Run times (wall clock of each suite's \(code: "swift test"), build excluded): \(Prose.list(times))."
        )
        return sentences
    }

    // MARK: - Mutation testing

    /// The sentences on the saved run `mutations`; the architectures `changed` since it and those with
    /// a suite that are `missing` from it are named.
    private static func mutationSentences(_ mutations: MutationReport, changed: [String], missing: [String])
        -> [Inline]
    {
        var sentences: [Inline] = [
            """
            A mutant is a small change to an architecture's code (a condition negated, a call removed, a literal \
            off by one, ...); its suite detects it when a test fails. These figures come from the run of \
            \(mutations.scope) on \(mutations.day)\(mutations.shortCommit.map { " at commit \($0)" } ?? "").
            """
        ]
        let architectures = mutations.architectures
        let scores = architectures.compactMap { architecture in
            architecture.figures.score.map { (architecture.name, $0) }
        }
        if !scores.isEmpty {
            sentences.append(
                Inline(
                    Prose.ranking(
                        scores, measure: "mutation score", superlative: "the highest",
                        format: { TestFigureValue.percent($0).formatted })))
        }
        let covered = architectures.compactMap { architecture in
            architecture.figures.coveredScore.map { (architecture.name, $0) }
        }
        if !covered.isEmpty && covered.map(\.1) != scores.map(\.1) {
            let scores = covered.map { "\($0.0) \(TestFigureValue.percent($0.1).formatted)" }
            sentences.append("Counting only mutants on lines the suite runs: \(Prose.list(scores)).")
        }
        let coverage = architectures.compactMap { architecture in
            architecture.coverage?.total.regions.percent.map {
                "\(architecture.name) \(TestFigureValue.percent($0).formatted)"
            }
        }
        if !coverage.isEmpty {
            sentences.append("Region coverage of the same suites, for comparison: \(Prose.list(coverage)).")
        }
        if !changed.isEmpty {
            sentences.append(
                """
                The code or suite of \(Prose.list(changed)) changed since that run; \
                \(code: "swift run archdiff mutants --save") measures them again.
                """)
        }
        if !missing.isEmpty {
            sentences.append(
                """
                \(Prose.list(missing)) \(missing.count == 1 ? "is" : "are") not in that run, so the figures leave \
                \(missing.count == 1 ? "it" : "them") out; \(code: "swift run archdiff mutants --save") runs every \
                architecture.
                """)
        }
        return sentences
    }

    /// What survived an architecture's suite, in one sentence.
    static func survivorSentence(_ architecture: ArchitectureMutations) -> String {
        let figures = architecture.figures
        guard figures.mutants > 0 else { return "It had no mutants to test." }
        let score = figures.score.map { TestFigureValue.percent($0).formatted } ?? "n/a"
        guard figures.survived > 0 else {
            return "Its suite detected all \(Prose.count(figures.mutants, "mutant")) (score \(score))."
        }
        let survivors = architecture.survivors
        let kinds = MutationOperator.allCases.compactMap { kind -> (Int, String)? in
            let count = survivors.filter { $0.mutationOperator == kind }.count
            return count == 0 ? nil : (count, Prose.count(count, kind.noun))
        }.sorted { $0.0 > $1.0 }.map(\.1)
        let layers = Dictionary(grouping: survivors, by: \.layer).map { ($0.key, $0.value.count) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : ColumnSource.layerOrder($0.0, $1.0) }
        var sentence =
            "\(Formatting.count(figures.survived)) of its \(Prose.count(figures.mutants, "mutant")) survived its suite "
            + "(score \(score)): \(Prose.list(kinds))"
        if let top = layers.first, layers.count > 1 {
            sentence += ", \(Formatting.count(top.1)) of them in \(top.0)"
        } else if let top = layers.first {
            sentence += ", all in \(top.0)"
        }
        if figures.notCovered > 0 {
            sentence += "; \(Formatting.count(figures.notCovered)) on lines no test runs"
        }
        if let review = architecture.review {
            let without =
                review.scoreWithoutEquivalents.map { TestFigureValue.percent($0).formatted } ?? "n/a"
            let howTold =
                review.equivalentsByRule == 0
                ? "each read one by one in \(ReviewedMutant.path)"
                : "\(Formatting.count(review.equivalentsByRule)) told by a rule, the others read one by one in "
                    + ReviewedMutant.path
            sentence +=
                ". Of the survivors, \(Formatting.count(review.equivalents.count)) "
                + "\(review.equivalents.count == 1 ? "is" : "are") equivalent (\(howTold)), so the score without "
                + "them is \(without); "
                + "\(Prose.count(review.holes.count, "real hole"))"
            if !review.unreviewed.isEmpty {
                sentence += "; \(Formatting.count(review.unreviewed.count)) not reviewed yet"
            }
        }
        return sentence + "."
    }

    /// The holes the review found in an architecture's suite, one item each: where, and what a user
    /// would see break; no block without a review or holes.
    static func holeList(_ architecture: ArchitectureMutations) -> [Block] {
        guard let holes = architecture.review?.holes, !holes.isEmpty else { return [] }
        return [
            .paragraph("Holes in \(architecture.suite), from the review:"),
            .list(holes.map { "\(code: $0.mutant.location): \($0.reason)" }),
        ]
    }

    // MARK: - One pattern

    private static func pattern(_ column: ColumnReport, suite: SuiteReport?) -> Inline {
        var sentences: [Inline] = []
        let total = column.summary.lines.code
        let shares = column.layers.filter { $0.summary.lines.code > 0 }
            .sorted { $0.summary.lines.code > $1.summary.lines.code }
            .map { layer in
                let share = total == 0 ? 0 : Double(layer.summary.lines.code) / Double(total) * 100
                return
                    "\(layer.name) \(Formatting.count(layer.summary.lines.code)) (\(Formatting.decimal(share, places: 0)) %)"
            }
        if !shares.isEmpty {
            sentences.append(
                "Its \(Formatting.count(total)) production code lines are split into \(Prose.list(shares)).")
        }
        let complexity = column.summary.totalComplexity
        let decisions = column.layers.filter { $0.summary.totalComplexity > 0 }
            .sorted { $0.summary.totalComplexity > $1.summary.totalComplexity }
            .map {
                "\($0.name) \(Formatting.count($0.summary.totalComplexity)) (\(Formatting.share($0.complexityShare)))"
            }
        if !decisions.isEmpty {
            sentences.append(
                "Its total complexity of \(Formatting.count(complexity)) is split into \(Prose.list(decisions))."
            )
        }
        if let function = column.summary.mostComplexFunctions.first {
            sentences.append(
                "Its most complex function is \(code: function.name) in \(layer(of: function.file)) (complexity \(function.complexity))."
            )
        }
        let edges = column.coupling.map { "\($0.from) → \($0.to)" }
        sentences.append(
            edges.isEmpty
                ? "Its layers use none of each other's types."
                : "Its dependencies between layers: \(Prose.list(edges)).")
        if let suite, suite.exists {
            let layers = suite.layers.filter { $0.tests > 0 }.sorted { $0.tests > $1.tests }.map { layer in
                let throughRoot: String
                switch layer.testsThroughRoot {
                case 0: throughRoot = ""
                case layer.tests:
                    throughRoot =
                        layer.tests == 1
                        ? ", through the composition root" : ", all through the composition root"
                default:
                    throughRoot =
                        ", \(Formatting.count(layer.testsThroughRoot)) of them through the composition root"
                }
                return "\(layer.name) (\(Formatting.count(layer.tests))\(throughRoot))"
            }
            var testSentence = "Its suite's \(Prose.count(suite.tests.count, "test"))"
            testSentence += layers.isEmpty ? " name no production type" : " exercise \(Prose.list(layers))"
            if suite.testsWithoutLayer > 0 {
                testSentence +=
                    "; \(Prose.count(suite.testsWithoutLayer, "test")) \(suite.testsWithoutLayer == 1 ? "names" : "name") no production type"
            }
            sentences.append(Inline(testSentence + "."))
        } else if let suite {
            sentences.append("It has no suite at \(code: suite.path).")
        }
        return sentences.joined(separator: " ")
    }

    private static func layer(of file: String) -> String {
        file.contains("/") ? String(file.prefix { $0 != "/" }) : SourceFile.rootLayer
    }
}
