import TaskListDomain
import TerminalKit
import TestSupport
import Testing
import TraceKit

@Suite("Traced app")
struct TracedAppTests {
    /// The fixture app traced over a list holding Milk and Eggs, in a headless terminal.
    private func launch(_ architecture: FixtureArchitecture = FixtureArchitecture()) -> (
        TracedApp, HeadlessTerminal
    ) {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])])
        let app = TracedApp(
            architecture: architecture, service: service, callStack: fixtureFrames)
        return (app, HeadlessTerminal(root: app.root, size: Size(width: 30, height: 8)))
    }

    private func lines(_ entry: TraceNode?) -> [String] {
        entry.map { TraceText.lines(of: $0, locations: false) } ?? []
    }

    @Test(
        "a key's trace follows it through the architecture's functions to the service, the change and the views"
    )
    func keyChain() {
        let (app, terminal) = launch()
        terminal.press(.character(" "))
        _ = terminal.render()
        #expect(
            lines(app.recorder.entries.last) == [
                "[key] space → FixtureScreen",
                "  FixtureScreen.handleCommand(_:)",
                "    FixtureController.didPress(_:)",
                "      FixtureController.toggleFirst()",
                "        [service] toggleTask(id: 1) → task 1 \"Milk\", done",
                "          [change] .tasks(listID: 1) → observer from FixtureController.init(service:navigator:routesThroughHelper:)",
                "            closure #1 in FixtureController.init(service:navigator:routesThroughHelper:)",
                "              FixtureController.reload()",
                "                [service] tasks(inList: 1) → 2 tasks",
                "                FixtureScreen.show(_:)",
                "                  [view] ListView.reloadData()",
                "  [draw] FixtureScreen",
                "    [view] ListView asks FixtureScreen for rows 0...1",
                "    [screen] row 3: \" > [ ] Milk\" → \" > [x] Milk\"",
            ])
    }

    @Test("the trace changes when the code path changes")
    func followsTheCodePath() {
        let (direct, directTerminal) = launch(FixtureArchitecture(routesThroughHelper: false))
        let (helped, helpedTerminal) = launch(FixtureArchitecture(routesThroughHelper: true))
        directTerminal.press(.character(" "))
        helpedTerminal.press(.character(" "))
        direct.recorder.completeWaitingEntries()
        helped.recorder.completeWaitingEntries()
        let directLines = lines(direct.recorder.entries.last)
        let helpedLines = lines(helped.recorder.entries.last)
        #expect(directLines.contains("      FixtureController.toggleFirst()"))
        #expect(!directLines.contains { $0.contains("toggleThroughHelper") })
        #expect(helpedLines.contains("        FixtureController.toggleThroughHelper(_:)"))
        #expect(helpedLines.contains("          [service] toggleTask(id: 1) → task 1 \"Milk\", done"))
    }

    @Test("frames name their file and line under the architectures folder")
    func locations() throws {
        let (app, terminal) = launch()
        terminal.press(.character(" "))
        app.recorder.completeWaitingEntries()
        let frames = app.recorder.entries.last?.flattened().compactMap { _, node -> TraceFrame? in
            if case .frame(let frame) = node.kind { return frame }
            return nil
        }
        let toggle = try #require(frames?.first { $0.function == "FixtureController.toggleFirst()" })
        #expect(toggle.file == "FixtureArchitecture.swift")
        #expect(toggle.typeName == "FixtureController")
        #expect(toggle.line > 1)
    }

    @Test("a handler takes each entry as it completes, and the recorder keeps none")
    func handler() {
        let (app, terminal) = launch()
        var handed: [String] = []
        app.recorder.onEntry { handed.append(TraceText.line(for: $0.kind)) }
        terminal.press(.character(" "))
        _ = terminal.render()
        #expect(handed == ["[start] fixture builds its first screen", "[key] space → FixtureScreen"])
        #expect(app.recorder.entries.isEmpty)
    }

    @Test("the start is an entry: the root page is built, observed and pushed")
    func start() {
        let (app, _) = launch()
        app.recorder.completeWaitingEntries()
        let start = lines(app.recorder.entries.first)
        #expect(start.first == "[start] fixture builds its first screen")
        #expect(
            start.contains("      [service] observeChanges(_:)"),
            "registered by the controller's initializer, under it")
        #expect(start.contains("  [navigator] push(FixtureController)"))
    }

    @Test("a pop names the page and the observer its subscription drops")
    func popReleasesTheObserver() {
        let (app, terminal) = launch()
        terminal.press(.character("n"))
        terminal.press(.escape)
        _ = terminal.render()
        let pop = lines(app.recorder.entries.last)
        #expect(pop.contains { $0.contains("[navigator] pop() removes FixtureController") })
        #expect(
            pop.contains {
                $0.contains("[change] observer from FixtureController.init") && $0.hasSuffix("removed")
            })
    }

    @Test("a pop to the root names every page it removes, top first")
    func popToRootNamesPages() {
        let (app, terminal) = launch()
        terminal.press(.character("n"))
        terminal.press(.character("n"))
        terminal.press(.character("h"))
        _ = terminal.render()
        #expect(
            lines(app.recorder.entries.last).contains {
                $0.contains("[navigator] popToRoot() removes FixtureController, FixtureController")
            })
        #expect(app.navigation.pages.count == 1)
    }

    @Test("a check for other programs' changes is an entry only when it told an observer something")
    func checks() throws {
        let store = TwoProcessStore()
        let app = TracedApp(
            architecture: FixtureArchitecture(), service: Fixtures.makeService(store: store),
            callStack: fixtureFrames)
        app.recorder.completeWaitingEntries()
        app.service.checkForExternalChanges()
        app.recorder.completeWaitingEntries()
        #expect(app.recorder.entries.count == 1)
        try store.asOtherProcess { service, _ in try service.addList(title: "Errands", icon: .default) }
        app.service.checkForExternalChanges()
        app.recorder.completeWaitingEntries()
        let check = lines(app.recorder.entries.last)
        #expect(check.first == "[check] checkForExternalChanges()")
        #expect(
            check.contains { $0.hasPrefix("  [change] .external → observer from FixtureController.init") })
    }
}
