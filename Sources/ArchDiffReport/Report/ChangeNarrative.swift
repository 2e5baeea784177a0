import ArchDiffChanges
import ArchDiffSupport

/// The report's section on the cost of a change: one sentence per feature computed from the figures of
/// `archdiff changes`, a chart and the tables, or one line saying why nothing is measured.
enum ChangeNarrative {
    /// The section's heading.
    static let heading = "The cost of a change"
    /// The file name of the chart.
    static let chartFileName = "change-cost.svg"

    /// The section, its heading at level 2.
    static func blocks(for changes: Result<ChangesReport, ChangeHistoryError>) -> [Block] {
        let heading = Block.heading(2, "\(Self.heading)")
        let report: ChangesReport
        switch changes {
        case .failure(let error):
            return [heading, .paragraph("No change is measured: \(reason(error)).")]
        case .success(let measured) where measured.features.isEmpty:
            return [
                heading,
                .paragraph(
                    "No change is measured yet: no commit in the history has a \(code: "Change:") trailer."),
            ]
        case .success(let measured):
            report = measured
        }
        let chart = chart(for: report).map { [Block.chart(title: $0.title, fileName: $0.fileName)] } ?? []
        return [
            heading,
            .paragraph(
                """
                Each feature was committed as one shared-layer commit, then one commit per architecture holding \
                that architecture's whole change, production code and unit tests (trailers \(code: "Change:") and \
                \(code: "Architecture:")). \(code: "swift run archdiff changes") measures those commits, \
                \(code: "git show --numstat <commit>") checks every number, and \(code: "docs/METRICS.md") defines \
                them and the limits of the method (one author, one order of implementation).
                """),
            .list(report.features.map { sentence(for: $0, in: report) }),
        ] + chart
            + ChangesDocument(heading: MarkdownHeading(Self.heading, level: 2), medium: .page).sections(
                report)
    }

    /// Production code lines changed per feature, one bar per architecture; `nil` when nothing is measured.
    static func chart(for changes: Result<ChangesReport, ChangeHistoryError>) -> ReportChart? {
        guard case .success(let report) = changes else { return nil }
        return chart(for: report)
    }

    private static func chart(for report: ChangesReport) -> ReportChart? {
        guard !report.features.isEmpty else { return nil }
        let figure = ChangeFigure.productionCodeLinesChanged
        return ReportChart(
            fileName: chartFileName,
            chart: BarChart(
                title: "Production code lines changed per feature", axisTitle: "code lines added + removed",
                series: report.architectures.enumerated().map {
                    BarChart.Series(name: $0.element, color: Palette.color(at: $0.offset))
                },
                groups: report.features.map { feature in
                    BarChart.Group(
                        label: feature.id,
                        values: report.architectures.map {
                            feature.change(of: $0).map { Double(figure.value($0)) }
                        })
                }))
    }

    /// One sentence on `feature`: the architectures ranked by production code lines changed, how the
    /// largest change compares with the smallest, alone and with the shared layers' code, who has no
    /// commit for it, and the shared-layer commit's size.
    static func sentence(for feature: FeatureChange, in report: ChangesReport) -> Inline {
        let figure = ChangeFigure.productionCodeLinesChanged
        let changes = feature.architectures
        var clauses: [String] = []
        if changes.count == 1, let only = changes.first {
            clauses.append(
                "only \(only.architecture) has a commit for it: "
                    + "\(Prose.count(figure.value(only), "production code line")) changed, \(scope(of: only))"
            )
        } else if !changes.isEmpty {
            var ranking = Prose.ranking(
                changes.map { ($0.architecture, Double(figure.value($0))) }, measure: "production code lines",
                better: .lower, verbs: ("changed", "changed"))
            ranking.removeLast()
            clauses.append(ranking)
            if let largest = changes.max(by: { figure.value($0) < figure.value($1) }),
                let smallest = changes.min(by: { figure.value($0) < figure.value($1) }),
                figure.value(largest) > figure.value(smallest)
            {
                let (large, small) = (figure.value(largest), figure.value(smallest))
                let shared = largest.sharedCodeLinesChanged
                clauses.append(
                    small > 0
                        ? "\(largest.architecture)'s change is \(Formatting.decimal(Double(large) / Double(small))) "
                            + "times the size of \(smallest.architecture)'s "
                            + "(\(Formatting.decimal(Double(large + shared) / Double(small + shared))) times "
                            + "with the shared layers' \(Prose.count(shared, "code line")) counted in both) "
                            + "and spans \(scope(of: largest)), against \(scope(of: smallest))"
                        : "\(largest.architecture)'s change spans \(scope(of: largest)), against "
                            + "\(scope(of: smallest)) for \(smallest.architecture)")
            }
        }
        let missing = report.architectures.filter { feature.change(of: $0) == nil }
        if !missing.isEmpty {
            clauses.append("\(Prose.list(missing)) \(missing.count == 1 ? "has" : "have") no commit for it")
        }
        if let shared = feature.shared {
            clauses.append(
                "the shared layers changed \(Prose.count(shared.linesAdded + shared.linesRemoved, "line")) in "
                    + Prose.count(shared.filesTouched, "file"))
        } else {
            clauses.append("there is no shared-layer commit")
        }
        return "\(strong: feature.id): \(clauses.joined(separator: "; "))."
    }

    /// `3 files in 2 layers with 2 new types`: where a change went and what it did to the number of types.
    private static func scope(of change: ArchitectureChange) -> String {
        let types = change.typesAdded
        let typeText: String
        switch types {
        case 0: typeText = "no new type"
        case 1...: typeText = Prose.count(types, "new type")
        default: typeText = Prose.count(-types, "type") + " fewer"
        }
        return
            "\(Prose.count(change.filesTouched, "file")) in \(Prose.count(change.layers.count, "layer")) with \(typeText)"
    }

    private static func reason(_ error: ChangeHistoryError) -> Inline {
        switch error {
        case .gitNotFound: return "git is not available"
        case .notARepository: return "the package is not the top folder of a git repository"
        case .shallowHistory: return "the history is shallow (a clone made with \(code: "--depth"))"
        case .gitFailed, .unexpectedOutput: return "git failed: \(error.description)"
        case .badDeclaration: return "its configuration cannot be read: \(error.description)"
        }
    }
}
