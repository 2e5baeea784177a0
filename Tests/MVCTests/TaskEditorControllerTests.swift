import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// A task editor's controller built directly on a service holding Groceries, with a delegate spy, and its
/// view driven headless.
private struct TaskEditor {
    let service: StoreTaskListService
    let delegate = ControllerDelegateSpy()
    let list: TaskList
    let controller: TaskEditorController
    let screen: ViewDriver

    /// An editor that adds a task to Groceries, holding `tasks`.
    init(tasks: [String] = []) throws {
        let service = Fixtures.makeService(lists: [("Groceries", tasks)])
        try self.init(mode: .add(toList: try service.summaries()[0].id), service: service)
    }

    /// An editor in `mode` on `service`, whose first list is Groceries.
    init(mode: TaskEditorController.Mode, service: StoreTaskListService) throws {
        self.service = service
        list = try service.summaries()[0].list
        controller = TaskEditorController(mode: mode, service: service)
        controller.delegate = delegate
        screen = ViewDriver(controller)
    }

    /// An editor of Groceries' first task, which `editing` adds with its notes.
    static func editing(_ title: String, notes: String = "") throws -> TaskEditor {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        let task = try service.addTask(title: title, notes: notes, toList: try service.summaries()[0].id)
        return try TaskEditor(mode: .edit(task), service: service)
    }

    /// Groceries' tasks as stored.
    func stored() throws -> [StoredTask] {
        try Fixtures.contents(of: service)[0].tasks
    }
}

@Suite("Task editor controller")
struct TaskEditorControllerTests {
    @Test("B22 a new task's editor is titled New Task; enter adds the task at the end and tells the delegate")
    func addsTask() throws {
        let editor = try TaskEditor(tasks: ["Milk"])
        #expect(editor.screen.title == "New Task")
        editor.screen.type("Eggs")
        editor.screen.press("enter")
        #expect(try editor.stored().map(\.title) == ["Milk", "Eggs"])
        #expect(editor.delegate.events == ["saved task Eggs"])
    }

    @Test("B24 the edit editor is titled Edit Task and filled with the task's title; enter saves it")
    func editsTask() throws {
        let editor = try TaskEditor.editing("Milk")
        #expect(editor.screen.title == "Edit Task")
        #expect(editor.screen.lines[2] == " > Title: Milk")
        editor.screen.type(" and honey")
        editor.screen.press("enter")
        #expect(try editor.stored() == [StoredTask(title: "Milk and honey")])
        #expect(editor.delegate.events == ["saved task Milk and honey"])
    }

    @Test("B06 trims white space around a title")
    func trimsTitle() throws {
        let editor = try TaskEditor()
        editor.screen.type("  Milk  ")
        editor.screen.press("enter")
        #expect(try editor.stored().map(\.title) == ["Milk"])
    }

    @Test("B09 esc tells the delegate the editor was cancelled, and stores nothing")
    func cancels() throws {
        let editor = try TaskEditor()
        editor.screen.type("Milk")
        editor.screen.press("esc")
        #expect(editor.delegate.events == ["cancelled"])
        #expect(try editor.stored().isEmpty)
    }

    @Test("B34 a task deleted meanwhile cannot be saved, and the editor says so")
    func reportsMissingTask() throws {
        let editor = try TaskEditor.editing("Milk")
        try editor.service.deleteTask(id: try editor.service.tasks(inList: editor.list.id)[0].id)
        editor.screen.press("enter")
        #expect(editor.screen.status == "That task no longer exists.")
        #expect(editor.delegate.events.isEmpty)
    }

    @Test("B64 the task editor has Notes under the title; tab and back-tab move the focus marker")
    func notesField() throws {
        let editor = try TaskEditor()
        #expect(editor.screen.lines[2] == " > Title:")
        #expect(editor.screen.lines[4] == "   Notes:")
        #expect(editor.screen.helpBar == "ctrl-s save  esc cancel  tab next field")
        editor.screen.press("tab")
        #expect(editor.screen.lines[2] == "   Title:")
        #expect(editor.screen.lines[4] == " > Notes:")
        editor.screen.press("backtab")
        #expect(editor.screen.lines[2] == " > Title:")
    }

    @Test("B64 enter in the notes starts a new line and ctrl-s saves from them")
    func notesNewLineAndSave() throws {
        let editor = try TaskEditor()
        editor.screen.type("Call mum")
        editor.screen.press("tab")
        editor.screen.type("Ask about Sunday")
        editor.screen.press("enter")
        editor.screen.type("Bring photos")
        #expect(editor.delegate.events.isEmpty)
        #expect(editor.screen.lines[5].hasSuffix("Bring photos"))
        editor.screen.press("ctrl-s")
        #expect(editor.delegate.events == ["saved task Call mum"])
        #expect(
            try editor.stored() == [StoredTask(title: "Call mum", notes: "Ask about Sunday\nBring photos")])
    }

    @Test("B64 enter in the title saves the notes too, and so does ctrl-s from the title")
    func titleSavesNotes() throws {
        let editor = try TaskEditor()
        editor.screen.type("Call mum")
        editor.screen.press("tab")
        editor.screen.type("Sunday")
        editor.screen.press("backtab")
        editor.screen.press("enter")
        #expect(try editor.stored() == [StoredTask(title: "Call mum", notes: "Sunday")])
        let second = try TaskEditor()
        second.screen.type("Buy roses")
        second.screen.press("tab")
        second.screen.type("Red")
        second.screen.press("tab")
        second.screen.press("ctrl-s")
        #expect(try second.stored() == [StoredTask(title: "Buy roses", notes: "Red")])
    }

    @Test("B64 the notes edit at a cursor: left/right, up/down, home/end, backspace, delete and ctrl-u")
    func notesEditing() throws {
        let editor = try TaskEditor()
        editor.screen.type("Call mum")
        editor.screen.press("tab")
        editor.screen.type("Ask abut Sunday")
        editor.screen.press("enter")
        editor.screen.type("Bring tthe photoss")
        editor.screen.press("backspace")
        editor.screen.press("up")
        editor.screen.press("home")
        editor.screen.press("right", count: 6)
        editor.screen.type("o")
        editor.screen.press("down")
        editor.screen.press("home")
        editor.screen.press("right", count: 6)
        editor.screen.press("delete")
        editor.screen.press("end")
        editor.screen.press("left")
        editor.screen.press("enter")
        editor.screen.type("x")
        editor.screen.press("ctrl-u")
        editor.screen.type("Call at six")
        editor.screen.press("ctrl-s")
        #expect(try editor.stored().first?.notes == "Ask about Sunday\nBring the photo\nCall at sixs")
    }

    @Test("B64 esc cancels the task editor with its notes")
    func cancelsNotes() throws {
        let editor = try TaskEditor()
        editor.screen.type("Call mum")
        editor.screen.press("tab")
        editor.screen.type("Sunday")
        editor.screen.press("esc")
        #expect(editor.delegate.events == ["cancelled"])
        #expect(try editor.stored().isEmpty)
    }

    @Test("B64 Edit Task shows the task's notes and saves them changed")
    func editsNotes() throws {
        let editor = try TaskEditor.editing("Call mum", notes: "Sunday")
        #expect(editor.screen.lines[4].hasSuffix("Sunday"))
        editor.screen.press("tab")
        editor.screen.type(" at six")
        editor.screen.press("ctrl-s")
        #expect(try editor.stored() == [StoredTask(title: "Call mum", notes: "Sunday at six")])
    }

    @Test("B65 notes that are refused keep the editor open with its text and say why")
    func refusesNotes() throws {
        let editor = try TaskEditor()
        editor.screen.type("Sign")
        editor.screen.press("tab")
        editor.screen.type("Evil\u{202E}txt")
        editor.screen.press("ctrl-s")
        #expect(editor.screen.title == "New Task")
        #expect(editor.screen.status == "Notes cannot contain control characters other than line breaks.")
        editor.screen.press("ctrl-u")
        editor.screen.type(String(repeating: "a", count: 500))
        editor.screen.press("enter")
        editor.screen.type(String(repeating: "b", count: 500))
        editor.screen.press("ctrl-s")
        #expect(editor.screen.status == "Notes can have at most 1000 characters.")
        #expect(try editor.stored().isEmpty)
        #expect(editor.delegate.events.isEmpty)
        editor.screen.press("backspace")
        editor.screen.press("ctrl-s")
        #expect(try editor.stored().first?.notes.count == 1000)
    }

    @Test("B65 white space ending the lines and empty last lines are dropped; blank notes are none")
    func trimsNotes() throws {
        let editor = try TaskEditor()
        editor.screen.type("Trim")
        editor.screen.press("tab")
        editor.screen.type("Milk   ")
        editor.screen.press("enter")
        editor.screen.type("  Eggs  ")
        editor.screen.press("enter", count: 2)
        editor.screen.type("   ")
        editor.screen.press("ctrl-s")
        #expect(try editor.stored().first?.notes == "Milk\n  Eggs")
        let blank = try TaskEditor()
        blank.screen.type("Blank")
        blank.screen.press("tab")
        blank.screen.type("  \u{200B}")
        blank.screen.press("enter")
        blank.screen.press("ctrl-s")
        #expect(try blank.stored() == [StoredTask(title: "Blank")])
    }
}
