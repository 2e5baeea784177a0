import Foundation
import TaskListDomain
import Testing

@testable import TaskListSQLite

/// How a database written by an older version of the app is brought to the current schema.
@Suite("SQLite schema migrations")
final class SchemaMigrationTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    deinit {
        directory.remove()
    }

    /// A schema 1 file with two lists whose tasks were added in turns; one task was deleted.
    private func makeVersion1File() throws -> String {
        let path = directory.path("version1.sqlite3")
        let old = try OldDatabase(path: path, version: 1)
        try old.execute(
            """
            INSERT INTO lists (title, icon, created_at) VALUES ('장보기', '⌂', 1700000000.5), ('Work', '✉', 1700000001);
            INSERT INTO tasks (list_id, title, is_done, created_at) VALUES
                (1, 'Milk', 0, 1700000002), (2, 'Report', 1, 1700000003), (1, 'Bread', 1, 1700000004),
                (1, 'Gone', 0, 1700000005), (2, 'Call', 0, 1700000006), (1, 'Eggs 🥚', 0, 1700000007);
            DELETE FROM tasks WHERE title = 'Gone';
            """)
        return path
    }

    private func task(
        _ id: TaskItem.ID, _ listID: TaskList.ID, _ title: String, done: Bool, at seconds: Double
    )
        -> TaskItem
    {
        TaskItem(
            id: id, listID: listID, title: title, isDone: done,
            createdAt: Date(timeIntervalSince1970: seconds))
    }

    @Test("B63 a schema 1 database keeps every list and task, the tasks in creation order")
    func version1KeepsData() throws {
        let store = try SQLiteTaskStore(path: makeVersion1File())

        let groceries = TaskList(
            id: 1, title: "장보기", icon: .home, createdAt: Date(timeIntervalSince1970: 1_700_000_000.5))
        let work = TaskList(
            id: 2, title: "Work", icon: .mail, createdAt: Date(timeIntervalSince1970: 1_700_000_001))
        #expect(
            try store.fetchSummaries() == [
                TaskListSummary(list: groceries, doneCount: 1, totalCount: 3),
                TaskListSummary(list: work, doneCount: 1, totalCount: 2),
            ])
        #expect(
            try store.fetchTasks(listID: 1) == [
                task(1, 1, "Milk", done: false, at: 1_700_000_002),
                task(3, 1, "Bread", done: true, at: 1_700_000_004),
                task(6, 1, "Eggs 🥚", done: false, at: 1_700_000_007),
            ])
        #expect(
            try store.fetchTasks(listID: 2) == [
                task(2, 2, "Report", done: true, at: 1_700_000_003),
                task(5, 2, "Call", done: false, at: 1_700_000_006),
            ])
        #expect(
            try store.connection.queryFirst("PRAGMA user_version") { Int($0.int64(at: 0)) }
                == Schema.latestVersion)
    }

    @Test("B62 B63 tasks of a migrated database can be moved, and new ones go to the end")
    func version1TasksMove() throws {
        let path = try makeVersion1File()
        try {
            let store = try SQLiteTaskStore(path: path)
            #expect(try store.swapPositions(ofTask: 6, andTask: 1) == .swapped(listID: 1))
            _ = try store.insertTask(
                listID: 1, title: "Jam", createdAt: Date(timeIntervalSince1970: 1_700_000_008))
        }()

        let reopened = try SQLiteTaskStore(path: path)

        #expect(try reopened.fetchTasks(listID: 1)?.map(\.title) == ["Eggs 🥚", "Bread", "Milk", "Jam"])
        #expect(try reopened.fetchTasks(listID: 2)?.map(\.title) == ["Report", "Call"])
    }

    @Test("B66 a schema 2 database keeps its tasks and their order; they have no notes")
    func version2GetsNotes() throws {
        let path = directory.path("version2.sqlite3")
        try {
            let old = try OldDatabase(path: path, version: 2)
            try old.execute(
                """
                INSERT INTO lists (title, icon, created_at) VALUES ('List', '✎', 1700000000);
                INSERT INTO tasks (list_id, title, is_done, created_at, position) VALUES
                    (1, 'Second', 0, 1700000001, 2), (1, 'First', 1, 1700000002, 1);
                """)
        }()

        let store = try SQLiteTaskStore(path: path)

        #expect(
            try store.fetchTasks(listID: 1) == [
                task(2, 1, "First", done: true, at: 1_700_000_002),
                task(1, 1, "Second", done: false, at: 1_700_000_001),
            ])
        let updated = try store.updateTask(id: 1, title: "Second", notes: "Now with notes", due: nil)
        #expect(updated?.notes == "Now with notes")
    }

    @Test(
        "B84 B86 a schema 5 database keeps every list and task, none with a due date, and then takes due dates"
    )
    func version5GetsDueDates() throws {
        let path = directory.path("version5.sqlite3")
        try {
            let old = try OldDatabase(path: path, version: 5)
            try old.execute(
                """
                INSERT INTO lists (title, icon, created_at) VALUES ('Home', '⌂', 1700000000), ('Work', '✉', 1700000001);
                INSERT INTO tasks (list_id, title, is_done, created_at, position, notes) VALUES
                    (1, 'Second', 0, 1700000002, 2, 'notes'), (1, 'First', 1, 1700000003, 1, ''),
                    (2, 'Report', 0, 1700000004, 1, '');
                """)
        }()

        let store = try SQLiteTaskStore(path: path)

        #expect(try store.fetchSummaries().map { [$0.doneCount, $0.totalCount] } == [[1, 2], [0, 1]])
        #expect(
            try store.fetchTasks(listID: 1) == [
                task(2, 1, "First", done: true, at: 1_700_000_003),
                TaskItem(
                    id: 1, listID: 1, title: "Second", notes: "notes",
                    createdAt: Date(timeIntervalSince1970: 1_700_000_002)),
            ])
        #expect(try store.fetchUpcoming() == [])
        _ = try store.updateTask(id: 3, title: "Report", notes: "", due: DueDate("2026-12-24"))
        _ = try store.updateTask(id: 1, title: "Second", notes: "notes", due: DueDate("2026-12-24"))
        #expect(try store.fetchUpcoming().map(\.task.title) == ["Second", "Report"])
        let plan = try store.connection.query("EXPLAIN QUERY PLAN " + SQL.upcoming) { $0.string(at: 3) }
        #expect(plan.contains { $0.contains("tasks_upcoming") })
        #expect(!plan.contains { $0.contains("TEMP B-TREE") })
    }

    /// A file of schema `version` filled as that version wrote it: three lists, the first with three tasks
    /// (two done), the second with one left after a delete, the third empty. From schema 2 on the tasks
    /// are stored in the reverse of their creation order; from schema 3 on each has notes.
    private func makeFileForCounts(version: Int) throws -> String {
        let path = directory.path("counts-version\(version).sqlite3")
        let old = try OldDatabase(path: path, version: version)
        let columns = ["list_id, title, is_done, created_at", ", position", ", notes"].prefix(version)
        let rows = [(1, "a", 1), (1, "b", 0), (1, "c", 1), (2, "gone", 1), (2, "d", 0)].enumerated().map {
            index, task in
            let id = index + 1
            let values = [
                "\(task.0), '\(task.1)', \(task.2), \(1_700_000_000 + id)", ", \(10 - id)",
                ", 'notes of \(task.1)'",
            ]
            return "(" + values.prefix(version).joined() + ")"
        }
        try old.execute(
            """
            INSERT INTO lists (title, icon, created_at) VALUES ('One', '✎', 1), ('Two', '⌂', 2), ('Three', '✉', 3);
            INSERT INTO tasks (\(columns.joined())) VALUES \(rows.joined(separator: ", "));
            DELETE FROM tasks WHERE title = 'gone';
            """)
        return path
    }

    @Test(
        "B01 a database of each earlier schema keeps every list and task, and Home's progress counts them",
        arguments: 1..<Schema.latestVersion)
    func earlierVersionsGetCounts(version: Int) throws {
        let store = try SQLiteTaskStore(path: makeFileForCounts(version: version))

        let lists = [("One", ListIcon.default), ("Two", .home), ("Three", .mail)].enumerated().map {
            TaskList(
                id: TaskList.ID($0.offset + 1), title: $0.element.0, icon: $0.element.1,
                createdAt: Date(timeIntervalSince1970: Double($0.offset + 1)))
        }
        #expect(
            try store.fetchSummaries() == [
                TaskListSummary(list: lists[0], doneCount: 2, totalCount: 3),
                TaskListSummary(list: lists[1], doneCount: 0, totalCount: 1),
                TaskListSummary(list: lists[2], doneCount: 0, totalCount: 0),
            ])
        func stored(_ id: TaskItem.ID, _ listID: TaskList.ID, _ title: String, done: Bool) -> TaskItem {
            TaskItem(
                id: id, listID: listID, title: title, notes: version >= 3 ? "notes of \(title)" : "",
                isDone: done,
                createdAt: Date(timeIntervalSince1970: Double(1_700_000_000 + id)))
        }
        let first = [
            stored(1, 1, "a", done: true), stored(2, 1, "b", done: false), stored(3, 1, "c", done: true),
        ]
        #expect(try store.fetchTasks(listID: 1) == (version >= 2 ? first.reversed() : first))
        #expect(try store.fetchTasks(listID: 2) == [stored(5, 2, "d", done: false)])
        #expect(try store.fetchTasks(listID: 3) == [])
        #expect(
            try store.connection.queryFirst("PRAGMA user_version") { Int($0.int64(at: 0)) }
                == Schema.latestVersion)

        _ = try store.toggleTask(id: 2)
        _ = try store.deleteTask(id: 1)
        _ = try store.swapPositions(ofTask: 2, andTask: 3)
        _ = try store.insertTask(listID: 3, title: "e", notes: "", createdAt: Date(timeIntervalSince1970: 4))
        #expect(
            try store.fetchSummaries().map { [$0.doneCount, $0.totalCount] } == [[2, 2], [0, 1], [0, 1]])
    }

    @Test(
        "B74 a new database, and one of each earlier schema, reads a list's order from the index alone",
        arguments: 0..<Schema.latestVersion)
    func orderFromIndex(version: Int) throws {
        let path = version == 0 ? directory.path("new.sqlite3") : try makeFileForCounts(version: version)
        let store = try SQLiteTaskStore(path: path)
        let plans = [
            try store.connection.query("EXPLAIN QUERY PLAN " + SQL.orderOfList, .integer(1)) {
                $0.string(at: 3)
            },
            try store.connection.query("EXPLAIN QUERY PLAN " + SQL.orderOfListUpTo, .integer(1), .integer(64))
            {
                $0.string(at: 3)
            },
            try store.connection.query(
                "EXPLAIN QUERY PLAN " + SQL.orderOfListByState, .integer(1), .integer(0), .integer(64)
            ) { $0.string(at: 3) },
        ]
        #expect(
            plans
                == Array(
                    repeating: ["SEARCH tasks USING COVERING INDEX tasks_in_order (list_id=?)"], count: 3))
    }

    @Test("a database of every earlier schema version opens and takes writes")
    func everyVersionOpens() throws {
        for version in 1...Schema.latestVersion {
            let path = directory.path("version\(version)-empty.sqlite3")
            _ = try OldDatabase(path: path, version: version)

            let store = try SQLiteTaskStore(path: path)
            let list = try store.insertList(
                title: "List", icon: .default, createdAt: Date(timeIntervalSince1970: 0))
            let task = try #require(
                try store.insertTask(
                    listID: list.id, title: "Task", notes: "Notes", due: DueDate("2026-12-24"),
                    createdAt: list.createdAt))
            #expect(try store.fetchTasks(listID: list.id) == [task], "from version \(version)")
            #expect(try store.fetchUpcoming().map(\.task) == [task], "from version \(version)")
        }
    }
}
