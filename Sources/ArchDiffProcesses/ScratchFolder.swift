import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder archdiff made for its own scratch work, and the only kind it ever removes.
///
/// It is made fresh with `mkdtemp` (mode 0700) as `<prefix>-XXXXXX` inside a given folder, and marked by
/// a file archdiff writes into it, ``markerName``, which names the process using it and stays locked
/// (`flock`) for as long as that process lives. A folder that a process killed outright (SIGKILL) left
/// behind is recognised by its marker, unlocked, and removed or taken over by the next run. Removing
/// never follows a symbolic link and never enters another file system.
package final class ScratchFolder: Sendable {
    /// A folder that a process left when it ended.
    package struct Leftover: Equatable, Sendable {
        /// The folder's path.
        package var path: String
        /// The process that made or last used it, as its marker says.
        package var processIdentifier: Int32?

        /// The folder at `path` that `processIdentifier` left.
        package init(path: String, processIdentifier: Int32?) {
            self.path = path
            self.processIdentifier = processIdentifier
        }
    }

    /// The marker file inside every scratch folder.
    package static let markerName = ".archdiff-scratch"

    /// The folder's path.
    package let path: String
    /// The marker, open and locked while this process owns the folder; -1 for a folder another process
    /// owns and this one only uses.
    private let marker: Int32

    private init(path: String, marker: Int32) {
        self.path = path
        self.marker = marker
    }

    deinit {
        if marker >= 0 {
            close(marker)
        }
    }

    /// Makes a new folder named `<prefix>-XXXXXX` in `parent`, marked as this process's.
    package static func create(in parent: String, prefix: String) throws(ScratchFolderError) -> ScratchFolder
    {
        var template = Array("\(parent)/\(prefix)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .cannotCreate(parent: parent, reason: reason(errno))
        }
        let path = String(cString: made)
        let marker = openat(
            AT_FDCWD, path + "/" + markerName, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard marker >= 0, flock(marker, LOCK_EX | LOCK_NB) == 0, mark(marker) else {
            let failure = reason(errno)
            if marker >= 0 {
                close(marker)
            }
            unlink(path + "/" + markerName)
            rmdir(path)
            throw .cannotCreate(parent: parent, reason: failure)
        }
        return ScratchFolder(path: path, marker: marker)
    }

    /// Takes over the folder named `<prefix>-*` in `parent` that an ended process used last, or makes a
    /// new one when there is none; a folder whose process still runs is left to it.
    package static func reuse(in parent: String, prefix: String) throws(ScratchFolderError) -> ScratchFolder {
        var newest: (folder: ScratchFolder, modified: Date)?
        for candidate in candidates(in: parent, prefix: prefix) {
            guard let marker = lockedMarker(of: candidate) else { continue }
            let attributes = try? FileManager.default.attributesOfItem(atPath: candidate + "/" + markerName)
            let modified = attributes?[.modificationDate] as? Date ?? .distantPast
            if newest.map({ modified > $0.modified }) ?? true {
                newest = (ScratchFolder(path: candidate, marker: marker), modified)
            } else {
                close(marker)
            }
        }
        guard let folder = newest?.folder else { return try create(in: parent, prefix: prefix) }
        _ = mark(folder.marker)
        return folder
    }

    /// The folder at `path` that a process still running made, such as a bench worker's parent; this
    /// process uses it and never removes it.
    package static func inUse(at path: String) throws(ScratchFolderError) -> ScratchFolder {
        let marker = open(path + "/" + markerName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        defer {
            if marker >= 0 {
                close(marker)
            }
        }
        guard marker >= 0, isFolder(path), flock(marker, LOCK_SH | LOCK_NB) != 0, errno == EWOULDBLOCK else {
            throw .notInUse(path)
        }
        return ScratchFolder(path: path, marker: -1)
    }

    /// Removes the folders named `<prefix>-*` in `parent` whose process ended; returns them.
    @discardableResult
    package static func removeLeftovers(in parent: String, prefix: String) -> [Leftover] {
        var removed: [Leftover] = []
        for candidate in candidates(in: parent, prefix: prefix) {
            guard let marker = lockedMarker(of: candidate) else { continue }
            let folder = ScratchFolder(path: candidate, marker: marker)
            let owner = processIdentifier(in: marker)
            if (try? folder.remove()) != nil {
                removed.append(Leftover(path: candidate, processIdentifier: owner))
            }
        }
        return removed
    }

    /// The path of `name` inside the folder.
    package func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Removes the folder with everything in it, if it is still the one this process marked; nothing
    /// happens when it is gone or when this process only uses it.
    package func remove() throws(ScratchFolderError) {
        guard marker >= 0 else { return }
        let directory = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directory >= 0 else { return }
        defer { close(directory) }
        var folder = stat()
        var placed = stat()
        var held = stat()
        guard fstat(directory, &folder) == 0,
            fstatat(directory, Self.markerName, &placed, AT_SYMLINK_NOFOLLOW) == 0,
            fstat(marker, &held) == 0, placed.st_dev == held.st_dev, placed.st_ino == held.st_ino
        else { return }
        if let failure = Self.removeContents(of: directory, device: folder.st_dev, shownAs: path) {
            throw failure
        }
        guard rmdir(path) == 0 || errno == ENOENT else {
            throw .cannotRemove(path, reason: Self.reason(errno))
        }
    }

    // MARK: - Markers

    /// Writes this process's identifier into `marker`, in place of what it held.
    private static func mark(_ marker: Int32) -> Bool {
        let text = Array("archdiff scratch folder\nprocess \(getpid())\n".utf8)
        guard ftruncate(marker, 0) == 0 else { return false }
        return text.withUnsafeBytes { pwrite(marker, $0.baseAddress, $0.count, 0) } == text.count
    }

    /// The process identifier the marker names.
    private static func processIdentifier(in marker: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = pread(marker, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        return text.split(separator: "\n").first { $0.hasPrefix("process ") }
            .flatMap { Int32($0.dropFirst("process ".count)) }
    }

    /// The folders in `parent` named `<prefix>-*` that are folders of this user, not links.
    private static func candidates(in parent: String, prefix: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        return entries.filter { $0.hasPrefix(prefix + "-") }.sorted().map { parent + "/" + $0 }.filter {
            var status = stat()
            return lstat($0, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && status.st_uid == getuid()
        }
    }

    /// The marker of the folder at `path`, open and locked by this process, when the folder has one and
    /// no running process holds it.
    private static func lockedMarker(of path: String) -> Int32? {
        let marker = open(path + "/" + markerName, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
        guard marker >= 0 else { return nil }
        var status = stat()
        guard fstat(marker, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            flock(marker, LOCK_EX | LOCK_NB) == 0
        else {
            close(marker)
            return nil
        }
        return marker
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    // MARK: - Removal

    /// Removes everything in the open folder `directory`: links and files are unlinked, never followed;
    /// folders are emptied first; a folder on another device than `device` (a mount) stops the removal.
    private static func removeContents(of directory: Int32, device: dev_t, shownAs path: String)
        -> ScratchFolderError?
    {
        for name in names(in: directory) {
            var status = stat()
            guard fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                guard status.st_dev == device else {
                    return .cannotRemove(path + "/" + name, reason: "it is on another file system")
                }
                let child = openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0 else { return .cannotRemove(path + "/" + name, reason: reason(errno)) }
                let failure = removeContents(of: child, device: device, shownAs: path + "/" + name)
                close(child)
                if let failure { return failure }
                guard unlinkat(directory, name, AT_REMOVEDIR) == 0 else {
                    return .cannotRemove(path + "/" + name, reason: reason(errno))
                }
            } else if unlinkat(directory, name, 0) != 0 && errno != ENOENT {
                return .cannotRemove(path + "/" + name, reason: reason(errno))
            }
        }
        return nil
    }

    /// The entries of the open folder `directory`, without `.` and `..`.
    private static func names(in directory: Int32) -> [String] {
        let copy = dup(directory)
        guard copy >= 0, let stream = fdopendir(copy) else {
            if copy >= 0 {
                close(copy)
            }
            return []
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." {
                names.append(name)
            }
        }
        return names
    }

    private static func reason(_ number: Int32) -> String {
        String(cString: strerror(number)).lowercased()
    }
}
