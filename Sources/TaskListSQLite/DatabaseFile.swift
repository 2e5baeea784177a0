import Foundation
import TaskListDomain

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The checks made on a database file before anything is written to it.
enum DatabaseFile {
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
        default:
            .cannotOpen(path: path, reason: String(cString: strerror(code)))
        }
    }
}
