import ArchDiffChanges

/// Renders one CSV row per feature's shared-layer change (architecture `(shared)`) and per
/// architecture's change, for spreadsheets; or, for the growth curve, one row per point and architecture.
package struct ChangesCSVRenderer: ChangesRenderer {
    /// The architecture cell of a shared-layer row.
    package static let sharedRow = "(shared)"

    /// Whether to write the growth curve instead of the changes.
    package var growthOnly: Bool

    /// A CSV renderer, of the growth curve when `growthOnly`.
    package init(growthOnly: Bool = false) {
        self.growthOnly = growthOnly
    }

    /// A header, then the rows of each feature, or of each point of the growth curve when ``growthOnly``.
    package func render(_ report: ChangesReport) -> String {
        if growthOnly {
            return growth(of: report)
        }
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

    /// A header, then one row per point and architecture whose folder holds a Swift file there; the cost
    /// is empty without a commit for the change.
    private func growth(of report: ChangesReport) -> String {
        var lines = [
            [
                "point", "commit", "architecture", "code_lines", "complexity_total", "types",
                "largest_type_name",
                "largest_type", ChangeFigure.productionCodeLinesChanged.key,
            ]
        ]
        for point in report.growth {
            for architecture in report.architectures {
                guard let size = point.size(of: architecture) else { continue }
                lines.append(
                    [point.label, point.commit ?? "", architecture]
                        + [size.codeLines, size.complexityTotal, size.types].map(String.init)
                        + [
                            size.largestType?.name ?? "", size.largestType.map { String($0.lines) } ?? "",
                            report.cost(of: architecture, at: point).map(String.init) ?? "",
                        ])
            }
        }
        return lines.map { CSVRenderer.line($0) }.joined()
    }
}
