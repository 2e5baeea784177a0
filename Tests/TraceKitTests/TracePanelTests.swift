import TerminalKit
import Testing
import TraceKit

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
                "trace: mvp", "", "[key] space → TasksScreen", "  [service] tasks(inList: 1)",
                "  [service] tasks(inList: 2)", "",
            ])
        panel.show(entry(calls: 9))
        let lines = draw(panel, width: 60, height: 6)
        #expect(
            lines[2...4] == [
                "[key] space → TasksScreen", "  [service] tasks(inList: 1)", "  [service] tasks(inList: 2)",
            ])
        #expect(lines[5] == "… 7 more lines (--trace FILE keeps every line)")
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
