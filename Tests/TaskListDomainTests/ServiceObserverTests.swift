import Foundation
import TaskListDomain
import Testing

/// How `StoreTaskListService` tells its observers about changes.
@Suite("StoreTaskListService observers")
final class ServiceObserverTests {
    private let store = SpyTaskStore()
    private let service: TaskListCore
    private var changes: [TaskListChange] = []
    private var subscription: ChangeSubscription?

    init() {
        service = TaskListCore(store: store, now: { Date(timeIntervalSince1970: 0) })
    }

    @Test(
        "each write tells the observers what changed",
        arguments: zip(
            ServiceCall.writes,
            [
                TaskListChange.lists, .lists, .lists, .lists, .tasks(listID: 1), .tasks(listID: 1),
                .tasks(listID: 1), .tasks(listID: 1), .tasks(listID: 1), .tasks(listID: 1), .tasks(listID: 1),
                .tasks(listID: 1), .tasks(listID: 1), .tasks(listID: 1),
            ]
        )
    )
    func writesNotify(call: ServiceCall, expected: TaskListChange) throws {
        let list = try service.addList(title: "List", icon: .default)
        let task = try service.addTask(title: "Task", toList: list.id)
        #expect(list.id == 1)
        startObserving()

        try call.perform(on: service, listID: list.id, taskID: task.id)

        #expect(changes == [expected])
    }

    @Test("reads tell no observer", arguments: [ServiceCall.summaries, .list, .tasks, .upcomingTasks])
    func readsDoNotNotify(call: ServiceCall) throws {
        let list = try service.addList(title: "List", icon: .default)
        let task = try service.addTask(title: "Task", toList: list.id)
        startObserving()

        try call.perform(on: service, listID: list.id, taskID: task.id)

        #expect(changes.isEmpty)
    }

    @Test("observers are told in the order they subscribed, after the data is stored")
    func orderAndTiming() throws {
        var log: [String] = []
        let first = service.observeChanges { [service] _ in
            log.append("first sees \((try? service.summaries().count) ?? -1) list")
        }
        let second = service.observeChanges { _ in log.append("second") }

        try service.addList(title: "List", icon: .default)

        #expect(log == ["first sees 1 list", "second"])
        first.cancel()
        second.cancel()
    }

    @Test("a cancelled subscription gets no more changes; the others still do")
    func cancel() throws {
        startObserving()
        var otherChanges: [TaskListChange] = []
        let other = service.observeChanges { otherChanges.append($0) }

        try service.addList(title: "One", icon: .default)
        subscription?.cancel()
        subscription?.cancel()
        try service.addList(title: "Two", icon: .default)

        #expect(changes == [.lists])
        #expect(otherChanges == [.lists, .lists])
        other.cancel()
    }

    @Test("a released subscription gets no more changes")
    func release() throws {
        startObserving()
        try service.addList(title: "One", icon: .default)

        subscription = nil
        try service.addList(title: "Two", icon: .default)

        #expect(changes == [.lists])
    }

    @Test("an observer may cancel its own subscription while it is being told")
    func cancelDuringNotification() throws {
        subscription = service.observeChanges { [unowned self] change in
            changes.append(change)
            subscription?.cancel()
        }

        try service.addList(title: "One", icon: .default)
        try service.addList(title: "Two", icon: .default)

        #expect(changes == [.lists])
    }

    @Test("a subscription that outlives its service can still be cancelled")
    func outlivesService() {
        var service: TaskListCore? = TaskListCore(store: InMemoryTaskStore())
        let subscription = service?.observeChanges { _ in }
        service = nil

        subscription?.cancel()

        #expect(service == nil)
    }

    @Test("B03 B05 a write refused for its title tells no observer")
    func rejectedTitleDoesNotNotify() throws {
        let list = try service.addList(title: "List", icon: .default)
        startObserving()

        #expect(throws: TaskListError.emptyTitle) { try service.addList(title: " ", icon: .default) }
        #expect(throws: TaskListError.controlCharacters) {
            try service.addTask(title: "\u{7}", toList: list.id)
        }

        #expect(changes.isEmpty)
    }

    @Test("a write on something that does not exist tells no observer")
    func notFoundDoesNotNotify() throws {
        startObserving()

        #expect(throws: TaskListError.listNotFound) { try service.deleteList(id: 4) }
        #expect(throws: TaskListError.listNotFound) { try service.addTask(title: "Task", toList: 4) }
        #expect(throws: TaskListError.taskNotFound) { try service.toggleTask(id: 4) }
        #expect(throws: TaskListError.taskNotFound) { try service.moveTask(id: 4, past: 5) }

        #expect(changes.isEmpty)
    }

    @Test("B62 a move between tasks of different lists tells no observer")
    func refusedMoveDoesNotNotify() throws {
        let list = try service.addList(title: "List", icon: .default)
        let other = try service.addList(title: "Other", icon: .default)
        let task = try service.addTask(title: "Task", toList: list.id)
        let elsewhere = try service.addTask(title: "Elsewhere", toList: other.id)
        startObserving()

        #expect(throws: TaskListError.tasksInDifferentLists) {
            try service.moveTask(id: task.id, past: elsewhere.id)
        }

        #expect(changes.isEmpty)
    }

    @Test("B38 a write the store fails tells no observer", arguments: ServiceCall.writes)
    func failedWriteDoesNotNotify(call: ServiceCall) throws {
        let list = try service.addList(title: "List", icon: .default)
        let task = try service.addTask(title: "Task", toList: list.id)
        startObserving()
        store.failure = .locked

        #expect(throws: TaskListError.storage(.locked)) {
            try call.perform(on: service, listID: list.id, taskID: task.id)
        }

        #expect(changes.isEmpty)
    }

    @Test("B36 a change made by another process is told as .external, once per check that finds one")
    func externalChanges() {
        startObserving()

        service.checkForExternalChanges()
        store.externalChanges = true
        service.checkForExternalChanges()
        service.checkForExternalChanges()
        store.externalChanges = false
        service.checkForExternalChanges()

        #expect(changes == [.external, .external])
        #expect(store.calls == Array(repeating: "hasExternalChanges", count: 4))
    }

    @Test("B36 a check for external changes that fails is told as .external")
    func failedCheckCountsAsChange() {
        startObserving()
        store.failure = .corrupt(path: "/tmp/tasks.sqlite3")

        service.checkForExternalChanges()

        #expect(changes == [.external])
    }

    @Test("an in-memory store never reports external changes")
    func inMemoryStoreHasNoExternalChanges() throws {
        let service = TaskListCore(store: InMemoryTaskStore())
        var changes: [TaskListChange] = []
        let subscription = service.observeChanges { changes.append($0) }

        try service.addList(title: "List", icon: .default)
        service.checkForExternalChanges()

        #expect(changes == [.lists])
        subscription.cancel()
    }

    private func startObserving() {
        subscription = service.observeChanges { [unowned self] change in
            changes.append(change)
        }
    }
}
