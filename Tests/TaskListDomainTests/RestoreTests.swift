import Foundation
import TaskListDomain
import Testing

/// What a delete returns, and how `TaskListCore` puts it back: the ground every pattern's undo stands on.
@Suite("TaskListCore deletes and restores")
final class RestoreTests {
    private let store = SpyTaskStore()
    private let service: TaskListCore
    private var changes: [TaskListChange] = []
    private var subscription: ChangeSubscription?

    init() {
        service = TaskListCore(store: store, now: { Date(timeIntervalSince1970: 0) })
    }

    /// Three lists; the second, Groceries, holds four tasks of every kind, moved out of creation order.
    private func fill() throws -> (groceries: TaskList, tasks: [TaskItem]) {
        let first = try service.addList(title: "First", icon: .default)
        let groceries = try service.addList(title: "Groceries", icon: .home)
        try service.addList(title: "Last", icon: .star)
        try service.addTask(title: "Elsewhere", toList: first.id)
        let milk = try service.addTask(title: "Milk", notes: "Oat", due: "2026-12-24", toList: groceries.id)
        let eggs = try service.addTask(title: "Eggs", toList: groceries.id)
        let bread = try service.addTask(title: "Bread", notes: "Rye\nsliced", toList: groceries.id)
        let jam = try service.addTask(title: "Jam", notes: "", due: "2027-01-02", toList: groceries.id)
        try service.toggleTask(id: eggs.id)
        try service.moveTask(id: jam.id, past: milk.id)
        return (groceries, try service.tasks(inList: groceries.id))
    }

    /// Every list with its progress and tasks, as a fresh core reads them from the store.
    private func stored() throws -> [String] {
        let fresh = TaskListCore(store: store)
        return try fresh.summaries().map { summary in
            "\(summary.list) \(summary.doneCount)/\(summary.totalCount) \(try fresh.tasks(inList: summary.list.id))"
        }
    }

    /// The same, as this core answers from what it holds.
    private func answered() throws -> [String] {
        try service.summaries().map { summary in
            "\(summary.list) \(summary.doneCount)/\(summary.totalCount) \(try service.tasks(inList: summary.list.id))"
        }
    }

    private func startObserving() {
        subscription = service.observeChanges { [unowned self] in changes.append($0) }
    }

    @Test("B90 a deleted list comes back whole, with its IDs, fields and order, in its place on Home")
    func listComesBackWhole() throws {
        let (groceries, tasks) = try fill()
        #expect(tasks.map(\.title) == ["Jam", "Eggs", "Bread", "Milk"])
        let before = try stored()
        _ = try answered()

        let deleted = try service.deleteList(id: groceries.id)
        #expect(deleted == DeletedList(list: groceries, tasks: tasks))
        #expect(try service.summaries().map(\.list.title) == ["First", "Last"])
        startObserving()

        let restored = try service.restoreList(deleted)

        #expect(restored == groceries)
        #expect(changes == [.lists])
        #expect(try stored() == before)
        #expect(try answered() == before)
        #expect(try service.summaries().map(\.list.title) == ["First", "Groceries", "Last"])
        #expect(try service.upcomingTasks().map(\.task.title) == ["Milk", "Jam"])
    }

    @Test("B91 a deleted task comes back at its place; the tasks from there on move down one")
    func taskComesBackInPlace() throws {
        let (groceries, tasks) = try fill()
        _ = try answered()

        let deleted = try service.deleteTask(id: tasks[1].id)
        #expect(deleted == DeletedTask(task: tasks[1], index: 1))
        startObserving()
        let restored = try service.restoreTask(deleted)

        #expect(restored == tasks[1])
        #expect(changes == [.tasks(listID: groceries.id)])
        #expect(try service.tasks(inList: groceries.id) == tasks)
        #expect(try answered() == stored())
    }

    @Test("B91 a task whose place is past the end of its list now comes back at the end")
    func placeIsClamped() throws {
        let (groceries, tasks) = try fill()
        let last = try service.deleteTask(id: tasks[3].id)
        let third = try service.deleteTask(id: tasks[2].id)
        _ = try service.tasks(inList: groceries.id)

        try service.restoreTask(last)
        #expect(try service.tasks(inList: groceries.id).map(\.title) == ["Jam", "Eggs", "Milk"])
        try service.restoreTask(third)
        #expect(try service.tasks(inList: groceries.id).map(\.title) == ["Jam", "Eggs", "Bread", "Milk"])
        try service.restoreTask(DeletedTask(task: try service.deleteTask(id: tasks[0].id).task, index: 99))
        #expect(try service.tasks(inList: groceries.id).map(\.title) == ["Eggs", "Bread", "Milk", "Jam"])
        #expect(try answered() == stored())
    }

    @Test("B91 a task of a list that is gone cannot come back: listNotFound, and nothing changes")
    func taskOfDeletedList() throws {
        let (groceries, tasks) = try fill()
        let deleted = try service.deleteTask(id: tasks[0].id)
        try service.deleteList(id: groceries.id)
        let before = try stored()
        startObserving()

        #expect(throws: TaskListError.listNotFound) { try service.restoreTask(deleted) }

        #expect(try stored() == before)
        #expect(changes.isEmpty)
    }

    @Test("B91 setting a task done sets it, whatever it was, and Home's progress follows")
    func setTaskDone() throws {
        let (groceries, tasks) = try fill()
        _ = try service.summaries()
        _ = try service.tasks(inList: groceries.id)
        startObserving()

        #expect(try service.setTaskDone(id: tasks[0].id, isDone: true).isDone)
        #expect(try service.setTaskDone(id: tasks[0].id, isDone: true).isDone)
        #expect(try service.setTaskDone(id: tasks[2].id, isDone: true).isDone)
        #expect(try service.setTaskDone(id: tasks[1].id, isDone: false).isDone == false)

        #expect(try service.tasks(inList: groceries.id).map(\.isDone) == [true, false, true, false])
        #expect(try service.tasks(inList: groceries.id, matching: .done).map(\.title) == ["Jam", "Bread"])
        #expect(try service.summaries()[1].doneCount == 2)
        #expect(try answered() == stored())
        #expect(changes == Array(repeating: .tasks(listID: groceries.id), count: 4))
        #expect(throws: TaskListError.taskNotFound) { try service.setTaskDone(id: 99, isDone: true) }
    }

    @Test("B91 setting the state of a task whose list is not held reads the progress again")
    func setTaskDoneOfAnotherList() throws {
        let (groceries, tasks) = try fill()
        _ = try service.summaries()
        _ = try service.tasks(inList: 1)

        try service.setTaskDone(id: tasks[0].id, isDone: true)
        try service.setTaskDone(id: tasks[1].id, isDone: true)

        #expect(try service.summaries()[1].doneCount == 2)
        #expect(try service.tasks(inList: groceries.id).map(\.isDone) == [true, true, false, false])
        #expect(try answered() == stored())
    }

    @Test("B93 a restore whose list or task ID is taken fails as a storage error and changes nothing")
    func restoreOfTakenID() throws {
        let (groceries, tasks) = try fill()
        let deletedTask = try service.deleteTask(id: tasks[0].id)
        let deletedList = try service.deleteList(id: groceries.id)
        try service.restoreTask(
            DeletedTask(task: TaskItem(id: tasks[3].id, listID: 1, title: "Taken", createdAt: .now), index: 0)
        )
        let before = try stored()
        startObserving()

        #expect(throws: TaskListError.storage(.taskIDInUse(tasks[3].id))) {
            try service.restoreList(deletedList)
        }
        try service.restoreList(
            DeletedList(list: deletedList.list, tasks: deletedList.tasks.filter { $0.id != tasks[3].id }))
        #expect(throws: TaskListError.storage(.listIDInUse(groceries.id))) {
            try service.restoreList(deletedList)
        }
        let again = DeletedTask(task: tasks[1], index: 0)
        #expect(throws: TaskListError.storage(.taskIDInUse(tasks[1].id))) { try service.restoreTask(again) }

        #expect(changes == [.lists])
        #expect(try stored().count == before.count + 1)
        try service.restoreTask(deletedTask)
        #expect(try service.tasks(inList: groceries.id).map(\.title) == ["Jam", "Eggs", "Bread"])
    }

    @Test("B93 a restore the store fails changes nothing and tells no observer")
    func failedRestore() throws {
        let (groceries, tasks) = try fill()
        let deletedTask = try service.deleteTask(id: tasks[0].id)
        let deletedList = try service.deleteList(id: groceries.id)
        let before = try stored()
        startObserving()
        store.failure = .locked

        #expect(throws: TaskListError.storage(.locked)) { try service.restoreList(deletedList) }
        #expect(throws: TaskListError.storage(.locked)) { try service.restoreTask(deletedTask) }
        #expect(throws: TaskListError.storage(.locked)) {
            try service.setTaskDone(id: tasks[1].id, isDone: false)
        }

        store.failure = nil
        #expect(try stored() == before)
        #expect(changes.isEmpty)
    }
}
