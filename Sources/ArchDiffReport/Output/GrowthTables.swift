import ArchDiffChanges
import ArchDiffSupport

/// What the text formats of `archdiff changes` show of the growth curve: per architecture, one row per
/// point, so the terminal and Markdown renderers show the same figures.
struct GrowthTables {
    let report: ChangesReport

    /// The section's title.
    static let title = "How each architecture grew"

    /// What the tables measure, in two sentences, one a line in the terminal.
    static let explanation = [
        "Production code of Architectures/<name> as archdiff metrics measures it, on the tree before the first "
            + "change (start) and on the tree of each change's last commit.",
        "Cost: the change's production code lines changed (code only); – where the architecture has no commit "
            + "for it or no code yet.",
    ]

    /// The headers after the architecture's name, which heads the column of points.
    static let columns = ["Commit", "Code lines", "Complexity total", "Types", "Largest type", "Cost"]

    /// The architectures that have figures at one point at least, in column order.
    var architectures: [String] {
        report.architectures.filter { name in report.growth.contains { $0.size(of: name) != nil } }
    }

    /// The table of `architecture`, whose name heads the column of points: one row per point, its label,
    /// commit and the architecture's figures there (`–` where its folder holds no Swift file), with the
    /// change's cost (`–` without a commit for it); the commit and the largest type's name are code.
    func table(of architecture: String) -> Table {
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
            header: [Inline(architecture)] + Self.columns.map { Inline($0) },
            alignments: [.left, .left, .right, .right, .right, .left, .right], rows: rows)
    }
}
