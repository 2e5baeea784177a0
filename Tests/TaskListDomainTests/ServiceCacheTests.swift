import Foundation
import Testing

@testable import TaskListDomain

/// How `StoreTaskListService` keeps what it read: reads after its own writes need no trip to the store,
/// and a write of another process is never hidden by the cache.
@Suite("StoreTaskListService cache")
struct ServiceCacheTests {
    private let store = SpyTaskStore()
    private let service: TaskListCore

    init() {
        service = TaskListCore(store: store, now: { Date(timeIntervalSince1970: 0) })
    }

    /// Two lists, the first with three tasks (the second done), the second with one.
    private func fill() throws -> (first: TaskList, second: TaskList, tasks: [TaskItem]) {
        let first = try service.addList(title: "First", icon: .default)
        let second = try service.addList(title: "Second", icon: .home)
        let tasks = try ["a", "b", "c"].map { try service.addTask(title: $0, toList: first.id) }
        try service.toggleTask(id: tasks[1].id)
        try service.addTask(title: "d", toList: second.id)
        return (first, second, tasks)
    }

    /// A task as the comparisons below see it: every field that a screen shows.
    private static func describe(_ task: TaskItem) -> String {
        "\(task.id):\(task.title):\(task.notes):\(task.due.map(String.init) ?? "-"):\(task.isDone)"
    }

    /// What a service that keeps nothing reads from the same store.
    private func uncached() throws -> [String] {
        let fresh = TaskListCore(store: store)
        return try fresh.summaries().map { summary in
            let tasks = try fresh.tasks(inList: summary.list.id).map(Self.describe)
            return
                "\(summary.list.title) \(summary.list.icon) \(summary.doneCount)/\(summary.totalCount) \(tasks)"
        }
    }

    private func cached() throws -> [String] {
        try service.summaries().map { summary in
            let tasks = try service.tasks(inList: summary.list.id).map(Self.describe)
            #expect(try service.list(id: summary.list.id) == summary.list)
            return
                "\(summary.list.title) \(summary.list.icon) \(summary.doneCount)/\(summary.totalCount) \(tasks)"
        }
    }

    @Test(
        "B23 a toggle in a list that was read reads neither the tasks nor the progress from the store again")
    func toggleReadsNothing() throws {
        let (first, _, tasks) = try fill()
        _ = try service.summaries()
        _ = try service.tasks(inList: first.id)
        let readsBefore = store.reads

        try service.toggleTask(id: tasks[0].id)

        #expect(try service.tasks(inList: first.id).map(\.isDone) == [true, true, false])
        #expect(try service.summaries().first.map { [$0.doneCount, $0.totalCount] } == [2, 3])
        #expect(try service.list(id: first.id) == first)
        #expect(store.reads == readsBefore)
    }

    @Test("the rows of a list under All hold its tasks in order; a filter keeps those it shows")
    func filters() throws {
        let (first, _, _) = try fill()
        let all = try service.tasks(inList: first.id)
        #expect(Array(try service.tasks(inList: first.id, matching: .all)) == all)
        #expect(try service.tasks(inList: first.id, matching: .done).map(\.title) == ["b"])
        #expect(try service.tasks(inList: first.id, matching: .active).map(\.title) == ["a", "c"])
    }

    @Test(
        "reads after any two writes give what the store holds",
        arguments: ServiceCall.writes, ServiceCall.writes)
    func readsMatchTheStore(first call: ServiceCall, then next: ServiceCall) throws {
        let (list, _, tasks) = try fill()
        _ = try cached()

        try call.perform(on: service, listID: list.id, taskID: tasks[1].id)
        #expect(try cached() == uncached(), "after \(call)")
        let listID = try service.summaries().first?.list.id ?? list.id
        let taskID = try service.tasks(inList: listID).last?.id ?? tasks[0].id
        try? next.perform(on: service, listID: listID, taskID: taskID)
        #expect(try cached() == uncached(), "after \(call), then \(next)")
    }

    @Test(
        "B62 a move in this process: the next read has the tasks in the store's new order, without reading them"
    )
    func moveUpdatesOrder() throws {
        let (first, _, tasks) = try fill()
        _ = try service.summaries()
        _ = try service.tasks(inList: first.id)
        let readsBefore = store.reads

        try service.moveTask(id: tasks[2].id, past: tasks[1].id)
        try service.moveTask(id: tasks[2].id, past: tasks[0].id)

        #expect(try service.tasks(inList: first.id).map(\.title) == ["c", "a", "b"])
        #expect(try service.tasks(inList: first.id, matching: .active).map(\.title) == ["c", "a"])
        #expect(store.reads == readsBefore)
        #expect(try cached() == uncached())
        try service.toggleTask(id: tasks[0].id)
        try service.deleteTask(id: tasks[1].id)
        #expect(try cached() == uncached())
    }

    @Test("B65 B84 notes and due dates changed in this process are what the next read and search give")
    func notesUpdate() throws {
        let (first, _, tasks) = try fill()
        _ = try cached()
        _ = try service.tasks(inList: first.id)

        try service.updateTask(id: tasks[1].id, title: "Bread", notes: "Rye, sliced", due: "2026-12-24")
        try service.addTask(title: "Jam", notes: "Apricot", due: "2027-01-02", toList: first.id)

        #expect(try service.tasks(inList: first.id).map(\.notes) == ["", "Rye, sliced", "", "Apricot"])
        #expect(
            try service.tasks(inList: first.id).map { $0.due?.description }
                == [nil, "2026-12-24", nil, "2027-01-02"])
        #expect(
            try service.tasks(inList: first.id, matching: .all, search: TaskSearch("bread")).map(\.notes)
                == ["Rye, sliced"])
        #expect(try cached() == uncached())
    }

    @Test("B36 a move or a notes edit of another process is what the next read gives")
    func otherProcessMovesAndEditsNotes() throws {
        let (first, _, tasks) = try fill()
        _ = try cached()

        store.writeAsOtherProcess { data in
            _ = data.swapPositions(ofTask: tasks[0].id, andTask: tasks[2].id)
            _ = data.updateTask(id: tasks[1].id, title: "b", notes: "Written elsewhere", due: nil)
        }

        #expect(try service.tasks(inList: first.id).map(\.title) == ["c", "b", "a"])
        #expect(try service.tasks(inList: first.id).map(\.notes) == ["", "Written elsewhere", ""])
        #expect(try cached() == uncached())
    }

    @Test("B36 a write of another process empties the cache: the next read sees it, the next check tells it")
    func otherProcessWrites() throws {
        let (first, second, tasks) = try fill()
        _ = try cached()
        var changes: [TaskListChange] = []
        let subscription = service.observeChanges { changes.append($0) }

        store.writeAsOtherProcess { data in
            _ = data.toggleTask(id: tasks[0].id)
            _ = data.updateList(id: second.id, title: "Renamed", icon: .star)
        }

        #expect(try service.tasks(inList: first.id).map(\.isDone) == [true, true, false])
        #expect(try service.list(id: second.id).title == "Renamed")
        #expect(try cached() == uncached())
        #expect(changes.isEmpty)
        service.checkForExternalChanges()
        service.checkForExternalChanges()
        #expect(changes == [.external])
        subscription.cancel()
    }

    @Test("B42 a list another process deleted is not found, though its tasks were read before")
    func otherProcessDeletesList() throws {
        let (first, _, _) = try fill()
        _ = try service.tasks(inList: first.id)

        store.writeAsOtherProcess { _ = $0.deleteList(id: first.id) }

        #expect(throws: TaskListError.listNotFound) { try service.tasks(inList: first.id) }
        #expect(throws: TaskListError.listNotFound) { try service.list(id: first.id) }
    }

    @Test("a store that cannot tell whether another process wrote is read every time")
    func unknownChangesAreRead() throws {
        let (first, _, _) = try fill()
        store.externalChanges = true
        _ = try service.tasks(inList: first.id)
        let reads = store.reads.count

        _ = try service.tasks(inList: first.id)
        _ = try service.summaries()

        #expect(store.reads.count == reads + 2)
    }

    @Test("the cache holds one list's order and tasks: reading another list's replaces them")
    func oneListAtATime() throws {
        var cache = TaskListCache()
        let task = TaskItem(id: 1, listID: 1, title: "a", createdAt: Date(timeIntervalSince1970: 0))
        cache.hold(allTasks: [task], ofList: 1)
        #expect(cache.allTasks(ofList: 1) == [task])
        #expect(cache.task(withID: 1) == task)
        cache.hold([], ofList: 2)
        #expect(cache.order(ofList: 1) == nil)
        #expect(cache.task(withID: 1) == nil)
        #expect(cache.allTasks(ofList: 2) == [])
        cache.hold([task])
        #expect(cache.task(withID: 1) == nil, "a task of a list whose order is not held is not kept")
        cache.removeAll()
        #expect(cache.order(ofList: 2) == nil)
        #expect(cache.summaries == nil)
    }

    @Test("the order is held without the tasks, which are held as they are read")
    func orderWithoutTasks() throws {
        var cache = TaskListCache()
        let task = TaskItem(id: 1, listID: 1, title: "a", createdAt: Date(timeIntervalSince1970: 0))
        cache.hold([TaskOrderEntry(id: 1, isDone: false), TaskOrderEntry(id: 2, isDone: true)], ofList: 1)
        #expect(cache.allTasks(ofList: 1) == nil)
        cache.hold([task])
        #expect(cache.task(withID: 1) == task)
        #expect(cache.allTasks(ofList: 1) == nil)
    }

    @Test("deleting a task whose list is not held makes the progress be read again")
    func deleteWithoutTasksForgetsProgress() throws {
        var cache = TaskListCache()
        let list = TaskList(id: 1, title: "List", icon: .default, createdAt: Date(timeIntervalSince1970: 0))
        cache.hold([TaskListSummary(list: list, doneCount: 1, totalCount: 2)])
        cache.didDeleteTask(id: 5, inList: 1)
        #expect(cache.summaries == nil)
    }
}
