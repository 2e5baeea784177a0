import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import Unidirectional
@testable import UnidirectionalCore

/// The app view wired to a store over the app's reducer and the service's effects, as the composition
/// root wires it: it renders every new state, clears the status before each key and hands the key to the
/// top screen's view.
@Suite("App view")
@MainActor
struct AppViewTests {
    let navigation = NavigationStack()
    let terminal: HeadlessTerminal
    let store: Store<AppState, AppAction, AppEffect>
    /// Lets the work the app started run as far as it can without time passing.
    let settle: () async -> Void

    /// The app on Groceries, holding Milk and Eggs, its lists loaded.
    init() async {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])])
        let time = Fixtures.replayClock(of: service)
        settle = { await time.settle() }
        store = Store(
            initialState: AppState(), reducer: AppReducer(), effects: ServiceEffects(service: service))
        store.send(.start)
        navigation.push(AppView(store: store, navigator: navigation))
        terminal = HeadlessTerminal(root: navigation, size: Size(width: 60, height: 10))
        await settle()
    }

    /// Presses `key` and lets the work it started run.
    private func press(_ key: Key) async {
        terminal.press(key)
        await settle()
    }

    /// The rows drawn, without the spaces around them.
    private var lines: [String] {
        terminal.snapshot.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("B34 the next key clears the status, even one whose action draws the screen again")
    func keyClearsStatus() async {
        await press(.character("a"))
        await press(.enter)
        #expect(lines[8] == "A title cannot be empty.")
        terminal.type("H")
        await settle()
        #expect(lines[8] == "")
        #expect(lines[2] == "> Title: H")
    }

    @Test("B18 the key that closes the help only closes it")
    func keyClosingHelpDoesNothingElse() async {
        await press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        await press(.character("d"))
        #expect(!terminal.snapshot.contains("Help"))
        #expect(!terminal.snapshot.contains("Delete list"))
        await press(.character("?"))
        await press(.character("q"))
        #expect(!navigation.isEmpty)
        #expect(lines[0] == "My Lists")
    }

    @Test("B23 the arrows move the store's selection on the tasks screen, and space toggles that task")
    func arrowsMoveSelection() async {
        await press(.enter)
        await press(.down)
        await press(.character(" "))
        #expect(lines[2] == "[ ] Milk")
        #expect(lines[3] == "> [x] Eggs")
    }
}
