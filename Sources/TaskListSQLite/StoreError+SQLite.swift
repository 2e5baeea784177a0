import CSQLite
import TaskListDomain

extension StoreError {
    /// Maps an SQLite result code (primary or extended) and its message to the error the app reports.
    init(sqliteCode code: Int32, message: String, path: String) {
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED:
            self = .locked
        case SQLITE_CORRUPT:
            self = .corrupt(path: path)
        case SQLITE_NOTADB:
            self = .notATaskDatabase(path: path)
        case SQLITE_READONLY, SQLITE_PERM:
            self = .readOnly(path: path)
        case SQLITE_FULL:
            self = .diskFull(path: path)
        case SQLITE_CANTOPEN:
            self = .cannotOpen(path: path, reason: message)
        default:
            self = .failed(reason: message)
        }
    }
}
