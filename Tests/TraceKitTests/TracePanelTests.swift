import TerminalKit
import Testing
import TraceKit

@MainActor
@Suite("Trace panel")
struct TracePanelTests {
    /// An entry of `count` service calls under a key.
    private func entry(calls count: Int) -> TraceNode {
        TraceNode(
            .key("space", view: "TasksScreen"),
            children: (1...count).map { TraceNode(.service(call: "tasks(inList: \($0))", result: nil)) })
    }

    private func draw(_ view: any View, width: Int, height: Int) -> [String] {
        var screen = Screen(size: Size(width: width, height: height))
        view.draw(in: &screen, area: screen.bounds)
        return screen.lines
    }

    @Test(
        "B71 the panel shows the latest entry under its title, cut with a count of the lines that did not fit"
    )
    func panel() {
        let panel = TracePanel(title: "trace: mvp")
        panel.show(entry(calls: 2))
        #expect(
            draw(panel, width: 40, height: 6) == [
                "trace: mvp", "", "[key] space → TasksScreen", " [service] tasks(inList: 1)",
                " [service] tasks(inList: 2)", "",
            ])
        panel.show(entry(calls: 9))
        let lines = draw(panel, width: 60, height: 6)
        #expect(
            lines[2...4] == [
                "[key] space → TasksScreen", " [service] tasks(inList: 1)", " [service] tasks(inList: 2)",
            ])
        #expect(lines[5] == "… 7 more lines (--trace FILE keeps every line)")
        #expect(draw(panel, width: 38, height: 6)[5] == "… 7 more lines")
    }

    /// The panel's rows below its title, each wrapped line joined again, as its indentation and its text
    /// without spaces: a row indented two columns more than the line it continues is its continuation.
    private func lines(ofPanelRows rows: [String]) -> [String] {
        var lines: [(indent: Int, text: String)] = []
        for row in rows.dropFirst(2) where !row.isEmpty {
            let indent = row.prefix { $0 == " " }.count
            let text = row.filter { $0 != " " }
            if let last = lines.last, indent == last.indent + 2 {
                lines[lines.count - 1].text += text
            } else {
                lines.append((indent, text))
            }
        }
        return lines.map { String(repeating: " ", count: $0.indent) + $0.text }
    }

    @Test(
        "B71 at 120 columns, where the panel first shows, every line shows whole: wrapped under its indentation, one column a level, argument labels shortened"
    )
    func narrowPanel() async throws {
        let fixture = await TracedFixture(FixtureArchitecture(routesThroughHelper: true))
        await fixture.press(.character(" "))
        fixture.draw()
        let entry = try #require(fixture.app.recorder.entries.last)
        let panel = TracePanel(title: "trace: fixture")
        panel.show(entry)
        let rows = draw(TraceSplitView(app: Label("app"), panel: panel), width: 120, height: 40).map {
            String($0.dropFirst(TraceSplitView.appWidth + 2))
        }
        #expect(rows.allSatisfy { DisplayWidth.of($0) <= 38 })
        let expected = entry.flattened().map { depth, node in
            String(repeating: " ", count: depth) + TraceText.shortLine(for: node.kind).filter { $0 != " " }
        }
        #expect(lines(ofPanelRows: rows) == expected)
        #expect(
            entry.flattened().map { TraceText.shortLine(for: $0.node.kind) }.contains(
                "[change] .tasks(listID: 1) → observer from FixtureController.init(…)"))
        #expect(rows.count { $0.hasPrefix("     ") && !$0.hasPrefix("      ") } > 0, "a continuation row")
    }

    @Test("a line longer than three rows keeps its start and its end, its middle cut")
    func longLine() {
        let panel = TracePanel(title: "trace")
        let title = String(repeating: "x", count: 200)
        panel.show(
            TraceNode(
                .key("enter", view: "TasksScreen"),
                children: [
                    TraceNode(.service(call: "addTask(title: \"\(title)\", toList: 1)", result: "task 4"))
                ]))
        let rows = draw(panel, width: 30, height: 10).dropFirst(3).filter { !$0.isEmpty }
        #expect(rows.count == 3)
        #expect(rows.first == " [service] addTask(title:")
        #expect(rows.joined().contains(" … "))
        #expect(rows.last?.hasSuffix("\", toList: 1) → task 4") == true)
    }

    @Test("later entries show under the key's entry; the next key's entry takes their place")
    func laterEntries() {
        let panel = TracePanel(title: "trace")
        panel.show(entry(calls: 1))
        panel.show(TraceNode(.later(call: "tasks(inList: 1)", result: "3 tasks", after: "0.3 s after space")))
        #expect(
            draw(panel, width: 60, height: 6) == [
                "trace", "", "[key] space → TasksScreen", " [service] tasks(inList: 1)",
                "[later] answer to tasks(inList: 1) → 3 tasks (0.3 s after", "  space)",
            ])
        panel.show(TraceNode(.key("down", view: "TasksScreen")))
        #expect(draw(panel, width: 60, height: 4) == ["trace", "", "[key] down → TasksScreen", ""])
    }

    @Test("when the entries do not fit, the latest shows whole and the earlier ones take the rows left")
    func sharedRows() {
        let panel = TracePanel(title: "trace")
        panel.show(entry(calls: 3))
        panel.show(
            TraceNode(
                .later(call: "toggleTask(id: 1)", result: "done", after: "1 s after space"),
                children: [TraceNode(.view("ListView", did: "reloadData()"))]))
        #expect(
            draw(panel, width: 60, height: 7) == [
                "trace", "", "[key] space → TasksScreen", " [service] tasks(inList: 1)",
                "… 2 more lines (--trace FILE keeps every line)",
                "[later] answer to toggleTask(id: 1) → done (1 s after space)",
                " [view] ListView.reloadData()",
            ])
    }

    @Test("when the entries do not fit, the earlier ones shrink to their first row and the latest is cut")
    func crowded() {
        let panel = TracePanel(title: "trace")
        panel.show(entry(calls: 3))
        panel.show(
            TraceNode(
                .later(call: "toggleTask(id: 1)", result: "done", after: "1 s after space"),
                children: (1...5).map { TraceNode(.view("ListView", did: "selectRow(at: \($0))")) }))
        #expect(
            draw(panel, width: 60, height: 7) == [
                "trace", "", "[key] space → TasksScreen",
                "[later] answer to toggleTask(id: 1) → done (1 s after space)",
                " [view] ListView.selectRow(at: 1)", " [view] ListView.selectRow(at: 2)",
                "… 3 more lines (--trace FILE keeps every line)",
            ])
    }

    @Test("B71 the panel shows beside the app from 120 columns; narrower, the app has the whole width")
    func split() {
        let app = Label("app")
        let panel = TracePanel(title: "trace: mvp")
        let split = TraceSplitView(app: app, panel: panel)
        let wide = draw(split, width: 120, height: 3)
        #expect(wide[0].hasPrefix("app"))
        #expect(wide[0].hasSuffix("│ trace: mvp"))
        #expect(wide[0].count == 80 + 1 + 1 + "trace: mvp".count)
        #expect(draw(split, width: 119, height: 3) == ["app", "", ""])
    }

    @Test("text lines indent two spaces a level and show each frame's place")
    func text() {
        let frame = TraceFrame(
            function: "TasksPresenter.didRequestToggle()", file: "MVP/Presenters/TasksPresenter.swift",
            line: 84)
        let node = TraceNode(
            .key("space", view: "TasksScreen"),
            children: [
                TraceNode(
                    .frame(frame),
                    children: [
                        TraceNode(.service(call: "toggleTask(id: 2)", result: "task 2 \"Milk\", done"))
                    ])
            ])
        #expect(
            TraceText.lines(of: node) == [
                "[key] space → TasksScreen",
                "  TasksPresenter.didRequestToggle()  MVP/Presenters/TasksPresenter.swift:84",
                "    [service] toggleTask(id: 2) → task 2 \"Milk\", done",
            ])
        #expect(TraceText.lines(of: node, locations: false)[1] == "  TasksPresenter.didRequestToggle()")
    }

    @Test("B32 a trace line shows the control characters it holds as visible symbols")
    func controlCharacters() {
        #expect(TraceText.line(for: .note("a\u{1B}]0;pwned\u{7}\u{9B}1m")) == "[note] a␛]0;pwned␇�1m")
        #expect(TraceText.lines(of: TraceNode(.draw(view: "V\u{1B}[2J"))) == ["[draw] V␛[2J"])
    }

    @Test("a frame's type is the one its function belongs to, closures included")
    func typeNames() {
        let names = [
            "TasksPresenter.didRequestToggle()", "closure #1 in TasksPresenter.start()",
            "closure #2 in closure #1 in TableView.init(viewModel:)", "Observable.value.didset", "main",
        ].map { TraceFrame(function: $0, file: "X.swift", line: 1).typeName }
        #expect(names == ["TasksPresenter", "TasksPresenter", "TableView", "Observable", "main"])
    }
}
