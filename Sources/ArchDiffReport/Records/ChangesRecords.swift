import ArchDiffChanges

/// The measured changes as one record, from which `archdiff changes` writes its JSON and CSV.
///
/// JSON holds every figure of every feature and architecture, with every commit and its files; then
/// the growth curve and the warnings. CSV keeps a row per feature's shared-layer change (architecture
/// `(shared)`) and per architecture's change, its commits as their hashes; or, for the growth curve
/// alone, a row per point and architecture whose folder holds a Swift file there.
package enum ChangesRecords {
    /// The architecture cell of a shared-layer row.
    package static let sharedRow = "(shared)"

    /// The record of `report`, or of its head, architectures and growth curve when `growthOnly`.
    package static func record(of report: ChangesReport, growthOnly: Bool) -> Record {
        var fields: [RecordField] = [
            .jsonOnly("tool", .string("archdiff changes")),
            .jsonOnly("head", RecordValue(report.head)),
            .jsonOnly("architectures", .list(report.architectures.map { .string($0) })),
        ]
        if !growthOnly {
            fields.append(
                RecordField(
                    "features",
                    .records(report.features.map(record(of:)), template: record(of: FeatureChange?.none))))
        }
        fields.append(
            RecordField(
                "growth",
                .records(
                    report.growth.map { record(of: $0, in: report) }, template: record(of: nil, in: report)),
                formats: growthOnly ? .both : .jsonOnly))
        if !growthOnly {
            fields.append(.jsonOnly("warnings", .list(report.warnings.map { .string($0.description) })))
        }
        return Record(fields)
    }

    /// A feature: JSON nests its shared change and its architectures' changes; CSV has a row for each,
    /// the shared one first. `nil` names the columns.
    private static func record(of feature: FeatureChange?) -> Record {
        let changes = feature?.architectures.map(record(of:)) ?? []
        let shared = feature?.shared.map(record(of:))
        return Record([
            RecordField("id", RecordValue(feature?.id), csvName: "feature"),
            .jsonOnly("shared", shared.map { .record($0) } ?? .null),
            .jsonOnly("changes", .records(changes)),
            .csvOnly(
                "rows",
                .records(
                    (shared.map { [$0] } ?? []) + changes, template: record(of: ArchitectureChange?.none))),
        ])
    }

    /// The shared layers' change: in CSV, the figures an architecture's change has beyond files touched
    /// and added are empty.
    private static func record(of shared: SharedChange) -> Record {
        let figures = ["files_touched": shared.filesTouched, "files_added": shared.filesAdded]
        return Record(
            [
                .csvOnly("architecture", .string(sharedRow)),
                .csvOnly("commits", .list(shared.commits.map { .string($0.hash) })),
            ]
                + ChangeFigure.all.map { figure in
                    figures[figure.key].map { RecordField(figure.key, .int($0)) }
                        ?? .csvOnly(figure.key, .null)
                }
                + [
                    RecordField("lines_added", .int(shared.linesAdded)),
                    RecordField("lines_removed", .int(shared.linesRemoved)),
                    .csvOnly("layers", .null),
                    .jsonOnly("commits", .records(shared.commits.map(record(of:)))),
                ])
    }

    /// An architecture's change; `nil` names the columns.
    private static func record(of change: ArchitectureChange?) -> Record {
        let commits = change?.commits ?? []
        return Record(
            [
                RecordField("architecture", RecordValue(change?.architecture)),
                .jsonOnly("folder", RecordValue(change?.folder)),
                .jsonOnly("test_folder", RecordValue(change?.testFolder)),
                .csvOnly("commits", .list(commits.map { .string($0.hash) })),
            ]
                + ChangeFigure.all.map { figure in
                    RecordField(figure.key, RecordValue(change.map(figure.value)))
                }
                + [
                    RecordField("lines_added", RecordValue(change?.files.linesAdded)),
                    RecordField("lines_removed", RecordValue(change?.files.linesRemoved)),
                    RecordField("layers", .list((change?.layers ?? []).map { .string($0) })),
                    .jsonOnly("stray_files", .list((change?.strayFiles ?? []).map { .string($0.path) })),
                    .jsonOnly("commits", .records(commits.map(record(of:)))),
                ])
    }

    /// A commit with its files and, where measured, its declaration counts before and after.
    private static func record(of commit: MeasuredCommit) -> Record {
        var fields = [
            RecordField("hash", .string(commit.hash)),
            RecordField("parent", RecordValue(commit.parent)),
        ]
        if let before = commit.before, let after = commit.after {
            fields += [
                RecordField("types_before", .int(before.types)),
                RecordField("types_after", .int(after.types)),
                RecordField("protocols_before", .int(before.protocols)),
                RecordField("protocols_after", .int(after.protocols)),
            ]
        }
        fields.append(
            RecordField(
                "files",
                .records(
                    commit.files.map { file in
                        Record([
                            RecordField("path", .string(file.path)),
                            RecordField("old_path", RecordValue(file.oldPath)),
                            RecordField("status", .string(file.status.rawValue)),
                            RecordField("lines_added", .int(file.linesAdded)),
                            RecordField("lines_removed", .int(file.linesRemoved)),
                            RecordField("binary", .bool(file.isBinary)),
                        ])
                    })))
        return Record(fields)
    }

    /// A point of the growth curve: JSON has every architecture of the report, its figures `null` where
    /// its folder holds no Swift file, its cost `null` without a commit for the change; CSV only those
    /// with a Swift file. `nil` names the columns.
    private static func record(of point: GrowthPoint?, in report: ChangesReport) -> Record {
        let architectures =
            point.map { point in
                report.architectures.map {
                    (name: $0, size: point.size(of: $0), cost: report.cost(of: $0, at: point))
                }
            } ?? []
        let records = architectures.map { record(of: $0.name, size: $0.size, cost: $0.cost) }
        return Record([
            RecordField("point", RecordValue(point?.label)),
            .jsonOnly("change", RecordValue(point?.change)),
            RecordField("commit", RecordValue(point?.commit)),
            .jsonOnly("architectures", .records(records)),
            .csvOnly(
                "architectures",
                .records(
                    zip(architectures, records).filter { $0.0.size != nil }.map(\.1),
                    template: record(of: nil, size: nil, cost: nil))),
        ])
    }

    /// An architecture's size at a point of the growth curve.
    private static func record(of architecture: String?, size: ArchitectureSize?, cost: Int?) -> Record {
        Record([
            RecordField("architecture", RecordValue(architecture)),
            RecordField("code_lines", RecordValue(size?.codeLines)),
            RecordField("complexity_total", RecordValue(size?.complexityTotal)),
            RecordField("types", RecordValue(size?.types)),
            RecordField("largest_type_name", RecordValue(size?.largestType?.name)),
            RecordField("largest_type", RecordValue(size?.largestType?.lines)),
            RecordField(ChangeFigure.productionCodeLinesChanged.key, RecordValue(cost)),
        ])
    }
}
