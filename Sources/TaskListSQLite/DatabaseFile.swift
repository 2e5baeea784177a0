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

    /// Opens the file read-only and immutable, so that SQLite neither writes nor creates any file,
    /// and throws unless it is empty or a task database this code can read.
    static func checkIsOurs(at path: String) throws(StoreError) {
        let probe = try SQLiteConnection(path: path, mode: .readOnlyImmutable)
        _ = try Schema.version(of: probe)
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
