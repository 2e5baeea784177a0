import TaskListDomain
import TestSupport
import Testing
import VIPERLogic

/// The interactor of the first list's tasks, wired to a spy service and a spy output.
@MainActor
private struct TasksOfList {
    let service: ServiceSpy
    let output = InteractorOutputSpy()
    let undoHistory = UndoHistoryStore()
    let interactor: TasksInteractor
    let list: TaskList

    init(_ tasks: [String], otherLists: [(String, [String])] = []) async throws {
        service = ServiceSpy(lists: [("Groceries", tasks)] + otherLists)
        list = try await service.real.summaries()[0].list
        interactor = TasksInteractor(list: list, service: service, undoHistory: undoHistory)
        interactor.output = output
    }

    func task(_ index: Int) async throws -> TaskItem {
        try await service.real.tasks(inList: list.id)[index]
    }

    /// The titles of the list's tasks as stored, a done task's marked with "x ".
    func storedTitles() async throws -> [String] {
        try await service.real.tasks(inList: list.id).map { ($0.isDone ? "x " : "") + $0.title }
    }

    /// Makes every call from now on answer `latency` late.
    func answer(after latency: Duration) {
        service.real.conditions.latency = latency
    }

    /// Lets the calls started run as far as they can without time passing.
    func settle() async {
        await service.settle()
    }

    /// Lets the calls started run until they wait, then lets `duration` pass.
    func wait(_ duration: Duration) async {
        await service.wait(duration)
    }
}

@Suite("Tasks interactor")
@MainActor
struct TasksInteractorTests {
    @Test("B20 B75 loads the list's tasks alone and sends them to the output with the list it was given")
    func loadsTasks() async throws {
        let tasks = try await TasksOfList(["x Milk", "Eggs"])
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch())
        await tasks.settle()
        #expect(tasks.service.calls == [.allTasks(1)])
        #expect(tasks.output.events == ["loading tasks", "tasks of Groceries: x Milk, Eggs"])
    }

    @Test(
        "B75 loads wait for one answer each, the tasks, until the lists change: then one load reads the list")
    func readsTheListAgainOnlyAfterListsChanged() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.interactor.startObservingChanges()
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch())
        await tasks.settle()
        tasks.interactor.loadTasks(matching: .active, search: TaskSearch())
        await tasks.settle()
        try await tasks.service.real.addTask(title: "Eggs", toList: tasks.list.id)
        await tasks.settle()
        #expect(
            tasks.service.calls == [
                .observeChanges, .allTasks(1), .tasksMatching(1, .active, TaskSearch()),
                .tasksMatching(1, .active, TaskSearch()),
            ])
        try await tasks.service.real.updateList(id: tasks.list.id, title: "Shopping", icon: .home)
        await tasks.settle()
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch())
        await tasks.settle()
        #expect(
            tasks.service.calls.suffix(3) == [
                .list(1), .tasksMatching(1, .active, TaskSearch()), .allTasks(1),
            ])
        #expect(
            tasks.output.events.suffix(3) == [
                "tasks of Shopping: Milk, Eggs", "loading tasks", "tasks of Shopping: Milk, Eggs",
            ])
    }

    @Test(
        "B36 B76 a load that read the list again and was replaced leaves the list to read to the newer load")
    func replacedLoadStillReadsTheList() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.interactor.startObservingChanges()
        try await tasks.service.real.updateList(id: tasks.list.id, title: "Shopping", icon: .home)
        tasks.answer(after: .milliseconds(500))
        await tasks.wait(.milliseconds(600))
        tasks.interactor.loadTasks(matching: .active, search: TaskSearch())
        await tasks.wait(.seconds(2))
        #expect(
            tasks.service.calls == [
                .observeChanges, .list(1), .allTasks(1), .list(1), .tasksMatching(1, .active, TaskSearch()),
            ])
        #expect(tasks.service.cancelledCalls == [.allTasks(1)])
        #expect(tasks.output.events == ["loading tasks", "loading tasks", "tasks of Shopping: Milk"])
    }

    @Test("B26 loads only the tasks the filter shows")
    func filtersTasks() async throws {
        let tasks = try await TasksOfList(["x Milk", "Eggs", "x Bread"])
        tasks.interactor.loadTasks(matching: .done, search: TaskSearch())
        await tasks.settle()
        tasks.interactor.loadTasks(matching: .active, search: TaskSearch())
        await tasks.settle()
        #expect(
            tasks.output.events == [
                "loading tasks", "tasks of Groceries: x Milk, x Bread", "loading tasks",
                "tasks of Groceries: Eggs",
            ])
    }

    @Test("B45 after a change it loads again under the filter it last loaded with")
    func reloadsUnderLastFilter() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"])
        tasks.interactor.startObservingChanges()
        tasks.interactor.loadTasks(matching: .active, search: TaskSearch())
        await tasks.settle()
        tasks.interactor.toggleTask(try await tasks.task(0))
        await tasks.settle()
        #expect(tasks.service.calls.contains(.toggleTask(1)))
        #expect(
            tasks.output.events == [
                "loading tasks", "tasks of Groceries: Milk, Eggs", "loading tasks",
                "tasks of Groceries: Eggs",
            ])
    }

    @Test("B60 loads only the tasks whose title contains the query, ignoring case and diacritics")
    func searchesTasks() async throws {
        let tasks = try await TasksOfList(["Crème brûlée", "x Creme", "Bread", "장보기"])
        for (filter, query) in [(TaskFilter.all, "CREME"), (.active, "crème"), (.all, "장보")] {
            tasks.interactor.loadTasks(matching: filter, search: TaskSearch(query))
            await tasks.settle()
        }
        #expect(
            tasks.output.events.filter { $0 != "loading tasks" } == [
                "tasks of Groceries: Crème brûlée, x Creme", "tasks of Groceries: Crème brûlée",
                "tasks of Groceries: 장보기",
            ])
    }

    @Test("B61 after a change it loads again under the filter and the search it last loaded with")
    func reloadsUnderLastSearch() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"])
        tasks.interactor.startObservingChanges()
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch("milk"))
        await tasks.settle()
        try await tasks.service.real.addTask(title: "Oat milk", toList: tasks.list.id)
        await tasks.settle()
        try await tasks.service.real.addTask(title: "Bread", toList: tasks.list.id)
        await tasks.settle()
        #expect(
            tasks.output.events.filter { $0 != "loading tasks" } == [
                "tasks of Groceries: Milk", "tasks of Groceries: Milk, Oat milk",
                "tasks of Groceries: Milk, Oat milk",
            ])
    }

    @Test("B36 a rename of the list made elsewhere is loaded; another list's tasks are not")
    func reloadsForItsListOnly() async throws {
        let tasks = try await TasksOfList(["Milk"], otherLists: [("Work", [])])
        tasks.interactor.startObservingChanges()
        let work = try await tasks.service.real.summaries()[1].list
        try await tasks.service.real.addTask(title: "Report", toList: work.id)
        await tasks.settle()
        #expect(tasks.output.events.isEmpty)
        try await tasks.service.real.updateList(id: tasks.list.id, title: "Shopping", icon: .home)
        await tasks.settle()
        #expect(tasks.output.events == ["loading tasks", "tasks of Shopping: Milk"])
    }

    @Test("B91 a toggle that succeeded is the list's last change; undo sets the task back and says so")
    func undoesToggle() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"])
        tasks.interactor.toggleTask(try await tasks.task(1))
        await tasks.settle()
        #expect(try await tasks.storedTitles() == ["Milk", "x Eggs"])
        tasks.interactor.undoLastChange()
        await tasks.settle()
        #expect(tasks.service.calls == [.toggleTask(2), .setTaskDone(2, false)])
        #expect(tasks.output.events == ["undid toggled Eggs to done"])
        #expect(try await tasks.storedTitles() == ["Milk", "Eggs"])
    }

    @Test("B91 a delete that succeeded is the list's last change, in place of a toggle; undo puts it back")
    func undoesDelete() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs", "Bread"])
        let (milk, eggs, bread) = (try await tasks.task(0), try await tasks.task(1), try await tasks.task(2))
        tasks.interactor.toggleTask(milk)
        tasks.interactor.deleteTask(eggs)
        tasks.interactor.moveTask(bread, past: milk)
        await tasks.settle()
        tasks.interactor.undoLastChange()
        await tasks.settle()
        #expect(tasks.service.calls.last == .restoreTask(2, at: 1))
        #expect(tasks.output.events == ["undid deleted task Eggs at 1"])
        #expect(try await tasks.storedTitles() == ["Bread", "Eggs", "x Milk"])
        tasks.interactor.undoLastChange()
        #expect(tasks.output.events.last == "nothing to undo")
    }

    @Test("B92 a list's interactor undoes only what was done on that list's screen")
    func undoesOnlyItsList() async throws {
        let tasks = try await TasksOfList(["Milk"], otherLists: [("Work", ["Report"])])
        let report = try await tasks.service.real.tasks(inList: 2)[0]
        let work = TasksInteractor(
            list: try await tasks.service.real.list(id: 2), service: tasks.service,
            undoHistory: tasks.undoHistory)
        work.toggleTask(report)
        await tasks.settle()
        tasks.interactor.undoLastChange()
        #expect(tasks.output.events == ["nothing to undo"])
        #expect(tasks.undoHistory.takeLastChange(in: .tasks(inList: 2)) != nil)
    }

    @Test("B92 a toggle whose answer comes after the module closed is still kept for the list's screen")
    func keepsChangeAnsweredAfterStop() async throws {
        let tasks = try await TasksOfList(["Milk"])
        var milk = try await tasks.task(0)
        tasks.answer(after: .milliseconds(500))
        tasks.interactor.toggleTask(milk)
        tasks.interactor.stop()
        await tasks.wait(.seconds(1))
        #expect(tasks.output.events.isEmpty)
        milk.isDone = true
        #expect(tasks.undoHistory.takeLastChange(in: .tasks(inList: 1)) == .toggledTask(milk))
    }

    @Test("B93 an undo that fails is reported when its answer comes, and the toggle stays to undo")
    func failedUndoKeepsToggle() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.interactor.toggleTask(try await tasks.task(0))
        await tasks.settle()
        tasks.service.real.conditions = ServiceConditions(
            latency: .milliseconds(500), failsWrites: true)
        tasks.interactor.undoLastChange()
        await tasks.wait(.milliseconds(499))
        #expect(tasks.output.events.isEmpty)
        await tasks.wait(.milliseconds(1))
        #expect(tasks.output.events == ["failed to undo: \(TaskListError.storage(.locked))"])
        #expect(tasks.undoHistory.takeLastChange(in: .tasks(inList: 1)) != nil)
    }

    @Test("B76 B93 stopped while its undo waits, the interactor reports nothing; the undo still applies")
    func stoppedUndoReportsNothing() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.interactor.toggleTask(try await tasks.task(0))
        await tasks.settle()
        tasks.answer(after: .milliseconds(500))
        tasks.interactor.undoLastChange()
        tasks.interactor.stop()
        await tasks.wait(.seconds(1))
        tasks.answer(after: .zero)
        #expect(tasks.output.events.isEmpty)
        #expect(try await tasks.storedTitles() == ["Milk"])
    }

    @Test("B25 delete asks the service to delete the task")
    func deletesTask() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs"])
        tasks.interactor.deleteTask(try await tasks.task(0))
        await tasks.settle()
        #expect(tasks.service.calls == [.deleteTask(1)])
        #expect(try await tasks.storedTitles() == ["Eggs"])
    }

    @Test("B62 B63 a move asks the service to swap the two tasks; the change brings them in their new order")
    func movesTask() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs", "Bread"])
        tasks.interactor.startObservingChanges()
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch())
        await tasks.settle()
        tasks.interactor.moveTask(try await tasks.task(2), past: try await tasks.task(1))
        await tasks.settle()
        #expect(tasks.service.calls.suffix(2) == [.moveTask(3, past: 2), .allTasks(1)])
        #expect(tasks.output.events.last == "tasks of Groceries: Milk, Bread, Eggs")
    }

    @Test("B42 a list deleted elsewhere is reported as a load that failed")
    func reportsDeletedList() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.interactor.startObservingChanges()
        try await tasks.service.real.deleteList(id: tasks.list.id)
        await tasks.settle()
        #expect(tasks.output.events == ["loading tasks", "failed to load tasks: listNotFound"])
    }

    @Test("B34 B38 a toggle, a delete or a move the service refuses is reported to the output")
    func reportsFailedUpdates() async throws {
        let tasks = try await TasksOfList(["Milk"])
        let milk = try await tasks.task(0)
        tasks.service.failure = .storage(.locked)
        tasks.interactor.toggleTask(milk)
        tasks.interactor.deleteTask(milk)
        tasks.interactor.moveTask(milk, past: milk)
        await tasks.settle()
        #expect(tasks.output.events.count == 3)
        #expect(tasks.output.events.allSatisfy { $0.hasPrefix("failed to update task: storage") })
    }

    @Test("B75 says at once that a read started, and sends the tasks when the one slow answer comes")
    func reportsLoadingUntilTheAnswer() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.answer(after: .milliseconds(500))
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch())
        await tasks.wait(.milliseconds(499))
        #expect(tasks.output.events == ["loading tasks"])
        await tasks.wait(.milliseconds(1))
        #expect(tasks.output.events == ["loading tasks", "tasks of Groceries: Milk"])
    }

    @Test("B76 a read for another filter or search cancels the one still waiting, whose answer is dropped")
    func newerReadReplacesOlder() async throws {
        let tasks = try await TasksOfList(["x Milk", "Eggs"])
        tasks.answer(after: .milliseconds(500))
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch())
        await tasks.wait(.milliseconds(100))
        tasks.interactor.loadTasks(matching: .active, search: TaskSearch())
        await tasks.wait(.milliseconds(100))
        tasks.interactor.loadTasks(matching: .active, search: TaskSearch("egg"))
        await tasks.wait(.seconds(2))
        #expect(tasks.service.cancelledCalls == [.allTasks(1), .tasksMatching(1, .active, TaskSearch())])
        #expect(
            tasks.output.events == [
                "loading tasks", "loading tasks", "loading tasks", "tasks of Groceries: Eggs",
            ])
    }

    @Test("B76 stopping cancels the read still waiting, and the changes that follow load nothing")
    func stopCancelsRead() async throws {
        let tasks = try await TasksOfList(["Milk"])
        tasks.interactor.startObservingChanges()
        tasks.answer(after: .milliseconds(500))
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch())
        tasks.interactor.stop()
        await tasks.settle()
        #expect(tasks.service.cancelledCalls == [.allTasks(1)])
        #expect(tasks.service.real.callsInFlight == 0)
        tasks.answer(after: .zero)
        try await tasks.service.real.addTask(title: "Eggs", toList: tasks.list.id)
        await tasks.settle()
        #expect(tasks.output.events == ["loading tasks"])
    }

    @Test("B77 writes asked for one after another apply in that order, each when its answer comes")
    func writesApplyInOrder() async throws {
        let tasks = try await TasksOfList(["Milk", "Eggs", "Bread"])
        let (milk, eggs, bread) = (try await tasks.task(0), try await tasks.task(1), try await tasks.task(2))
        tasks.answer(after: .milliseconds(500))
        tasks.interactor.toggleTask(eggs)
        tasks.interactor.moveTask(bread, past: eggs)
        tasks.interactor.deleteTask(milk)
        await tasks.wait(.milliseconds(500))
        tasks.answer(after: .zero)
        #expect(try await tasks.storedTitles() == ["Milk", "x Eggs", "Bread"])
        tasks.answer(after: .milliseconds(500))
        await tasks.wait(.seconds(1))
        tasks.answer(after: .zero)
        #expect(try await tasks.storedTitles() == ["Bread", "x Eggs"])
        #expect(tasks.service.calls == [.toggleTask(2), .moveTask(3, past: 2), .deleteTask(1)])
        #expect(tasks.output.events.isEmpty)
    }

    @Test("B78 B82 a write that fails late is reported when its answer comes; stopped, it reports nothing")
    func reportsLateFailuresUntilStopped() async throws {
        let tasks = try await TasksOfList(["Milk"])
        let milk = try await tasks.task(0)
        tasks.service.real.conditions = ServiceConditions(
            latency: .milliseconds(500), failsWrites: true)
        tasks.interactor.toggleTask(milk)
        await tasks.wait(.milliseconds(499))
        #expect(tasks.output.events.isEmpty)
        await tasks.wait(.milliseconds(1))
        #expect(tasks.output.events == ["failed to update task: \(TaskListError.storage(.locked))"])
        tasks.interactor.deleteTask(milk)
        tasks.interactor.stop()
        await tasks.wait(.seconds(1))
        #expect(tasks.output.events.count == 1)
        #expect(tasks.service.real.writesInFlight == 0)
    }
}
