import TaskListDomain
import Testing
import VIPERLogic

/// Home's interactor wired to a spy service and a spy output.
private struct Home {
    let service: ServiceSpy
    let output = InteractorOutputSpy()
    let interactor: HomeInteractor

    init(lists: [(String, [String])] = [("Groceries", ["x Milk", "Eggs"]), ("Work", [])]) {
        service = ServiceSpy(lists: lists)
        interactor = HomeInteractor(service: service)
        interactor.output = output
    }

    var groceries: TaskList {
        get throws { try service.underlying.summaries()[0].list }
    }
}

@Suite("Home interactor")
struct HomeInteractorTests {
    @Test("B01 loads the lists with their progress and sends them to the output")
    func loadsLists() {
        let home = Home()
        home.interactor.loadLists()
        #expect(home.service.calls == ["summaries"])
        #expect(home.output.events == ["lists Groceries 1/2, Work 0/0"])
    }

    @Test("B23 B36 once observing, sends the lists again after every change to the data")
    func followsChanges() throws {
        let home = Home()
        home.interactor.startObservingChanges()
        try home.service.underlying.toggleTask(
            id: try home.service.underlying.tasks(inList: home.groceries.id)[1].id)
        try home.service.underlying.addList(title: "Holiday", icon: .travel)
        #expect(
            home.output.events == [
                "lists Groceries 2/2, Work 0/0", "lists Groceries 2/2, Work 0/0, Holiday 0/0",
            ])
    }

    @Test("B11 B39 delete asks the service to delete the list; the change brings the lists")
    func deletesList() throws {
        let home = Home()
        home.interactor.startObservingChanges()
        home.interactor.deleteList(try home.groceries)
        #expect(home.service.calls == ["observe changes", "delete list 1", "summaries"])
        #expect(home.output.events == ["lists Work 0/0"])
    }

    @Test("B34 a delete the service refuses is reported to the output")
    func reportsFailedDelete() throws {
        let home = Home()
        let groceries = try home.groceries
        try home.service.underlying.deleteList(id: groceries.id)
        home.interactor.deleteList(groceries)
        #expect(home.output.events == ["failed to delete list: listNotFound"])
    }

    @Test("B38 a load that fails is reported to the output")
    func reportsFailedLoad() {
        let home = Home()
        home.service.failure = .storage(.locked)
        home.interactor.loadLists()
        #expect(home.output.events == ["failed to load lists: \(TaskListError.storage(.locked))"])
    }

    @Test("a freed interactor lets go of its change subscription")
    func freedInteractorStopsObserving() {
        let service = ServiceSpy()
        var interactor: HomeInteractor? = HomeInteractor(service: service)
        interactor?.startObservingChanges()
        #expect(service.liveSubscriptionCount == 1)
        interactor = nil
        #expect(service.liveSubscriptionCount == 0)
    }
}
