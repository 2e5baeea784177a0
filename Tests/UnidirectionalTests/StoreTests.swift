import TaskListDomain
import TestSupport
import Testing

@testable import UnidirectionalCore

/// The store: actions in, reducer, effects run in tasks under their IDs, answers back in, observers
/// told once each send settled; a task cancelled by ID answers nothing.
@Suite("Store")
@MainActor
struct StoreTests {
    /// An effect of these tests: a name, the IDs its task runs under and those it cancels first.
    struct Work: CancellableEffect, Equatable {
        let name: String
        var cancelIDs: [String] = []
        var cancelsInFlight: [String] = []
    }

    /// A reducer that logs every action it reduces and asks for the effects a test gives it.
    struct LogReducer: Reducer {
        let effects: [String: [Work]]

        func reduce(_ state: inout [String], _ action: String) -> [Work] {
            state.append(action)
            return effects[action] ?? []
        }
    }

    /// Moves the tests' virtual clock: the effects' work waits on it.
    let time = Fixtures.replayClock(of: Fixtures.makeService())

    /// A store logging its actions, asking for `effects`, whose effects `handler` runs.
    private func makeStore(
        _ effects: [String: [Work]], handler: EffectRecorder<Work, String>
    ) -> Store<[String], String, Work> {
        Store(initialState: [], reducer: LogReducer(effects: effects), effects: handler)
    }

    /// A read of `name`'s rows: it runs under `name` and replaces the one in flight.
    private func read(_ name: String) -> Work {
        Work(name: "read \(name)", cancelIDs: [name], cancelsInFlight: [name])
    }

    @Test("an effect runs in a task once the send is over, and its answer comes back as an action")
    func effectAnswers() async {
        let handler = EffectRecorder<Work, String>(clock: time.clock) { _ in
            .init(delay: .milliseconds(100), action: "loaded")
        }
        let store = makeStore(["start": [Work(name: "load")]], handler: handler)
        store.send("start")
        #expect(handler.effects == [])
        await time.settle()
        #expect(handler.effects == [Work(name: "load")])
        #expect(store.state == ["start"])
        #expect(store.runningEffectCount == 1)
        await time.wait(.milliseconds(100))
        #expect(store.state == ["start", "loaded"])
        #expect(store.runningEffectCount == 0)
    }

    @Test("answers are reduced in the order they come, whatever order the effects started in")
    func answersInOrderOfArrival() async {
        let handler = EffectRecorder<Work, String>(clock: time.clock) { work in
            switch work.name {
            case "slow": .init(delay: .milliseconds(300), action: "slow answered")
            case "observe": .init(sent: ["changed"])
            default: .init(delay: .milliseconds(100), action: "fast answered")
            }
        }
        let store = makeStore(
            ["start": [Work(name: "observe"), Work(name: "slow"), Work(name: "fast")]], handler: handler)
        store.send("start")
        await time.settle()
        await time.wait(.milliseconds(300))
        #expect(store.state == ["start", "changed", "fast answered", "slow answered"])
    }

    @Test("observers hear the state once per send, after every action the send led to was reduced")
    func observersHearSettledState() async {
        let handler = EffectRecorder<Work, String>(clock: time.clock) { _ in .init(action: "loaded") }
        let store = makeStore(["start": [Work(name: "load")]], handler: handler)
        var seen: [[String]] = []
        store.observe { seen.append($0) }
        store.send("start")
        #expect(seen == [["start"]])
        await time.settle()
        #expect(seen == [["start"], ["start", "loaded"]])
        store.send("tap")
        #expect(seen.last == ["start", "loaded", "tap"])
    }

    @Test(
        "B76 a newer effect cancels the task in flight under the ID it replaces; the older answer is dropped")
    func newerReplacesOlder() async {
        let handler = EffectRecorder<Work, String>(clock: time.clock) { work in
            .init(delay: .milliseconds(500), action: "\(work.name) answered")
        }
        let store = makeStore(["filter": [read("tasks")], "refilter": [read("tasks")]], handler: handler)
        store.send("filter")
        await time.settle()
        await time.wait(.milliseconds(200))
        store.send("refilter")
        await time.settle()
        #expect(handler.cancelled == [read("tasks")])
        #expect(store.runningEffectCount == 1)
        await time.wait(.milliseconds(500))
        #expect(store.state == ["filter", "refilter", "read tasks answered"])
    }

    @Test("B76 B77 an effect that replaces nothing runs beside the others under the same ID")
    func writesRunBeside() async {
        let write = Work(name: "write", cancelIDs: ["screen"])
        let handler = EffectRecorder<Work, String>(clock: time.clock) { _ in
            .init(delay: .milliseconds(100), action: "written")
        }
        let store = makeStore(["space": [write]], handler: handler)
        store.send("space")
        store.send("space")
        await time.settle()
        await time.wait(.milliseconds(100))
        #expect(handler.cancelled == [])
        #expect(store.state == ["space", "space", "written", "written"])
    }

    @Test("B76 cancelling an ID cancels every task under it and no other; their answers are dropped")
    func cancelByID() async {
        let handler = EffectRecorder<Work, String>(clock: time.clock) { work in
            .init(delay: .milliseconds(500), action: "\(work.name) answered")
        }
        let leave = Work(name: "leave", cancelsInFlight: ["tasks"])
        let store = makeStore(
            [
                "open": [
                    Work(name: "tasks read", cancelIDs: ["tasks", "tasks rows"]),
                    Work(name: "tasks write", cancelIDs: ["tasks"]),
                    Work(name: "home read", cancelIDs: ["home"]),
                ],
                "back": [leave],
            ], handler: handler)
        store.send("open")
        await time.settle()
        await time.wait(.milliseconds(100))
        store.send("back")
        await time.settle()
        await time.wait(.milliseconds(500))
        #expect(handler.cancelled.map(\.name) == ["tasks read", "tasks write"])
        #expect(store.state == ["open", "back", "home read answered", "leave answered"])
    }

    @Test("a store that goes cancels the tasks it runs, and is freed while their work is pending")
    func storeGoesCancelsTasks() async {
        let handler = EffectRecorder<Work, String>(clock: time.clock) { _ in
            .init(delay: .milliseconds(500), action: "loaded")
        }
        var store: Store<[String], String, Work>? = makeStore(["start": [read("home")]], handler: handler)
        weak let freed = store
        store?.send("start")
        await time.settle()
        store = nil
        #expect(freed == nil)
        await time.settle()
        #expect(handler.cancelled == [read("home")])
    }

    @Test(
        "B01 B13 B23 the app's store over the service: the states seen as the user opens a list and toggles")
    func appStates() async {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"]), ("Work", [])])
        let time = Fixtures.replayClock(of: service)
        let store = Store(
            initialState: AppState(), reducer: AppReducer(), effects: ServiceEffects(service: service))
        var seen: [AppState] = []
        store.observe { seen.append($0) }

        store.send(.start)
        await time.settle()
        let home = ScreenID(0)
        #expect(seen.last?[home]?.home?.lists.items.map(\.list.title) == ["Groceries", "Work"])

        store.send(.screen(home, .home(.openRequested)))
        await time.settle()
        let tasks = ScreenID(1)
        #expect(seen.last?.stack.map(\.id) == [home, tasks])
        #expect(seen.last?[tasks]?.tasks?.tasks.items.map(\.title) == ["Milk", "Eggs"])

        store.send(.screen(tasks, .tasks(.toggleRequested)))
        await time.settle()
        #expect(seen.last?[tasks]?.tasks?.tasks.items.map(\.isDone) == [true, false])
        #expect(seen.last?[home]?.home?.lists.items.first?.doneCount == 1)
    }

    @Test("B36 a change from another process reaches the store without a send")
    func externalChange() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        let time = Fixtures.replayClock(of: service)
        let store = Store(
            initialState: AppState(), reducer: AppReducer(), effects: ServiceEffects(service: service))
        store.send(.start)
        await time.settle()
        var seen: [AppState] = []
        store.observe { seen.append($0) }
        try await service.addList(title: "Work", icon: .default)
        await time.settle()
        #expect(seen.count == 2)
        #expect(store.state[ScreenID(0)]?.home?.lists.items.map(\.list.title) == ["Groceries", "Work"])
    }

    @Test("B07 saving a new list selects it: the editor's answer and the service's change meet in order")
    func savedListSelected() async {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", [])])
        let time = Fixtures.replayClock(of: service)
        let store = Store(
            initialState: AppState(), reducer: AppReducer(), effects: ServiceEffects(service: service))
        store.send(.start)
        store.send(.screen(ScreenID(0), .home(.addRequested)))
        store.send(.screen(ScreenID(1), .listEditor(.titleChanged("Holiday"))))
        store.send(.screen(ScreenID(1), .listEditor(.saveRequested)))
        await time.settle()
        let home = store.state[ScreenID(0)]?.home
        #expect(store.state.stack.count == 1)
        #expect(home?.lists.selectedItem?.list.title == "Holiday")
    }

    @Test("B75 B76 over a service that answers late, Home loads, and a tasks screen left early never loads")
    func lateAnswers() async {
        let spy = ServiceSpy(lists: [("Groceries", ["Milk"])], latency: .milliseconds(500))
        let time = Fixtures.replayClock(of: spy.real)
        let store = Store(
            initialState: AppState(), reducer: AppReducer(), effects: ServiceEffects(service: spy))
        store.send(.start)
        await time.settle()
        #expect(store.state[ScreenID(0)]?.home?.isLoading == true)
        await time.wait(.milliseconds(500))
        #expect(store.state[ScreenID(0)]?.home?.isLoading == false)
        store.send(.screen(ScreenID(0), .home(.openRequested)))
        await time.settle()
        await time.wait(.milliseconds(300))
        store.send(.screen(ScreenID(1), .tasks(.backRequested)))
        await time.settle()
        await time.wait(.seconds(2))
        #expect(spy.cancelledCalls == [.allTasks(1)])
        #expect(store.runningEffectCount == 0)
        #expect(store.state.stack.map(\.id) == [ScreenID(0)])
    }
}
