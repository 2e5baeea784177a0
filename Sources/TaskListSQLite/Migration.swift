/// One step of the schema's history: the statements that bring a database to `version`.
struct Migration {
    /// The `PRAGMA user_version` a database has once this step ran.
    let version: Int
    /// The SQL run, in order and in the same transaction, to get there from the version before.
    let statements: [String]
}
