import Foundation
import Testing

@testable import TaskListDomain

/// How `StoreTaskListService` hands out a list's tasks as `TaskRows`: the order up front, each task's
/// text when it is first shown, and a task it can no longer read reported as a change.
@Suite("TaskRows")
struct TaskRowsTests {
    private let store = SpyTaskStore()
    /// The service that writes the lists.
    private let writer: TaskListCore
    /// Another service over the same store, which holds nothing until it reads the rows.
    private let service: TaskListCore

    init() {
        writer = TaskListCore(store: store, now: { Date(timeIntervalSince1970: 0) })
        service = TaskListCore(store: store)
    }

    /// A list of `count` tasks titled "1", "2", … with IDs 1, 2, …, written by `writer`, and its rows as
    /// `service` reads them first.
    private func longList(_ count: Int) throws -> (list: TaskList, rows: TaskRows) {
        let list = try writer.addList(title: "Long", icon: .default)
        for number in 1...count {
            try writer.addTask(title: "\(number)", toList: list.id)
        }
        store.clearCalls()
        return (list, try service.tasks(inList: list.id, matching: .all))
    }

    @Test("B74 opening a list of 1,000 tasks reads how many it has, the order of one batch and its text")
    func readsOnlyWhatIsShown() throws {
        let (_, rows) = try longList(1_000)
        let batch = TaskOrderRead.batchSize
        #expect(rows.count == 1_000)
        #expect(store.reads == ["fetchTaskOrder"])
        #expect(store.orderLimits == [batch])

        #expect((0..<20).map { rows[$0].title } == (1...20).map(String.init))
        #expect(store.reads == ["fetchTaskOrder", "fetchTasks"])
        #expect(store.fetchedIDCounts == [batch])
        #expect(rows[10].title == "11")
        #expect(store.fetchedIDCounts == [batch])
    }

    @Test("B74 a row past the first batch reads the whole order once, then that row's batch")
    func readsTheRestWhenScrolled() throws {
        let (_, rows) = try longList(1_000)
        let batch = TaskOrderRead.batchSize

        #expect(rows[999].title == "1000")
        #expect(rows[998].title == "999")
        #expect(store.reads == ["fetchTaskOrder", "fetchTaskOrder", "fetchTasks"])
        #expect(store.orderLimits == [batch, nil])
        #expect(store.fetchedIDCounts == [1_000 % batch])
    }

    @Test(
        "B74 the rows find a task's row by its ID, reading the whole order only when the first batch lacks it"
    )
    func findsRowsByID() throws {
        let (_, rows) = try longList(300)
        let batch = TaskOrderRead.batchSize
        #expect(rows.firstIndex(ofID: 6) == 5)
        #expect(store.orderLimits == [batch])
        #expect(rows.firstIndex(ofID: 300) == 299)
        #expect(store.orderLimits == [batch, nil])
        #expect(rows.firstIndex(ofID: -1) == nil)
        #expect(rows.id(at: 299) == 300)
        #expect(store.orderLimits == [batch, nil])
        #expect(store.fetchedIDCounts == [])
    }

    @Test("B23 B74 a toggle at the top of a long list reads the first batch's order again, and no task")
    func toggleAtTheTop() throws {
        let (list, rows) = try longList(1_000)
        let shown = (0..<20).map { rows[$0] }
        let readsBefore = store.reads

        try service.toggleTask(id: shown[3].id)
        let after = try service.tasks(inList: list.id, matching: .all)

        #expect((0..<20).map { after[$0].isDone } == (0..<20).map { $0 == 3 })
        #expect(store.reads == readsBefore + ["fetchTaskOrder"])
        #expect(store.orderLimits.last == TaskOrderRead.batchSize)
    }

    @Test("B23 B74 a toggle in a list whose whole order was read reads neither the order nor the tasks again")
    func toggleReadsNothing() throws {
        let (list, rows) = try longList(100)
        let shown = (0..<20).map { rows[$0] }
        _ = rows[99]
        let readsBefore = store.reads

        try service.toggleTask(id: shown[3].id)
        let after = try service.tasks(inList: list.id, matching: .all)

        #expect(after[3].isDone)
        #expect(after.prefix(20).filter(\.isDone).map(\.id) == [shown[3].id])
        #expect(try service.tasks(inList: list.id, matching: .done).map(\.title) == ["4"])
        #expect(store.reads == readsBefore)
    }

    @Test(
        "B74 rows read after any write hold what the store holds, under every filter",
        arguments: ServiceCall.writes)
    func rowsMatchTheStore(after call: ServiceCall) throws {
        let (list, rows) = try longList(5)
        _ = rows[1]
        try service.toggleTask(id: rows[1].id)

        try call.perform(on: service, listID: list.id, taskID: rows[2].id)

        let fresh = TaskListCore(store: store)
        for filter in TaskFilter.allCases {
            let cached = try? service.tasks(inList: list.id, matching: filter).map(Self.describe)
            let stored = try? fresh.tasks(inList: list.id, matching: filter).map(Self.describe)
            #expect(cached == stored, "after \(call), under \(filter)")
        }
    }

    @Test(
        "B36 B74 a task another program deleted before it was read comes back blank and is reported as a change"
    )
    func taskDeletedElsewhere() throws {
        let (list, rows) = try longList(100)
        var changes: [TaskListChange] = []
        let subscription = service.observeChanges { changes.append($0) }
        _ = rows[0]
        let unread = rows.id(at: 98)
        _ = rows.id(at: 0)
        store.writeAsOtherProcess { _ = $0.deleteTask(id: unread) }

        #expect(rows[98].title == "")
        #expect(rows[98].id == unread)
        service.checkForExternalChanges()

        #expect(changes == [.external])
        #expect(try service.tasks(inList: list.id, matching: .all).count == 99)
        subscription.cancel()
    }

    @Test(
        "B38 B74 a batch that cannot be read comes back blank, and the next check makes the screen meet the error"
    )
    func failedReadIsReported() throws {
        let (list, rows) = try longList(10)
        var changes: [TaskListChange] = []
        let subscription = service.observeChanges { changes.append($0) }
        store.failure = .locked

        #expect(rows[0].title == "")
        service.checkForExternalChanges()

        #expect(changes == [.external])
        #expect(throws: TaskListError.storage(.locked)) { try service.tasks(inList: list.id, matching: .all) }
        store.failure = nil
        #expect(try service.tasks(inList: list.id, matching: .all)[0].title == "1")
        subscription.cancel()
    }

    @Test("rows are equal when they come from one read with no change between; a change makes new rows")
    func equality() throws {
        let (list, rows) = try longList(3)
        #expect(try service.tasks(inList: list.id, matching: .all) == rows)
        #expect(
            try service.tasks(inList: list.id, matching: .active) != rows, "another filter is another read")

        try service.renameTask(id: rows.id(at: 0), title: "Renamed")

        #expect(try service.tasks(inList: list.id, matching: .all) != rows)
        #expect(TaskRows(Array(rows)) != rows)
        #expect(TaskRows(Array(rows)) == TaskRows(Array(rows)))
    }

    @Test("a service is freed while rows it handed out live on, which then show blank tasks")
    func noCycle() throws {
        var service: TaskListCore? = TaskListCore(store: store)
        weak let released = service
        let list = try #require(try service?.addList(title: "List", icon: .default))
        try service?.addTask(title: "Milk", toList: list.id)
        let rows = try #require(try service?.tasks(inList: list.id, matching: .all))

        service = nil

        #expect(released == nil)
        #expect(rows.count == 1)
        #expect(rows[0].title == "")
    }

    /// A task as the comparisons see it: every field a screen shows.
    private static func describe(_ task: TaskItem) -> String {
        "\(task.id):\(task.title):\(task.notes):\(task.isDone)"
    }
}
