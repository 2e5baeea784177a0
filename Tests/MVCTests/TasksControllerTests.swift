import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// The tasks controller of a list, built directly on a service, with a navigator spy and a delegate spy,
/// and its view driven headless.
@MainActor
private struct Tasks {
    let store: any TaskStore
    let service: StoreTaskListService
    let navigator = NavigatorSpy()
    let delegate = ControllerDelegateSpy()
    let undoHistory: ScreenUndoHistory
    let list: TaskList
    let controller: TasksController
    let screen: ViewDriver

    /// Groceries holding `tasks` (a title starting with "x " is done), and `otherLists` after it, its service
    /// answering under `conditions`.
    init(
        _ tasks: [String], otherLists: [(String, [String])] = [], size: Size = Size(width: 80, height: 24),
        conditions: ServiceConditions = ServiceConditions()
    ) async throws {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", tasks)] + otherLists)
        try await self.init(store: store, size: size, conditions: conditions)
    }

    /// The first list of `store`, its changes kept in `undoHistory`; the first read has run, unless the
    /// service answers late.
    init(
        store: any TaskStore, size: Size = Size(width: 80, height: 24),
        conditions: ServiceConditions = ServiceConditions(),
        undoHistory: ScreenUndoHistory = ScreenUndoHistory()
    ) async throws {
        self.store = store
        self.undoHistory = undoHistory
        service = Fixtures.makeService(store: store)
        list = try await service.summaries()[0].list
        service.conditions = conditions
        controller = TasksController(
            list: list, service: service, undoHistory: undoHistory, navigator: navigator)
        controller.delegate = delegate
        screen = ViewDriver(controller, on: service, size: size)
        await screen.settle()
    }

    /// The task editor the controller pushed, and its view driven headless.
    func taskEditor() throws -> (TaskEditorController, ViewDriver) {
        let editor = try #require(navigator.topPage as? TaskEditorController)
        return (editor, ViewDriver(editor, on: service))
    }

    /// Presses `a`, types `title` into the task editor pushed and saves it.
    func addTask(_ title: String) async throws {
        await screen.press("a")
        let editor = try taskEditor().1
        await editor.type(title)
        await editor.press("enter")
    }

    /// Changes the data as another screen or program would, and lets the controller hear of it.
    func change(_ change: (StoreTaskListService) async throws -> Void) async rethrows {
        try await change(service)
        await screen.settle()
    }

    /// The titles of the list's tasks as stored, in their order.
    func storedTitles() throws -> [String] {
        try storedTasks().map(\.title)
    }

    /// The list's tasks as stored, read from the store at once.
    func storedTasks() throws -> [StoredTask] {
        try Fixtures.contents(of: store)[0].tasks
    }
}

@Suite("Tasks controller")
@MainActor
struct TasksControllerTests {
    @Test("B20 shows the tasks with checkboxes and the list and filter in the title")
    func showsTasks() async throws {
        let tasks = try await Tasks(["x Milk", "Eggs"])
        #expect(tasks.screen.title == "✎ Groceries (All)")
        #expect(tasks.screen.contentRows[0].trimmingCharacters(in: .whitespaces) == "> [x] Milk")
        #expect(tasks.screen.contentRows[1].trimmingCharacters(in: .whitespaces) == "[ ] Eggs")
    }

    @Test("B21 says how to start when the list has no tasks")
    func emptyState() async throws {
        #expect(try await Tasks([]).screen.screen.contains("No tasks yet. Press a to add one."))
    }

    @Test("B22 a pushes the task editor for a new task; the task it saves is added at the end and selected")
    func addsTask() async throws {
        let tasks = try await Tasks(["Milk"])
        await tasks.screen.press("a")
        let (editor, editorScreen) = try tasks.taskEditor()
        #expect(editor.delegate === tasks.controller)
        #expect(editorScreen.title == "New Task")
        await editorScreen.type("Eggs")
        await editorScreen.press("enter")
        #expect(tasks.navigator.pages.isEmpty)
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
        #expect(try tasks.storedTasks() == [StoredTask(title: "Milk"), StoredTask(title: "Eggs")])
    }

    @Test("B22 a filter that would hide the new task switches to All")
    func addUnderDoneFilter() async throws {
        let tasks = try await Tasks(["x Milk"])
        await tasks.screen.press("f", count: 2)
        try await tasks.addTask("Eggs")
        #expect(tasks.screen.title == "✎ Groceries (All)")
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
    }

    @Test("B09 a cancelled task editor is popped and the tasks are unchanged")
    func cancelledEditorIsPopped() async throws {
        let tasks = try await Tasks(["Milk"])
        await tasks.screen.press("a")
        let editor = try tasks.taskEditor().1
        await editor.type("Eggs")
        await editor.press("esc")
        #expect(tasks.navigator.popCount == 1)
        #expect(tasks.navigator.pages.isEmpty)
        #expect(try tasks.storedTitles() == ["Milk"])
    }

    @Test("B23 space toggles the selected task")
    func togglesTask() async throws {
        let tasks = try await Tasks(["Milk"])
        await tasks.screen.press("space")
        #expect(tasks.screen.selectedRow == "[x] Milk")
        await tasks.screen.press("space")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        #expect(try tasks.storedTasks() == [StoredTask(title: "Milk")])
    }

    @Test("B24 e pushes the task editor filled with the selected task; its new title is shown")
    func editsTask() async throws {
        let tasks = try await Tasks(["Milk", "Eggs"])
        await tasks.screen.press("down")
        await tasks.screen.press("e")
        let (editor, editorScreen) = try tasks.taskEditor()
        #expect(editorScreen.title == "Edit Task")
        #expect(editorScreen.lines[2] == " > Title: Eggs")
        guard case .edit(let task) = editor.mode else {
            Issue.record("the editor does not edit a task")
            return
        }
        #expect(task.title == "Eggs")
        await editorScreen.type(" and honey")
        await editorScreen.press("enter")
        #expect(tasks.screen.selectedRow == "[ ] Eggs and honey")
        #expect(try tasks.storedTitles() == ["Milk", "Eggs and honey"])
    }

    @Test("B25 deletes the selected task after y")
    func deletesTask() async throws {
        let tasks = try await Tasks(["Milk", "Eggs"])
        await tasks.screen.press("d")
        #expect(tasks.screen.screen.contains("Delete task \"Milk\"?"))
        await tasks.screen.press("y")
        #expect(try tasks.storedTitles() == ["Eggs"])
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
    }

    @Test("B12 keeps the task when the confirmation gets any other key")
    func cancelsDelete() async throws {
        let tasks = try await Tasks(["Milk"])
        await tasks.screen.press("d")
        await tasks.screen.press("esc")
        #expect(try tasks.storedTitles() == ["Milk"])
        #expect(tasks.screen.title == "✎ Groceries (All)")
        #expect(tasks.navigator.popCount == 0)
    }

    @Test("B38 a delete the locked database refuses says so and keeps the task")
    func deleteOnLockedDatabase() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk"])])
        let tasks = try await Tasks(store: store)
        store.isLockedByOtherProcess = true
        await tasks.screen.press("d")
        await tasks.screen.press("y")
        #expect(tasks.screen.status == "The database is busy. Try again.")
        #expect(try tasks.storedTitles() == ["Milk"])
    }

    @Test("B38 a toggle the locked database refuses says so and keeps the task as it was")
    func toggleOnLockedDatabase() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk"])])
        let tasks = try await Tasks(store: store)
        store.isLockedByOtherProcess = true
        await tasks.screen.press("space")
        #expect(tasks.screen.status == "The database is busy. Try again.")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test("B26 f cycles All, Active, Done, selecting the first row, and says when nothing matches")
    func cyclesFilter() async throws {
        let tasks = try await Tasks(["Milk", "Eggs", "Bread"])
        await tasks.screen.press("down", count: 2)
        await tasks.screen.press("f")
        #expect(tasks.screen.title == "✎ Groceries (Active)")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        await tasks.screen.press("f")
        #expect(tasks.screen.title == "✎ Groceries (Done)")
        #expect(tasks.screen.screen.contains("No done tasks."))
        await tasks.screen.press("f")
        #expect(tasks.screen.title == "✎ Groceries (All)")
        await tasks.screen.press("space")
        await tasks.screen.press("down")
        await tasks.screen.press("space")
        await tasks.screen.press("down")
        await tasks.screen.press("space")
        await tasks.screen.press("f")
        #expect(tasks.screen.screen.contains("No active tasks."))
    }

    @Test("B27 esc and left pop the tasks screen")
    func goesBack() async throws {
        let tasks = try await Tasks([])
        await tasks.screen.press("esc")
        await tasks.screen.press("left")
        #expect(tasks.navigator.popCount == 2)
    }

    @Test("B28 keys that act on a selection do nothing without tasks")
    func selectionKeysOnEmptyList() async throws {
        let tasks = try await Tasks([])
        for key in ["space", "e", "d"] {
            await tasks.screen.press(key)
            #expect(tasks.screen.title == "✎ Groceries (All)")
            #expect(!tasks.screen.screen.contains("Delete"))
        }
        #expect(tasks.navigator.pages.isEmpty)
    }

    @Test("B45 a toggled task leaves a filter it no longer matches")
    func toggleUnderFilter() async throws {
        let tasks = try await Tasks(["Milk", "Eggs"])
        await tasks.screen.press("f")
        await tasks.screen.press("space")
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
        #expect(!tasks.screen.screen.contains("Milk"))
    }

    @Test("B42 a list deleted elsewhere tells the delegate, and the screen says why")
    func listDeletedElsewhere() async throws {
        let tasks = try await Tasks(["Milk"], otherLists: [("Work", [])])
        try await tasks.change { try await $0.deleteList(id: tasks.list.id) }
        #expect(tasks.delegate.events == ["list deleted"])
        #expect(tasks.screen.status == "That list no longer exists.")
        #expect(tasks.screen.screen.contains("No tasks yet."))
    }

    @Test(
        "B88 a tasks screen made to select a task selects it in view once its rows come, then keeps the user's"
    )
    func opensOnTask() async throws {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", (1...100).map { "Task \($0)" })])
        let service = Fixtures.makeService(store: store)
        let list = try await service.summaries()[0].list
        let target = try await service.tasks(inList: list.id)[89]
        service.conditions = ServiceConditions(latency: .milliseconds(300))
        let navigator = NavigatorSpy()
        let controller = TasksController(
            list: list, service: service, undoHistory: ScreenUndoHistory(), navigator: navigator,
            selecting: target.id)
        let screen = ViewDriver(controller, on: service, size: Size(width: 40, height: 12))
        await screen.settle()
        #expect(screen.title == "✎ Groceries (All)")
        await screen.wait(.milliseconds(300))
        #expect(screen.selectedRow == "[ ] Task 90")
        await screen.press("up")
        await screen.press("ctrl-r")
        await screen.wait(.milliseconds(300))
        #expect(screen.selectedRow == "[ ] Task 89")
    }

    @Test("a change to another list's tasks leaves the screen as it is")
    func ignoresOtherLists() async throws {
        let tasks = try await Tasks(["Milk", "Eggs"], otherLists: [("Work", [])])
        await tasks.screen.press("down")
        try await tasks.change {
            try await $0.addTask(title: "Report", toList: try await $0.summaries()[1].id)
        }
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
        #expect(tasks.delegate.events.isEmpty)
    }

    @Test("B36 a rename and a task made by another program show up")
    func reloadsOnExternalChange() async throws {
        let tasks = try await Tasks(["Milk"])
        try await tasks.change {
            try await $0.updateList(id: tasks.list.id, title: "Shopping", icon: .home)
            try await $0.addTask(title: "Eggs", toList: tasks.list.id)
        }
        #expect(tasks.screen.title == "⌂ Shopping (All)")
        #expect(tasks.screen.contentRows[1].trimmingCharacters(in: .whitespaces) == "[ ] Eggs")
    }

    @Test("B67 the selection stays on its task when a task above it is deleted elsewhere")
    func selectionFollowsTask() async throws {
        let tasks = try await Tasks(["Milk", "Eggs", "Bread"])
        await tasks.screen.press("down")
        try await tasks.change {
            try await $0.deleteTask(id: try await $0.tasks(inList: tasks.list.id)[0].id)
        }
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
    }

    @Test("B67 the selection stays on its task when a task appears above it under a filter")
    func selectionFollowsTaskUnderFilter() async throws {
        let tasks = try await Tasks(["x Milk", "Eggs", "Bread"])
        await tasks.screen.press("f")
        await tasks.screen.press("down")
        try await tasks.change {
            try await $0.toggleTask(id: try await $0.tasks(inList: tasks.list.id)[0].id)
        }
        #expect(
            tasks.screen.contentRows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "[ ] Milk", "[ ] Eggs", "> [ ] Bread",
            ])
    }

    @Test("B66 a task with notes shows ✐ between its checkbox and its title")
    func notesMarker() async throws {
        let tasks = try await Tasks(["Milk"])
        try await tasks.change {
            try await $0.addTask(title: "Call mum", notes: "Sunday", toList: tasks.list.id)
        }
        #expect(tasks.screen.contentRows[0].trimmingCharacters(in: .whitespaces) == "> [ ] Milk")
        #expect(tasks.screen.contentRows[1].trimmingCharacters(in: .whitespaces) == "[ ] ✐ Call mum")
    }

    /// Groceries with tasks to search, opened, and its search field opened.
    private func searchGroceries() async throws -> Tasks {
        let tasks = try await Tasks(["Milk", "Oat milk", "Bread", "ecole shoes", "장보기 목록"])
        await tasks.screen.press("/")
        return tasks
    }

    /// Whether the search row shows the cursor at column `x` of the screen.
    private func searchCursor(of tasks: Tasks, isAt x: Int) -> Bool {
        tasks.screen.terminal.render()[x, 1].style == .reverse
    }

    @Test(
        "B60 / opens the search field under the title; typing narrows the tasks at once, first row selected")
    func searchNarrows() async throws {
        let tasks = try await searchGroceries()
        #expect(tasks.screen.lines[1] == " Search:")
        #expect(searchCursor(of: tasks, isAt: 9))
        await tasks.screen.press("down")
        await tasks.screen.type("MILK")
        #expect(tasks.screen.lines[1] == " Search: MILK")
        #expect(searchCursor(of: tasks, isAt: 13))
        #expect(
            tasks.screen.contentRows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "> [ ] Milk", "[ ] Oat milk", "",
            ])
        #expect(tasks.screen.title == "✎ Groceries (All, \"MILK\")")
    }

    @Test("B60 the query ignores case, diacritics and width, in any script, even Hangul typed as jamo")
    func searchFolds() async throws {
        let tasks = try await searchGroceries()
        await tasks.screen.type("ÉCOLE")
        #expect(tasks.screen.selectedRow == "[ ] ecole shoes")
        #expect(tasks.screen.contentRows[1].isEmpty)
        await tasks.screen.press("backspace", count: 5)
        await tasks.screen.type("장보".decomposedStringWithCanonicalMapping)
        #expect(tasks.screen.selectedRow == "[ ] 장보기 목록")
        #expect(tasks.screen.contentRows[1].isEmpty)
    }

    @Test("B60 the field types ?, q and space; up/down still move the selection")
    func searchFieldKeys() async throws {
        let tasks = try await searchGroceries()
        await tasks.screen.type("t m")
        #expect(tasks.screen.selectedRow == "[ ] Oat milk")
        await tasks.screen.type("?q")
        #expect(tasks.screen.lines[1] == " Search: t m?q")
        #expect(tasks.screen.title == "✎ Groceries (All, \"t m?q\")")
        await tasks.screen.press("backspace", count: 5)
        await tasks.screen.press("down")
        #expect(tasks.screen.selectedRow == "[ ] Oat milk")
        await tasks.screen.press("up")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test("B61 enter keeps the query without the cursor and gives the list the keys; / opens it again")
    func searchEnterKeeps() async throws {
        let tasks = try await searchGroceries()
        await tasks.screen.type("milk")
        await tasks.screen.press("enter")
        #expect(tasks.screen.lines[1] == " Search: milk")
        #expect(!searchCursor(of: tasks, isAt: 13))
        #expect(tasks.screen.title == "✎ Groceries (All, \"milk\")")
        await tasks.screen.press("j")
        await tasks.screen.press("space")
        #expect(tasks.screen.selectedRow == "[x] Oat milk")
        await tasks.screen.press("/")
        #expect(searchCursor(of: tasks, isAt: 13))
        await tasks.screen.type("s")
        #expect(tasks.screen.lines[1] == " Search: milks")
        #expect(tasks.screen.screen.contains("No tasks match \"milks\"."))
    }

    @Test("B61 esc in the field clears the query, closes the field and selects the first row")
    func searchEscapeClears() async throws {
        let tasks = try await searchGroceries()
        await tasks.screen.type("e")
        await tasks.screen.press("down")
        await tasks.screen.press("esc")
        #expect(tasks.screen.lines[1] == "")
        #expect(tasks.screen.title == "✎ Groceries (All)")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        #expect(tasks.screen.contentRows[4].trimmingCharacters(in: .whitespaces) == "[ ] 장보기 목록")
        #expect(tasks.navigator.popCount == 0)
        await tasks.screen.press("esc")
        #expect(tasks.navigator.popCount == 1)
    }

    @Test("B61 the search combines with the filter, and f keeps the query")
    func searchWithFilter() async throws {
        let tasks = try await Tasks(["x Milk", "Oat milk", "Bread"])
        await tasks.screen.press("/")
        await tasks.screen.type("milk")
        await tasks.screen.press("enter")
        await tasks.screen.press("f")
        #expect(tasks.screen.title == "✎ Groceries (Active, \"milk\")")
        #expect(tasks.screen.selectedRow == "[ ] Oat milk")
        #expect(tasks.screen.contentRows[1].isEmpty)
        await tasks.screen.press("f")
        #expect(tasks.screen.selectedRow == "[x] Milk")
        #expect(tasks.screen.lines[1] == " Search: milk")
        await tasks.screen.press("space")
        #expect(tasks.screen.screen.contains("No tasks match \"milk\"."))
    }

    @Test("B61 the help bar says how to finish the search while the field is open, else lists / search")
    func searchHelpBars() async throws {
        let tasks = try await Tasks(["Milk"])
        #expect(
            tasks.screen.helpBar
                == "a add  space toggle  e edit  d delete  f filter  u undo  / search  …  ? help")
        await tasks.screen.press("/")
        #expect(tasks.screen.helpBar == "enter done  esc clear  up/down move")
        await tasks.screen.press("enter")
        #expect(tasks.screen.helpBar.hasSuffix("/ search  …  ? help"))
        await tasks.screen.press("/")
        await tasks.screen.press("esc")
        #expect(tasks.screen.helpBar.hasSuffix("/ search  …  ? help"))
    }

    @Test("B61 a new task the query would hide clears the query, and the task is selected")
    func searchClearedByNewTask() async throws {
        let tasks = try await Tasks(["Milk", "Oat milk"])
        await tasks.screen.press("/")
        await tasks.screen.type("milk")
        await tasks.screen.press("enter")
        try await tasks.addTask("Whole milk")
        #expect(tasks.screen.title == "✎ Groceries (All, \"milk\")")
        #expect(tasks.screen.selectedRow == "[ ] Whole milk")
        try await tasks.addTask("Eggs")
        #expect(tasks.screen.title == "✎ Groceries (All)")
        #expect(tasks.screen.lines[1] == "")
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
    }

    @Test("B61 an edited task keeps the query and leaves the rows when it no longer matches")
    func searchKeptForEditedTask() async throws {
        let tasks = try await Tasks(["Milk", "Oat milk"])
        await tasks.screen.press("/")
        await tasks.screen.type("milk")
        await tasks.screen.press("enter")
        await tasks.screen.press("e")
        let editor = try tasks.taskEditor().1
        await editor.press("ctrl-u")
        await editor.type("Soy drink")
        await editor.press("enter")
        #expect(tasks.screen.title == "✎ Groceries (All, \"milk\")")
        #expect(tasks.screen.lines[1] == " Search: milk")
        #expect(tasks.screen.selectedRow == "[ ] Oat milk")
        #expect(!tasks.screen.screen.contains("Soy drink"))
    }
}

extension TasksControllerTests {
    @Test("B62 J moves the selected task one row down and K one row up; the selection follows it")
    func movesTask() async throws {
        let tasks = try await Tasks(["Milk", "Eggs", "Bread"])
        await tasks.screen.press("J")
        #expect(try tasks.storedTitles() == ["Eggs", "Milk", "Bread"])
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        await tasks.screen.press("J")
        #expect(tasks.screen.contentRows[2].trimmingCharacters(in: .whitespaces) == "> [ ] Milk")
        await tasks.screen.press("K")
        #expect(try tasks.storedTitles() == ["Eggs", "Milk", "Bread"])
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test("B62 K on the first row, J on the last and both without tasks do nothing")
    func movesStopAtTheEdges() async throws {
        let tasks = try await Tasks(["Milk", "Eggs"])
        await tasks.screen.press("K")
        #expect(try tasks.storedTitles() == ["Milk", "Eggs"])
        await tasks.screen.press("end")
        await tasks.screen.press("J")
        #expect(try tasks.storedTitles() == ["Milk", "Eggs"])
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
        #expect(tasks.screen.status == "")
        let empty = try await Tasks([])
        await empty.screen.press("K")
        await empty.screen.press("J")
        #expect(empty.screen.screen.contains("No tasks yet."))
        #expect(empty.screen.status == "")
    }

    @Test("B62 a move trades places with the neighbour shown; tasks the filter hides keep their places")
    func movesAmongFilteredRows() async throws {
        let tasks = try await Tasks(["Milk", "x Eggs", "Bread"])
        await tasks.screen.press("f")
        await tasks.screen.press("J")
        #expect(try tasks.storedTitles() == ["Bread", "Eggs", "Milk"])
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test(
        "B62 a move among searched rows leaves the hidden ones in place; in the open field K and J are typed")
    func movesAmongSearchedRows() async throws {
        let tasks = try await Tasks(["Milk", "Eggs", "Oat milk"])
        await tasks.screen.press("/")
        await tasks.screen.type("milk")
        await tasks.screen.type("JK")
        #expect(tasks.screen.lines[1] == " Search: milkJK")
        await tasks.screen.press("backspace", count: 2)
        await tasks.screen.press("enter")
        await tasks.screen.press("J")
        #expect(try tasks.storedTitles() == ["Oat milk", "Eggs", "Milk"])
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test("B62 the help bar lists K/J move task after / search")
    func moveHelpItem() async throws {
        let tasks = try await Tasks([], size: Size(width: 120, height: 24))
        #expect(
            tasks.screen.helpBar
                == "a add  space toggle  e edit  d delete  f filter  u undo  / search  K/J move task  esc/left back  ? help"
        )
    }

    @Test("B63 a move made by another program shows, the selection on its task")
    func showsMoveFromElsewhere() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk", "Eggs", "Bread"])])
        let tasks = try await Tasks(store: store)
        try store.asOtherProcess { other, _ in
            let stored = try other.tasks(inList: tasks.list.id)
            try other.moveTask(id: stored[2].id, past: stored[1].id)
        }
        await tasks.change { await $0.checkForExternalChanges() }
        #expect(
            tasks.screen.contentRows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "> [ ] Milk", "[ ] Bread", "[ ] Eggs",
            ])
    }

    @Test("B38 a move the locked database refuses says so and keeps the order")
    func moveOnLockedDatabase() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk", "Eggs"])])
        let tasks = try await Tasks(store: store)
        store.isLockedByOtherProcess = true
        await tasks.screen.press("J")
        #expect(tasks.screen.status == "The database is busy. Try again.")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        store.isLockedByOtherProcess = false
        #expect(try tasks.storedTitles() == ["Milk", "Eggs"])
    }
}

/// The tasks controller on a service that answers late or fails: what it shows while it waits, which answers
/// it drops, and what a write's answer changes when it comes.
@Suite("Tasks controller, waiting and failing")
@MainActor
struct TasksControllerWaitingTests {
    /// Every call answers this late.
    private static func late(_ milliseconds: Int) -> ServiceConditions {
        ServiceConditions(latency: .milliseconds(milliseconds))
    }

    /// The rows on screen without their indent.
    private func rows(of tasks: Tasks, count: Int = 3) -> [String] {
        tasks.screen.contentRows.prefix(count).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("B75 tasks that come late show the title at once, then Loading… after 150 ms, then the tasks")
    func loadingAfterDelay() async throws {
        let tasks = try await Tasks(["Milk"], conditions: Self.late(500))
        #expect(tasks.screen.title == "✎ Groceries (All)")
        #expect(tasks.screen.contentRows.allSatisfy { $0.isEmpty })
        await tasks.screen.wait(.milliseconds(149))
        #expect(tasks.screen.contentRows.allSatisfy { $0.isEmpty })
        await tasks.screen.wait(.milliseconds(1))
        #expect(tasks.screen.contentRows[0] == "   Loading…")
        await tasks.screen.wait(.milliseconds(350))
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test("B75 an empty list that comes within 150 ms shows its empty text only when it has come")
    func quickEmptyAnswer() async throws {
        let tasks = try await Tasks([], conditions: Self.late(100))
        await tasks.screen.wait(.milliseconds(99))
        #expect(tasks.screen.contentRows.allSatisfy { $0.isEmpty })
        await tasks.screen.wait(.milliseconds(1))
        #expect(tasks.screen.contentRows[0] == "   No tasks yet. Press a to add one.")
    }

    @Test("B76 quick filter changes cancel the reads they replace; only the last filter's tasks are drawn")
    func staleFilterDropped() async throws {
        let tasks = try await Tasks(["x Milk", "Eggs"], conditions: Self.late(300))
        await tasks.screen.wait(.milliseconds(300))
        await tasks.screen.press("f")
        await tasks.screen.press("f")
        #expect(tasks.screen.title == "✎ Groceries (Done)")
        #expect(tasks.service.callsInFlight == 1)
        await tasks.screen.wait(.milliseconds(300))
        #expect(rows(of: tasks) == ["> [x] Milk", "", ""])
    }

    @Test("B76 typing while the tasks are read ends on the tasks of the whole query")
    func staleSearchDropped() async throws {
        let tasks = try await Tasks(["Milk", "Eggs", "Egg noodles"], conditions: Self.late(300))
        await tasks.screen.wait(.milliseconds(300))
        await tasks.screen.press("/")
        await tasks.screen.type("e")
        await tasks.screen.wait(.milliseconds(200))
        await tasks.screen.type("g")
        #expect(tasks.service.callsInFlight == 1)
        await tasks.screen.wait(.milliseconds(300))
        #expect(tasks.screen.title == "✎ Groceries (All, \"eg\")")
        #expect(rows(of: tasks) == ["> [ ] Eggs", "[ ] Egg noodles", ""])
    }

    @Test("B76 a read still pending when the screen leaves is cancelled, and its answer is never drawn")
    func leavingCancelsRead() async throws {
        let tasks = try await Tasks(["Milk"], conditions: Self.late(500))
        tasks.controller.didLeave()
        await tasks.screen.settle()
        #expect(tasks.service.callsInFlight == 0)
        await tasks.screen.wait(.seconds(1))
        #expect(tasks.screen.selectedRow == nil)
        #expect(tasks.screen.status == "")
        #expect(tasks.delegate.events.isEmpty)
    }

    @Test("B77 toggles pressed while a toggle waits all apply, in order, each showing when its answer comes")
    func togglesDuringWrites() async throws {
        let tasks = try await Tasks(["Milk", "Eggs"])
        tasks.service.conditions = Self.late(300)
        await tasks.screen.press("space")
        await tasks.screen.press("down")
        await tasks.screen.press("space")
        await tasks.screen.press("space")
        #expect(rows(of: tasks, count: 2) == ["[ ] Milk", "> [ ] Eggs"])
        await tasks.screen.wait(.milliseconds(300))
        #expect(rows(of: tasks, count: 2) == ["[x] Milk", "> [ ] Eggs"])
        await tasks.screen.wait(.seconds(3))
        #expect(rows(of: tasks, count: 2) == ["[x] Milk", "> [ ] Eggs"])
        #expect(
            try tasks.storedTasks() == [StoredTask(title: "Milk", isDone: true), StoredTask(title: "Eggs")])
    }

    @Test("B77 B67 a move shows when its answer comes, the selection on the moved task")
    func moveShowsWithAnswer() async throws {
        let tasks = try await Tasks(["Milk", "Eggs"])
        tasks.service.conditions = Self.late(300)
        await tasks.screen.press("J")
        #expect(rows(of: tasks, count: 2) == ["> [ ] Milk", "[ ] Eggs"])
        await tasks.screen.wait(.milliseconds(600))
        #expect(rows(of: tasks, count: 2) == ["[ ] Eggs", "> [ ] Milk"])
    }

    @Test("B78 a toggle that fails says why when its answer comes, and the task stays as stored")
    func failedToggleSaysWhy() async throws {
        let tasks = try await Tasks(["Milk"])
        tasks.service.conditions = ServiceConditions(latency: .milliseconds(400), failsWrites: true)
        await tasks.screen.press("space")
        await tasks.screen.wait(.milliseconds(200))
        #expect(tasks.screen.status == "")
        await tasks.screen.wait(.milliseconds(200))
        #expect(tasks.screen.status == "The database is busy. Try again.")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        #expect(try tasks.storedTasks() == [StoredTask(title: "Milk")])
    }

    @Test("B80 a failed read says why and shows no tasks; ctrl-r reads again and the tasks come")
    func failedReadRetried() async throws {
        let tasks = try await Tasks(
            ["Milk"], conditions: ServiceConditions(latency: .milliseconds(200), failsReads: true))
        await tasks.screen.wait(.milliseconds(200))
        #expect(tasks.screen.status == "The database is busy. Try again.")
        #expect(tasks.screen.contentRows[0] == "   No tasks yet. Press a to add one.")
        #expect(tasks.delegate.events.isEmpty)
        tasks.service.conditions = Self.late(200)
        await tasks.screen.press("ctrl-r")
        await tasks.screen.wait(.milliseconds(200))
        #expect(tasks.screen.status == "")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test("B81 while the tasks are read again, up/down move at once and esc goes back at once")
    func keysWhileLoading() async throws {
        let tasks = try await Tasks(["Milk", "Eggs"])
        tasks.service.conditions = Self.late(500)
        await tasks.screen.press("ctrl-r")
        await tasks.screen.press("down")
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
        await tasks.screen.press("esc")
        #expect(tasks.navigator.popCount == 1)
        await tasks.screen.wait(.milliseconds(500))
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
    }

    @Test(
        "B75 B36 once a list renamed elsewhere has been read again, a reload waits for one answer, its tasks")
    func listReadOnceAfterRename() async throws {
        let tasks = try await Tasks(["x Milk", "Eggs"])
        try await tasks.change { try await $0.updateList(id: tasks.list.id, title: "Shopping", icon: .home) }
        #expect(tasks.screen.title == "⌂ Shopping (All)")
        tasks.service.conditions = Self.late(300)
        await tasks.screen.press("f")
        await tasks.screen.wait(.milliseconds(300))
        #expect(tasks.screen.title == "⌂ Shopping (Active)")
        #expect(rows(of: tasks) == ["> [ ] Eggs", "", ""])
    }

    @Test("B22 B79 a task saved late is selected once its answer and the tasks have come")
    func lateSaveSelectsTask() async throws {
        let tasks = try await Tasks(["Milk"])
        tasks.service.conditions = Self.late(300)
        await tasks.screen.press("a")
        let editor = try tasks.taskEditor().1
        await editor.type("Eggs")
        await editor.press("ctrl-s")
        #expect(tasks.navigator.pages.count == 1)
        await tasks.screen.wait(.milliseconds(300))
        #expect(tasks.navigator.pages.isEmpty)
        await tasks.screen.wait(.milliseconds(300))
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
    }
}

/// The tasks controller with the undo history it is handed: what it records for its list, what `u` takes
/// back, and what it shows when an undo fails.
@Suite("Tasks controller, undo")
@MainActor
struct TasksControllerUndoTests {
    @Test("B91 u brings a deleted task back at its place, selected, and says so")
    func undoesDelete() async throws {
        let tasks = try await Tasks(["Milk", "Eggs @2026-12-02", "Bread"])
        let before = try tasks.storedTasks()
        await tasks.screen.press("down")
        await tasks.screen.press("d")
        await tasks.screen.press("y")
        await tasks.screen.press("end")
        await tasks.screen.press("u")
        #expect(try tasks.storedTasks() == before)
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
        #expect(tasks.screen.status == "Restored task \"Eggs\".")
    }

    @Test("B91 u takes a toggle back, the task selected, and says so; under Active it shows again")
    func undoesToggle() async throws {
        let tasks = try await Tasks(["Milk", "Eggs"])
        await tasks.screen.press("f")
        await tasks.screen.press("space")
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
        await tasks.screen.press("u")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        #expect(tasks.screen.status == "Marked \"Milk\" not done again.")
        #expect(try tasks.storedTasks() == [StoredTask(title: "Milk"), StoredTask(title: "Eggs")])
    }

    @Test("B91 a task brought back that the filter hides is not selected; the selection stays where it was")
    func restoredButHidden() async throws {
        let tasks = try await Tasks(["Milk", "x Eggs", "Bread"])
        await tasks.screen.press("down")
        await tasks.screen.press("d")
        await tasks.screen.press("y")
        await tasks.screen.press("f")
        await tasks.screen.press("down")
        await tasks.screen.press("u")
        #expect(tasks.screen.status == "Restored task \"Eggs\".")
        #expect(tasks.screen.selectedRow == "[ ] Bread")
        #expect(try tasks.storedTitles() == ["Milk", "Eggs", "Bread"])
    }

    @Test("B91 B92 the last delete or toggle is undone, one level deep; a move is no change to undo")
    func oneLevel() async throws {
        let tasks = try await Tasks(["Milk", "Eggs"])
        await tasks.screen.press("space")
        await tasks.screen.press("J")
        await tasks.screen.press("u")
        #expect(tasks.screen.status == "Marked \"Milk\" not done again.")
        await tasks.screen.press("u")
        #expect(tasks.screen.status == "Nothing to undo here.")
        #expect(try tasks.storedTasks() == [StoredTask(title: "Eggs"), StoredTask(title: "Milk")])
    }

    @Test("B92 the change outlives the screen: the list's next screen undoes it, another list's does not")
    func outlivesScreen() async throws {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk"]), ("Work", ["Report"])])
        let first = try await Tasks(store: store)
        await first.screen.press("space")
        let work = try await first.service.summaries()[1].list
        let other = TasksController(
            list: work, service: first.service, undoHistory: first.undoHistory, navigator: first.navigator)
        let otherScreen = ViewDriver(other, on: first.service)
        await otherScreen.settle()
        await otherScreen.press("u")
        #expect(otherScreen.status == "Nothing to undo here.")
        let again = try await Tasks(store: store, undoHistory: first.undoHistory)
        await again.screen.press("u")
        #expect(again.screen.status == "Marked \"Milk\" not done again.")
        #expect(try again.storedTasks() == [StoredTask(title: "Milk")])
    }

    @Test("B91 B78 a toggle or delete that fails is no change to undo")
    func failedWritesNotRecorded() async throws {
        let tasks = try await Tasks(["Milk"])
        tasks.service.conditions.failsWrites = true
        await tasks.screen.press("space")
        await tasks.screen.press("d")
        await tasks.screen.press("y")
        tasks.service.conditions.failsWrites = false
        await tasks.screen.press("u")
        #expect(tasks.screen.status == "Nothing to undo here.")
        #expect(try tasks.storedTasks() == [StoredTask(title: "Milk")])
    }

    @Test("B93 an undo that fails says why, changes nothing, and u tries it again")
    func failedUndoKept() async throws {
        let tasks = try await Tasks(["Milk", "Eggs"])
        await tasks.screen.press("d")
        await tasks.screen.press("y")
        tasks.service.conditions.failsWrites = true
        await tasks.screen.press("u")
        #expect(tasks.screen.status == "The database is busy. Try again.")
        #expect(try tasks.storedTitles() == ["Eggs"])
        tasks.service.conditions.failsWrites = false
        await tasks.screen.press("u")
        #expect(tasks.screen.status == "Restored task \"Milk\".")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        #expect(try tasks.storedTitles() == ["Milk", "Eggs"])
    }

    @Test("B92 B77 u while the undo waits says there is nothing more to undo; the undo applies once")
    func undoWhileUndoWaits() async throws {
        let tasks = try await Tasks(["Milk"])
        await tasks.screen.press("space")
        tasks.service.conditions.latency = .milliseconds(300)
        await tasks.screen.press("u")
        await tasks.screen.press("u")
        #expect(tasks.screen.status == "Nothing to undo here.")
        await tasks.screen.wait(.milliseconds(600))
        #expect(tasks.screen.status == "Marked \"Milk\" not done again.")
        #expect(try tasks.storedTasks() == [StoredTask(title: "Milk")])
    }
}
