import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// The tasks controller of a list, built directly on a service, with a navigator spy and a delegate spy,
/// and its view driven headless.
private struct Tasks {
    let service: any TaskListService
    let navigator = NavigatorSpy()
    let delegate = ControllerDelegateSpy()
    let list: TaskList
    let controller: TasksController
    let screen: ViewDriver

    /// Groceries holding `tasks` (a title starting with "x " is done), and `otherLists` after it.
    init(_ tasks: [String], otherLists: [(String, [String])] = [], size: Size = Size(width: 80, height: 24))
        throws
    {
        try self.init(
            service: Fixtures.makeService(lists: [("Groceries", tasks)] + otherLists), size: size)
    }

    /// The first list of `service`.
    init(service: any TaskListService, size: Size = Size(width: 80, height: 24)) throws {
        self.service = service
        list = try service.summaries()[0].list
        controller = TasksController(list: list, service: service, navigator: navigator)
        controller.delegate = delegate
        screen = ViewDriver(controller, size: size)
    }

    /// The task editor the controller pushed, and its view driven headless.
    func taskEditor() throws -> (TaskEditorController, ViewDriver) {
        let editor = try #require(navigator.topPage as? TaskEditorController)
        return (editor, ViewDriver(editor))
    }

    /// Presses `a`, types `title` into the task editor pushed and saves it.
    func addTask(_ title: String) throws {
        screen.press("a")
        let editor = try taskEditor().1
        editor.type(title)
        editor.press("enter")
    }

    /// The titles of the list's tasks as stored, in their order.
    func storedTitles() throws -> [String] {
        try service.tasks(inList: list.id).map(\.title)
    }

    /// The list's tasks as stored.
    func storedTasks() throws -> [StoredTask] {
        try Fixtures.contents(of: service)[0].tasks
    }
}

@Suite("Tasks controller")
struct TasksControllerTests {
    @Test("B20 shows the tasks with checkboxes and the list and filter in the title")
    func showsTasks() throws {
        let tasks = try Tasks(["x Milk", "Eggs"])
        #expect(tasks.screen.title == "✎ Groceries (All)")
        #expect(tasks.screen.contentRows[0].trimmingCharacters(in: .whitespaces) == "> [x] Milk")
        #expect(tasks.screen.contentRows[1].trimmingCharacters(in: .whitespaces) == "[ ] Eggs")
    }

    @Test("B21 says how to start when the list has no tasks")
    func emptyState() throws {
        #expect(try Tasks([]).screen.screen.contains("No tasks yet. Press a to add one."))
    }

    @Test("B22 a pushes the task editor for a new task; the task it saves is added at the end and selected")
    func addsTask() throws {
        let tasks = try Tasks(["Milk"])
        tasks.screen.press("a")
        let (editor, editorScreen) = try tasks.taskEditor()
        #expect(editor.delegate === tasks.controller)
        #expect(editorScreen.title == "New Task")
        editorScreen.type("Eggs")
        editorScreen.press("enter")
        #expect(tasks.navigator.pages.isEmpty)
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
        #expect(try tasks.storedTasks() == [StoredTask(title: "Milk"), StoredTask(title: "Eggs")])
    }

    @Test("B22 a filter that would hide the new task switches to All")
    func addUnderDoneFilter() throws {
        let tasks = try Tasks(["x Milk"])
        tasks.screen.press("f", count: 2)
        try tasks.addTask("Eggs")
        #expect(tasks.screen.title == "✎ Groceries (All)")
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
    }

    @Test("B09 a cancelled task editor is popped and the tasks are unchanged")
    func cancelledEditorIsPopped() throws {
        let tasks = try Tasks(["Milk"])
        tasks.screen.press("a")
        let editor = try tasks.taskEditor().1
        editor.type("Eggs")
        editor.press("esc")
        #expect(tasks.navigator.popCount == 1)
        #expect(tasks.navigator.pages.isEmpty)
        #expect(try tasks.storedTitles() == ["Milk"])
    }

    @Test("B23 space toggles the selected task")
    func togglesTask() throws {
        let tasks = try Tasks(["Milk"])
        tasks.screen.press("space")
        #expect(tasks.screen.selectedRow == "[x] Milk")
        tasks.screen.press("space")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        #expect(try tasks.storedTasks() == [StoredTask(title: "Milk")])
    }

    @Test("B24 e pushes the task editor filled with the selected task; its new title is shown")
    func editsTask() throws {
        let tasks = try Tasks(["Milk", "Eggs"])
        tasks.screen.press("down")
        tasks.screen.press("e")
        let (editor, editorScreen) = try tasks.taskEditor()
        #expect(editorScreen.title == "Edit Task")
        #expect(editorScreen.lines[2] == " > Title: Eggs")
        guard case .edit(let task) = editor.mode else {
            Issue.record("the editor does not edit a task")
            return
        }
        #expect(task.title == "Eggs")
        editorScreen.type(" and honey")
        editorScreen.press("enter")
        #expect(tasks.screen.selectedRow == "[ ] Eggs and honey")
        #expect(try tasks.storedTitles() == ["Milk", "Eggs and honey"])
    }

    @Test("B25 deletes the selected task after y")
    func deletesTask() throws {
        let tasks = try Tasks(["Milk", "Eggs"])
        tasks.screen.press("d")
        #expect(tasks.screen.screen.contains("Delete task \"Milk\"?"))
        tasks.screen.press("y")
        #expect(try tasks.storedTitles() == ["Eggs"])
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
    }

    @Test("B12 keeps the task when the confirmation gets any other key")
    func cancelsDelete() throws {
        let tasks = try Tasks(["Milk"])
        tasks.screen.press("d")
        tasks.screen.press("esc")
        #expect(try tasks.storedTitles() == ["Milk"])
        #expect(tasks.screen.title == "✎ Groceries (All)")
        #expect(tasks.navigator.popCount == 0)
    }

    @Test("B38 a delete the locked database refuses says so and keeps the task")
    func deleteOnLockedDatabase() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        try service.addTask(title: "Milk", toList: list.id)
        let tasks = try Tasks(service: service)
        store.isLockedByOtherProcess = true
        tasks.screen.press("d")
        tasks.screen.press("y")
        #expect(tasks.screen.status == "The database is busy. Try again.")
        #expect(try tasks.storedTitles() == ["Milk"])
    }

    @Test("B38 a toggle the locked database refuses says so and keeps the task as it was")
    func toggleOnLockedDatabase() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        try service.addTask(title: "Milk", toList: list.id)
        let tasks = try Tasks(service: service)
        store.isLockedByOtherProcess = true
        tasks.screen.press("space")
        #expect(tasks.screen.status == "The database is busy. Try again.")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test("B26 f cycles All, Active, Done, selecting the first row, and says when nothing matches")
    func cyclesFilter() throws {
        let tasks = try Tasks(["Milk", "Eggs", "Bread"])
        tasks.screen.press("down", count: 2)
        tasks.screen.press("f")
        #expect(tasks.screen.title == "✎ Groceries (Active)")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        tasks.screen.press("f")
        #expect(tasks.screen.title == "✎ Groceries (Done)")
        #expect(tasks.screen.screen.contains("No done tasks."))
        tasks.screen.press("f")
        #expect(tasks.screen.title == "✎ Groceries (All)")
        tasks.screen.press("space")
        tasks.screen.press("down")
        tasks.screen.press("space")
        tasks.screen.press("down")
        tasks.screen.press("space")
        tasks.screen.press("f")
        #expect(tasks.screen.screen.contains("No active tasks."))
    }

    @Test("B27 esc and left pop the tasks screen")
    func goesBack() throws {
        let tasks = try Tasks([])
        tasks.screen.press("esc")
        tasks.screen.press("left")
        #expect(tasks.navigator.popCount == 2)
    }

    @Test("B28 keys that act on a selection do nothing without tasks")
    func selectionKeysOnEmptyList() throws {
        let tasks = try Tasks([])
        for key in ["space", "e", "d"] {
            tasks.screen.press(key)
            #expect(tasks.screen.title == "✎ Groceries (All)")
            #expect(!tasks.screen.screen.contains("Delete"))
        }
        #expect(tasks.navigator.pages.isEmpty)
    }

    @Test("B45 a toggled task leaves a filter it no longer matches")
    func toggleUnderFilter() throws {
        let tasks = try Tasks(["Milk", "Eggs"])
        tasks.screen.press("f")
        tasks.screen.press("space")
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
        #expect(!tasks.screen.screen.contains("Milk"))
    }

    @Test("B42 a list deleted elsewhere tells the delegate, and the screen says why")
    func listDeletedElsewhere() throws {
        let tasks = try Tasks(["Milk"], otherLists: [("Work", [])])
        try tasks.service.deleteList(id: tasks.list.id)
        #expect(tasks.delegate.events == ["list deleted"])
        #expect(tasks.screen.status == "That list no longer exists.")
        #expect(tasks.screen.screen.contains("No tasks yet."))
    }

    @Test("a change to another list's tasks leaves the screen as it is")
    func ignoresOtherLists() throws {
        let tasks = try Tasks(["Milk", "Eggs"], otherLists: [("Work", [])])
        tasks.screen.press("down")
        let work = try tasks.service.summaries()[1].list
        try tasks.service.addTask(title: "Report", toList: work.id)
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
        #expect(tasks.delegate.events.isEmpty)
    }

    @Test("B36 a rename and a task made by another program show up")
    func reloadsOnExternalChange() throws {
        let tasks = try Tasks(["Milk"])
        try tasks.service.updateList(id: tasks.list.id, title: "Shopping", icon: .home)
        try tasks.service.addTask(title: "Eggs", toList: tasks.list.id)
        #expect(tasks.screen.title == "⌂ Shopping (All)")
        #expect(tasks.screen.contentRows[1].trimmingCharacters(in: .whitespaces) == "[ ] Eggs")
    }

    @Test("B67 the selection stays on its task when a task above it is deleted elsewhere")
    func selectionFollowsTask() throws {
        let tasks = try Tasks(["Milk", "Eggs", "Bread"])
        tasks.screen.press("down")
        try tasks.service.deleteTask(id: try tasks.service.tasks(inList: tasks.list.id)[0].id)
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
    }

    @Test("B67 the selection stays on its task when a task appears above it under a filter")
    func selectionFollowsTaskUnderFilter() throws {
        let tasks = try Tasks(["x Milk", "Eggs", "Bread"])
        tasks.screen.press("f")
        tasks.screen.press("down")
        try tasks.service.toggleTask(id: try tasks.service.tasks(inList: tasks.list.id)[0].id)
        #expect(
            tasks.screen.contentRows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "[ ] Milk", "[ ] Eggs", "> [ ] Bread",
            ])
    }

    @Test("B66 a task with notes shows ✐ between its checkbox and its title")
    func notesMarker() throws {
        let tasks = try Tasks(["Milk"])
        try tasks.service.addTask(title: "Call mum", notes: "Sunday", toList: tasks.list.id)
        #expect(tasks.screen.contentRows[0].trimmingCharacters(in: .whitespaces) == "> [ ] Milk")
        #expect(tasks.screen.contentRows[1].trimmingCharacters(in: .whitespaces) == "[ ] ✐ Call mum")
    }

    /// Groceries with tasks to search, opened, and its search field opened.
    private func searchGroceries() throws -> Tasks {
        let tasks = try Tasks(["Milk", "Oat milk", "Bread", "ecole shoes", "장보기 목록"])
        tasks.screen.press("/")
        return tasks
    }

    /// Whether the search row shows the cursor at column `x` of the screen.
    private func searchCursor(of tasks: Tasks, isAt x: Int) -> Bool {
        tasks.screen.terminal.render()[x, 1].style == .reverse
    }

    @Test(
        "B60 / opens the search field under the title; typing narrows the tasks at once, first row selected")
    func searchNarrows() throws {
        let tasks = try searchGroceries()
        #expect(tasks.screen.lines[1] == " Search:")
        #expect(searchCursor(of: tasks, isAt: 9))
        tasks.screen.press("down")
        tasks.screen.type("MILK")
        #expect(tasks.screen.lines[1] == " Search: MILK")
        #expect(searchCursor(of: tasks, isAt: 13))
        #expect(
            tasks.screen.contentRows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "> [ ] Milk", "[ ] Oat milk", "",
            ])
        #expect(tasks.screen.title == "✎ Groceries (All, \"MILK\")")
    }

    @Test("B60 the query ignores case, diacritics and width, in any script, even Hangul typed as jamo")
    func searchFolds() throws {
        let tasks = try searchGroceries()
        tasks.screen.type("ÉCOLE")
        #expect(tasks.screen.selectedRow == "[ ] ecole shoes")
        #expect(tasks.screen.contentRows[1].isEmpty)
        tasks.screen.press("backspace", count: 5)
        tasks.screen.type("장보".decomposedStringWithCanonicalMapping)
        #expect(tasks.screen.selectedRow == "[ ] 장보기 목록")
        #expect(tasks.screen.contentRows[1].isEmpty)
    }

    @Test("B60 the field types ?, q and space; up/down still move the selection")
    func searchFieldKeys() throws {
        let tasks = try searchGroceries()
        tasks.screen.type("t m")
        #expect(tasks.screen.selectedRow == "[ ] Oat milk")
        tasks.screen.type("?q")
        #expect(tasks.screen.lines[1] == " Search: t m?q")
        #expect(tasks.screen.title == "✎ Groceries (All, \"t m?q\")")
        tasks.screen.press("backspace", count: 5)
        tasks.screen.press("down")
        #expect(tasks.screen.selectedRow == "[ ] Oat milk")
        tasks.screen.press("up")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test("B61 enter keeps the query without the cursor and gives the list the keys; / opens it again")
    func searchEnterKeeps() throws {
        let tasks = try searchGroceries()
        tasks.screen.type("milk")
        tasks.screen.press("enter")
        #expect(tasks.screen.lines[1] == " Search: milk")
        #expect(!searchCursor(of: tasks, isAt: 13))
        #expect(tasks.screen.title == "✎ Groceries (All, \"milk\")")
        tasks.screen.press("j")
        tasks.screen.press("space")
        #expect(tasks.screen.selectedRow == "[x] Oat milk")
        tasks.screen.press("/")
        #expect(searchCursor(of: tasks, isAt: 13))
        tasks.screen.type("s")
        #expect(tasks.screen.lines[1] == " Search: milks")
        #expect(tasks.screen.screen.contains("No tasks match \"milks\"."))
    }

    @Test("B61 esc in the field clears the query, closes the field and selects the first row")
    func searchEscapeClears() throws {
        let tasks = try searchGroceries()
        tasks.screen.type("e")
        tasks.screen.press("down")
        tasks.screen.press("esc")
        #expect(tasks.screen.lines[1] == "")
        #expect(tasks.screen.title == "✎ Groceries (All)")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        #expect(tasks.screen.contentRows[4].trimmingCharacters(in: .whitespaces) == "[ ] 장보기 목록")
        #expect(tasks.navigator.popCount == 0)
        tasks.screen.press("esc")
        #expect(tasks.navigator.popCount == 1)
    }

    @Test("B61 the search combines with the filter, and f keeps the query")
    func searchWithFilter() throws {
        let tasks = try Tasks(["x Milk", "Oat milk", "Bread"])
        tasks.screen.press("/")
        tasks.screen.type("milk")
        tasks.screen.press("enter")
        tasks.screen.press("f")
        #expect(tasks.screen.title == "✎ Groceries (Active, \"milk\")")
        #expect(tasks.screen.selectedRow == "[ ] Oat milk")
        #expect(tasks.screen.contentRows[1].isEmpty)
        tasks.screen.press("f")
        #expect(tasks.screen.selectedRow == "[x] Milk")
        #expect(tasks.screen.lines[1] == " Search: milk")
        tasks.screen.press("space")
        #expect(tasks.screen.screen.contains("No tasks match \"milk\"."))
    }

    @Test("B61 the help bar says how to finish the search while the field is open, else lists / search")
    func searchHelpBars() throws {
        let tasks = try Tasks(["Milk"])
        #expect(
            tasks.screen.helpBar == "a add  space toggle  e edit  d delete  f filter  / search  …  ? help")
        tasks.screen.press("/")
        #expect(tasks.screen.helpBar == "enter done  esc clear  up/down move")
        tasks.screen.press("enter")
        #expect(tasks.screen.helpBar.hasSuffix("/ search  …  ? help"))
        tasks.screen.press("/")
        tasks.screen.press("esc")
        #expect(tasks.screen.helpBar.hasSuffix("/ search  …  ? help"))
    }

    @Test("B61 a new task the query would hide clears the query, and the task is selected")
    func searchClearedByNewTask() throws {
        let tasks = try Tasks(["Milk", "Oat milk"])
        tasks.screen.press("/")
        tasks.screen.type("milk")
        tasks.screen.press("enter")
        try tasks.addTask("Whole milk")
        #expect(tasks.screen.title == "✎ Groceries (All, \"milk\")")
        #expect(tasks.screen.selectedRow == "[ ] Whole milk")
        try tasks.addTask("Eggs")
        #expect(tasks.screen.title == "✎ Groceries (All)")
        #expect(tasks.screen.lines[1] == "")
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
    }

    @Test("B61 an edited task keeps the query and leaves the rows when it no longer matches")
    func searchKeptForEditedTask() throws {
        let tasks = try Tasks(["Milk", "Oat milk"])
        tasks.screen.press("/")
        tasks.screen.type("milk")
        tasks.screen.press("enter")
        tasks.screen.press("e")
        let editor = try tasks.taskEditor().1
        editor.press("ctrl-u")
        editor.type("Soy drink")
        editor.press("enter")
        #expect(tasks.screen.title == "✎ Groceries (All, \"milk\")")
        #expect(tasks.screen.lines[1] == " Search: milk")
        #expect(tasks.screen.selectedRow == "[ ] Oat milk")
        #expect(!tasks.screen.screen.contains("Soy drink"))
    }
}

extension TasksControllerTests {
    @Test("B62 J moves the selected task one row down and K one row up; the selection follows it")
    func movesTask() throws {
        let tasks = try Tasks(["Milk", "Eggs", "Bread"])
        tasks.screen.press("J")
        #expect(try tasks.storedTitles() == ["Eggs", "Milk", "Bread"])
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        tasks.screen.press("J")
        #expect(tasks.screen.contentRows[2].trimmingCharacters(in: .whitespaces) == "> [ ] Milk")
        tasks.screen.press("K")
        #expect(try tasks.storedTitles() == ["Eggs", "Milk", "Bread"])
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test("B62 K on the first row, J on the last and both without tasks do nothing")
    func movesStopAtTheEdges() throws {
        let tasks = try Tasks(["Milk", "Eggs"])
        tasks.screen.press("K")
        #expect(try tasks.storedTitles() == ["Milk", "Eggs"])
        tasks.screen.press("end")
        tasks.screen.press("J")
        #expect(try tasks.storedTitles() == ["Milk", "Eggs"])
        #expect(tasks.screen.selectedRow == "[ ] Eggs")
        #expect(tasks.screen.status == "")
        let empty = try Tasks([])
        empty.screen.press("K")
        empty.screen.press("J")
        #expect(empty.screen.screen.contains("No tasks yet."))
        #expect(empty.screen.status == "")
    }

    @Test("B62 a move trades places with the neighbour shown; tasks the filter hides keep their places")
    func movesAmongFilteredRows() throws {
        let tasks = try Tasks(["Milk", "x Eggs", "Bread"])
        tasks.screen.press("f")
        tasks.screen.press("J")
        #expect(try tasks.storedTitles() == ["Bread", "Eggs", "Milk"])
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test(
        "B62 a move among searched rows leaves the hidden ones in place; in the open field K and J are typed")
    func movesAmongSearchedRows() throws {
        let tasks = try Tasks(["Milk", "Eggs", "Oat milk"])
        tasks.screen.press("/")
        tasks.screen.type("milk")
        tasks.screen.type("JK")
        #expect(tasks.screen.lines[1] == " Search: milkJK")
        tasks.screen.press("backspace", count: 2)
        tasks.screen.press("enter")
        tasks.screen.press("J")
        #expect(try tasks.storedTitles() == ["Oat milk", "Eggs", "Milk"])
        #expect(tasks.screen.selectedRow == "[ ] Milk")
    }

    @Test("B62 the help bar lists K/J move task after / search")
    func moveHelpItem() throws {
        let tasks = try Tasks([], size: Size(width: 120, height: 24))
        #expect(
            tasks.screen.helpBar
                == "a add  space toggle  e edit  d delete  f filter  / search  K/J move task  esc/left back  ? help"
        )
    }

    @Test("B63 a move made by another program shows, the selection on its task")
    func showsMoveFromElsewhere() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        for title in ["Milk", "Eggs", "Bread"] {
            try service.addTask(title: title, toList: list.id)
        }
        let tasks = try Tasks(service: service)
        try store.asOtherProcess { other, _ in
            let stored = try other.tasks(inList: list.id)
            try other.moveTask(id: stored[2].id, past: stored[1].id)
        }
        service.checkForExternalChanges()
        #expect(
            tasks.screen.contentRows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "> [ ] Milk", "[ ] Bread", "[ ] Eggs",
            ])
    }

    @Test("B38 a move the locked database refuses says so and keeps the order")
    func moveOnLockedDatabase() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        for title in ["Milk", "Eggs"] {
            try service.addTask(title: title, toList: list.id)
        }
        let tasks = try Tasks(service: service)
        store.isLockedByOtherProcess = true
        tasks.screen.press("J")
        #expect(tasks.screen.status == "The database is busy. Try again.")
        #expect(tasks.screen.selectedRow == "[ ] Milk")
        store.isLockedByOtherProcess = false
        #expect(try tasks.storedTitles() == ["Milk", "Eggs"])
    }
}
