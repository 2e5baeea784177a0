import Foundation
import TaskListDomain
import Testing

@testable import TaskListSQLite

/// Two stores on one file, as when `mvc`, `mvp` and `mvvm` run side by side.
@Suite("SQLite task store shared between connections")
final class SQLiteTaskStoreSharingTests {
    private let day = Date(timeIntervalSince1970: 1_700_000_000)
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    deinit {
        directory.remove()
    }

    @Test("B36 a write through one store is an external change for the other, reported once")
    func externalChangeReportedOnce() throws {
        let (writer, reader) = try twoStores()
        #expect(try reader.hasExternalChanges() == false)

        let list = try writer.insertList(title: "Shared", icon: .default, createdAt: day)

        #expect(try reader.hasExternalChanges())
        #expect(try reader.hasExternalChanges() == false)
        #expect(try writer.hasExternalChanges() == false)
        #expect(try reader.fetchSummaries().map(\.list) == [list])
    }

    @Test("B63 a move through one store is an external change for the other, which reads the new order")
    func moveSeenByOtherStore() throws {
        let (writer, reader) = try twoStores()
        let list = try writer.insertList(title: "Shared", icon: .default, createdAt: day)
        let first = try #require(try writer.insertTask(listID: list.id, title: "First", createdAt: day))
        let second = try #require(try writer.insertTask(listID: list.id, title: "Second", createdAt: day))
        #expect(try reader.fetchTasks(listID: list.id) == [first, second])
        _ = try reader.hasExternalChanges()

        #expect(try writer.swapPositions(ofTask: second.id, andTask: first.id) == .swapped(listID: list.id))

        #expect(try reader.hasExternalChanges())
        #expect(try reader.fetchTasks(listID: list.id) == [second, first])
    }

    @Test("B36 reading does not count as a change and every later write is noticed")
    func everyWriteNoticed() throws {
        let (writer, reader) = try twoStores()
        let list = try writer.insertList(title: "Shared", icon: .default, createdAt: day)
        #expect(try reader.hasExternalChanges())
        _ = try writer.fetchSummaries()
        #expect(try reader.hasExternalChanges() == false)

        let task = try #require(try writer.insertTask(listID: list.id, title: "Task", createdAt: day))
        #expect(try reader.hasExternalChanges())
        _ = try writer.toggleTask(id: task.id)
        #expect(try reader.hasExternalChanges())
        #expect(try reader.fetchTasks(listID: list.id)?.map(\.isDone) == [true])
    }

    @Test("B36 the service tells its observers about another connection's write")
    func serviceNotifiesExternalChange() throws {
        let (writer, reader) = try twoStores()
        let service = TaskListCore(store: reader)
        var changes: [TaskListChange] = []
        let subscription = service.observeChanges { changes.append($0) }
        defer { subscription.cancel() }

        service.checkForExternalChanges()
        _ = try writer.insertList(title: "Elsewhere", icon: .default, createdAt: day)
        service.checkForExternalChanges()
        service.checkForExternalChanges()

        #expect(changes == [.external])
        #expect(try service.summaries().map(\.list.title) == ["Elsewhere"])
    }

    @Test("B42 a list deleted through another connection is reported as not found")
    func listDeletedElsewhere() throws {
        let (writer, reader) = try twoStores()
        let list = try writer.insertList(title: "Doomed", icon: .default, createdAt: day)
        _ = try writer.insertTask(listID: list.id, title: "Task", createdAt: day)
        let service = TaskListCore(store: reader)
        #expect(try service.tasks(inList: list.id).count == 1)

        #expect(try writer.deleteList(id: list.id) != nil)

        #expect(throws: TaskListError.listNotFound) { try service.tasks(inList: list.id) }
        #expect(throws: TaskListError.listNotFound) { try service.addTask(title: "Late", toList: list.id) }
    }

    @Test(
        "B38 B93 while another connection holds the write lock, writes fail as locked and stored data stays")
    func writesFailWhileLocked() throws {
        let (holder, writer) = try twoStores(busyTimeout: 0.05)
        let list = try writer.insertList(title: "Safe", icon: .home, createdAt: day)
        let task = try #require(try writer.insertTask(listID: list.id, title: "Keep me", createdAt: day))
        let summaries = try writer.fetchSummaries()

        try holder.connection.execute("BEGIN IMMEDIATE")
        #expect(throws: StoreError.locked) {
            try writer.insertList(title: "New", icon: .default, createdAt: day)
        }
        #expect(throws: StoreError.locked) { try writer.updateList(id: list.id, title: "X", icon: .star) }
        #expect(throws: StoreError.locked) { try writer.deleteList(id: list.id) }
        #expect(throws: StoreError.locked) {
            try writer.insertTask(listID: list.id, title: "New", createdAt: day)
        }
        #expect(throws: StoreError.locked) { try writer.renameTask(id: task.id, title: "X") }
        #expect(throws: StoreError.locked) { try writer.toggleTask(id: task.id) }
        #expect(throws: StoreError.locked) { try writer.deleteTask(id: task.id) }
        #expect(throws: StoreError.locked) { try writer.setTaskDone(id: task.id, isDone: true) }
        let gone = TaskList(id: 9, title: "Gone", icon: .default, createdAt: day)
        let goneTask = TaskItem(id: 9, listID: list.id, title: "Gone", createdAt: day)
        #expect(throws: StoreError.locked) {
            try writer.insertRestoredList(DeletedList(list: gone, tasks: [goneTask.moved(to: gone.id)]))
        }
        #expect(throws: StoreError.locked) { try writer.insertRestoredTask(goneTask, at: 0) }
        #expect(try writer.fetchSummaries() == summaries)
        try holder.connection.execute("ROLLBACK")

        #expect(try writer.fetchSummaries() == summaries)
        #expect(try writer.fetchTasks(listID: list.id) == [task])
        #expect(try writer.toggleTask(id: task.id)?.isDone == true)
    }

    @Test("B38 the service reports a locked database as a storage error and tells no observer")
    func serviceReportsLocked() throws {
        let (holder, writer) = try twoStores(busyTimeout: 0.05)
        let service = TaskListCore(store: writer, now: { [day] in day })
        let list = try service.addList(title: "Safe", icon: .default)
        var changes: [TaskListChange] = []
        let subscription = service.observeChanges { changes.append($0) }
        defer { subscription.cancel() }

        try holder.connection.execute("BEGIN IMMEDIATE")
        #expect(throws: TaskListError.storage(.locked)) {
            try service.addTask(title: "Lost", toList: list.id)
        }
        try holder.connection.execute("ROLLBACK")

        #expect(changes.isEmpty)
        #expect(try service.tasks(inList: list.id).isEmpty)
    }

    @Test("a store can be opened while another connection holds the write lock")
    func opensWhileLocked() throws {
        let (holder, writer) = try twoStores(busyTimeout: 0.05)
        let list = try writer.insertList(title: "Safe", icon: .default, createdAt: day)
        try holder.connection.execute("BEGIN IMMEDIATE")
        defer { try? holder.connection.execute("ROLLBACK") }

        let third = try SQLiteTaskStore(path: holder.connection.path, busyTimeout: 0.05)

        #expect(try third.fetchList(id: list.id) == list)
    }

    @Test("B36 B62 B65 a service that keeps what it read gets another program's moves, notes and toggles")
    func cachingServiceSeesOtherProgram() throws {
        let (mine, theirs) = try twoStores()
        let service = TaskListCore(store: mine)
        let otherProgram = TaskListCore(store: theirs)
        let list = try service.addList(title: "Shared", icon: .default)
        let first = try service.addTask(title: "First", toList: list.id)
        let second = try service.addTask(title: "Second", toList: list.id)
        #expect(try service.tasks(inList: list.id).map(\.title) == ["First", "Second"])
        #expect(try service.summaries().map(\.doneCount) == [0])

        try otherProgram.moveTask(id: second.id, past: first.id)
        try otherProgram.updateTask(
            id: first.id, title: "First", notes: "Written by the other program", due: "")
        try otherProgram.toggleTask(id: second.id)

        #expect(try service.tasks(inList: list.id).map(\.title) == ["Second", "First"])
        #expect(try service.tasks(inList: list.id).map(\.notes) == ["", "Written by the other program"])
        #expect(try service.summaries().map { [$0.doneCount, $0.totalCount] } == [[1, 2]])
    }

    private func twoStores(busyTimeout: TimeInterval = 2) throws -> (SQLiteTaskStore, SQLiteTaskStore) {
        let path = directory.path("tasks.sqlite3")
        let first = try SQLiteTaskStore(path: path, busyTimeout: busyTimeout)
        let second = try SQLiteTaskStore(path: path, busyTimeout: busyTimeout)
        return (first, second)
    }
}
