import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// A task editor's controller built directly on a service holding Groceries, with a delegate spy, and its
/// view driven headless.
@MainActor
private struct TaskEditor {
    let store: any TaskStore
    let service: StoreTaskListService
    let delegate = ControllerDelegateSpy()
    let list: TaskList
    let controller: TaskEditorController
    let screen: ViewDriver

    /// An editor that adds a task to Groceries, holding `tasks`; its service answers under `conditions`.
    init(tasks: [String] = [], conditions: ServiceConditions = ServiceConditions()) async throws {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", tasks)])
        let service = Fixtures.makeService(store: store)
        try await self.init(
            mode: .add(toList: try await service.summaries()[0].id), store: store, service: service,
            conditions: conditions)
    }

    /// An editor in `mode` on `service` over `store`, whose first list is Groceries.
    init(
        mode: TaskEditorController.Mode, store: any TaskStore, service: StoreTaskListService,
        conditions: ServiceConditions = ServiceConditions()
    ) async throws {
        self.store = store
        self.service = service
        list = try await service.summaries()[0].list
        service.conditions = conditions
        controller = TaskEditorController(mode: mode, service: service)
        controller.delegate = delegate
        screen = ViewDriver(controller, on: service)
    }

    /// An editor of Groceries' first task, which `editing` adds with its notes and due date.
    static func editing(_ title: String, notes: String = "", due: String = "") async throws -> TaskEditor {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", [])])
        let service = Fixtures.makeService(store: store)
        let task = try await service.addTask(
            title: title, notes: notes, due: due, toList: try await service.summaries()[0].id)
        return try await TaskEditor(mode: .edit(task), store: store, service: service)
    }

    /// Groceries' tasks as stored, read from the store at once.
    func stored() throws -> [StoredTask] {
        try Fixtures.contents(of: store)[0].tasks
    }
}

@Suite("Task editor controller")
@MainActor
struct TaskEditorControllerTests {
    @Test("B22 a new task's editor is titled New Task; enter adds the task at the end and tells the delegate")
    func addsTask() async throws {
        let editor = try await TaskEditor(tasks: ["Milk"])
        #expect(editor.screen.title == "New Task")
        await editor.screen.type("Eggs")
        await editor.screen.press("enter")
        #expect(try editor.stored().map(\.title) == ["Milk", "Eggs"])
        #expect(editor.delegate.events == ["saved task Eggs"])
    }

    @Test("B24 the edit editor is titled Edit Task and filled with the task's title; enter saves it")
    func editsTask() async throws {
        let editor = try await TaskEditor.editing("Milk")
        #expect(editor.screen.title == "Edit Task")
        #expect(editor.screen.lines[2] == " > Title: Milk")
        await editor.screen.type(" and honey")
        await editor.screen.press("enter")
        #expect(try editor.stored() == [StoredTask(title: "Milk and honey")])
        #expect(editor.delegate.events == ["saved task Milk and honey"])
    }

    @Test("B06 trims white space around a title")
    func trimsTitle() async throws {
        let editor = try await TaskEditor()
        await editor.screen.type("  Milk  ")
        await editor.screen.press("enter")
        #expect(try editor.stored().map(\.title) == ["Milk"])
    }

    @Test("B09 esc tells the delegate the editor was cancelled, and stores nothing")
    func cancels() async throws {
        let editor = try await TaskEditor()
        await editor.screen.type("Milk")
        await editor.screen.press("esc")
        #expect(editor.delegate.events == ["cancelled"])
        #expect(try editor.stored().isEmpty)
    }

    @Test("B34 a task deleted meanwhile cannot be saved, and the editor says so")
    func reportsMissingTask() async throws {
        let editor = try await TaskEditor.editing("Milk")
        try await editor.service.deleteTask(id: try await editor.service.tasks(inList: editor.list.id)[0].id)
        await editor.screen.press("enter")
        #expect(editor.screen.status == "That task no longer exists.")
        #expect(editor.delegate.events.isEmpty)
    }

    @Test("B64 B84 the task editor has Due and then Notes under the title; tab and back-tab move the marker")
    func notesField() async throws {
        let editor = try await TaskEditor()
        #expect(editor.screen.lines[2] == " > Title:")
        #expect(editor.screen.lines[4] == "   Due:")
        #expect(editor.screen.lines[6] == "   Notes:")
        #expect(editor.screen.helpBar == "ctrl-s save  esc cancel  tab next field")
        await editor.screen.press("tab")
        #expect(editor.screen.lines[2] == "   Title:")
        #expect(editor.screen.lines[4] == " > Due:")
        await editor.screen.press("tab")
        #expect(editor.screen.lines[4] == "   Due:")
        #expect(editor.screen.lines[6] == " > Notes:")
        await editor.screen.press("backtab")
        #expect(editor.screen.lines[4] == " > Due:")
        await editor.screen.press("backtab")
        #expect(editor.screen.lines[2] == " > Title:")
    }

    @Test("B64 enter in the notes starts a new line and ctrl-s saves from them")
    func notesNewLineAndSave() async throws {
        let editor = try await TaskEditor()
        await editor.screen.type("Call mum")
        await editor.screen.press("tab", count: 2)
        await editor.screen.type("Ask about Sunday")
        await editor.screen.press("enter")
        await editor.screen.type("Bring photos")
        #expect(editor.delegate.events.isEmpty)
        #expect(editor.screen.lines[7].hasSuffix("Bring photos"))
        await editor.screen.press("ctrl-s")
        #expect(editor.delegate.events == ["saved task Call mum"])
        #expect(
            try editor.stored() == [StoredTask(title: "Call mum", notes: "Ask about Sunday\nBring photos")])
    }

    @Test("B64 enter in the title saves the notes too, and so does ctrl-s from the title")
    func titleSavesNotes() async throws {
        let editor = try await TaskEditor()
        await editor.screen.type("Call mum")
        await editor.screen.press("tab", count: 2)
        await editor.screen.type("Sunday")
        await editor.screen.press("backtab", count: 2)
        await editor.screen.press("enter")
        #expect(try editor.stored() == [StoredTask(title: "Call mum", notes: "Sunday")])
        let second = try await TaskEditor()
        await second.screen.type("Buy roses")
        await second.screen.press("tab", count: 2)
        await second.screen.type("Red")
        await second.screen.press("tab")
        await second.screen.press("ctrl-s")
        #expect(try second.stored() == [StoredTask(title: "Buy roses", notes: "Red")])
    }

    @Test("B64 the notes edit at a cursor: left/right, up/down, home/end, backspace, delete and ctrl-u")
    func notesEditing() async throws {
        let editor = try await TaskEditor()
        await editor.screen.type("Call mum")
        await editor.screen.press("tab", count: 2)
        await editor.screen.type("Ask abut Sunday")
        await editor.screen.press("enter")
        await editor.screen.type("Bring tthe photoss")
        await editor.screen.press("backspace")
        await editor.screen.press("up")
        await editor.screen.press("home")
        await editor.screen.press("right", count: 6)
        await editor.screen.type("o")
        await editor.screen.press("down")
        await editor.screen.press("home")
        await editor.screen.press("right", count: 6)
        await editor.screen.press("delete")
        await editor.screen.press("end")
        await editor.screen.press("left")
        await editor.screen.press("enter")
        await editor.screen.type("x")
        await editor.screen.press("ctrl-u")
        await editor.screen.type("Call at six")
        await editor.screen.press("ctrl-s")
        #expect(try editor.stored().first?.notes == "Ask about Sunday\nBring the photo\nCall at sixs")
    }

    @Test("B64 esc cancels the task editor with its notes")
    func cancelsNotes() async throws {
        let editor = try await TaskEditor()
        await editor.screen.type("Call mum")
        await editor.screen.press("tab", count: 2)
        await editor.screen.type("Sunday")
        await editor.screen.press("esc")
        #expect(editor.delegate.events == ["cancelled"])
        #expect(try editor.stored().isEmpty)
    }

    @Test("B64 Edit Task shows the task's notes and saves them changed")
    func editsNotes() async throws {
        let editor = try await TaskEditor.editing("Call mum", notes: "Sunday")
        #expect(editor.screen.lines[6].hasSuffix("Sunday"))
        await editor.screen.press("tab", count: 2)
        await editor.screen.type(" at six")
        await editor.screen.press("ctrl-s")
        #expect(try editor.stored() == [StoredTask(title: "Call mum", notes: "Sunday at six")])
    }

    @Test("B65 notes that are refused keep the editor open with its text and say why")
    func refusesNotes() async throws {
        let editor = try await TaskEditor()
        await editor.screen.type("Sign")
        await editor.screen.press("tab", count: 2)
        await editor.screen.type("Evil\u{202E}txt")
        await editor.screen.press("ctrl-s")
        #expect(editor.screen.title == "New Task")
        #expect(editor.screen.status == "Notes cannot contain control characters other than line breaks.")
        await editor.screen.press("ctrl-u")
        await editor.screen.type(String(repeating: "a", count: 500))
        await editor.screen.press("enter")
        await editor.screen.type(String(repeating: "b", count: 500))
        await editor.screen.press("ctrl-s")
        #expect(editor.screen.status == "Notes can have at most 1000 characters.")
        #expect(try editor.stored().isEmpty)
        #expect(editor.delegate.events.isEmpty)
        await editor.screen.press("backspace")
        await editor.screen.press("ctrl-s")
        #expect(try editor.stored().first?.notes.count == 1000)
    }

    @Test("B65 white space ending the lines and empty last lines are dropped; blank notes are none")
    func trimsNotes() async throws {
        let editor = try await TaskEditor()
        await editor.screen.type("Trim")
        await editor.screen.press("tab", count: 2)
        await editor.screen.type("Milk   ")
        await editor.screen.press("enter")
        await editor.screen.type("  Eggs  ")
        await editor.screen.press("enter", count: 2)
        await editor.screen.type("   ")
        await editor.screen.press("ctrl-s")
        #expect(try editor.stored().first?.notes == "Milk\n  Eggs")
        let blank = try await TaskEditor()
        await blank.screen.type("Blank")
        await blank.screen.press("tab", count: 2)
        await blank.screen.type("  \u{200B}")
        await blank.screen.press("enter")
        await blank.screen.press("ctrl-s")
        #expect(try blank.stored() == [StoredTask(title: "Blank")])
    }
    @Test("B84 the due date typed in the Due field is stored with the new task, trimmed")
    func storesDueDate() async throws {
        let editor = try await TaskEditor()
        await editor.screen.type("Milk")
        await editor.screen.press("tab")
        await editor.screen.type(" 2026-12-03 ")
        await editor.screen.press("enter")
        #expect(try editor.stored() == [StoredTask(title: "Milk", due: DueDate("2026-12-03"))])
        #expect(editor.delegate.events == ["saved task Milk"])
    }

    @Test("B84 Edit Task shows the task's due date; emptying the field removes it")
    func editsDueDate() async throws {
        let editor = try await TaskEditor.editing("Milk", due: "2026-12-03")
        #expect(editor.screen.lines[4] == "   Due:   2026-12-03")
        await editor.screen.press("tab")
        await editor.screen.press("ctrl-u")
        await editor.screen.press("enter")
        #expect(try editor.stored() == [StoredTask(title: "Milk")])
    }

    @Test("B84 Edit Task saves a changed due date with the title and the notes")
    func changesDueDate() async throws {
        let editor = try await TaskEditor.editing("Milk", notes: "Full fat", due: "2026-12-03")
        await editor.screen.press("tab")
        await editor.screen.press("backspace")
        await editor.screen.type("5")
        await editor.screen.press("ctrl-s")
        #expect(
            try editor.stored() == [StoredTask(title: "Milk", notes: "Full fat", due: DueDate("2026-12-05"))])
    }

    @Test("B85 a due date not written YYYY-MM-DD, or a day that does not exist, is refused; the editor stays")
    func refusesDueDate() async throws {
        let editor = try await TaskEditor()
        await editor.screen.type("Milk")
        await editor.screen.press("tab")
        await editor.screen.type("tomorrow")
        await editor.screen.press("enter")
        #expect(editor.screen.status == "Write a due date as YYYY-MM-DD, such as 2026-12-24.")
        #expect(editor.screen.title == "New Task")
        #expect(editor.screen.lines[4] == " > Due:   tomorrow")
        await editor.screen.press("ctrl-u")
        await editor.screen.type("2026-02-30")
        await editor.screen.press("ctrl-s")
        #expect(editor.screen.status == "There is no day 2026-02-30.")
        #expect(editor.screen.lines[4] == " > Due:   2026-02-30")
        #expect(try editor.stored().isEmpty)
        #expect(editor.delegate.events.isEmpty)
        await editor.screen.press("ctrl-u")
        await editor.screen.type("2024-02-29")
        await editor.screen.press("enter")
        #expect(try editor.stored() == [StoredTask(title: "Milk", due: DueDate("2024-02-29"))])
    }
}

/// The task editor's controller on a service that answers late or fails (B79).
@Suite("Task editor controller, saving")
@MainActor
struct TaskEditorSavingTests {
    @Test("B79 while the save waits, the status says Saving… and ctrl-s does nothing more")
    func savingOnce() async throws {
        let editor = try await TaskEditor(conditions: ServiceConditions(latency: .milliseconds(500)))
        await editor.screen.type("Eggs")
        await editor.screen.press("ctrl-s")
        await editor.screen.press("ctrl-s")
        #expect(editor.screen.status == "Saving…")
        #expect(editor.delegate.events.isEmpty)
        await editor.screen.wait(.seconds(2))
        #expect(editor.delegate.events == ["saved task Eggs"])
        #expect(try editor.stored() == [StoredTask(title: "Eggs")])
    }

    @Test("B78 B79 a save that fails keeps the notes typed and says why; the next save is sent")
    func failedSaveStaysOpen() async throws {
        let editor = try await TaskEditor(
            conditions: ServiceConditions(latency: .milliseconds(500), failsWrites: true))
        await editor.screen.type("Call mum")
        await editor.screen.press("tab", count: 2)
        await editor.screen.type("Sunday")
        await editor.screen.press("ctrl-s")
        await editor.screen.wait(.milliseconds(500))
        #expect(editor.screen.status == "The database is busy. Try again.")
        #expect(editor.screen.lines[6].hasSuffix("Sunday"))
        editor.service.conditions.failsWrites = false
        await editor.screen.press("ctrl-s")
        await editor.screen.wait(.milliseconds(500))
        #expect(editor.delegate.events == ["saved task Call mum"])
        #expect(try editor.stored() == [StoredTask(title: "Call mum", notes: "Sunday")])
    }

    @Test("B79 once the editor has left, the answer to its save reports nothing; the save still applies")
    func leftEditorReportsNothing() async throws {
        let editor = try await TaskEditor(conditions: ServiceConditions(latency: .milliseconds(500)))
        await editor.screen.type("Eggs")
        await editor.screen.press("ctrl-s")
        await editor.screen.press("esc")
        editor.controller.didLeave()
        await editor.screen.wait(.seconds(1))
        #expect(editor.delegate.events == ["cancelled"])
        #expect(try editor.stored() == [StoredTask(title: "Eggs")])
    }
}
