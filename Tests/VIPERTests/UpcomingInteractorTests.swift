import TaskListDomain
import TestSupport
import Testing
import VIPERLogic

/// Upcoming's interactor wired to a spy service and a spy output, over two lists with tasks due on several
/// days, one of them done.
@MainActor
private struct Upcoming {
    let service = ServiceSpy(lists: [
        ("Groceries", ["Milk @2026-12-03", "x Cheese @2026-11-20", "Eggs"]), ("Work", ["Slides @2026-11-30"]),
    ])
    let output = InteractorOutputSpy()
    let undoHistory = UndoHistoryStore()
    let interactor: UpcomingInteractor

    init() {
        interactor = UpcomingInteractor(service: service, undoHistory: undoHistory)
        interactor.output = output
    }

    /// The list at `index` on Home, as stored.
    func list(_ index: Int) async throws -> TaskList {
        try await service.real.summaries()[index].list
    }

    /// The task at `index` of the list at `listIndex`, as stored.
    func task(_ index: Int, ofList listIndex: Int) async throws -> TaskItem {
        try await service.real.tasks(inList: try await list(listIndex).id)[index]
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

@Suite("Upcoming interactor")
@MainActor
struct UpcomingInteractorTests {
    @Test("B86 loads the tasks not done that have a due date, across lists, soonest first, with their lists")
    func loadsUpcomingTasks() async {
        let upcoming = Upcoming()
        upcoming.interactor.loadUpcomingTasks()
        await upcoming.settle()
        #expect(upcoming.service.calls == [.upcomingTasks])
        #expect(
            upcoming.output.events == [
                "loading upcoming tasks", "upcoming Slides in Work 2026-11-30, Milk in Groceries 2026-12-03",
            ])
    }

    @Test("B89 once observing, loads again after every change: any list's tasks, a list renamed or deleted")
    func followsEveryChange() async throws {
        let upcoming = Upcoming()
        upcoming.interactor.startObservingChanges()
        let work = try await upcoming.list(1)
        try await upcoming.service.real.addTask(
            title: "Report", notes: "", due: "2026-11-29", toList: work.id)
        await upcoming.settle()
        try await upcoming.service.real.updateList(id: work.id, title: "Office", icon: .tools)
        await upcoming.settle()
        try await upcoming.service.real.deleteList(id: try await upcoming.list(0).id)
        await upcoming.settle()
        #expect(
            upcoming.output.events.filter { $0 != "loading upcoming tasks" } == [
                "upcoming Report in Work 2026-11-29, Slides in Work 2026-11-30, Milk in Groceries 2026-12-03",
                "upcoming Report in Office 2026-11-29, Slides in Office 2026-11-30, Milk in Groceries 2026-12-03",
                "upcoming Report in Office 2026-11-29, Slides in Office 2026-11-30",
            ])
    }

    @Test("B36 B89 a change another program made is loaded once the service notices it")
    func followsOtherPrograms() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk @2026-12-03"])])
        let service = Fixtures.makeService(store: store)
        let output = InteractorOutputSpy()
        let interactor = UpcomingInteractor(service: service, undoHistory: UndoHistoryStore())
        interactor.output = output
        interactor.startObservingChanges()
        try store.asOtherProcess { core, _ in
            try core.addTask(title: "Bread", notes: "", due: "2026-12-01", toList: 1)
        }
        await service.checkForExternalChanges()
        await Fixtures.replayClock(of: service).settle()
        #expect(
            output.events == [
                "loading upcoming tasks",
                "upcoming Bread in Groceries 2026-12-01, Milk in Groceries 2026-12-03",
            ])
    }

    @Test("B87 toggle asks the service to mark the task done; the change brings the tasks without it")
    func togglesTask() async throws {
        let upcoming = Upcoming()
        upcoming.interactor.startObservingChanges()
        upcoming.interactor.toggleTask(try await upcoming.task(0, ofList: 0))
        await upcoming.settle()
        #expect(upcoming.service.calls.suffix(2) == [.toggleTask(1), .upcomingTasks])
        #expect(upcoming.output.events.last == "upcoming Slides in Work 2026-11-30")
        #expect(try await upcoming.task(0, ofList: 0).isDone)
    }

    @Test("B91 a toggle that succeeded is Upcoming's last change; undo marks the task not done again")
    func undoesToggle() async throws {
        let upcoming = Upcoming()
        upcoming.interactor.toggleTask(try await upcoming.task(0, ofList: 0))
        await upcoming.settle()
        upcoming.interactor.undoLastChange()
        await upcoming.settle()
        upcoming.interactor.undoLastChange()
        #expect(upcoming.service.calls == [.toggleTask(1), .setTaskDone(1, false)])
        #expect(upcoming.output.events == ["undid toggled Milk to done", "nothing to undo"])
        #expect(try await !upcoming.task(0, ofList: 0).isDone)
        #expect(upcoming.undoHistory.takeLastChange(in: .tasks(inList: 1)) == nil)
    }

    @Test("B93 an undo that fails, the task deleted meanwhile, is reported, and the toggle stays to undo")
    func failedUndoKeepsToggle() async throws {
        let upcoming = Upcoming()
        var milk = try await upcoming.task(0, ofList: 0)
        upcoming.interactor.toggleTask(milk)
        await upcoming.settle()
        try await upcoming.service.real.deleteTask(id: milk.id)
        milk.isDone = true
        upcoming.interactor.undoLastChange()
        await upcoming.settle()
        #expect(upcoming.output.events == ["failed to undo: taskNotFound"])
        #expect(upcoming.undoHistory.takeLastChange(in: .upcoming) == .toggledTask(milk))
    }

    @Test("B78 a toggle the service refuses is reported to the output when its answer comes")
    func reportsFailedToggle() async throws {
        let upcoming = Upcoming()
        let milk = try await upcoming.task(0, ofList: 0)
        upcoming.service.real.conditions = ServiceConditions(
            latency: .milliseconds(500), failsWrites: true)
        upcoming.interactor.toggleTask(milk)
        await upcoming.wait(.milliseconds(499))
        #expect(upcoming.output.events.isEmpty)
        await upcoming.wait(.milliseconds(1))
        #expect(upcoming.output.events == ["failed to toggle task: \(TaskListError.storage(.locked))"])
    }

    @Test("B80 a load that fails is reported to the output; the next load brings the tasks")
    func reportsFailedLoad() async {
        let upcoming = Upcoming()
        upcoming.service.failure = .storage(.locked)
        upcoming.interactor.loadUpcomingTasks()
        await upcoming.settle()
        upcoming.service.failure = nil
        upcoming.interactor.loadUpcomingTasks()
        await upcoming.settle()
        #expect(
            upcoming.output.events == [
                "loading upcoming tasks", "failed to load upcoming tasks: \(TaskListError.storage(.locked))",
                "loading upcoming tasks", "upcoming Slides in Work 2026-11-30, Milk in Groceries 2026-12-03",
            ])
    }

    @Test("B75 says at once that a read started, and sends the tasks when the slow answer comes")
    func reportsLoadingUntilTheAnswer() async {
        let upcoming = Upcoming()
        upcoming.answer(after: .milliseconds(500))
        upcoming.interactor.loadUpcomingTasks()
        await upcoming.wait(.milliseconds(499))
        #expect(upcoming.output.events == ["loading upcoming tasks"])
        await upcoming.wait(.milliseconds(1))
        #expect(upcoming.output.events.count == 2)
    }

    @Test("B76 a newer read cancels the one still waiting, whose answer never reaches the output")
    func newerReadReplacesOlder() async {
        let upcoming = Upcoming()
        upcoming.answer(after: .milliseconds(500))
        upcoming.interactor.loadUpcomingTasks()
        await upcoming.wait(.milliseconds(100))
        upcoming.interactor.loadUpcomingTasks()
        await upcoming.wait(.seconds(2))
        #expect(upcoming.service.cancelledCalls == [.upcomingTasks])
        #expect(
            upcoming.output.events == [
                "loading upcoming tasks", "loading upcoming tasks",
                "upcoming Slides in Work 2026-11-30, Milk in Groceries 2026-12-03",
            ])
    }

    @Test("B76 stopping cancels the read still waiting, and the changes that follow load nothing")
    func stopCancelsRead() async throws {
        let upcoming = Upcoming()
        upcoming.interactor.startObservingChanges()
        upcoming.answer(after: .milliseconds(500))
        upcoming.interactor.loadUpcomingTasks()
        upcoming.interactor.stop()
        await upcoming.settle()
        #expect(upcoming.service.cancelledCalls == [.upcomingTasks])
        #expect(upcoming.service.real.callsInFlight == 0)
        upcoming.answer(after: .zero)
        try await upcoming.service.real.addList(title: "Holiday", icon: .travel)
        await upcoming.settle()
        #expect(upcoming.output.events == ["loading upcoming tasks"])
        #expect(upcoming.service.activeObservations == 0)
    }
}
