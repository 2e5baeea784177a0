import TerminalKit
import TestSupport
import Testing

@testable import Unidirectional

/// The composition root a tracing host asks for: the same app, its reducers wrapped so that the host's
/// observer sees each call.
@Suite("Traced root")
@MainActor
struct TracedRootTests {
    @Test("B71 a traced app runs as the untraced one, and its observer sees the calls of both reducers")
    func tracedAppRuns() async {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])])
        let time = Fixtures.replayClock(of: service)
        let log = ReducerCallLog()
        let navigation = NavigationStack()
        navigation.push(
            UnidirectionalArchitecture().makeRootPage(
                service: service, navigator: navigation, reducerObserver: log))
        let terminal = HeadlessTerminal(root: navigation, size: Size(width: 60, height: 10))
        await time.settle()
        #expect(terminal.snapshot.contains("> ✎ Groceries"))
        terminal.press(.enter)
        await time.settle()
        terminal.press(.character(" "))
        await time.settle()
        #expect(terminal.snapshot.contains("> [x] Milk"))
        #expect(Set(log.calls) == ["AppReducer", "ScreenReducer"])
    }
}
