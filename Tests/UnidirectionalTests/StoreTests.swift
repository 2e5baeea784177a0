import TaskListDomain
import TestSupport
import Testing

@testable import UnidirectionalCore

/// The store: actions in, reducer, effects, answers back in, observers told once it settled.
@Suite("Store")
struct StoreTests {
    /// A reducer that logs every action it reduces and asks for the effects a test gives it.
    struct LogReducer: Reducer {
        let effects: [String: [String]]

        func reduce(_ state: inout [String], _ action: String) -> [String] {
            state.append(action)
            return effects[action] ?? []
        }
    }

    @Test("answers are reduced after the action that asked for them, in the order they came")
    func answersWaitTheirTurn() {
        let handler = EffectRecorder<String, String> { effect in
            switch effect {
            case "load": ["loaded"]
            case "observe": ["changed", "changed again"]
            default: []
            }
        }
        let store = Store(
            initialState: [],
            reducer: LogReducer(effects: ["start": ["observe", "load"], "changed": ["load"]]),
            effects: handler)
        store.send("start")
        #expect(store.state == ["start", "changed", "changed again", "loaded", "loaded"])
        #expect(handler.effects == ["observe", "load", "load"])
    }

    @Test("observers hear the state once per send, after every answer was reduced")
    func observersHearSettledState() {
        let store = Store(
            initialState: [], reducer: LogReducer(effects: ["start": ["load"]]),
            effects: EffectRecorder<String, String> { _ in ["loaded"] })
        var seen: [[String]] = []
        store.observe { seen.append($0) }
        store.send("start")
        store.send("tap")
        #expect(seen == [["start", "loaded"], ["start", "loaded", "tap"]])
    }

    @Test(
        "B01 B13 B23 the app's store over the service: the states seen as the user opens a list and toggles")
    func appStates() throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"]), ("Work", [])])
        let store = Store(
            initialState: AppState(), reducer: AppReducer(), effects: ServiceEffects(service: service))
        var seen: [AppState] = []
        store.observe { seen.append($0) }

        store.send(.start)
        let home = ScreenID(0)
        #expect(seen.last?[home]?.home?.lists.items.map(\.list.title) == ["Groceries", "Work"])

        store.send(.screen(home, .home(.openRequested)))
        let tasks = ScreenID(1)
        #expect(seen.last?.stack.map(\.id) == [home, tasks])
        #expect(seen.last?[tasks]?.tasks?.tasks.items.map(\.title) == ["Milk", "Eggs"])

        store.send(.screen(tasks, .tasks(.toggleRequested)))
        #expect(seen.last?[tasks]?.tasks?.tasks.items.map(\.isDone) == [true, false])
        #expect(seen.last?[home]?.home?.lists.items.first?.doneCount == 1)
        #expect(seen.count == 3)
    }

    @Test("B36 a change from another process reaches the store without a send")
    func externalChange() throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        let store = Store(
            initialState: AppState(), reducer: AppReducer(), effects: ServiceEffects(service: service))
        store.send(.start)
        var seen: [AppState] = []
        store.observe { seen.append($0) }
        try service.addList(title: "Work", icon: .default)
        #expect(seen.count == 1)
        #expect(store.state[ScreenID(0)]?.home?.lists.items.map(\.list.title) == ["Groceries", "Work"])
    }

    @Test("B07 saving a new list selects it: the editor's answer and the service's change meet in order")
    func savedListSelected() {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", [])])
        let store = Store(
            initialState: AppState(), reducer: AppReducer(), effects: ServiceEffects(service: service))
        store.send(.start)
        store.send(.screen(ScreenID(0), .home(.addRequested)))
        store.send(.screen(ScreenID(1), .listEditor(.titleChanged("Holiday"))))
        store.send(.screen(ScreenID(1), .listEditor(.saveRequested)))
        let home = store.state[ScreenID(0)]?.home
        #expect(store.state.stack.count == 1)
        #expect(home?.lists.selectedItem?.list.title == "Holiday")
    }
}
