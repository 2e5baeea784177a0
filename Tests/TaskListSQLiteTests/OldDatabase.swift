import TaskListDomain

@testable import TaskListSQLite

/// A database file as an older version of the app left it: the schema up to `version`, filled with plain
/// SQL in that version's columns. Release it before a store opens the file.
final class OldDatabase {
    private let connection: SQLiteConnection

    /// Creates the file at `path` with every migration up to `version`, marked as ours at that version.
    init(path: String, version: Int) throws {
        try DatabaseFile.createIfMissing(at: path)
        connection = try SQLiteConnection(path: path, mode: .readWrite)
        try connection.write { () throws(StoreError) in
            for migration in Schema.migrations where migration.version <= version {
                for statement in migration.statements {
                    try connection.execute(statement)
                }
            }
            try connection.execute("PRAGMA application_id = \(Schema.applicationID)")
            try connection.execute("PRAGMA user_version = \(version)")
        }
    }

    /// Runs statements that take no parameters, such as INSERTs written as that version wrote them.
    func execute(_ sql: String) throws {
        try connection.execute(sql)
    }
}
