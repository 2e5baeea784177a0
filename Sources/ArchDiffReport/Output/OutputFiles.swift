import ArchDiffSupport
import FileOutput
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How archdiff writes files: each one as the shell's `>` writes it (``OutputFile``: a file emptied in
/// place with its mode kept, a symbolic link followed, a device or FIFO written through). A path the user
/// names must be in a folder that exists; only the folders of the files archdiff generates below a root
/// it was run in (such as `docs/charts`) are made.
package enum OutputFiles {
    /// Writes `contents` to `path`, resolved against `directory` when relative; errors name `path` as given.
    package static func write(_ contents: String, to path: String, relativeTo directory: String)
        throws(WriteError)
    {
        guard !path.hasPrefix("/") else {
            do {
                return try OutputFile.write(contents, to: path)
            } catch {
                throw WriteError(path: path, reason: error.explanation)
            }
        }
        do {
            try OutputFile.write(contents, to: directory + "/" + path)
        } catch {
            throw WriteError(path: path, reason: explanation(of: error, resolvedFrom: directory))
        }
    }

    /// Writes a generated file at `relativePath` below the folder `root`, first making the folders
    /// between them that are missing (never `root` itself).
    package static func writeGenerated(_ contents: String, to relativePath: String, under root: String)
        throws(WriteError)
    {
        var folder = root
        for component in relativePath.split(separator: "/").dropLast() {
            folder += "/" + component
            guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
                let reason = OutputFileError(path: folder, reason: .system(errno)).explanation
                throw WriteError(path: relativePath, reason: "cannot make its folder: \(reason)")
            }
        }
        try write(contents, to: relativePath, relativeTo: root)
    }

    /// The regular files below `folder`, relative to it and sorted; symbolic links, devices and FIFOs are
    /// left out and linked folders are not entered.
    package static func regularFiles(under folder: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                let child = relative.isEmpty ? entry : relative + "/" + entry
                switch kind(of: folder + "/" + child) {
                case S_IFDIR: pending.append(child)
                case S_IFREG: found.append(child)
                default: break
                }
            }
        }
        return found.sorted()
    }

    /// Removes the generated file at `relativePath` below `root` when it is a regular file; anything else
    /// there (a link, a folder, a FIFO) is left alone.
    package static func removeGenerated(_ relativePath: String, under root: String) throws(WriteError) {
        let path = root + "/" + relativePath
        guard kind(of: path) == S_IFREG else { return }
        guard unlink(path) == 0 || errno == ENOENT else {
            throw WriteError(
                path: relativePath,
                reason: "cannot remove it: " + OutputFileError(path: path, reason: .system(errno)).explanation
            )
        }
    }

    /// The file type bits of `path` itself (not of a link's target), or nil when it does not exist.
    private static func kind(of path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// The reason of `error` for a path given relative to `directory`, with a missing folder named
    /// relative to it too when it lies below it.
    private static func explanation(of error: OutputFileError, resolvedFrom directory: String) -> String {
        guard case .missingFolder(let folder) = error.reason, folder.hasPrefix(directory + "/") else {
            return error.explanation
        }
        let relative = String(folder.dropFirst(directory.count + 1))
        return OutputFileError(path: error.path, reason: .missingFolder(relative)).explanation
    }
}
