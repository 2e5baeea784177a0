import CSQLite
import Foundation
import TaskListDomain

/// One open SQLite database handle with typed errors, a statement cache and transactions.
///
/// Not `Sendable`: SQLite's own locking is switched off, so one thread at a time uses it.
final class SQLiteConnection {
    /// The path of the database, as shown in errors.
    let path: String
    private let handle: OpaquePointer
    private var statements: [String: PreparedStatement] = [:]

    /// How a connection opens its database.
    enum OpenMode {
        /// Reads and writes an existing file.
        case readWrite
        /// Only reads an existing file, with what its write-ahead log holds: SQLite writes neither the
        /// file nor the log, though it may rebuild the log's index (the `-shm` file) as every reader does.
        case readOnly
        /// Only reads an existing file and tells SQLite nothing else changes it, so that SQLite
        /// takes no locks and neither writes nor creates any file; a write-ahead log is ignored.
        case readOnlyImmutable
        /// A private database in memory; the path is ignored.
        case memory
    }

    /// Opens the database at `path` in `mode`. Every character of `path` is taken literally.
    init(path: String, mode: OpenMode) throws(StoreError) {
        let filename: String
        let flags: Int32
        switch mode {
        case .readWrite:
            filename = Self.uri(for: path, query: "")
            flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_URI
        case .readOnly:
            filename = Self.uri(for: path, query: "?mode=ro")
            flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        case .readOnlyImmutable:
            filename = Self.uri(for: path, query: "?mode=ro&immutable=1")
            flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        case .memory:
            filename = ":memory:"
            flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        }
        var database: OpaquePointer?
        let code = sqlite3_open_v2(filename, &database, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let database else {
            let message =
                database.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(database)
            throw StoreError(sqliteCode: code, message: message, path: path)
        }
        self.handle = database
        self.path = path
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Whether the database was opened read-only, for example because the file cannot be written.
    var isReadOnly: Bool {
        sqlite3_db_readonly(handle, "main") == 1
    }

    /// The number of rows the last INSERT, UPDATE or DELETE changed.
    var changedRowCount: Int {
        Int(sqlite3_changes(handle))
    }

    /// The row ID of the last row inserted through this connection.
    var lastInsertedRowID: Int64 {
        sqlite3_last_insert_rowid(handle)
    }

    /// Makes a statement wait up to `seconds` for another connection's lock before it fails.
    func setBusyTimeout(_ seconds: TimeInterval) {
        let milliseconds = (seconds * 1000).rounded()
        let bounded = milliseconds.isNaN ? 0 : min(max(milliseconds, 0), Double(Int32.max))
        sqlite3_busy_timeout(handle, Int32(bounded))
    }

    /// Runs one or more statements that take no parameters, without caching them.
    func execute(_ sql: String) throws(StoreError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code: code) }
    }

    /// Runs a cached statement to completion.
    func run(_ sql: String, _ values: SQLiteValue...) throws(StoreError) {
        let statement = try prepared(sql)
        defer { statement.reset() }
        try statement.start(binding: values)
        while try statement.step() {}
    }

    /// Runs a cached query and turns each of its rows into a value with `row`.
    func query<Row>(
        _ sql: String,
        _ values: SQLiteValue...,
        row: (PreparedStatement) -> Row
    ) throws(StoreError) -> [Row] {
        let statement = try prepared(sql)
        defer { statement.reset() }
        try statement.start(binding: values)
        var rows: [Row] = []
        while try statement.step() {
            rows.append(row(statement))
        }
        return rows
    }

    /// Runs a cached query and returns its first row turned into a value, or nil when it has none.
    func queryFirst<Row>(
        _ sql: String,
        _ values: SQLiteValue...,
        row: (PreparedStatement) -> Row
    ) throws(StoreError) -> Row? {
        let statement = try prepared(sql)
        defer { statement.reset() }
        try statement.start(binding: values)
        return try statement.step() ? row(statement) : nil
    }

    /// Runs `body` in a deferred (read) transaction.
    func read<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        try transaction(begin: "BEGIN DEFERRED", body)
    }

    /// Runs `body` in an immediate transaction, which takes the write lock up front so that a
    /// busy database fails before anything is changed.
    func write<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        try transaction(begin: "BEGIN IMMEDIATE", body)
    }

    private func transaction<Result>(
        begin: String,
        _ body: () throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        try run(begin)
        do {
            let result = try body()
            try run("COMMIT")
            return result
        } catch {
            if sqlite3_get_autocommit(handle) == 0 {
                try? run("ROLLBACK")
            }
            throw error
        }
    }

    private func prepared(_ sql: String) throws(StoreError) -> PreparedStatement {
        if let statement = statements[sql] {
            return statement
        }
        let statement = try PreparedStatement(sql: sql, database: handle, path: path)
        statements[sql] = statement
        return statement
    }

    /// A `file:` URI for `path` followed by `query`, escaped so that no character of the path is
    /// mistaken for URI syntax.
    private static func uri(for path: String, query: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%")
        let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        let scheme = path.hasPrefix("/") ? "file://" : "file:"
        return scheme + escaped + query
    }

    private func error(code: Int32) -> StoreError {
        StoreError(sqliteCode: code, message: String(cString: sqlite3_errmsg(handle)), path: path)
    }
}
