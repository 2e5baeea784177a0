import TaskListDomain
import Testing
import VIPERLogic

/// The interactor of the first list's tasks, wired to a spy service and a spy output.
private struct TasksOfList {
    let service: ServiceSpy
    let output = InteractorOutputSpy()
    let interactor: TasksInteractor
    let list: TaskList

    init(_ tasks: [String], otherLists: [(String, [String])] = []) throws {
        service = ServiceSpy(lists: [("Groceries", tasks)] + otherLists)
        list = try service.underlying.summaries()[0].list
        interactor = TasksInteractor(listID: list.id, service: service)
        interactor.output = output
    }

    func task(_ index: Int) throws -> TaskItem {
        try service.underlying.tasks(inList: list.id)[index]
    }
}

@Suite("Tasks interactor")
struct TasksInteractorTests {
    @Test("B20 loads the list and its tasks and sends them to the output")
    func loadsTasks() throws {
        let tasks = try TasksOfList(["x Milk", "Eggs"])
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch())
        #expect(tasks.service.calls == ["list 1", "tasks of list 1"])
        #expect(tasks.output.events == ["tasks of Groceries: x Milk, Eggs"])
    }

    @Test("B26 loads only the tasks the filter shows")
    func filtersTasks() throws {
        let tasks = try TasksOfList(["x Milk", "Eggs", "x Bread"])
        tasks.interactor.loadTasks(matching: .done, search: TaskSearch())
        tasks.interactor.loadTasks(matching: .active, search: TaskSearch())
        #expect(tasks.output.events == ["tasks of Groceries: x Milk, x Bread", "tasks of Groceries: Eggs"])
    }

    @Test("B45 after a change it loads again under the filter it last loaded with")
    func reloadsUnderLastFilter() throws {
        let tasks = try TasksOfList(["Milk", "Eggs"])
        tasks.interactor.startObservingChanges()
        tasks.interactor.loadTasks(matching: .active, search: TaskSearch())
        tasks.interactor.toggleTask(try tasks.task(0))
        #expect(tasks.service.calls.contains("toggle task 1"))
        #expect(tasks.output.events == ["tasks of Groceries: Milk, Eggs", "tasks of Groceries: Eggs"])
    }

    @Test("B60 loads only the tasks whose title contains the query, ignoring case and diacritics")
    func searchesTasks() throws {
        let tasks = try TasksOfList(["Crème brûlée", "x Creme", "Bread", "장보기"])
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch("CREME"))
        tasks.interactor.loadTasks(matching: .active, search: TaskSearch("crème"))
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch("장보"))
        #expect(
            tasks.output.events == [
                "tasks of Groceries: Crème brûlée, x Creme", "tasks of Groceries: Crème brûlée",
                "tasks of Groceries: 장보기",
            ])
    }

    @Test("B61 after a change it loads again under the filter and the search it last loaded with")
    func reloadsUnderLastSearch() throws {
        let tasks = try TasksOfList(["Milk", "Eggs"])
        tasks.interactor.startObservingChanges()
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch("milk"))
        try tasks.service.underlying.addTask(title: "Oat milk", toList: tasks.list.id)
        try tasks.service.underlying.addTask(title: "Bread", toList: tasks.list.id)
        #expect(
            tasks.output.events == [
                "tasks of Groceries: Milk", "tasks of Groceries: Milk, Oat milk",
                "tasks of Groceries: Milk, Oat milk",
            ])
    }

    @Test("B36 a rename of the list made elsewhere is loaded; another list's tasks are not")
    func reloadsForItsListOnly() throws {
        let tasks = try TasksOfList(["Milk"], otherLists: [("Work", [])])
        tasks.interactor.startObservingChanges()
        let work = try tasks.service.underlying.summaries()[1].list
        try tasks.service.underlying.addTask(title: "Report", toList: work.id)
        #expect(tasks.output.events.isEmpty)
        try tasks.service.underlying.updateList(id: tasks.list.id, title: "Shopping", icon: .home)
        #expect(tasks.output.events == ["tasks of Shopping: Milk"])
    }

    @Test("B25 delete asks the service to delete the task")
    func deletesTask() throws {
        let tasks = try TasksOfList(["Milk", "Eggs"])
        tasks.interactor.deleteTask(try tasks.task(0))
        #expect(tasks.service.calls == ["delete task 1"])
        #expect(try tasks.service.underlying.tasks(inList: tasks.list.id).map(\.title) == ["Eggs"])
    }

    @Test("B62 B63 a move asks the service to swap the two tasks; the change brings them in their new order")
    func movesTask() throws {
        let tasks = try TasksOfList(["Milk", "Eggs", "Bread"])
        tasks.interactor.startObservingChanges()
        tasks.interactor.loadTasks(matching: .all, search: TaskSearch())
        tasks.interactor.moveTask(try tasks.task(2), past: try tasks.task(1))
        #expect(tasks.service.calls.suffix(3) == ["move task 3 past 2", "list 1", "tasks of list 1"])
        #expect(tasks.output.events.last == "tasks of Groceries: Milk, Bread, Eggs")
    }

    @Test("B42 a list deleted elsewhere is reported as a load that failed")
    func reportsDeletedList() throws {
        let tasks = try TasksOfList(["Milk"])
        tasks.interactor.startObservingChanges()
        try tasks.service.underlying.deleteList(id: tasks.list.id)
        #expect(tasks.output.events == ["failed to load tasks: listNotFound"])
    }

    @Test("B34 B38 a toggle, a delete or a move the service refuses is reported to the output")
    func reportsFailedUpdates() throws {
        let tasks = try TasksOfList(["Milk"])
        let milk = try tasks.task(0)
        tasks.service.failure = .storage(.locked)
        tasks.interactor.toggleTask(milk)
        tasks.interactor.deleteTask(milk)
        tasks.interactor.moveTask(milk, past: milk)
        #expect(tasks.output.events.count == 3)
        #expect(tasks.output.events.allSatisfy { $0.hasPrefix("failed to update task: storage") })
    }
}
