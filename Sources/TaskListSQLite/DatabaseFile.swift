import Foundation
import TaskListDomain

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The checks made on a database file before anything is written to it.
enum DatabaseFile {
    /// Throws unless `path` is missing or names a regular file (or a link to one). SQLite would wait
    /// forever to open a pipe and report a directory as a disk I/O error, so these are refused first.
    static func checkIsRegularFileOrMissing(at path: String) throws(StoreError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT { return }
            throw error(errno: code, path: path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .isDirectory(path: path)
        default: throw .notARegularFile(path: path)
        }
    }

    /// The endings of the files SQLite keeps beside a database: its rollback journal, its write-ahead
    /// log and the log's index.
    private static let sidecarSuffixes = ["-journal", "-wal", "-shm"]

    /// Throws unless each file SQLite keeps beside the database at `path` is missing or a regular file.
    /// SQLite would wait forever to open a pipe there, and follow or remove whatever else it found, so a
    /// pipe, folder, device, socket or symbolic link is refused before SQLite opens anything.
    static func checkSidecarsAreRegularFilesOrMissing(at path: String) throws(StoreError) {
        for suffix in sidecarSuffixes {
            let sidecar = sidecarPath(of: path, suffix: suffix)
            var status = stat()
            guard lstat(sidecar, &status) == 0 else {
                let code = errno
                if code == ENOENT { continue }
                throw error(errno: code, path: sidecar)
            }
            guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(path: sidecar) }
        }
    }

    /// Whether the file system holding `path` has less than `threshold` bytes left for us: a write that
    /// failed there failed because the disk is full, whatever error SQLite made of it.
    static func isDiskFull(at path: String, threshold: UInt64 = 1 << 20) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        var status = statvfs()
        guard statvfs(folder.isEmpty ? "." : folder, &status) == 0 else { return false }
        return UInt64(status.f_bavail) * UInt64(status.f_frsize) < threshold
    }

    /// Creates the file at `path` readable and writable by its owner only, unless it exists.
    ///
    /// SQLite gives the `-wal` and `-shm` files it makes later the permissions of this file.
    static func createIfMissing(at path: String) throws(StoreError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST { return }
            throw error(errno: code, path: path)
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else { throw error(errno: errno, path: path) }
    }

    /// Throws unless the database at `path` is empty or a task database this code can read, without
    /// writing it. Without a write-ahead log the file alone is the database: it is read immutable, so
    /// that SQLite neither writes nor creates any file. A log that holds changes (a crash or a full disk
    /// stopped a checkpoint, and the file alone may be half-written) is read with the file, as SQLite
    /// recovers them, and the result must pass SQLite's integrity check: a read-write connection would
    /// copy the log into the file on closing.
    static func checkIsOurs(at path: String) throws(StoreError) {
        guard hasWriteAheadLog(at: path) else {
            let probe = try SQLiteConnection(path: path, mode: .readOnlyImmutable)
            _ = try Schema.version(of: probe)
            return
        }
        let probe = try SQLiteConnection(path: path, mode: .readOnly)
        _ = try Schema.version(of: probe)
        let problems = try probe.query("PRAGMA integrity_check(1)") { $0.string(at: 0) }
        guard problems == ["ok"] else { throw .corrupt(path: path) }
    }

    /// Whether the write-ahead log SQLite keeps beside the database at `path` exists and is not empty.
    private static func hasWriteAheadLog(at path: String) -> Bool {
        var status = stat()
        return stat(sidecarPath(of: path, suffix: "-wal"), &status) == 0 && status.st_size > 0
    }

    /// The path of the file SQLite keeps beside the database at `path` with `suffix` appended: SQLite
    /// follows symbolic links to the database first, so the result does too.
    private static func sidecarPath(of path: String, suffix: String) -> String {
        resolvedPath(of: path) + suffix
    }

    /// `path` with every symbolic link resolved, as SQLite names the database; when the file is missing,
    /// its folder resolved and its name appended; unchanged when even the folder cannot be resolved.
    private static func resolvedPath(of path: String) -> String {
        if let resolved = realPath(path) {
            return resolved
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let resolvedFolder = realPath(folder.isEmpty ? "." : folder) else { return path }
        return (resolvedFolder as NSString).appendingPathComponent(name)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func error(errno code: Int32, path: String) -> StoreError {
        switch code {
        case EACCES, EPERM, EROFS:
            .readOnly(path: path)
        case ENOSPC, EDQUOT:
            .diskFull(path: path)
        default:
            .cannotOpen(path: path, reason: String(cString: strerror(code)))
        }
    }
}
