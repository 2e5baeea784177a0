import TaskListDomain
import TestSupport
import Testing
import VIPERLogic

/// Home's interactor wired to a spy service and a spy output.
@MainActor
private struct Home {
    let service: ServiceSpy
    let output = InteractorOutputSpy()
    let undoHistory = UndoHistoryStore()
    let interactor: HomeInteractor

    init(lists: [(String, [String])] = [("Groceries", ["x Milk", "Eggs"]), ("Work", [])]) {
        service = ServiceSpy(lists: lists)
        interactor = HomeInteractor(service: service, undoHistory: undoHistory)
        interactor.output = output
    }

    var groceries: TaskList {
        get async throws { try await service.real.summaries()[0].list }
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

@Suite("Home interactor")
@MainActor
struct HomeInteractorTests {
    @Test("B01 loads the lists with their progress and sends them to the output")
    func loadsLists() async {
        let home = Home()
        home.interactor.loadLists()
        await home.settle()
        #expect(home.service.calls == [.summaries])
        #expect(home.output.events == ["loading lists", "lists Groceries 1/2, Work 0/0"])
    }

    @Test("B23 B36 once observing, sends the lists again after every change to the data")
    func followsChanges() async throws {
        let home = Home()
        home.interactor.startObservingChanges()
        try await home.service.real.toggleTask(
            id: try await home.service.real.tasks(inList: home.groceries.id)[1].id)
        await home.settle()
        try await home.service.real.addList(title: "Holiday", icon: .travel)
        await home.settle()
        #expect(
            home.output.events == [
                "loading lists", "lists Groceries 2/2, Work 0/0",
                "loading lists", "lists Groceries 2/2, Work 0/0, Holiday 0/0",
            ])
    }

    @Test("B11 B39 delete asks the service to delete the list; the change brings the lists")
    func deletesList() async throws {
        let home = Home()
        home.interactor.startObservingChanges()
        home.interactor.deleteList(try await home.groceries)
        await home.settle()
        #expect(home.service.calls == [.observeChanges, .deleteList(1), .summaries])
        #expect(home.output.events == ["loading lists", "lists Work 0/0"])
    }

    @Test("B90 a delete that succeeded is the lists' last change; undo restores the list whole and says so")
    func undoesDelete() async throws {
        let home = Home()
        let before = try await Fixtures.contents(of: home.service.real)
        home.interactor.deleteList(try await home.groceries)
        await home.settle()
        home.interactor.undoLastChange()
        await home.settle()
        #expect(home.service.calls == [.deleteList(1), .restoreList(1)])
        #expect(home.output.events == ["undid deleted list Groceries with 2 tasks"])
        #expect(try await Fixtures.contents(of: home.service.real) == before)
        home.interactor.undoLastChange()
        #expect(home.output.events.last == "nothing to undo")
    }

    @Test("B92 with nothing deleted, or only a delete that failed, there is nothing to undo")
    func nothingToUndo() async throws {
        let home = Home()
        home.interactor.undoLastChange()
        home.service.failure = .storage(.locked)
        home.interactor.deleteList(try await home.groceries)
        await home.settle()
        home.interactor.undoLastChange()
        #expect(
            home.output.events == [
                "nothing to undo", "failed to delete list: \(TaskListError.storage(.locked))",
                "nothing to undo",
            ])
        #expect(home.service.calls == [.deleteList(1)])
    }

    @Test("B93 an undo that fails is reported and keeps the delete, which the next undo restores")
    func failedUndoKeepsChange() async throws {
        let home = Home()
        home.interactor.deleteList(try await home.groceries)
        await home.settle()
        home.service.real.conditions.failsWrites = true
        home.interactor.undoLastChange()
        await home.settle()
        home.service.real.conditions.failsWrites = false
        home.interactor.undoLastChange()
        await home.settle()
        #expect(
            home.output.events == [
                "failed to undo: \(TaskListError.storage(.locked))",
                "undid deleted list Groceries with 2 tasks",
            ])
        #expect(try await home.service.real.summaries().map(\.list.title) == ["Groceries", "Work"])
    }

    @Test("B34 a delete the service refuses is reported to the output")
    func reportsFailedDelete() async throws {
        let home = Home()
        let groceries = try await home.groceries
        try await home.service.real.deleteList(id: groceries.id)
        home.interactor.deleteList(groceries)
        await home.settle()
        #expect(home.output.events == ["failed to delete list: listNotFound"])
    }

    @Test("B38 B80 a load that fails is reported to the output; the next load brings the lists")
    func reportsFailedLoad() async {
        let home = Home()
        home.service.failure = .storage(.locked)
        home.interactor.loadLists()
        await home.settle()
        home.service.failure = nil
        home.interactor.loadLists()
        await home.settle()
        #expect(
            home.output.events == [
                "loading lists", "failed to load lists: \(TaskListError.storage(.locked))",
                "loading lists", "lists Groceries 1/2, Work 0/0",
            ])
    }

    @Test("a freed interactor lets go of its change subscription")
    func freedInteractorStopsObserving() {
        let service = ServiceSpy()
        var interactor: HomeInteractor? = HomeInteractor(service: service, undoHistory: UndoHistoryStore())
        interactor?.startObservingChanges()
        #expect(service.activeObservations == 1)
        interactor = nil
        #expect(service.activeObservations == 0)
    }

    @Test("B75 says at once that a read started, and sends the lists when the slow answer comes")
    func reportsLoadingUntilTheAnswer() async {
        let home = Home()
        home.answer(after: .milliseconds(500))
        home.interactor.loadLists()
        await home.wait(.milliseconds(499))
        #expect(home.output.events == ["loading lists"])
        await home.wait(.milliseconds(1))
        #expect(home.output.events == ["loading lists", "lists Groceries 1/2, Work 0/0"])
    }

    @Test("B76 a newer read cancels the one still waiting, whose answer never reaches the output")
    func newerReadReplacesOlder() async throws {
        let home = Home()
        home.answer(after: .milliseconds(500))
        home.interactor.loadLists()
        await home.wait(.milliseconds(300))
        home.interactor.loadLists()
        await home.settle()
        #expect(home.service.cancelledCalls == [.summaries])
        await home.wait(.milliseconds(500))
        #expect(home.output.events == ["loading lists", "loading lists", "lists Groceries 1/2, Work 0/0"])
    }

    @Test(
        "B76 B82 stopping cancels the read still waiting and follows no more changes; a delete sent applies")
    func stopCancelsReadsAndKeepsWrites() async throws {
        let home = Home()
        let groceries = try await home.groceries
        home.interactor.startObservingChanges()
        home.answer(after: .milliseconds(500))
        home.interactor.loadLists()
        home.interactor.deleteList(groceries)
        home.interactor.stop()
        await home.settle()
        #expect(home.service.cancelledCalls == [.summaries])
        #expect(home.service.activeObservations == 0)
        await home.wait(.seconds(1))
        #expect(home.output.events == ["loading lists"])
        #expect(home.service.real.callsInFlight == 0)
        home.answer(after: .zero)
        #expect(try await home.service.real.summaries().map(\.list.title) == ["Work"])
    }

    @Test("B78 a delete that fails late is reported when its answer comes")
    func reportsLateFailure() async throws {
        let home = Home()
        let groceries = try await home.groceries
        home.service.real.conditions = ServiceConditions(
            latency: .milliseconds(500), failsWrites: true)
        home.interactor.deleteList(groceries)
        await home.wait(.milliseconds(499))
        #expect(home.output.events.isEmpty)
        await home.wait(.milliseconds(1))
        #expect(home.output.events == ["failed to delete list: \(TaskListError.storage(.locked))"])
    }
}
