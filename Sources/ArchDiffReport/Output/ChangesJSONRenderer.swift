import ArchDiffChanges
import ArchDiffSupport

/// Renders the measured changes as one JSON document: every figure of every feature and architecture,
/// and every commit with its files and declaration counts, so each number can be checked; then the
/// points of the growth curve.
package struct ChangesJSONRenderer: ChangesRenderer {
    /// Whether to leave out the features and warnings, keeping the growth curve.
    package var growthOnly: Bool

    /// A JSON renderer, of the growth curve alone when `growthOnly`.
    package init(growthOnly: Bool = false) {
        self.growthOnly = growthOnly
    }

    /// The whole report, or its head, architectures and growth curve when ``growthOnly``.
    package func render(_ report: ChangesReport) -> String {
        var members: [(String, JSONValue)] = [
            ("tool", .string("archdiff changes")),
            ("head", report.head.map { .string($0) } ?? .null),
            ("architectures", .array(report.architectures.map { .string($0) })),
        ]
        if !growthOnly {
            members.append(("features", .array(report.features.map(feature))))
        }
        members.append(("growth", .array(report.growth.map { point(of: $0, in: report) })))
        if !growthOnly {
            members.append(("warnings", .array(report.warnings.map { .string($0.description) })))
        }
        return JSONValue.object(members).serialized()
    }

    /// A point of the growth curve: every architecture of the report, its figures `null` where its
    /// folder holds no Swift file, its cost `null` without a commit for the change.
    private func point(of point: GrowthPoint, in report: ChangesReport) -> JSONValue {
        func number(_ value: Int?) -> JSONValue { value.map { .int($0) } ?? .null }
        return .object([
            ("point", .string(point.label)),
            ("change", point.change.map { .string($0) } ?? .null),
            ("commit", point.commit.map { .string($0) } ?? .null),
            (
                "architectures",
                .array(
                    report.architectures.map { architecture in
                        let size = point.size(of: architecture)
                        return .object([
                            ("architecture", .string(architecture)),
                            ("code_lines", number(size?.codeLines)),
                            ("complexity_total", number(size?.complexityTotal)),
                            ("types", number(size?.types)),
                            ("largest_type_name", size?.largestType.map { .string($0.name) } ?? .null),
                            ("largest_type", number(size?.largestType?.lines)),
                            (
                                ChangeFigure.productionCodeLinesChanged.key,
                                number(report.cost(of: architecture, at: point))
                            ),
                        ])
                    })
            ),
        ])
    }

    private func feature(_ feature: FeatureChange) -> JSONValue {
        .object([
            ("id", .string(feature.id)),
            (
                "shared",
                feature.shared.map { shared in
                    .object([
                        ("files_touched", .int(shared.filesTouched)),
                        ("files_added", .int(shared.filesAdded)),
                        ("lines_added", .int(shared.linesAdded)),
                        ("lines_removed", .int(shared.linesRemoved)),
                        ("commits", .array(shared.commits.map(commit))),
                    ])
                } ?? .null
            ),
            ("changes", .array(feature.architectures.map(change))),
        ])
    }

    private func change(_ change: ArchitectureChange) -> JSONValue {
        .object(
            [
                ("architecture", .string(change.architecture)),
                ("folder", .string(change.folder)),
                ("test_folder", .string(change.testFolder)),
            ]
                + ChangeFigure.all.map { ($0.key, .int($0.value(change))) }
                + [
                    ("lines_added", .int(change.files.linesAdded)),
                    ("lines_removed", .int(change.files.linesRemoved)),
                    ("layers", .array(change.layers.map { .string($0) })),
                    ("stray_files", .array(change.strayFiles.map { .string($0.path) })),
                    ("commits", .array(change.commits.map(commit))),
                ])
    }

    private func commit(_ commit: MeasuredCommit) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("hash", .string(commit.hash)),
            ("parent", commit.parent.map { .string($0) } ?? .null),
        ]
        if let before = commit.before, let after = commit.after {
            members += [
                ("types_before", .int(before.types)), ("types_after", .int(after.types)),
                ("protocols_before", .int(before.protocols)), ("protocols_after", .int(after.protocols)),
            ]
        }
        members.append(
            (
                "files",
                .array(
                    commit.files.map { file in
                        .object([
                            ("path", .string(file.path)),
                            ("old_path", file.oldPath.map { .string($0) } ?? .null),
                            ("status", .string(file.status.rawValue)),
                            ("lines_added", .int(file.linesAdded)),
                            ("lines_removed", .int(file.linesRemoved)),
                            ("binary", .bool(file.isBinary)),
                        ])
                    })
            ))
        return .object(members)
    }
}
