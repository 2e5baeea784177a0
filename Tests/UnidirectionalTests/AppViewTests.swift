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
struct AppViewTests {
    let navigation = NavigationStack()
    let terminal: HeadlessTerminal
    let store: Store<AppState, AppAction, AppEffect>

    /// The app on Groceries, holding Milk and Eggs.
    init() {
        store = Store(
            initialState: AppState(), reducer: AppReducer(),
            effects: ServiceEffects(service: Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])])))
        store.send(.start)
        navigation.push(AppView(store: store, navigator: navigation))
        terminal = HeadlessTerminal(root: navigation, size: Size(width: 60, height: 10))
    }

    /// The rows drawn, without the spaces around them.
    private var lines: [String] {
        terminal.snapshot.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("B34 the next key clears the status, even one whose action draws the screen again")
    func keyClearsStatus() {
        terminal.press(.character("a"))
        terminal.press(.enter)
        #expect(lines[8] == "A title cannot be empty.")
        terminal.type("H")
        #expect(lines[8] == "")
        #expect(lines[2] == "> Title: H")
    }

    @Test("B18 the key that closes the help only closes it")
    func keyClosingHelpDoesNothingElse() {
        terminal.press(.character("?"))
        #expect(terminal.snapshot.contains("Help"))
        terminal.press(.character("d"))
        #expect(!terminal.snapshot.contains("Help"))
        #expect(!terminal.snapshot.contains("Delete list"))
        terminal.press(.character("?"))
        terminal.press(.character("q"))
        #expect(!navigation.isEmpty)
        #expect(lines[0] == "My Lists")
    }

    @Test("B23 the arrows move the store's selection on the tasks screen, and space toggles that task")
    func arrowsMoveSelection() {
        terminal.press(.enter)
        terminal.press(.down)
        terminal.press(.character(" "))
        #expect(lines[2] == "[ ] Milk")
        #expect(lines[3] == "> [x] Eggs")
    }
}
