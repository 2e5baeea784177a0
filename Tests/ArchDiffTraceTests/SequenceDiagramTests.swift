import Testing
import TraceKit

@testable import ArchDiffTrace

@Suite("Sequence diagram")
struct SequenceDiagramTests {
    private static let presenter = TraceFrame(
        function: "TasksPresenter.didRequestToggle()", file: "MVP/Presenters/TasksPresenter.swift", line: 71)
    private static let closure = TraceFrame(
        function: "closure #1 in TasksPresenter.start()", file: "MVP/Presenters/TasksPresenter.swift",
        line: 27)

    /// space on a task: the view calls the presenter, which toggles; the change comes back to it and it
    /// reloads a list view; then the frame is drawn.
    static let entry = TraceNode(
        .key("space", view: "TasksScreen"),
        children: [
            TraceNode(
                .frame(presenter),
                children: [
                    TraceNode(
                        .service(call: "toggleTask(id: 2)", result: "done"),
                        children: [
                            TraceNode(
                                .change(".tasks(listID: 1)", observer: "TasksPresenter.start()"),
                                children: [
                                    TraceNode(
                                        .frame(closure),
                                        children: [TraceNode(.view("ListView", did: "reloadData()"))])
                                ])
                        ])
                ]),
            TraceNode(
                .draw(view: "TasksScreen"),
                children: [
                    TraceNode(.dataSource("TasksScreen", askedBy: "ListView", rows: "0...2")),
                    TraceNode(.screen("row 4: changed")),
                ]),
        ])

    @Test("calls, changes and view updates become arrows between lifelines, in order")
    func rows() {
        let diagram = SequenceDiagram(steps: [("press space", [Self.entry])])
        #expect(
            diagram.participants.map(\.name) == [
                "Terminal", "TasksScreen", "ListView", "TasksPresenter", "TaskListService",
            ])
        #expect(diagram.participants.map(\.layer) == [nil, nil, nil, "Presenters", nil])
        #expect(
            diagram.rows == [
                .step("press space"),
                .message(from: 0, to: 1, label: "key space", isChange: false),
                .message(from: 1, to: 3, label: "didRequestToggle()", isChange: false),
                .message(from: 3, to: 4, label: "toggleTask(id: 2)", isChange: false),
                .message(from: 4, to: 3, label: "change .tasks(listID: 1)", isChange: true),
                .message(from: 3, to: 2, label: "reloadData()", isChange: false),
                .message(from: 0, to: 1, label: "draw", isChange: false),
                .message(from: 2, to: 1, label: "rows 0...2", isChange: false),
            ])
    }

    @Test(
        "a later entry starts a row of its own; a call still waiting is an arrow to the service; a reducer is a lifeline"
    )
    func laterAndReducers() {
        let key = TraceNode(
            .key("space", view: "AppView"),
            children: [
                TraceNode(
                    .reducer(action: ".toggleRequested", reducer: "TasksReducer", effects: [".toggle(2)"])),
                TraceNode(.waiting(call: "toggleTask(id: 2)")),
            ])
        let later = TraceNode(
            .later(call: "toggleTask(id: 2)", result: "task 2 \"Eggs\", done", after: "0.5 s after space"),
            children: [TraceNode(.reducer(action: ".toggled", reducer: "TasksReducer", effects: []))])
        let diagram = SequenceDiagram(steps: [("press space", [key, later])])
        #expect(
            diagram.participants.map(\.name) == ["Terminal", "AppView", "TasksReducer", "TaskListService"])
        #expect(diagram.participants.map(\.layer) == [nil, nil, "Reducers", nil])
        #expect(
            diagram.rows == [
                .step("press space"),
                .message(from: 0, to: 1, label: "key space", isChange: false),
                .message(from: 1, to: 2, label: "reduce .toggleRequested", isChange: false),
                .message(from: 1, to: 3, label: "toggleTask(id: 2)", isChange: false),
                .step("later: answer to toggleTask(id: 2) (0.5 s after space)"),
                .message(from: 3, to: 2, label: "reduce .toggled", isChange: false),
            ])
    }

    @Test("a generic type's lifeline is the type's, whatever its arguments")
    func generics() {
        let entry = TraceNode(
            .key("space", view: "TasksScreen<TasksPresenter>"),
            children: [
                TraceNode(
                    .frame(
                        TraceFrame(
                            function: "TasksScreen.handleCommand(_:)", file: "MVP/Views/TasksScreen.swift",
                            line: 16)))
            ])
        let diagram = SequenceDiagram(steps: [("press space", [entry])])
        #expect(diagram.participants.map(\.name) == ["Terminal", "TasksScreen"])
        #expect(diagram.participants.map(\.layer) == [nil, "Views"])
    }

    @Test("the SVG names every lifeline and escapes the labels")
    func svg() {
        let svg = SequenceDiagram(steps: [("press <space>", [Self.entry])]).svg(title: "MVP & co")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(">MVP &amp; co</text>"))
        #expect(svg.contains(">press &lt;space&gt;</text>"))
        for name in ["Terminal", "ListView", "TasksScreen", "TasksPresenter", "TaskListService"] {
            #expect(svg.contains(">\(name)</text>"))
        }
        #expect(svg.contains("stroke-dasharray=\"5 3\""), "the change is dashed")
    }

    @Test("the figures count functions, types, the deepest chain, service calls, changes and view updates")
    func figures() {
        let figures = TraceFigures([Self.entry])
        #expect(figures.functions == 2)
        #expect(figures.types == 1)
        #expect(figures.deepestChain == 2)
        #expect(figures.serviceCalls == 1)
        #expect(figures.changeDeliveries == 1)
        #expect(figures.viewUpdates == 1)
    }
}
