/// One file a commit changed, as `git diff-tree --name-status` and `--numstat` report it.
package struct FileChange: Equatable, Sendable {
    package static func == (lhs: FileChange, rhs: FileChange) -> Bool {
        lhs.path == rhs.path && lhs.oldPath == rhs.oldPath && lhs.status == rhs.status
            && lhs.linesAdded == rhs.linesAdded && lhs.linesRemoved == rhs.linesRemoved
            && lhs.isBinary == rhs.isBinary && lhs.codeLines?.added == rhs.codeLines?.added
            && lhs.codeLines?.removed == rhs.codeLines?.removed
    }

    /// What happened to the file.
    package enum Status: String, Sendable {
        case added
        case modified
        case deleted
        case renamed
        case typeChanged = "type changed"

        init?(letter: Character) {
            switch letter {
            case "A": self = .added
            case "M": self = .modified
            case "D": self = .deleted
            case "R": self = .renamed
            case "T": self = .typeChanged
            default: return nil
            }
        }
    }

    /// The path after the commit (before it, for a deleted file).
    package var path: String
    /// The path before a rename.
    package var oldPath: String?
    /// What happened to the file.
    package var status: Status
    /// Lines added; 0 for a binary file.
    package var linesAdded: Int
    /// Lines removed; 0 for a binary file.
    package var linesRemoved: Int
    /// Whether git counted no lines because the file is binary.
    package var isBinary: Bool
    /// Code lines added and removed, comments and spacing left out (see ``CodeLineDiff``); `nil` for a
    /// file that is not Swift source.
    package var codeLines: (added: Int, removed: Int)?

    /// A changed file.
    package init(
        path: String, oldPath: String? = nil, status: Status, linesAdded: Int, linesRemoved: Int,
        isBinary: Bool = false
    ) {
        self.path = path
        self.oldPath = oldPath
        self.status = status
        self.linesAdded = linesAdded
        self.linesRemoved = linesRemoved
        self.isBinary = isBinary
    }

    /// The paths the change concerns: the old one of a rename, then the current one.
    package var paths: [String] {
        (oldPath.map { [$0] } ?? []) + [path]
    }

    /// Whether every path of the change lies below `folder`.
    func isInside(_ folder: String) -> Bool {
        paths.allSatisfy { $0.hasPrefix(folder + "/") }
    }

    /// Joins the NUL-separated outputs of `git diff-tree -r -z --name-status` and `--numstat`, which
    /// list the same files in the same order; `nil` when they do not.
    static func parse(nameStatus: String, numstat: String) -> [FileChange]? {
        var statuses = nameStatus.split(separator: "\0", omittingEmptySubsequences: false)[...]
        var counts = numstat.split(separator: "\0", omittingEmptySubsequences: false)[...]
        var changes: [FileChange] = []
        while let field = statuses.popFirst(), !field.isEmpty {
            guard let letter = field.first, let status = Status(letter: letter),
                let firstPath = statuses.popFirst().map(String.init)
            else { return nil }
            let hasTwoPaths = status == .renamed
            let secondPath = hasTwoPaths ? statuses.popFirst().map(String.init) : nil
            guard !hasTwoPaths || secondPath != nil, let numbers = counts.popFirst() else { return nil }
            let columns = numbers.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 3 else { return nil }
            let countedPaths =
                hasTwoPaths
                ? [counts.popFirst().map(String.init), counts.popFirst().map(String.init)]
                : [String(columns[2])]
            guard countedPaths == (hasTwoPaths ? [firstPath, secondPath] : [firstPath]) else { return nil }
            let isBinary = columns[0] == "-" && columns[1] == "-"
            guard isBinary || (Int(columns[0]) != nil && Int(columns[1]) != nil) else { return nil }
            changes.append(
                FileChange(
                    path: secondPath ?? firstPath, oldPath: hasTwoPaths ? firstPath : nil, status: status,
                    linesAdded: Int(columns[0]) ?? 0, linesRemoved: Int(columns[1]) ?? 0, isBinary: isBinary))
        }
        return counts.allSatisfy(\.isEmpty) ? changes : nil
    }
}

extension [FileChange] {
    /// The files whose status is ``FileChange/Status/added``.
    var addedCount: Int {
        filter { $0.status == .added }.count
    }

    /// Lines added, summed.
    package var linesAdded: Int {
        reduce(0) { $0 + $1.linesAdded }
    }

    /// Lines removed, summed.
    package var linesRemoved: Int {
        reduce(0) { $0 + $1.linesRemoved }
    }

    /// Code lines added and removed, summed over the Swift files.
    var codeLinesChanged: Int {
        reduce(0) { $0 + ($1.codeLines.map { $0.added + $0.removed } ?? 0) }
    }

    /// The files whose path lies below `folder`.
    func below(_ folder: String) -> [FileChange] {
        filter { $0.path.hasPrefix(folder + "/") }
    }
}
