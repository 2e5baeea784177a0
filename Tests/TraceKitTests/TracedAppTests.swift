import TaskListDomain
import TerminalKit
import TestSupport
import Testing
import TraceKit

@MainActor
@Suite("Traced app")
struct TracedAppTests {
    @Test(
        "B71 a key's trace follows it into the task it starts, to the service, the change and the views"
    )
    func keyChain() async {
        let fixture = await TracedFixture()
        await fixture.press(.character(" "))
        fixture.draw()
        #expect(
            fixture.entries.last == [
                "[key] space → FixtureScreen",
                "  closure #1 in FixtureController.toggleFirst()",
                "    [service] toggleTask(id: 1) → task 1 \"Milk\", done",
                "      [change] .tasks(listID: 1) → observer from FixtureController.init(service:navigator:routesThroughHelper:)",
                "        closure #1 in FixtureController.reload()",
                "          [service] tasks(inList: 1) → 2 tasks",
                "          FixtureController.show(_:)",
                "            FixtureScreen.show(_:)",
                "              [view] ListView.reloadData()",
                "  [draw] FixtureScreen",
                "    [view] ListView asks FixtureScreen for rows 0...1",
                "    [screen] row 3: \" > [ ] Milk\" → \" > [x] Milk\"",
            ])
    }

    @Test("the trace changes when the code path changes")
    func followsTheCodePath() async {
        let direct = await TracedFixture(FixtureArchitecture(routesThroughHelper: false))
        let helped = await TracedFixture(FixtureArchitecture(routesThroughHelper: true))
        await direct.press(.character(" "))
        await helped.press(.character(" "))
        let directLines = direct.lastEntry()
        let helpedLines = helped.lastEntry()
        #expect(directLines.contains("  closure #1 in FixtureController.toggleFirst()"))
        #expect(!directLines.contains { $0.contains("toggleThroughHelper") })
        #expect(helpedLines.contains("    FixtureController.toggleThroughHelper(_:)"))
        #expect(helpedLines.contains("      [service] toggleTask(id: 1) → task 1 \"Milk\", done"))
    }

    @Test("frames name their file and line under the architectures folder")
    func locations() async throws {
        let fixture = await TracedFixture()
        await fixture.press(.character(" "))
        fixture.app.recorder.completeWaitingEntries()
        let frames = fixture.app.recorder.entries.last?.flattened().compactMap { _, node -> TraceFrame? in
            if case .frame(let frame) = node.kind { return frame }
            return nil
        }
        let toggle = try #require(
            frames?.first { $0.function == "closure #1 in FixtureController.toggleFirst()" })
        #expect(toggle.file == "FixtureArchitecture.swift")
        #expect(toggle.typeName == "FixtureController")
        #expect(toggle.line > 1)
    }

    @Test("a handler takes each entry as it completes, and the recorder keeps none")
    func handler() async {
        let fixture = await TracedFixture()
        var handed: [String] = []
        fixture.app.recorder.onEntry { handed.append(TraceText.line(for: $0.kind)) }
        await fixture.press(.character(" "))
        fixture.draw()
        #expect(handed == ["[start] fixture builds its first screen", "[key] space → FixtureScreen"])
        #expect(fixture.app.recorder.entries.isEmpty)
    }

    @Test("the start is an entry: the root page is built, observed and pushed, and its first read made")
    func start() async {
        let fixture = await TracedFixture()
        let start = fixture.lastEntry()
        #expect(start.first == "[start] fixture builds its first screen")
        #expect(
            start.contains("      [service] observeChanges(_:)"),
            "registered by the controller's initializer, under it")
        #expect(start.contains("  [navigator] push(FixtureController)"))
        #expect(start.contains("    [service] tasks(inList: 1) → 2 tasks"))
    }

    @Test("a pop names the page and the observer its subscription drops")
    func popReleasesTheObserver() async {
        let fixture = await TracedFixture()
        await fixture.press(.character("n"))
        await fixture.press(.escape)
        let pop = fixture.lastEntry()
        #expect(pop.contains { $0.contains("[navigator] pop() removes FixtureController") })
        #expect(
            pop.contains {
                $0.contains("[change] observer from FixtureController.init") && $0.hasSuffix("removed")
            })
    }

    @Test("a pop to the root names every page it removes, top first")
    func popToRootNamesPages() async {
        let fixture = await TracedFixture()
        await fixture.press(.character("n"))
        await fixture.press(.character("n"))
        await fixture.press(.character("h"))
        #expect(
            fixture.lastEntry().contains {
                $0.contains("[navigator] popToRoot() removes FixtureController, FixtureController")
            })
        #expect(fixture.app.navigation.pages.count == 1)
    }

    @Test("a check for other programs' changes is an entry only when it told an observer something")
    func checks() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk"])])
        let fixture = await TracedFixture(service: Fixtures.makeService(store: store))
        fixture.app.recorder.completeWaitingEntries()
        await fixture.app.service.checkForExternalChanges()
        fixture.app.recorder.completeWaitingEntries()
        #expect(fixture.entries.count == 1)
        try store.asOtherProcess { core, _ in try core.addList(title: "Errands", icon: .default) }
        await fixture.app.service.checkForExternalChanges()
        await fixture.settle()
        let check = fixture.lastEntry()
        #expect(check.first == "[check] checkForExternalChanges()")
        #expect(
            check.contains { $0.hasPrefix("  [change] .external → observer from FixtureController.init") })
        #expect(
            check.contains("      [service] tasks(inList: 1) → 1 task"),
            "the read the observer started, under the change")
    }
}
