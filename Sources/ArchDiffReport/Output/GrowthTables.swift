import ArchDiffChanges
import ArchDiffSupport

/// What the text formats of `archdiff changes` show of the growth curve, as plain cell text: per
/// architecture, one row per point, so the terminal and Markdown renderers show the same figures.
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

    /// Which columns hold numbers, the architecture's column included.
    static let rightAligned = [false, false, true, true, true, false, true]

    /// The architectures that have figures at one point at least, in column order.
    var architectures: [String] {
        report.architectures.filter { name in report.growth.contains { $0.size(of: name) != nil } }
    }

    /// One row per point: its label, commit and the architecture's figures there (`–` where its folder
    /// holds no Swift file), with the change's cost (`–` without a commit for it); `code` writes the
    /// commit and the largest type's name, such as a Markdown code span.
    func rows(of architecture: String, code: (String) -> String = { $0 }) -> [[String]] {
        report.growth.map { point in
            let size = point.size(of: architecture)
            let largest = size?.largestType.map { "\(code($0.name)) (\(Formatting.count($0.lines)))" }
            return [point.label, point.commit == nil ? point.shortCommit : code(point.shortCommit)]
                + [size?.codeLines, size?.complexityTotal, size?.types].map {
                    $0.map(Formatting.count) ?? "–"
                }
                + [largest ?? "–", report.cost(of: architecture, at: point).map(Formatting.count) ?? "–"]
        }
    }
}
