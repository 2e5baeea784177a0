/// Renders one CSV row per feature's shared-layer change (architecture `(shared)`) and per
/// architecture's change, for spreadsheets.
public struct ChangesCSVRenderer: ChangesRenderer {
    /// The architecture cell of a shared-layer row.
    public static let sharedRow = "(shared)"

    /// A CSV renderer.
    public init() {}

    /// A header, then the rows of each feature.
    public func render(_ report: ChangesReport) -> String {
        let figures = ChangeFigure.all
        var lines = [
            ["feature", "architecture", "commits"] + figures.map(\.key) + [
                "lines_added", "lines_removed", "layers",
            ]
        ]
        for feature in report.features {
            if let shared = feature.shared {
                let sharedFigures = ["files_touched": shared.filesTouched, "files_added": shared.filesAdded]
                lines.append(
                    [feature.id, Self.sharedRow, shared.commits.map(\.hash).joined(separator: " ")]
                        + figures.map { sharedFigures[$0.key].map(String.init) ?? "" }
                        + [String(shared.linesAdded), String(shared.linesRemoved), ""])
            }
            for change in feature.architectures {
                lines.append(
                    [feature.id, change.architecture, change.commits.map(\.hash).joined(separator: " ")]
                        + figures.map { String($0.value(change)) }
                        + [
                            String(change.files.linesAdded), String(change.files.linesRemoved),
                            change.layers.joined(separator: " "),
                        ])
            }
        }
        return lines.map { CSVRenderer.line($0) }.joined()
    }
}
