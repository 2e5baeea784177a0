import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the columns to compare and their Swift files; a column's immediate subfolders are its layers.
/// Hidden files and folders and symbolic links to folders are skipped; so are folders on another file
/// system than the column's (`/proc`, `/sys` and `/dev` under `/`), and `.swift` files that are not
/// UTF-8 text or not regular files, which the column lists as skipped.
package enum FolderScanner {
    /// The folder whose subfolders are compared when no folders are named.
    package static let architecturesFolder = "Architectures"

    /// One column per folder in `paths`, resolved against `directory` when relative.
    ///
    /// Columns are named after their folders; a repeated name falls back to the path as given.
    package static func columns(at paths: [String], relativeTo directory: String) throws(InputError)
        -> [ColumnSource]
    {
        let names = paths.map {
            URL(fileURLWithPath: resolve($0, against: directory)).standardized.lastPathComponent
        }
        var columns: [ColumnSource] = []
        for (path, name) in zip(paths, names) {
            let isRepeated = names.filter { $0 == name }.count > 1
            let scan = try scan(resolve(path, against: directory), shownAs: path)
            guard !scan.files.isEmpty else { throw .noSwiftFiles(path) }
            columns.append(
                ColumnSource(
                    name: isRepeated ? trimmed(path) : name, path: path, files: scan.files,
                    skipped: scan.skipped))
        }
        return columns
    }

    /// One column per subfolder of `Architectures/` in `directory` that holds Swift files.
    package static func architectureColumns(in directory: String) throws(InputError) -> ColumnScan {
        let root = resolve(architecturesFolder, against: directory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw .noArchitecturesFolder(directory)
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: root)
        } catch {
            throw .unreadableFolder(architecturesFolder)
        }
        var scan = ColumnScan(columns: [], skippedFolders: [])
        for entry in entries.sorted()
        where !entry.hasPrefix(".") && kind(of: root + "/" + entry) == .typeDirectory {
            let shownAs = architecturesFolder + "/" + entry
            let found = try Self.scan(root + "/" + entry, shownAs: shownAs)
            if found.files.isEmpty {
                scan.skippedFolders.append(shownAs)
            } else {
                scan.columns.append(
                    ColumnSource(name: entry, path: shownAs, files: found.files, skipped: found.skipped))
            }
        }
        guard !scan.columns.isEmpty else { throw .noArchitectures(architecturesFolder) }
        return scan
    }

    /// The Swift files below `root`, sorted by relative path; `shownAs` names the folder in errors.
    package static func swiftFiles(in root: String, shownAs: String) throws(InputError) -> [SourceFile] {
        try scan(root, shownAs: shownAs).files
    }

    /// The Swift files below `root`, sorted by relative path, and what was left out.
    static func scan(_ root: String, shownAs: String) throws(InputError) -> (
        files: [SourceFile], skipped: [SkippedEntry]
    ) {
        var rootStatus = stat()
        guard stat(root, &rootStatus) == 0 else { throw .folderNotFound(shownAs) }
        guard rootStatus.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(shownAs) }
        var files: [SourceFile] = []
        var skipped: [SkippedEntry] = []
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            let folder = relativeFolder.isEmpty ? root : root + "/" + relativeFolder
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: folder)
            } catch {
                throw .unreadableFolder(relativeFolder.isEmpty ? shownAs : joined(shownAs, relativeFolder))
            }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let relativePath = relativeFolder.isEmpty ? entry : relativeFolder + "/" + entry
                let path = folder + "/" + entry
                let shown = joined(shownAs, relativePath)
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    if status.st_dev == rootStatus.st_dev {
                        pending.append(relativePath)
                    } else {
                        skipped.append(SkippedEntry(path: shown, reason: .otherFileSystem))
                    }
                } else if entry.hasSuffix(".swift") && !isFolder(path) {
                    if let reason = SourceText.problem(at: path) {
                        skipped.append(SkippedEntry(path: shown, reason: reason))
                    } else {
                        files.append(
                            SourceFile(layer: layer(of: relativePath), relativePath: relativePath, path: path)
                        )
                    }
                }
            }
        }
        return (files.sorted { $0.relativePath < $1.relativePath }, skipped.sorted { $0.path < $1.path })
    }

    /// `relativePath` inside the folder shown as `folder`, with one `/` between them (`/` and `proc` give
    /// `/proc`).
    private static func joined(_ folder: String, _ relativePath: String) -> String {
        folder.hasSuffix("/") ? folder + relativePath : folder + "/" + relativePath
    }

    /// Whether `path`, followed if it is a link, is a folder.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func kind(of path: String) -> FileAttributeType? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return attributes?[.type] as? FileAttributeType
    }

    /// The layer of a file at `relativePath` in a column: its first folder, or ``SourceFile/rootLayer``.
    package static func layer(of relativePath: some StringProtocol) -> String {
        guard let slash = relativePath.firstIndex(of: "/") else { return SourceFile.rootLayer }
        return String(relativePath[..<slash])
    }

    private static func resolve(_ path: String, against directory: String) -> String {
        path.hasPrefix("/") ? path : directory + "/" + path
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") {
            path.removeLast()
        }
        return path
    }
}
