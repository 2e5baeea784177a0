import ArchDiffChanges
import ArchDiffSupport

/// The measured changes as a document, for the terminal or a page: per feature, each architecture's
/// figures, the layers touched and the shared-layer commit; then how each architecture grew, then the
/// warnings.
///
/// The terminal's title lists the features; its details of a feature (the layers touched as a table, the
/// missing commits and the shared-layer commit) are lines set in under the figures, and the growth
/// tables' explanation two notes, where a page has paragraphs. Its figures column has no header, where a
/// page's reads `Figure`, and its shared-layer hashes are plain, where a page's are code.
struct ChangesDocument {
    /// The top heading.
    var heading: MarkdownHeading
    /// Where the document is read.
    var medium: Document.Medium
    /// Whether to show only how each architecture grew.
    var growthOnly = false

    /// The document of `report`: the top heading, then the sections, or only how each architecture grew
    /// when ``growthOnly`` and a feature is measured (without the top heading in a terminal).
    func document(_ report: ChangesReport) -> Document {
        if growthOnly && !report.growth.isEmpty {
            return Document(
                title: heading.title, blocks: (medium == .page ? [heading.block] : []) + growth(of: report))
        }
        let features = report.features.map(\.id).joined(separator: ", ")
        let title = medium == .terminal && !features.isEmpty ? heading.title + ": " + features : heading.title
        return Document(
            title: heading.title,
            blocks: [.heading(heading.level, Inline(title))]
                + sections(report, growth: !report.growth.isEmpty))
    }

    /// The section on how each architecture grew, at the level below ``heading``: what the tables
    /// measure and one table per architecture, its rows the points.
    func growth(of report: ChangesReport) -> [Block] {
        let title = Block.heading(section, "\(Self.growthTitle)")
        switch medium {
        case .terminal:
            return [title, .group(Self.growthExplanation.map { .note(Inline($0)) })]
                + growthTables(report).map { .group([$0]) }
        case .page:
            return [title, .paragraph(Inline(Self.growthExplanation.joined(separator: " ")))]
                + growthTables(report)
        }
    }

    /// One table per architecture with figures at some point, its rows the points.
    func growthTables(_ report: ChangesReport) -> [Block] {
        let architectures = report.architectures.filter { name in
            report.growth.contains { $0.size(of: name) != nil }
        }
        return architectures.map { .table(Self.growthTable(of: $0, in: report)) }
    }

    /// The report without its top heading: one section per feature and the warnings, or the message
    /// that nothing is measured; with `growth`, the section on how each architecture grew before the
    /// warnings.
    func sections(_ report: ChangesReport, growth showsGrowth: Bool = false) -> [Block] {
        var blocks: [Block] = []
        if report.features.isEmpty {
            let message = ChangesReport.noChangesMessage
            let hint = Self.conventionHint
            blocks =
                medium == .terminal
                ? [.paragraph(Inline(message)), .note(Inline(hint))]
                : [.paragraph(Inline(message + " " + hint))]
        }
        for feature in report.features {
            blocks.append(.heading(section, "\(feature.id)"))
            blocks += details(of: feature, in: report)
        }
        if showsGrowth {
            blocks += growth(of: report)
        }
        if !report.warnings.isEmpty {
            blocks += [
                .heading(section, "Warnings"),
                .group([.list(report.warnings.map { "\(alert: Inline($0.description))" })]),
            ]
        }
        return blocks
    }

    /// The figures of a feature measured in some architecture, the layers its changes touched, the
    /// architectures without a commit for it, and its shared-layer commit.
    private func details(of feature: FeatureChange, in report: ChangesReport) -> [Block] {
        let missing = report.architectures.filter { feature.change(of: $0) == nil }
        let isMeasured = missing.count < report.architectures.count
        let noCommit: [Inline] = missing.isEmpty ? [] : ["No commit for \(Prose.list(missing))."]
        let layers = feature.architectures.map { change in
            (
                architecture: change.architecture,
                layers: change.layers.isEmpty ? "none" : change.layers.joined(separator: ", ")
            )
        }
        switch medium {
        case .terminal:
            let shared = Self.sharedLine(of: feature) { Inline($0.joined(separator: ", ")) }
            let lines = Block.list(noCommit + [shared])
            guard isMeasured else { return [.group([lines])] }
            let touched = Table(
                header: [String](), alignments: [.left, .left],
                rows: layers.map { [$0.architecture, $0.layers] })
            return [
                .table(figures(of: feature, in: report)),
                .group([.heading(section + 1, "Layers touched"), .group([.table(touched)]), lines]),
            ]
        case .page:
            let shared = Self.sharedLine(of: feature) { Prose.list($0.map { "\(code: $0)" }) }
            let lines = noCommit.map { Block.paragraph($0) } + [.paragraph(shared)]
            guard isMeasured else { return lines }
            let touched = layers.map { "\($0.architecture): \($0.layers)" }.joined(separator: "; ")
            return [.table(figures(of: feature, in: report)), .paragraph("Layers touched: \(touched).")]
                + lines
        }
    }

    /// The level of a section's heading.
    private var section: Int {
        heading.level(below: 1)
    }

    /// The feature's figures, a column per architecture, after a row of its commits; with more than one
    /// architecture, a bar beside each figure that has no sign.
    private func figures(of feature: FeatureChange, in report: ChangesReport) -> Table {
        let architectures = report.architectures
        let changes = architectures.map { feature.change(of: $0) }
        let commits: [Inline] = changes.map { change in
            guard let change else { return "\(aside: "–")" }
            return "\(aside: "\(code: change.commits.map(\.shortHash).joined(separator: ", "))")"
        }
        let rows = ChangeFigure.all.map { figure -> [Inline] in
            let maximum = Double(changes.compactMap { $0.map(figure.value) }.max() ?? 0)
            return [Inline(figure.label)]
                + changes.map { change -> Inline in
                    guard architectures.count > 1 && !figure.isSigned else {
                        return Inline(figure.formatted(change))
                    }
                    return
                        "\(figure.formatted(change))\(bar: Double(change.map(figure.value) ?? 0), of: maximum)"
                }
        }
        return Table(
            header: [medium == .terminal ? "" : "Figure"] + architectures.map { Inline($0) },
            alignments: [.left] + architectures.map { _ in .right }, rows: [["Commit"] + commits] + rows,
            depths: [0] + ChangeFigure.all.map(\.depth))
    }

    /// How to make commits that `archdiff changes` measures.
    private static let conventionHint =
        "Commit each feature as one shared-layer commit with 'Change: <feature>', then one commit per "
        + "architecture with 'Change: <feature>' and 'Architecture: <name>'."

    /// The size of the shared-layer change, after its commits' short hashes (written by `hashes`).
    private static func sharedLine(of feature: FeatureChange, hashes: ([String]) -> Inline) -> Inline {
        guard let shared = feature.shared else { return "No shared-layer commit." }
        let label = shared.commits.count == 1 ? "Shared-layer commit" : "Shared-layer commits"
        return """
            \(label) \(hashes(shared.commits.map(\.shortHash))): \(Prose.count(shared.filesTouched, "file")) touched \
            (\(Formatting.count(shared.filesAdded)) added), \(Prose.count(shared.linesAdded, "line")) added, \
            \(Formatting.count(shared.linesRemoved)) removed.
            """
    }

    // MARK: - Growth

    /// The growth section's title.
    private static let growthTitle = "How each architecture grew"

    /// What the growth tables measure, in two sentences, one a line in the terminal.
    private static let growthExplanation = [
        "Production code of Architectures/<name> as archdiff metrics measures it, on the tree before the first "
            + "change (start) and on the tree of each change's last commit.",
        "Cost: the change's production code lines changed (code only); – where the architecture has no commit "
            + "for it or no code yet.",
    ]

    /// The headers of a growth table after the architecture's name, which heads the column of points.
    static let growthColumns = ["Commit", "Code lines", "Complexity total", "Types", "Largest type", "Cost"]

    /// The growth table of `architecture`, whose name heads the column of points: one row per point, its
    /// label, commit and the architecture's figures there (`–` where its folder holds no Swift file), with
    /// the change's cost (`–` without a commit for it); the commit and the largest type's name are code.
    private static func growthTable(of architecture: String, in report: ChangesReport) -> Table {
        let rows = report.growth.map { point -> [Inline] in
            let size = point.size(of: architecture)
            let largest = size?.largestType.map { type -> Inline in
                "\(code: type.name) (\(Formatting.count(type.lines)))"
            }
            let counts = [size?.codeLines, size?.complexityTotal, size?.types].map {
                Inline($0.map(Formatting.count) ?? "–")
            }
            return [
                "\(point.label)", point.commit == nil ? "\(point.shortCommit)" : "\(code: point.shortCommit)",
            ]
                + counts + [
                    largest ?? "–",
                    "\(report.cost(of: architecture, at: point).map(Formatting.count) ?? "–")",
                ]
        }
        return Table(
            header: [Inline(architecture)] + growthColumns.map { Inline($0) },
            alignments: [.left, .left, .right, .right, .right, .left, .right], rows: rows)
    }
}

extension ChangesReport {
    /// The text shown instead of tables when no commit has a `Change:` trailer.
    package static let noChangesMessage =
        "No commit in the history of HEAD has a '\(ChangeHistory.changeTrailer):' trailer, so no change is measured."
}

extension ChangesReport: Printable {
    /// The report as ``ChangesDocument`` builds it under the heading `archdiff changes`.
    package func document(for medium: Document.Medium) -> Document {
        ChangesDocument(heading: MarkdownHeading("archdiff changes"), medium: medium).document(self)
    }

    /// The report's record, as ``ChangesRecords`` makes it.
    package var record: Record {
        ChangesRecords.record(of: self, growthOnly: false)
    }
}

/// How each architecture grew, alone: what `archdiff changes --growth` prints.
package struct GrowthCurve: Printable {
    /// The measured changes the curve is read from.
    package var report: ChangesReport

    /// The curve of `report`.
    package init(_ report: ChangesReport) {
        self.report = report
    }

    /// The curve as ``ChangesDocument`` builds it with `growthOnly`.
    package func document(for medium: Document.Medium) -> Document {
        ChangesDocument(heading: MarkdownHeading("archdiff changes"), medium: medium, growthOnly: true)
            .document(report)
    }

    /// The curve's record, as ``ChangesRecords`` makes it.
    package var record: Record {
        ChangesRecords.record(of: report, growthOnly: true)
    }
}
