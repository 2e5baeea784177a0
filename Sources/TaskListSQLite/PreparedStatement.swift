import CSQLite
import TaskListDomain

/// A compiled SQL statement, kept by its connection and reset for every use.
final class PreparedStatement {
    private let handle: OpaquePointer
    private let path: String

    /// Compiles `sql` on the connection `database`; `path` names the database in errors.
    init(sql: String, database: OpaquePointer, path: String) throws(StoreError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(database, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw StoreError(sqliteCode: code, message: String(cString: sqlite3_errmsg(database)), path: path)
        }
        self.handle = statement
        self.path = path
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Ends any previous run and binds `values` to the parameters `?1`, `?2`, ... in order.
    func start(binding values: [SQLiteValue]) throws(StoreError) {
        reset()
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .integer(let integer):
                code = sqlite3_bind_int64(handle, index, integer)
            case .real(let real):
                code = sqlite3_bind_double(handle, index, real)
            case .text(let text):
                var text = text
                code = text.withUTF8 { bytes in
                    guard let start = bytes.baseAddress else {
                        return sqlite3_bind_text64(handle, index, "", 0, transientText, UInt8(SQLITE_UTF8))
                    }
                    return sqlite3_bind_text64(
                        handle,
                        index,
                        start,
                        UInt64(bytes.count),
                        transientText,
                        UInt8(SQLITE_UTF8)
                    )
                }
            case .null:
                code = sqlite3_bind_null(handle, index)
            }
            guard code == SQLITE_OK else { throw error(code: code) }
        }
    }

    /// Advances to the next row; returns false when there are no more rows.
    func step() throws(StoreError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW:
            return true
        case SQLITE_DONE:
            return false
        case let code:
            let failure = error(code: code)
            reset()
            throw failure
        }
    }

    /// Releases the statement's hold on the database and forgets its bindings.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// The integer in `column` of the current row; 0 for NULL.
    func int64(at column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    /// The floating point number in `column` of the current row; 0 for NULL.
    func double(at column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    /// The text in `column` of the current row; empty for NULL.
    func string(at column: Int32) -> String {
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    private func error(code: Int32) -> StoreError {
        let database = sqlite3_db_handle(handle)
        let message =
            database.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
        return StoreError(sqliteCode: code, message: message, path: path)
    }
}

/// Tells SQLite to copy bound text before the call returns (the C macro `SQLITE_TRANSIENT`).
private let transientText = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
