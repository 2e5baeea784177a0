/// Renders the measured changes as one JSON document: every figure of every feature and architecture,
/// and every commit with its files and declaration counts, so each number can be checked.
public struct ChangesJSONRenderer: ChangesRenderer {
    /// A JSON renderer.
    public init() {}

    /// The whole report.
    public func render(_ report: ChangesReport) -> String {
        JSONValue.object([
            ("tool", .string("archdiff changes")),
            ("head", report.head.map { .string($0) } ?? .null),
            ("architectures", .array(report.architectures.map { .string($0) })),
            ("features", .array(report.features.map(feature))),
            ("warnings", .array(report.warnings.map { .string($0.description) })),
        ]).serialized()
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
