import Foundation
import Testing

@testable import TaskListDomain

/// How `StoreTaskListService` hands out a list's tasks as `TaskRows`: the order up front, each task's
/// text when it is first shown, and a task it can no longer read reported as a change.
@Suite("TaskRows")
struct TaskRowsTests {
    private let store = SpyTaskStore()
    private let service: StoreTaskListService

    init() {
        service = StoreTaskListService(store: store, now: { Date(timeIntervalSince1970: 0) })
    }

    /// A list of `count` tasks titled "1", "2", … in the store, and the rows of the list read by a fresh
    /// service, so that nothing is held yet.
    private func longList(_ count: Int) throws -> (
        list: TaskList, rows: TaskRows, service: StoreTaskListService
    ) {
        let list = try service.addList(title: "Long", icon: .default)
        for number in 1...count {
            try service.addTask(title: "\(number)", toList: list.id)
        }
        let fresh = StoreTaskListService(store: store)
        store.clearCalls()
        return (list, try fresh.tasks(inList: list.id, matching: .all), fresh)
    }

    @Test("B74 opening a list of 1,000 tasks reads its order and the text of the batch on screen only")
    func readsOnlyWhatIsShown() throws {
        let (_, rows, _) = try longList(1_000)
        #expect(rows.count == 1_000)
        #expect(store.reads == ["fetchTaskOrder"])

        #expect((0..<20).map { rows[$0].title } == (1...20).map(String.init))
        #expect(store.reads == ["fetchTaskOrder", "fetchTasks"])
        #expect(store.fetchedIDCounts == [StoreTaskListService.batchSize])

        #expect(rows[999].title == "1000")
        #expect(rows[10].title == "11")
        #expect(
            store.fetchedIDCounts == [StoreTaskListService.batchSize, 1_000 % StoreTaskListService.batchSize])
    }

    @Test("B74 the rows find a task's row by its ID without reading any task")
    func findsRowsByID() throws {
        let (_, rows, _) = try longList(300)
        let last = try #require(rows.ids.last)
        #expect(rows.firstIndex(ofID: last) == 299)
        #expect(rows.firstIndex(ofID: -1) == nil)
        #expect(store.fetchedIDCounts == [])
    }

    @Test("B23 B74 a toggle in an open list reads neither the order nor the shown tasks again")
    func toggleReadsNothing() throws {
        let (list, rows, service) = try longList(100)
        let shown = (0..<20).map { rows[$0] }
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
        let (list, rows, service) = try longList(5)
        _ = rows[1]
        try service.toggleTask(id: rows[1].id)

        try call.perform(on: service, listID: list.id, taskID: rows[2].id)

        let fresh = StoreTaskListService(store: store)
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
        let (list, rows, service) = try longList(100)
        var changes: [TaskListChange] = []
        let subscription = service.observeChanges { changes.append($0) }
        _ = rows[0]
        let unread = rows.ids[98]
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
        let (list, rows, service) = try longList(10)
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
        let (list, rows, service) = try longList(3)
        #expect(try service.tasks(inList: list.id, matching: .all) == rows)
        #expect(try service.tasks(inList: list.id, matching: .active) == rows)

        try service.renameTask(id: rows.ids[0], title: "Renamed")

        #expect(try service.tasks(inList: list.id, matching: .all) != rows)
        #expect(TaskRows(Array(rows)) != rows)
        #expect(TaskRows(Array(rows)) == TaskRows(Array(rows)))
    }

    /// A task as the comparisons see it: every field a screen shows.
    private static func describe(_ task: TaskItem) -> String {
        "\(task.id):\(task.title):\(task.notes):\(task.isDone)"
    }
}
