import Foundation
import TaskListDomain

/// The app's default `TaskStore`: SQLite in WAL mode, shared by processes, one transaction a call.
/// Writes take the lock first (`BEGIN IMMEDIATE`), so a busy database fails before anything changes.
public final class SQLiteTaskStore: TaskStore {
    /// The connection every call goes through; internal so that tests can hold its locks.
    let connection: SQLiteConnection
    private let tracksExternalChanges: Bool
    private var dataVersion: Int64 = 0

    /// Opens or creates (mode 0600) the task database at `path`; any other file is left untouched, and a
    /// directory, pipe, socket or device, there or where SQLite keeps its `-journal`, `-wal` or `-shm`
    /// file, is refused at once. A full disk is reported as `.diskFull`.
    /// Waits up to `busyTimeout` seconds for another process's lock, then fails with `.locked`.
    public convenience init(path: String, busyTimeout: TimeInterval = 2) throws(StoreError) {
        try DatabaseFile.checkIsRegularFileOrMissing(at: path)
        try DatabaseFile.checkSidecarsAreRegularFilesOrMissing(at: path)
        do throws(StoreError) {
            try DatabaseFile.createIfMissing(at: path)
            try DatabaseFile.checkIsOurs(at: path)
            let connection = try SQLiteConnection(path: path, mode: .readWrite)
            guard !connection.isReadOnly else { throw .readOnly(path: path) }
            connection.setBusyTimeout(busyTimeout)
            try connection.execute("PRAGMA journal_mode = WAL")
            try connection.execute("PRAGMA synchronous = NORMAL")
            try self.init(connection: connection, tracksExternalChanges: true)
        } catch .failed where DatabaseFile.isDiskFull(at: path) {
            throw .diskFull(path: path)
        }
    }

    /// A store on a private SQLite database in memory, gone when the store is released.
    public static func inMemory() throws(StoreError) -> SQLiteTaskStore {
        let connection = try SQLiteConnection(path: ":memory:", mode: .memory)
        return try SQLiteTaskStore(connection: connection, tracksExternalChanges: false)
    }

    private init(connection: SQLiteConnection, tracksExternalChanges: Bool) throws(StoreError) {
        self.connection = connection
        self.tracksExternalChanges = tracksExternalChanges
        try connection.execute("PRAGMA foreign_keys = ON")
        try Schema.migrate(connection)
        dataVersion = try readDataVersion()
    }

    public func fetchSummaries() throws(StoreError) -> [TaskListSummary] {
        try connection.read { () throws(StoreError) in
            try connection.query(SQL.summaries) { row in
                TaskListSummary(
                    list: Self.list(from: row),
                    doneCount: Int(row.int64(at: 5)),
                    totalCount: Int(row.int64(at: 4))
                )
            }
        }
    }

    public func fetchList(id: TaskList.ID) throws(StoreError) -> TaskList? {
        try connection.read { () throws(StoreError) in try list(id: id) }
    }

    public func fetchTasks(listID: TaskList.ID) throws(StoreError) -> [TaskItem]? {
        try connection.read { () throws(StoreError) in
            guard try list(id: listID) != nil else { return nil }
            return try connection.query(SQL.tasksOfList, .integer(listID), row: Self.task(from:))
        }
    }

    public func fetchTaskOrder(listID: TaskList.ID) throws(StoreError) -> [TaskOrderEntry]? {
        try connection.read { () throws(StoreError) in
            guard try list(id: listID) != nil else { return nil }
            return try connection.query(SQL.orderOfList, .integer(listID), row: Self.orderEntry(from:))
        }
    }

    public func fetchTaskOrder(listID: TaskList.ID, matching filter: TaskFilter, limit: Int)
        throws(StoreError)
        -> TaskOrderPrefix?
    {
        try connection.read { () throws(StoreError) in
            let counts = try connection.queryFirst(SQL.countsOfList, .integer(listID)) {
                (total: Int($0.int64(at: 0)), done: Int($0.int64(at: 1)))
            }
            guard let counts else { return nil }
            switch filter {
            case .all:
                let entries = try connection.query(
                    SQL.orderOfListUpTo, .integer(listID), .integer(Int64(limit)), row: Self.orderEntry(from:)
                )
                return TaskOrderPrefix(count: counts.total, entries: entries)
            case .active, .done:
                let isDone = filter == .done
                let entries = try connection.query(
                    SQL.orderOfListByState, .integer(listID), .integer(isDone ? 1 : 0),
                    .integer(Int64(limit)),
                    row: Self.orderEntry(from:))
                return TaskOrderPrefix(
                    count: isDone ? counts.done : counts.total - counts.done, entries: entries)
            }
        }
    }

    public func fetchTasks(ids: [TaskItem.ID]) throws(StoreError) -> [TaskItem] {
        try connection.read { () throws(StoreError) in
            var tasks: [TaskItem] = []
            tasks.reserveCapacity(ids.count)
            for id in ids {
                if let task = try task(id: id) {
                    tasks.append(task)
                }
            }
            return tasks
        }
    }

    public func fetchUpcoming() throws(StoreError) -> [UpcomingTask] {
        try connection.read { () throws(StoreError) in
            try connection.query(SQL.upcoming) { row in
                UpcomingTask(task: Self.task(from: row), list: Self.list(from: row, startingAt: 7))
            }
        }
    }

    public func insertList(title: String, icon: ListIcon, createdAt: Date) throws(StoreError) -> TaskList {
        let seconds = createdAt.timeIntervalSince1970
        return try connection.write { () throws(StoreError) in
            try connection.run(SQL.insertList, .text(title), .text(icon.rawValue), .real(seconds))
            return TaskList(
                id: connection.lastInsertedRowID,
                title: title,
                icon: icon,
                createdAt: Date(timeIntervalSince1970: seconds)
            )
        }
    }

    public func updateList(id: TaskList.ID, title: String, icon: ListIcon) throws(StoreError) -> TaskList? {
        try connection.write { () throws(StoreError) in
            try connection.run(SQL.updateList, .text(title), .text(icon.rawValue), .integer(id))
            return connection.changedRowCount == 0 ? nil : try list(id: id)
        }
    }

    public func deleteList(id: TaskList.ID) throws(StoreError) -> DeletedList? {
        try connection.write { () throws(StoreError) in
            guard let list = try list(id: id) else { return nil }
            let tasks = try connection.query(SQL.tasksOfList, .integer(id), row: Self.task(from:))
            try connection.run(SQL.deleteList, .integer(id))
            return DeletedList(list: list, tasks: tasks)
        }
    }

    /// Checks each ID just before its row goes in; a failure rolls the whole transaction back.
    public func insertRestoredList(_ deleted: DeletedList) throws(StoreError) -> TaskList {
        let list = deleted.list
        return try connection.write { () throws(StoreError) in
            guard try self.list(id: list.id) == nil else { throw .listIDInUse(list.id) }
            try connection.run(
                SQL.insertRestoredList, .integer(list.id), .text(list.title), .text(list.icon.rawValue),
                .real(list.createdAt.timeIntervalSince1970))
            for (offset, task) in deleted.tasks.enumerated() {
                try insertRestored(task, inList: list.id, at: Int64(offset + 1))
            }
            return list
        }
    }

    public func insertTask(listID: TaskList.ID, title: String, notes: String, due: DueDate?, createdAt: Date)
        throws(StoreError) -> TaskItem?
    {
        let seconds = createdAt.timeIntervalSince1970
        return try connection.write { () throws(StoreError) in
            guard try list(id: listID) != nil else { return nil }
            try connection.run(
                SQL.insertTask, .integer(listID), .text(title), .real(seconds), .text(notes),
                .text(orNull: due?.description))
            return TaskItem(
                id: connection.lastInsertedRowID,
                listID: listID,
                title: title,
                notes: notes,
                due: due,
                createdAt: Date(timeIntervalSince1970: seconds)
            )
        }
    }

    public func renameTask(id: TaskItem.ID, title: String) throws(StoreError) -> TaskItem? {
        try connection.write { () throws(StoreError) in
            try connection.run(SQL.renameTask, .text(title), .integer(id))
            return connection.changedRowCount == 0 ? nil : try task(id: id)
        }
    }

    public func updateTask(id: TaskItem.ID, title: String, notes: String, due: DueDate?) throws(StoreError)
        -> TaskItem?
    {
        try connection.write { () throws(StoreError) in
            try connection.run(
                SQL.updateTask, .text(title), .text(notes), .text(orNull: due?.description), .integer(id))
            return connection.changedRowCount == 0 ? nil : try task(id: id)
        }
    }

    public func toggleTask(id: TaskItem.ID) throws(StoreError) -> TaskItem? {
        try connection.write { () throws(StoreError) in
            try connection.run(SQL.toggleTask, .integer(id))
            return connection.changedRowCount == 0 ? nil : try task(id: id)
        }
    }

    public func setTaskDone(id: TaskItem.ID, isDone: Bool) throws(StoreError) -> TaskItem? {
        try connection.write { () throws(StoreError) in
            try connection.run(SQL.setTaskDone, .integer(isDone ? 1 : 0), .integer(id))
            return connection.changedRowCount == 0 ? nil : try task(id: id)
        }
    }

    public func deleteTask(id: TaskItem.ID) throws(StoreError) -> DeletedTask? {
        try connection.write { () throws(StoreError) in
            guard let task = try task(id: id), let place = try place(ofTask: id) else { return nil }
            let index = try connection.queryFirst(
                SQL.indexOfTask, .integer(place.listID), .integer(place.position), .integer(id)
            ) { Int($0.int64(at: 0)) }
            try connection.run(SQL.deleteTask, .integer(id))
            return DeletedTask(task: task, index: index ?? 0)
        }
    }

    public func insertRestoredTask(_ task: TaskItem, at index: Int) throws(StoreError) -> TaskItem? {
        try connection.write { () throws(StoreError) in
            guard try list(id: task.listID) != nil else { return nil }
            let listID = SQLiteValue.integer(task.listID)
            let position: Int64
            if let taken = try connection.queryFirst(
                SQL.positionAtIndex, listID, .integer(Int64(max(0, index))), row: { $0.int64(at: 0) })
            {
                try connection.run(SQL.makeRoom, listID, .integer(taken))
                position = taken
            } else {
                position = try connection.queryFirst(SQL.nextPosition, listID) { $0.int64(at: 0) } ?? 1
            }
            try insertRestored(task, inList: task.listID, at: position)
            return task
        }
    }

    public func swapPositions(ofTask id: TaskItem.ID, andTask otherID: TaskItem.ID) throws(StoreError)
        -> TaskSwapResult
    {
        try connection.write { () throws(StoreError) in
            guard let first = try place(ofTask: id), let second = try place(ofTask: otherID) else {
                return .taskNotFound
            }
            guard first.listID == second.listID else { return .differentLists }
            try connection.run(SQL.moveTask, .integer(second.position), .integer(id))
            try connection.run(SQL.moveTask, .integer(first.position), .integer(otherID))
            return .swapped(listID: first.listID)
        }
    }

    public func hasExternalChanges() throws(StoreError) -> Bool {
        guard tracksExternalChanges else { return false }
        let version = try readDataVersion()
        defer { dataVersion = version }
        return version != dataVersion
    }

    /// Inserts `task` with its ID and fields into the list with `listID` at `position`, inside the caller's
    /// write transaction; throws `taskIDInUse` when a task has its ID.
    private func insertRestored(_ task: TaskItem, inList listID: TaskList.ID, at position: Int64)
        throws(StoreError)
    {
        guard try self.task(id: task.id) == nil else { throw .taskIDInUse(task.id) }
        try connection.run(
            SQL.insertRestoredTask, .integer(task.id), .integer(listID), .text(task.title),
            .integer(task.isDone ? 1 : 0), .real(task.createdAt.timeIntervalSince1970), .text(task.notes),
            .text(orNull: task.due?.description), .integer(position))
    }

    private func readDataVersion() throws(StoreError) -> Int64 {
        try connection.queryFirst("PRAGMA data_version") { $0.int64(at: 0) } ?? 0
    }

    private func list(id: TaskList.ID) throws(StoreError) -> TaskList? {
        try connection.queryFirst(SQL.list, .integer(id), row: { Self.list(from: $0) })
    }

    /// The list of the task with `id` and its position in the list's order; nil when there is no such task.
    private func place(ofTask id: TaskItem.ID) throws(StoreError) -> (listID: Int64, position: Int64)? {
        try connection.queryFirst(SQL.placeOfTask, .integer(id)) { ($0.int64(at: 0), $0.int64(at: 1)) }
    }

    private func task(id: TaskItem.ID) throws(StoreError) -> TaskItem? {
        try connection.queryFirst(SQL.task, .integer(id), row: Self.task(from:))
    }

    /// Reads a list from the columns id, title, icon, created_at, the first of them at `first`; an unknown
    /// icon becomes the default.
    private static func list(from row: PreparedStatement, startingAt first: Int32 = 0) -> TaskList {
        TaskList(
            id: row.int64(at: first),
            title: row.string(at: first + 1),
            icon: ListIcon(rawValue: row.string(at: first + 2)) ?? .default,
            createdAt: Date(timeIntervalSince1970: row.double(at: first + 3))
        )
    }

    /// Reads a task's place in its list from the columns id, is_done.
    private static func orderEntry(from row: PreparedStatement) -> TaskOrderEntry {
        TaskOrderEntry(id: row.int64(at: 0), isDone: row.int64(at: 1) != 0)
    }

    /// Reads a task from the columns id, list_id, title, is_done, created_at, notes, due; a due date that
    /// is not a day written YYYY-MM-DD (another program may have stored it) is read as none.
    private static func task(from row: PreparedStatement) -> TaskItem {
        TaskItem(
            id: row.int64(at: 0),
            listID: row.int64(at: 1),
            title: row.string(at: 2),
            notes: row.string(at: 5),
            due: DueDate(row.string(at: 6)),
            isDone: row.int64(at: 3) != 0,
            createdAt: Date(timeIntervalSince1970: row.double(at: 4))
        )
    }
}

/// The statements of `SQLiteTaskStore`, each prepared once per connection and then reused.
enum SQL {
    /// The counts are kept by triggers (see `Schema`), so no task row is read.
    static let summaries = """
        SELECT id, title, icon, created_at, task_count, done_count FROM lists ORDER BY id
        """
    static let list = "SELECT id, title, icon, created_at FROM lists WHERE id = ?1"
    static let insertList = "INSERT INTO lists (title, icon, created_at) VALUES (?1, ?2, ?3)"
    static let updateList = "UPDATE lists SET title = ?1, icon = ?2 WHERE id = ?3"
    static let deleteList = "DELETE FROM lists WHERE id = ?1"
    static let tasksOfList = """
        SELECT id, list_id, title, is_done, created_at, notes, due FROM tasks WHERE list_id = ?1
        ORDER BY position, id
        """
    /// Reads the index `tasks_in_order` alone, no task row (see `Schema`).
    static let orderOfList = """
        SELECT id, is_done FROM tasks WHERE list_id = ?1 ORDER BY position, id
        """
    /// The first `?2` tasks of a list, from the index alone.
    static let orderOfListUpTo = """
        SELECT id, is_done FROM tasks WHERE list_id = ?1 ORDER BY position, id LIMIT ?2
        """
    /// The tasks of a list that are done (`?2` = 1) or not, in order, at most `?3`; from the index too.
    static let orderOfListByState = """
        SELECT id, is_done FROM tasks WHERE list_id = ?1 AND is_done = ?2 ORDER BY position, id LIMIT ?3
        """
    /// How many tasks a list has, and how many are done, as the triggers keep them.
    static let countsOfList = "SELECT task_count, done_count FROM lists WHERE id = ?1"
    static let task = "SELECT id, list_id, title, is_done, created_at, notes, due FROM tasks WHERE id = ?1"
    /// How many tasks come before the one at position `?2` with ID `?3` in the order of list `?1`.
    static let indexOfTask = """
        SELECT count(*) FROM tasks WHERE list_id = ?1 AND (position, id) < (?2, ?3)
        """
    /// The position of the task at the 0-based index `?2` in the order of list `?1`, if there is one.
    static let positionAtIndex = """
        SELECT position FROM tasks WHERE list_id = ?1 ORDER BY position, id LIMIT 1 OFFSET ?2
        """
    /// Moves the tasks of list `?1` from position `?2` on down one, to make room for a restored task.
    static let makeRoom = "UPDATE tasks SET position = position + 1 WHERE list_id = ?1 AND position >= ?2"
    static let nextPosition = "SELECT coalesce(max(position), 0) + 1 FROM tasks WHERE list_id = ?1"
    static let insertRestoredList = "INSERT INTO lists (id, title, icon, created_at) VALUES (?1, ?2, ?3, ?4)"
    static let insertRestoredTask = """
        INSERT INTO tasks (id, list_id, title, is_done, created_at, notes, due, position)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
        """
    /// The tasks not done that have a due date, each with its list, in the order of the index
    /// `tasks_upcoming` (see `Schema`): by due date, then list (lists are in ID order), then position.
    static let upcoming = """
        SELECT tasks.id, tasks.list_id, tasks.title, tasks.is_done, tasks.created_at, tasks.notes, tasks.due,
            lists.id, lists.title, lists.icon, lists.created_at
        FROM tasks JOIN lists ON lists.id = tasks.list_id
        WHERE tasks.is_done = 0 AND tasks.due IS NOT NULL
        ORDER BY tasks.due, tasks.list_id, tasks.position, tasks.id
        """
    /// A new task goes after the last of its list.
    static let insertTask = """
        INSERT INTO tasks (list_id, title, created_at, notes, due, position)
        VALUES (?1, ?2, ?3, ?4, ?5, (SELECT coalesce(max(position), 0) + 1 FROM tasks WHERE list_id = ?1))
        """
    static let placeOfTask = "SELECT list_id, position FROM tasks WHERE id = ?1"
    static let moveTask = "UPDATE tasks SET position = ?1 WHERE id = ?2"
    static let renameTask = "UPDATE tasks SET title = ?1 WHERE id = ?2"
    static let updateTask = "UPDATE tasks SET title = ?1, notes = ?2, due = ?3 WHERE id = ?4"
    static let toggleTask = "UPDATE tasks SET is_done = 1 - is_done WHERE id = ?1"
    static let setTaskDone = "UPDATE tasks SET is_done = ?1 WHERE id = ?2"
    static let deleteTask = "DELETE FROM tasks WHERE id = ?1"
}
