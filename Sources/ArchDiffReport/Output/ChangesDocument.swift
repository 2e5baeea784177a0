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
        let title = Block.heading(section, "\(GrowthTables.title)")
        switch medium {
        case .terminal:
            return [title, .group(GrowthTables.explanation.map { .note(Inline($0)) })]
                + growthTables(report).map { .group([$0]) }
        case .page:
            return [title, .paragraph(Inline(GrowthTables.explanation.joined(separator: " ")))]
                + growthTables(report)
        }
    }

    /// One table per architecture with figures at some point, its rows the points.
    func growthTables(_ report: ChangesReport) -> [Block] {
        let tables = GrowthTables(report: report)
        return tables.architectures.map { .table(tables.table(of: $0)) }
    }

    /// The report without its top heading: one section per feature and the warnings, or the message
    /// that nothing is measured; with `growth`, the section on how each architecture grew before the
    /// warnings.
    func sections(_ report: ChangesReport, growth showsGrowth: Bool = false) -> [Block] {
        var blocks: [Block] = []
        if report.features.isEmpty {
            let message = ChangesTables.noChangesMessage
            let hint = ChangesTables.conventionHint
            blocks =
                medium == .terminal
                ? [.paragraph(Inline(message)), .note(Inline(hint))]
                : [.paragraph(Inline(message + " " + hint))]
        }
        for feature in report.features {
            blocks.append(.heading(section, "\(feature.id)"))
            blocks += details(of: feature, tables: ChangesTables(report: report))
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
    private func details(of feature: FeatureChange, tables: ChangesTables) -> [Block] {
        let missing = tables.missing(in: feature)
        let isMeasured = missing.count < tables.report.architectures.count
        let noCommit: [Inline] = missing.isEmpty ? [] : ["No commit for \(Prose.list(missing))."]
        let layers = tables.layerLines(of: feature)
        switch medium {
        case .terminal:
            let shared = tables.sharedLine(of: feature) { Inline($0.joined(separator: ", ")) }
            let lines = Block.list(noCommit + [shared])
            guard isMeasured else { return [.group([lines])] }
            let touched = Table(
                header: [String](), alignments: [.left, .left],
                rows: layers.map { [$0.architecture, $0.layers] })
            return [
                .table(figures(of: feature, tables: tables)),
                .group([.heading(section + 1, "Layers touched"), .group([.table(touched)]), lines]),
            ]
        case .page:
            let shared = tables.sharedLine(of: feature) { Prose.list($0.map { "\(code: $0)" }) }
            let lines = noCommit.map { Block.paragraph($0) } + [.paragraph(shared)]
            guard isMeasured else { return lines }
            let touched = layers.map { "\($0.architecture): \($0.layers)" }.joined(separator: "; ")
            return [.table(figures(of: feature, tables: tables)), .paragraph("Layers touched: \(touched).")]
                + lines
        }
    }

    /// The level of a section's heading.
    private var section: Int {
        heading.level(below: 1)
    }

    /// The feature's figures, a column per architecture, after a row of its commits; with more than one
    /// architecture, a bar beside each figure that has no sign.
    private func figures(of feature: FeatureChange, tables: ChangesTables) -> Table {
        let architectures = tables.report.architectures
        let changes = architectures.map { feature.change(of: $0) }
        let commits: [Inline] = tables.commits(of: feature).map {
            $0 == "–" ? "\(aside: "–")" : "\(aside: "\(code: $0)")"
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
}
