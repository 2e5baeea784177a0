import ArchDiffMetrics
import ArchDiffSource
import ArchDiffSupport

/// Measures folders under `Architectures/` on the trees of a repository's commits as `archdiff metrics`
/// measures them on disk, reading them from git's object store. Each tree is listed once and each
/// version of a file (its blob at its path) analysed once, however many trees hold it, so measuring a
/// folder at every change costs little more than measuring the files that changed.
struct TreeMeasurer {
    /// A Swift file of a tree: its path from the top of the repository and its blob.
    private struct Entry {
        var path: String
        var object: String
    }

    let git: Git
    private var listings: [String: [Entry]] = [:]
    private var analysed: [String: FileMetrics] = [:]
    private var summaries: [String: MetricsSummary?] = [:]

    /// A measurer reading through `git`.
    init(git: Git) {
        self.git = git
    }

    /// The figures of `folder`, a folder under `Architectures/`, at `commit`; `nil` when it holds no
    /// Swift file there.
    mutating func summary(of folder: String, at commit: String) throws(ChangeHistoryError) -> MetricsSummary?
    {
        let key = commit + ":" + folder
        if let known = summaries[key] { return known }
        let prefix = folder + "/"
        let files = try listing(at: commit).compactMap { entry -> (relative: String, entry: Entry)? in
            guard entry.path.hasPrefix(prefix) else { return nil }
            let relative = String(entry.path.dropFirst(prefix.count))
            return relative.split(separator: "/").contains { $0.hasPrefix(".") } ? nil : (relative, entry)
        }.sorted { $0.relative < $1.relative }
        guard !files.isEmpty else {
            summaries[key] = .some(nil)
            return nil
        }
        var missing: [(relative: String, object: String)] = []
        var seen: Set<String> = []
        for file in files where analysed[file.entry.object + ":" + file.relative] == nil {
            if seen.insert(file.entry.object + ":" + file.relative).inserted {
                missing.append((file.relative, file.entry.object))
            }
        }
        let contents = try ChangeHistory.contents(of: missing.map(\.object), git: git)
        let paths = missing.map(\.relative)
        let measured = WorkerPool.perCore.map(missing.count) { index in
            SourceAnalyzer.analyze(contents[index], path: paths[index])
        }
        for (file, metrics) in zip(missing, measured) {
            analysed[file.object + ":" + file.relative] = metrics
        }
        let column = ColumnSource(
            name: folder, path: folder,
            files: files.map {
                SourceFile(
                    layer: FolderScanner.layer(of: $0.relative), relativePath: $0.relative,
                    path: $0.entry.path)
            })
        let metrics = files.compactMap { analysed[$0.entry.object + ":" + $0.relative] }
        let summary = MetricsAnalyzer.report(for: [column], measuredFiles: [metrics]).columns[0].summary
        summaries[key] = summary
        return summary
    }

    /// The Swift files under `Architectures/` at `commit` that `archdiff metrics` would read: regular
    /// files ending in `.swift` (symbolic links are not followed), listed once per commit.
    private mutating func listing(at commit: String) throws(ChangeHistoryError) -> [Entry] {
        if let known = listings[commit] { return known }
        let folder = FolderScanner.architecturesFolder + "/"
        let output = try git.text(["ls-tree", "-r", "-z", "--full-tree", commit, "--", folder])
        var entries: [Entry] = []
        for line in output.split(separator: "\0") {
            guard let tab = line.firstIndex(of: "\t") else {
                throw .unexpectedOutput(command: "git ls-tree", output: String(line))
            }
            let fields = line[..<tab].split(separator: " ")
            let path = String(line[line.index(after: tab)...])
            guard fields.count == 3, fields[1] == "blob", fields[0] == "100644" || fields[0] == "100755",
                path.hasPrefix(folder), path.hasSuffix(".swift")
            else { continue }
            entries.append(Entry(path: path, object: String(fields[2])))
        }
        listings[commit] = entries
        return entries
    }
}
