import MVPPresenters
import TaskListDomain
import TestSupport
import Testing

@testable import MVP

/// The wiring of the asynchronous work, through the app the router assembles: a key reaches the presenter
/// through its screen, the presenter's read or write goes to the service, and its answer reaches the screen.
@MainActor
@Suite("Waiting and failing, through the app")
struct WaitingAndFailingTests {
    @Test("B75 B80 ctrl-r on the tasks screen reads again: Loading… after 150 ms, then the rows")
    func reloadReachesScreen() async {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let app = await AppDriver(MVPArchitecture(), service: service)
        service.conditions.failsReads = true
        await app.press("enter")
        #expect(app.status == "The database is busy. Try again.")
        #expect(app.selectedRow == nil)
        service.conditions = ServiceConditions(latency: .milliseconds(500))
        await app.press(.control("r"))
        await app.wait(.milliseconds(149))
        #expect(app.contentRows[0].isEmpty)
        await app.wait(.milliseconds(1))
        #expect(app.contentRows[0] == "   Loading…")
        await app.wait(.milliseconds(350))
        #expect(app.selectedRow == "[ ] Milk")
    }

    @Test("B81 while the lists are read, q quits at once")
    func quitsWhileReading() async {
        let service = Fixtures.makeService(conditions: ServiceConditions(latency: .seconds(2)))
        let app = await AppDriver(MVPArchitecture(), service: service)
        await app.press("q")
        #expect(app.navigation.isEmpty)
    }

    @Test(
        "B77 B82 a toggle pressed just before leaving shows on no screen but is stored when its answer comes")
    func writeOutlivesItsScreen() async throws {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk"])])
        let service = Fixtures.makeService(store: store)
        let app = await AppDriver(MVPArchitecture(), service: service)
        await app.press("enter")
        service.conditions.latency = .milliseconds(500)
        await app.press("space")
        #expect(app.selectedRow == "[ ] Milk")
        await app.press("esc")
        await app.press("q")
        #expect(app.navigation.isEmpty)
        await app.wait(.milliseconds(500))
        #expect(
            try Fixtures.contents(of: store) == [
                StoredList(title: "Groceries", tasks: [StoredTask(title: "Milk", isDone: true)])
            ])
    }
}
