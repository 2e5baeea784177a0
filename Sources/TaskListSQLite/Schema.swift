import TaskListDomain

/// The tables of a task database, how they grew, and the marks that tell the file is ours.
enum Schema {
    /// The `PRAGMA application_id` of a task database: "TLst" in ASCII.
    static let applicationID: Int32 = 0x544C_7374

    /// Every migration in order; a database at version `n` runs the ones after `n`.
    static let migrations: [Migration] = [
        Migration(
            version: 1,
            statements: [
                """
                CREATE TABLE lists (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    title TEXT NOT NULL,
                    icon TEXT NOT NULL,
                    created_at REAL NOT NULL
                )
                """,
                """
                CREATE TABLE tasks (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    list_id INTEGER NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
                    title TEXT NOT NULL,
                    is_done INTEGER NOT NULL DEFAULT 0 CHECK (is_done IN (0, 1)),
                    created_at REAL NOT NULL
                )
                """,
                "CREATE INDEX tasks_by_list ON tasks (list_id)",
            ]
        ),
        // Tasks get a place in their list's order; existing tasks keep their creation order.
        Migration(
            version: 2,
            statements: [
                "ALTER TABLE tasks ADD COLUMN position INTEGER NOT NULL DEFAULT 0",
                "UPDATE tasks SET position = id",
                "DROP INDEX tasks_by_list",
                "CREATE INDEX tasks_in_order ON tasks (list_id, position)",
            ]
        ),
        // Tasks get notes; existing tasks have none.
        Migration(
            version: 3,
            statements: ["ALTER TABLE tasks ADD COLUMN notes TEXT NOT NULL DEFAULT ''"]
        ),
        // Each list counts its tasks, kept by triggers, so that Home's progress reads the lists alone.
        Migration(
            version: 4,
            statements: [
                "ALTER TABLE lists ADD COLUMN task_count INTEGER NOT NULL DEFAULT 0",
                "ALTER TABLE lists ADD COLUMN done_count INTEGER NOT NULL DEFAULT 0",
                """
                UPDATE lists SET
                    task_count = (SELECT count(*) FROM tasks WHERE tasks.list_id = lists.id),
                    done_count = (SELECT count(*) FROM tasks WHERE tasks.list_id = lists.id AND tasks.is_done = 1)
                """,
                """
                CREATE TRIGGER tasks_counted_on_insert AFTER INSERT ON tasks BEGIN
                    UPDATE lists SET task_count = task_count + 1, done_count = done_count + NEW.is_done
                    WHERE id = NEW.list_id;
                END
                """,
                """
                CREATE TRIGGER tasks_counted_on_delete AFTER DELETE ON tasks BEGIN
                    UPDATE lists SET task_count = task_count - 1, done_count = done_count - OLD.is_done
                    WHERE id = OLD.list_id;
                END
                """,
                """
                CREATE TRIGGER tasks_counted_on_update AFTER UPDATE OF list_id, is_done ON tasks BEGIN
                    UPDATE lists SET task_count = task_count - 1, done_count = done_count - OLD.is_done
                    WHERE id = OLD.list_id;
                    UPDATE lists SET task_count = task_count + 1, done_count = done_count + NEW.is_done
                    WHERE id = NEW.list_id;
                END
                """,
            ]
        ),
        // A list's order carries each task's ID and state, so that opening a list reads the index alone.
        Migration(
            version: 5,
            statements: [
                "DROP INDEX tasks_in_order",
                "CREATE INDEX tasks_in_order ON tasks (list_id, position, id, is_done)",
            ]
        ),
        // Tasks get a due date, a day written YYYY-MM-DD so that it sorts as text; existing tasks have none.
        // The Upcoming screen's read walks a partial index of the tasks not done that have one, in its order.
        Migration(
            version: 6,
            statements: [
                """
                ALTER TABLE tasks ADD COLUMN due TEXT
                    CHECK (due IS NULL OR due GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
                """,
                """
                CREATE INDEX tasks_upcoming ON tasks (due, list_id, position, id)
                    WHERE is_done = 0 AND due IS NOT NULL
                """,
            ]
        ),
    ]

    /// The version a database has once every migration ran.
    static var latestVersion: Int {
        migrations.last?.version ?? 0
    }

    /// Brings the database of `connection` to the latest version. A database that needs it is
    /// migrated in one write transaction, after checking under the write lock that it is ours (or
    /// empty) and not newer than this code; an up-to-date one only takes a read.
    static func migrate(_ connection: SQLiteConnection) throws(StoreError) {
        let stored = try connection.read { () throws(StoreError) in try version(of: connection) }
        guard stored < latestVersion else { return }
        try connection.write { () throws(StoreError) in
            let current = try version(of: connection)
            for migration in migrations where migration.version > current {
                for statement in migration.statements {
                    try connection.execute(statement)
                }
            }
            if current < latestVersion {
                try connection.execute("PRAGMA application_id = \(applicationID)")
                try connection.execute("PRAGMA user_version = \(latestVersion)")
            }
        }
    }

    /// The schema version of the database of `connection`: 0 for an empty database; throws if the
    /// database is someone else's or newer than this code.
    static func version(of connection: SQLiteConnection) throws(StoreError) -> Int {
        let notOurs = StoreError.notATaskDatabase(path: connection.path)
        let applicationID = try connection.queryFirst("PRAGMA application_id") { $0.int64(at: 0) } ?? 0
        let version = try connection.queryFirst("PRAGMA user_version") { Int($0.int64(at: 0)) } ?? 0
        let objectCount =
            try connection.queryFirst("SELECT count(*) FROM sqlite_master") { $0.int64(at: 0) } ?? 0
        switch applicationID {
        case Int64(Schema.applicationID):
            guard version <= latestVersion else { throw .newerSchema(version: version) }
        case 0:
            guard objectCount == 0, version == 0 else { throw notOurs }
        default:
            throw notOurs
        }
        return version
    }
}
