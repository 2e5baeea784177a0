/// A failure of the storage layer, typed so that the user can be told what happened.
public enum StoreError: Error, Equatable, Sendable {
    /// The file exists but is not a task database of ours; it was left untouched.
    case notATaskDatabase(path: String)
    /// The database was written by a newer version of this app, with schema `version`.
    case newerSchema(version: Int)
    /// The database file is damaged.
    case corrupt(path: String)
    /// Another process holds the database locked for longer than the busy timeout.
    case locked
    /// The database or its folder cannot be written.
    case readOnly(path: String)
    /// The path names a directory, not a database file.
    case isDirectory(path: String)
    /// The path names something that is not a regular file, such as a pipe, a socket or a device.
    case notARegularFile(path: String)
    /// The disk holding the database has no room left.
    case diskFull(path: String)
    /// The database cannot be opened or created at `path`.
    case cannotOpen(path: String, reason: String)
    /// Any other failure reported by the storage engine.
    case failed(reason: String)
}

extension StoreError {
    /// A restore of the list with `id` when a list with that ID exists: IDs are never given out again, so it
    /// was restored already. Nothing was changed.
    public static func listIDInUse(_ id: TaskList.ID) -> StoreError {
        .failed(reason: "a list with ID \(id) exists already")
    }

    /// A restore of the task with `id` when a task with that ID exists. Nothing was changed.
    public static func taskIDInUse(_ id: TaskItem.ID) -> StoreError {
        .failed(reason: "a task with ID \(id) exists already")
    }
}
