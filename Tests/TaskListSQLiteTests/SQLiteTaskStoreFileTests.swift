import CSQLite
import Foundation
import TaskListDomain
import Testing

@testable import TaskListSQLite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `SQLiteTaskStore` creates, opens, migrates and protects its database file.
@Suite("SQLite task store file")
final class SQLiteTaskStoreFileTests {
    private let day = Date(timeIntervalSince1970: 1_700_000_000)
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    deinit {
        directory.remove()
    }

    @Test("B35 lists and tasks persist after the store is closed and opened again")
    func persistsAcrossReopen() throws {
        let path = directory.path("tasks.sqlite3")
        let (summaries, tasks) = try {
            let store = try SQLiteTaskStore(path: path)
            let list = try store.insertList(title: "장보기", icon: .home, createdAt: day)
            _ = try store.insertList(title: "Empty", icon: .star, createdAt: day)
            let milk = try #require(try store.insertTask(listID: list.id, title: "Milk 🥛", createdAt: day))
            _ = try store.insertTask(listID: list.id, title: "Bread", createdAt: day)
            _ = try store.toggleTask(id: milk.id)
            return (try store.fetchSummaries(), try store.fetchTasks(listID: list.id))
        }()

        let reopened = try SQLiteTaskStore(path: path)

        #expect(try reopened.fetchSummaries() == summaries)
        #expect(try reopened.fetchTasks(listID: summaries[0].list.id) == tasks)
        #expect(summaries.map(\.doneCount) == [1, 0])
    }

    @Test("B40 a new database file and its -wal and -shm files are for the owner only (0600)")
    func newFileIsOwnerOnly() throws {
        let path = directory.path("tasks.sqlite3")
        let store = try SQLiteTaskStore(path: path)
        _ = try store.insertList(title: "Private", icon: .default, createdAt: day)

        #expect(try directory.fileNames() == ["tasks.sqlite3", "tasks.sqlite3-shm", "tasks.sqlite3-wal"])
        for name in try directory.fileNames() {
            #expect(try permissions(of: directory.path(name)) == 0o600, "\(name)")
        }
    }

    @Test("a new database is in WAL mode, enforces foreign keys and is marked as ours")
    func newDatabaseSettings() throws {
        let store = try SQLiteTaskStore(path: directory.path("tasks.sqlite3"))
        let connection = store.connection

        #expect(try connection.queryFirst("PRAGMA journal_mode") { $0.string(at: 0) } == "wal")
        #expect(try connection.queryFirst("PRAGMA foreign_keys") { $0.int64(at: 0) } == 1)
        #expect(try connection.queryFirst("PRAGMA application_id") { $0.int64(at: 0) } == 0x544C_7374)
        #expect(
            try connection.queryFirst("PRAGMA user_version") { Int($0.int64(at: 0)) } == Schema.latestVersion)
    }

    @Test("dates are stored as REAL seconds since 1970 and icons as their glyph")
    func storedFormat() throws {
        let store = try SQLiteTaskStore.inMemory()
        _ = try store.insertList(
            title: "List", icon: .music, createdAt: Date(timeIntervalSince1970: 1_700_000_000.5))

        let row = try store.connection.queryFirst("SELECT typeof(created_at), created_at, icon FROM lists") {
            ($0.string(at: 0), $0.double(at: 1), $0.string(at: 2))
        }

        #expect(row?.0 == "real")
        #expect(row?.1 == 1_700_000_000.5)
        #expect(row?.2 == "♫")
    }

    @Test("an icon this version does not know is read as the default icon")
    func unknownIcon() throws {
        let store = try SQLiteTaskStore.inMemory()
        let list = try store.insertList(title: "List", icon: .music, createdAt: day)
        try store.connection.execute("UPDATE lists SET icon = '🦄'")

        #expect(try store.fetchList(id: list.id)?.icon == ListIcon.default)
        #expect(try store.fetchSummaries().map(\.list.icon) == [ListIcon.default])
    }

    @Test("the tasks of a list are found, in order, through an index on list_id and position")
    func tasksUseTheListIndex() throws {
        let store = try SQLiteTaskStore.inMemory()
        let plan = try store.connection.query(
            "EXPLAIN QUERY PLAN SELECT id FROM tasks WHERE list_id = 1 ORDER BY position, id"
        ) { $0.string(at: 3) }
        #expect(plan.contains { $0.contains("tasks_in_order") })
        #expect(!plan.contains { $0.contains("TEMP B-TREE") })
    }

    @Test("B63 the order of tasks persists after the store is closed and opened again")
    func orderPersists() throws {
        let path = directory.path("tasks.sqlite3")
        let (listID, tasks) = try {
            let store = try SQLiteTaskStore(path: path)
            let list = try store.insertList(title: "List", icon: .default, createdAt: day)
            for title in ["A", "B", "C"] {
                _ = try store.insertTask(listID: list.id, title: title, createdAt: day)
            }
            let tasks = try #require(try store.fetchTasks(listID: list.id))
            _ = try store.swapPositions(ofTask: tasks[0].id, andTask: tasks[2].id)
            return (list.id, try store.fetchTasks(listID: list.id))
        }()

        #expect(tasks?.map(\.title) == ["C", "B", "A"])
        #expect(try SQLiteTaskStore(path: path).fetchTasks(listID: listID) == tasks)
    }

    @Test("B84 B86 due dates persist after the store is closed and opened again, and so does Upcoming")
    func dueDatesPersist() throws {
        let path = directory.path("tasks.sqlite3")
        let (tasks, upcoming) = try {
            let store = try SQLiteTaskStore(path: path)
            let list = try store.insertList(title: "List", icon: .default, createdAt: day)
            for (title, due) in [("Later", "2027-01-02"), ("None", ""), ("Soon", "2026-12-24")] {
                _ = try store.insertTask(
                    listID: list.id, title: title, notes: "", due: DueDate(due), createdAt: day)
            }
            _ = try store.updateTask(id: 2, title: "None", notes: "", due: DueDate("2028-02-29"))
            _ = try store.updateTask(id: 2, title: "None", notes: "", due: nil)
            return (try store.fetchTasks(listID: list.id), try store.fetchUpcoming())
        }()

        let reopened = try SQLiteTaskStore(path: path)

        #expect(try reopened.fetchTasks(listID: 1) == tasks)
        #expect(tasks?.map { $0.due?.description } == ["2027-01-02", nil, "2026-12-24"])
        #expect(try reopened.fetchUpcoming() == upcoming)
        #expect(upcoming.map(\.task.title) == ["Soon", "Later"])
    }

    @Test("B84 a due date is stored as the text YYYY-MM-DD, and no due date as NULL")
    func dueStoredFormat() throws {
        let store = try SQLiteTaskStore.inMemory()
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        _ = try store.insertTask(
            listID: list.id, title: "Dated", notes: "", due: DueDate("0042-03-09"), createdAt: day)
        _ = try store.insertTask(listID: list.id, title: "Undated", createdAt: day)

        let rows = try store.connection.query("SELECT typeof(due), coalesce(due, '') FROM tasks ORDER BY id")
        {
            [$0.string(at: 0), $0.string(at: 1)]
        }

        #expect(rows == [["text", "0042-03-09"], ["null", ""]])
    }

    @Test(
        "B84 a due date another program stored that names no day is read as none; other text is refused by the database"
    )
    func foreignDueDates() throws {
        let store = try SQLiteTaskStore.inMemory()
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        let task = try #require(
            try store.insertTask(
                listID: list.id, title: "Task", notes: "", due: DueDate("2026-12-24"), createdAt: day))

        try store.connection.execute("UPDATE tasks SET due = '2026-02-30'")
        #expect(try store.fetchTasks(listID: list.id)?.map(\.due) == [nil])
        #expect(
            try store.fetchUpcoming().map(\.task) == [
                TaskItem(id: task.id, listID: list.id, title: "Task", createdAt: day)
            ])
        for text in ["tomorrow", "2026-12-24 10:00", "26-12-24"] {
            #expect(throws: StoreError.self) {
                try store.connection.execute("UPDATE tasks SET due = '\(text)'")
            }
        }
    }

    @Test(
        "B86 the Upcoming read walks the index of tasks not done with a due date, in its order, sorting nothing"
    )
    func upcomingUsesItsIndex() throws {
        let store = try SQLiteTaskStore.inMemory()
        let plan = try store.connection.query("EXPLAIN QUERY PLAN " + SQL.upcoming) { $0.string(at: 3) }

        #expect(plan.contains { $0.contains("tasks_upcoming") })
        #expect(!plan.contains { $0.contains("TEMP B-TREE") })
    }

    @Test("B01 progress counts follow every change to the tasks, also one another program writes in SQL")
    func countsFollowDirectWrites() throws {
        let store = try SQLiteTaskStore.inMemory()
        let first = try store.insertList(title: "First", icon: .default, createdAt: day)
        let second = try store.insertList(title: "Second", icon: .default, createdAt: day)
        let counts = { try store.fetchSummaries().map { [$0.doneCount, $0.totalCount] } }
        try store.connection.execute(
            "INSERT INTO tasks (list_id, title, is_done, created_at) VALUES (1, 'a', 1, 0), (1, 'b', 0, 0)")
        #expect(try counts() == [[1, 2], [0, 0]])
        try store.connection.execute("UPDATE tasks SET list_id = 2 WHERE title = 'a'")
        #expect(try counts() == [[0, 1], [1, 1]])
        try store.connection.execute("UPDATE tasks SET is_done = 1")
        #expect(try counts() == [[1, 1], [1, 1]])
        try store.connection.execute(
            "UPDATE tasks SET title = 'renamed', notes = 'notes', position = position + 5")
        #expect(try counts() == [[1, 1], [1, 1]])
        try store.connection.execute("DELETE FROM tasks WHERE list_id = 2")
        #expect(try counts() == [[1, 1], [0, 0]])
        #expect(try store.deleteList(id: first.id) != nil)
        #expect(try store.fetchSummaries() == [TaskListSummary(list: second, doneCount: 0, totalCount: 0)])
    }

    @Test("Home's progress is read from the lists alone: the summaries read no task row")
    func summariesReadNoTask() throws {
        let store = try SQLiteTaskStore.inMemory()
        let list = try store.insertList(title: "List", icon: .default, createdAt: day)
        _ = try store.insertTask(listID: list.id, title: "Task", createdAt: day)
        try store.connection.execute("DROP INDEX tasks_in_order")
        try store.connection.execute("ALTER TABLE tasks RENAME TO hidden_tasks")

        #expect(try store.fetchSummaries().map(\.totalCount) == [1])
    }

    @Test("an existing empty file becomes a task database")
    func initialisesEmptyFile() throws {
        let path = directory.path("empty.sqlite3")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let list = try {
            let store = try SQLiteTaskStore(path: path)
            return try store.insertList(title: "Fresh", icon: .default, createdAt: day)
        }()

        #expect(try SQLiteTaskStore(path: path).fetchList(id: list.id) == list)
    }

    @Test("opening a database of the current version changes nothing in it")
    func reopeningDoesNotWrite() throws {
        let path = directory.path("tasks.sqlite3")
        _ = try SQLiteTaskStore(path: path).insertList(title: "List", icon: .default, createdAt: day)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        _ = try SQLiteTaskStore(path: path)

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a database of a newer schema version is refused and left unchanged")
    func refusesNewerSchema() throws {
        let path = directory.path("tasks.sqlite3")
        try {
            let store = try SQLiteTaskStore(path: path)
            _ = try store.insertList(title: "From the future", icon: .default, createdAt: day)
            try store.connection.execute("PRAGMA user_version = \(Schema.latestVersion + 1)")
        }()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        #expect(throws: StoreError.newerSchema(version: Schema.latestVersion + 1)) {
            try SQLiteTaskStore(path: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try directory.fileNames() == ["tasks.sqlite3"])
    }

    @Test("a database in a folder that does not exist cannot be opened")
    func missingFolder() throws {
        let path = directory.path("missing/tasks.sqlite3")

        let error = #expect(throws: StoreError.self) { try SQLiteTaskStore(path: path) }

        guard case .cannotOpen(path, let reason) = error else {
            Issue.record("expected cannotOpen, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
    }

    @Test("a database file that cannot be written is reported as read-only", .enabled(if: geteuid() != 0))
    func readOnlyFile() throws {
        let path = directory.path("tasks.sqlite3")
        _ = try SQLiteTaskStore(path: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: path)

        #expect(throws: StoreError.readOnly(path: path)) { try SQLiteTaskStore(path: path) }
    }

    @Test("a folder that cannot be written is reported as read-only", .enabled(if: geteuid() != 0))
    func readOnlyFolder() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: directory.url.path)
        defer {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o700], ofItemAtPath: directory.url.path)
        }
        let path = directory.path("tasks.sqlite3")

        #expect(throws: StoreError.readOnly(path: path)) { try SQLiteTaskStore(path: path) }
    }

    @Test("a damaged database gives a typed error, not a crash", arguments: Damage.allCases)
    func damagedDatabase(damage: Damage) throws {
        let path = directory.path("tasks.sqlite3")
        try {
            let store = try SQLiteTaskStore(path: path)
            for number in 1...20 {
                let list = try store.insertList(title: "List \(number)", icon: .default, createdAt: day)
                for task in 1...100 {
                    _ = try store.insertTask(
                        listID: list.id, title: "Task \(task) of \(number)", createdAt: day)
                }
            }
        }()
        try damage.apply(to: path)

        #expect(throws: StoreError.corrupt(path: path)) {
            let store = try SQLiteTaskStore(path: path)
            for summary in try store.fetchSummaries() {
                _ = try store.fetchTasks(listID: summary.list.id)
            }
        }
    }

    @Test("B50 a directory is refused as a directory, and nothing is created in it")
    func directoryIsRefused() throws {
        #expect(throws: StoreError.isDirectory(path: directory.url.path)) {
            try SQLiteTaskStore(path: directory.url.path)
        }
        #expect(try directory.fileNames().isEmpty)
    }

    @Test(
        "B50 a pipe, a socket and a device are refused at once as not regular files",
        .timeLimit(.minutes(1))
    )
    func nonRegularFilesAreRefused() throws {
        let fifo = directory.path("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let socketPath = directory.path("socket")
        let socketDescriptor = try bindUnixSocket(at: socketPath)
        defer { close(socketDescriptor) }
        for path in [fifo, socketPath, "/dev/null"] {
            #expect(throws: StoreError.notARegularFile(path: path)) { try SQLiteTaskStore(path: path) }
        }
        #expect(try directory.fileNames() == ["fifo", "socket"])
    }

    @Test("B50 a link to a database file opens the file it points to")
    func linkToFileOpens() throws {
        let path = directory.path("tasks.sqlite3")
        _ = try SQLiteTaskStore(path: path).insertList(title: "Linked", icon: .default, createdAt: day)
        #expect(symlink(path, directory.path("link")) == 0)
        #expect(
            try SQLiteTaskStore(path: directory.path("link")).fetchSummaries().map(\.list.title) == ["Linked"]
        )
    }

    @Test("B50 SQLite's full-disk error and ENOSPC are reported as a full disk")
    func fullDisk() {
        #expect(
            StoreError(sqliteCode: SQLITE_FULL, message: "database or disk is full", path: "x")
                == .diskFull(path: "x"))
        #expect(DatabaseFile.isDiskFull(at: directory.path("tasks.sqlite3"), threshold: .max))
        #expect(!DatabaseFile.isDiskFull(at: directory.path("tasks.sqlite3"), threshold: 0))
    }

    /// A Unix-domain socket bound at `path`; close the returned descriptor when done.
    private func bindUnixSocket(at path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() {
                bytes[index] = byte
            }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(bound == 0)
        return descriptor
    }

    private func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int)
    }
}

/// Ways a database file gets damaged.
enum Damage: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Everything after the first two pages is overwritten with a repeating pattern.
    case garbagePages
    /// The second half of the file is cut off.
    case truncated

    var description: String { rawValue }

    func apply(to path: String) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        switch self {
        case .garbagePages:
            try handle.seek(toOffset: 8192)
            handle.write(Data((0..<Int(size) - 8192).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }))
        case .truncated:
            try handle.truncate(atOffset: size / 2)
        }
    }
}
