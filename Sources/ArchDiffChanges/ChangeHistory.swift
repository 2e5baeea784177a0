import ArchDiffSource
import Foundation

/// Reads the features measured in a repository's history: every commit reachable from `HEAD` with a
/// `Change: <feature>` trailer, its files as `git diff-tree` reports them against its first parent,
/// and, for a commit with an `Architecture: <name>` trailer, the types and protocols that
/// `archdiff metrics` counts in `Architectures/<name>` before and after it; then how each
/// architecture's folder grew from change to change. Trees are read from the object store
/// (`git ls-tree`, `git cat-file --batch`); the working tree is never touched.
package enum ChangeHistory {
    /// The trailer naming the feature.
    package static let changeTrailer = "Change"
    /// The trailer naming the architecture.
    package static let architectureTrailer = "Architecture"

    /// The report for the repository whose top folder is `packageRoot`.
    package static func analyze(packageRoot: String) throws(ChangeHistoryError) -> ChangesReport {
        let git = Git(directory: packageRoot, settings: ["GIT_NO_REPLACE_OBJECTS": "1"])
        try checkRepository(git, packageRoot: packageRoot)
        guard let head = try? git.text(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]).trimmed,
            !head.isEmpty
        else {
            return ChangesReport(head: nil, architectures: [], features: [])
        }
        var reader = Reader(git: git, architectures: try architectureFolders(at: head, git: git))
        reader.declared = try declaredChanges(packageRoot: packageRoot)
        reader.paths = try pathsByCommit(git)
        for commit in try trailerCommits(git) {
            try reader.read(commit)
        }
        var report = reader.report(head: head)
        report.growth = try reader.growth()
        return report
    }

    /// The commits `docs/changes.tsv` declares, if the file exists.
    static func declaredChanges(packageRoot: String) throws(ChangeHistoryError) -> [DeclaredChange] {
        guard let data = FileManager.default.contents(atPath: packageRoot + "/" + DeclaredChange.path) else {
            return []
        }
        do {
            return try DeclaredChange.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw .badDeclaration(line: error.line, text: error.text)
        }
    }

    /// The paths each commit of `HEAD`'s history changed against its first parent, without renames.
    static func pathsByCommit(_ git: Git) throws(ChangeHistoryError) -> [String: [String]] {
        let output = try git.text([
            "-c", "core.quotePath=false", "log", "--no-renames", "--name-only", "--format=%x00%H", "HEAD",
            "--",
        ])
        var paths: [String: [String]] = [:]
        for record in output.split(separator: "\0") {
            let lines = record.split(separator: "\n").map(String.init)
            guard let hash = lines.first else { continue }
            paths[hash] = Array(lines.dropFirst())
        }
        return paths
    }

    /// The architectures whose folder or suite folder `paths` touch, sorted.
    static func architectures(touchedBy paths: [String], known: [String]) -> [String] {
        Set(paths.compactMap { architecture(of: $0, known: known) }).sorted()
    }

    /// The architecture whose folder (`Architectures/<Name>/`) holds `path`, or, of the `known`
    /// architectures, whose suite (`Tests/<Name>Tests/`) does.
    static func architecture(of path: String, known: [String]) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 2 else { return nil }
        if parts[0] == FolderScanner.architecturesFolder { return String(parts[1]) }
        return known.first { parts[0] == "Tests" && parts[1] == "\($0)Tests" }
    }

    private static func checkRepository(_ git: Git, packageRoot: String) throws(ChangeHistoryError) {
        let top: String
        do {
            top = try git.text(["rev-parse", "--show-toplevel"]).trimmed
        } catch .gitNotFound {
            throw .gitNotFound
        } catch {
            throw .notARepository(packageRoot)
        }
        guard resolved(top) == resolved(packageRoot) else { throw .notARepository(packageRoot) }
        if try git.text(["rev-parse", "--is-shallow-repository"]).trimmed == "true" {
            throw .shallowHistory
        }
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardized.path
    }

    /// The folders under `Architectures/` holding a Swift file at `commit`, sorted like `archdiff metrics`.
    static func architectureFolders(at commit: String, git: Git) throws(ChangeHistoryError) -> [String] {
        let prefix = FolderScanner.architecturesFolder + "/"
        let paths = try git.text(["ls-tree", "-r", "-z", "--full-tree", "--name-only", commit, "--", prefix])
            .split(separator: "\0").filter { $0.hasPrefix(prefix) && $0.hasSuffix(".swift") }
        let names = paths.compactMap { path in
            path.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
        }
        return Set(names.filter { !$0.hasPrefix(".") }).sorted()
    }

    /// A commit and its trailers, as `git log` reads them.
    struct TrailerCommit {
        var hash: String
        var parent: String?
        var changes: [String]
        var architectures: [String]
    }

    /// The commits of `HEAD`'s history with their trailers, if any, oldest first.
    static func trailerCommits(_ git: Git) throws(ChangeHistoryError) -> [TrailerCommit] {
        func trailer(_ key: String) -> String {
            "%(trailers:key=\(key),valueonly,unfold,separator=%x1e)"
        }
        let format = ["%H", "%P", trailer(changeTrailer), trailer(architectureTrailer)].joined(
            separator: "%x1f")
        let arguments = [
            "log", "-z", "--topo-order", "--reverse", "--no-show-signature", "--format=" + format, "HEAD",
            "--",
        ]
        let output = try git.text(arguments)
        var commits: [TrailerCommit] = []
        for record in output.split(separator: "\0") {
            let fields = record.split(separator: "\u{1F}", omittingEmptySubsequences: false)
            guard fields.count == 4 else {
                throw .unexpectedOutput(command: "git log", output: String(record))
            }
            func values(_ field: Substring) -> [String] {
                var unique: [String] = []
                for value in field.split(separator: "\u{1E}").map({ String($0).trimmed }) where !value.isEmpty
                {
                    if !unique.contains(value) { unique.append(value) }
                }
                return unique
            }
            let commit = TrailerCommit(
                hash: String(fields[0]), parent: fields[1].split(separator: " ").first.map(String.init),
                changes: values(fields[2]), architectures: values(fields[3]))
            commits.append(commit)
        }
        return commits
    }

    /// Collects features, commits and warnings while the history is read, oldest commit first.
    private struct Reader {
        let git: Git
        var measurer: TreeMeasurer
        var architectures: [String]
        var featureIDs: [String] = []
        var shared: [String: [MeasuredCommit]] = [:]
        var changes: [String: [String: [MeasuredCommit]]] = [:]
        var warnings: [ChangeWarning] = []
        var declared: [DeclaredChange] = []
        var paths: [String: [String]] = [:]
        var readDeclarations: Set<String> = []
        var position: [String: Int] = [:]
        /// The first commit read that belongs to a feature.
        var firstCommit: TrailerCommit?
        /// The last commit read of each feature.
        var lastCommits: [String: String] = [:]

        init(git: Git, architectures: [String]) {
            self.git = git
            measurer = TreeMeasurer(git: git)
            self.architectures = architectures
        }

        /// Counts `commit` as part of `feature`: the feature is listed at its first commit, and the
        /// growth curve measures it at its last.
        private mutating func attribute(_ commit: TrailerCommit, to feature: String) {
            if !featureIDs.contains(feature) { featureIDs.append(feature) }
            if firstCommit == nil { firstCommit = commit }
            lastCommits[feature] = commit.hash
        }

        /// Each architecture's production code before the first feature and after each feature, on the
        /// tree of its last commit.
        mutating func growth() throws(ChangeHistoryError) -> [GrowthPoint] {
            guard let first = firstCommit else { return [] }
            var points = [GrowthPoint(change: nil, commit: first.parent, sizes: try sizes(at: first.parent))]
            for feature in featureIDs {
                guard let commit = lastCommits[feature] else { continue }
                points.append(GrowthPoint(change: feature, commit: commit, sizes: try sizes(at: commit)))
            }
            return points
        }

        /// The figures of every architecture whose folder holds a Swift file at `commit`.
        private mutating func sizes(at commit: String?) throws(ChangeHistoryError) -> [String:
            ArchitectureSize]
        {
            guard let commit else { return [:] }
            var sizes: [String: ArchitectureSize] = [:]
            for architecture in architectures {
                let folder = FolderScanner.architecturesFolder + "/" + architecture
                if let summary = try measurer.summary(of: folder, at: commit) {
                    sizes[architecture] = ArchitectureSize(summary: summary)
                }
            }
            return sizes
        }

        mutating func read(_ trailered: TrailerCommit) throws(ChangeHistoryError) {
            var commit = trailered
            let short = String(commit.hash.prefix(MeasuredCommit.shortHashLength))
            position[commit.hash] = position.count
            if commit.changes.isEmpty && commit.architectures.isEmpty {
                guard let declaration = declared.first(where: { commit.hash.hasPrefix($0.commit) }) else {
                    var touched = ChangeHistory.architectures(
                        touchedBy: paths[commit.hash] ?? [], known: architectures)
                    if touched.count > 1 {
                        let existing = try commit.parent.map { parent throws(ChangeHistoryError) in
                            try ChangeHistory.architectureFolders(at: parent, git: git)
                        }
                        touched = touched.filter { existing?.contains($0) == true }
                    }
                    if touched.count > 1 {
                        warnings.append(.undeclaredCommit(commit: short, architectures: touched))
                    }
                    return
                }
                readDeclarations.insert(declaration.commit)
                commit.changes = [declaration.change]
                switch declaration.owner {
                case .architecture(let name): commit.architectures = [name]
                case .shared: break
                case .byPath: return try readByPath(commit)
                }
            }
            guard commit.changes.count <= 1, commit.architectures.count <= 1 else {
                let (key, values) =
                    commit.changes.count > 1
                    ? (changeTrailer, commit.changes) : (architectureTrailer, commit.architectures)
                warnings.append(.ambiguousTrailer(commit: short, key: key, values: values))
                return
            }
            guard let feature = commit.changes.first else {
                warnings.append(
                    .architectureWithoutChange(commit: short, architecture: commit.architectures[0]))
                return
            }
            attribute(commit, to: feature)
            let files = try fileChanges(of: commit)
            guard let named = commit.architectures.first else {
                let architecturePaths = files.flatMap(\.paths).filter { path in
                    path.hasPrefix(FolderScanner.architecturesFolder + "/")
                        || architectures.contains { path.hasPrefix("Tests/\($0)Tests/") }
                }
                if !architecturePaths.isEmpty {
                    warnings.append(
                        .architectureFilesInSharedCommit(
                            commit: short, feature: feature, paths: architecturePaths))
                }
                shared[feature, default: []].append(
                    MeasuredCommit(hash: commit.hash, parent: commit.parent, files: files))
                return
            }
            let folders = try ChangeHistory.architectureFolders(at: commit.hash, git: git)
            let architecture = folders.first { $0.lowercased() == named.lowercased() } ?? named
            if !folders.contains(architecture) {
                warnings.append(.unknownArchitecture(commit: short, architecture: named))
            }
            let measured = try measure(commit, files: files, of: architecture)
            let change = ArchitectureChange(architecture: architecture, commits: [measured])
            let stray = change.strayFiles.map(\.path)
            if !stray.isEmpty {
                warnings.append(
                    .strayFiles(commit: short, feature: feature, architecture: architecture, paths: stray))
            }
            changes[feature, default: [:]][architecture, default: []].append(measured)
        }

        /// Reads a commit declared `by path`: each architecture's files are its change, the rest the
        /// shared layers'.
        private mutating func readByPath(_ commit: TrailerCommit) throws(ChangeHistoryError) {
            guard let feature = commit.changes.first else { return }
            attribute(commit, to: feature)
            let files = try fileChanges(of: commit)
            var byArchitecture: [String: [FileChange]] = [:]
            var rest: [FileChange] = []
            for file in files {
                if let architecture = ChangeHistory.architecture(of: file.path, known: architectures) {
                    byArchitecture[architecture, default: []].append(file)
                } else {
                    rest.append(file)
                }
            }
            for (architecture, files) in byArchitecture.sorted(by: { $0.key < $1.key }) {
                changes[feature, default: [:]][architecture, default: []].append(
                    try measure(commit, files: files, of: architecture))
            }
            if !rest.isEmpty {
                shared[feature, default: []].append(
                    MeasuredCommit(hash: commit.hash, parent: commit.parent, files: rest))
            }
        }

        /// `files` of `commit` as `architecture`'s, with its declarations before and after.
        private mutating func measure(_ commit: TrailerCommit, files: [FileChange], of architecture: String)
            throws(ChangeHistoryError) -> MeasuredCommit
        {
            if !architectures.contains(architecture) { architectures.append(architecture) }
            let folder = FolderScanner.architecturesFolder + "/" + architecture
            var before = DeclarationCount(types: 0, protocols: 0)
            if let parent = commit.parent {
                before = try declarations(in: folder, at: parent)
            }
            return MeasuredCommit(
                hash: commit.hash, parent: commit.parent, files: files, before: before,
                after: try declarations(in: folder, at: commit.hash))
        }

        func report(head: String) -> ChangesReport {
            var warnings = self.warnings
            for declaration in declared where !readDeclarations.contains(declaration.commit) {
                warnings.append(.unmatchedDeclaration(commit: declaration.commit))
            }
            let features = featureIDs.map { id in
                let byArchitecture = changes[id] ?? [:]
                for architecture in architectures {
                    if let commits = byArchitecture[architecture], commits.count > 1 {
                        warnings.append(
                            .severalCommits(
                                feature: id, architecture: architecture, commits: commits.map(\.shortHash)))
                    }
                }
                return FeatureChange(
                    id: id, shared: shared[id].map(SharedChange.init),
                    architectures: architectures.compactMap { architecture in
                        byArchitecture[architecture].map { commits in
                            ArchitectureChange(
                                architecture: architecture, commits: commits,
                                writtenOrder: writtenOrder(of: commits, among: byArchitecture),
                                sharedCodeLinesChanged: shared[id].map {
                                    SharedChange(commits: $0).productionCodeLinesChanged
                                } ?? 0)
                        }
                    })
            }
            return ChangesReport(
                head: head, architectures: architectures, features: features, warnings: warnings)
        }

        /// 1 for the architecture whose change came first in history, 2 for the next, and so on; ties share
        /// a place (one commit for several architectures).
        private func writtenOrder(of commits: [MeasuredCommit], among all: [String: [MeasuredCommit]]) -> Int
        {
            func first(_ commits: [MeasuredCommit]) -> Int {
                commits.compactMap { position[$0.hash] }.min() ?? 0
            }
            let mine = first(commits)
            return Set(all.values.map(first).filter { $0 < mine }).count + 1
        }

        /// The files `commit` changed against its first parent, with rename detection as `git show` does.
        private func fileChanges(of commit: TrailerCommit) throws(ChangeHistoryError) -> [FileChange] {
            let range = commit.parent.map { [$0, commit.hash] } ?? ["--root", commit.hash]
            let options = ["diff-tree", "-r", "-z", "-M", "--no-commit-id"]
            let nameStatus = try git.text(options + ["--name-status"] + range)
            let numstat = try git.text(options + ["--numstat"] + range)
            guard var files = FileChange.parse(nameStatus: nameStatus, numstat: numstat) else {
                throw .unexpectedOutput(
                    command: "git diff-tree " + range.joined(separator: " "), output: nameStatus + numstat)
            }
            let swift = files.indices.filter { files[$0].path.hasSuffix(".swift") && !files[$0].isBinary }
            let after = try blobs(at: commit.hash, paths: swift.map { files[$0].path })
            let before = try commit.parent.map { parent throws(ChangeHistoryError) in
                try blobs(at: parent, paths: swift.map { files[$0].oldPath ?? files[$0].path })
            }
            for (position, index) in swift.enumerated() {
                files[index].codeLines = CodeLineDiff.count(
                    old: before?[position] ?? [], new: after[position])
            }
            return files
        }

        /// The bytes of each of `paths` at `commit`, empty for a path that is not a file there.
        private func blobs(at commit: String, paths: [String]) throws(ChangeHistoryError) -> [[UInt8]] {
            guard !paths.isEmpty else { return [] }
            let output = try git.text(["ls-tree", "-z", "--full-tree", commit, "--"] + paths)
            var objects: [String: String] = [:]
            for entry in output.split(separator: "\0") {
                guard let tab = entry.firstIndex(of: "\t") else { continue }
                let fields = entry[..<tab].split(separator: " ")
                if fields.count == 3, fields[1] == "blob" {
                    objects[String(entry[entry.index(after: tab)...])] = String(fields[2])
                }
            }
            let found = paths.compactMap { objects[$0] }
            var contents = Array(try ChangeHistory.contents(of: found, git: git).reversed())
            return paths.map { objects[$0] == nil ? [] : contents.removeLast() }
        }

        /// The types and protocols `archdiff metrics` counts in `folder` at `commit`.
        private mutating func declarations(in folder: String, at commit: String) throws(ChangeHistoryError)
            -> DeclarationCount
        {
            let summary = try measurer.summary(of: folder, at: commit)
            return DeclarationCount(types: summary?.typeCount ?? 0, protocols: summary?.protocolCount ?? 0)
        }
    }

    /// The bytes of each blob in `objects`, read with one `git cat-file --batch`.
    static func contents(of objects: [String], git: Git) throws(ChangeHistoryError) -> [[UInt8]] {
        guard !objects.isEmpty else { return [] }
        let output = [UInt8](
            try git.run(["cat-file", "--batch"], input: Data(objects.map { $0 + "\n" }.joined().utf8)))
        var contents: [[UInt8]] = []
        var index = 0
        for object in objects {
            guard let newline = output[index...].firstIndex(of: UInt8(ascii: "\n")) else {
                throw .unexpectedOutput(command: "git cat-file --batch", output: "no header for \(object)")
            }
            let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[0] == object, header[1] == "blob", let size = Int(header[2]),
                newline + 1 + size < output.count
            else {
                throw .unexpectedOutput(
                    command: "git cat-file --batch",
                    output: String(decoding: output[index..<newline], as: UTF8.self))
            }
            contents.append(Array(output[(newline + 1)..<(newline + 1 + size)]))
            index = newline + 1 + size + 1
        }
        return contents
    }
}

extension String {
    fileprivate var trimmed: String {
        trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
