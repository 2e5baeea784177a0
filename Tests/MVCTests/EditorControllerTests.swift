import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

@Suite("Editor controllers")
struct EditorControllerTests {
    @Test("B03 rejects an empty title and keeps the editor open")
    func rejectsEmptyTitle() throws {
        let app = AppDriver(MVCArchitecture())
        app.press("a")
        app.type("   ")
        app.press("enter")
        #expect(app.title == "New List")
        #expect(app.status == "A title cannot be empty.")
        #expect(try app.service.summaries().isEmpty)
    }

    @Test("B04 rejects a title of 101 characters and accepts 100")
    func rejectsLongTitle() throws {
        let app = AppDriver(MVCArchitecture())
        app.press("a")
        app.type(String(repeating: "한", count: 101))
        app.press("enter")
        #expect(app.status == "A title can have at most 100 characters.")
        app.press("backspace")
        app.press("enter")
        #expect(app.title == "My Lists")
        #expect(try app.service.summaries().map(\.list.title.count) == [100])
    }

    @Test("B05 refuses a title with control characters")
    func refusesControlCharacters() throws {
        let app = AppDriver(MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("r")
        let editor = try #require(app.navigation.pages.last as? ListEditorController)
        editor.editorView.titleField.text = "Bad\u{1B}[2Jtitle"
        app.press("enter")
        #expect(app.status == "A title cannot contain control characters.")
        #expect(try app.service.summaries().map(\.list.title) == ["Groceries"])
    }

    @Test("B06 trims white space around a title")
    func trimsTitle() throws {
        let app = AppDriver(MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("enter")
        app.press("a")
        app.type("  Milk  ")
        app.press("enter")
        #expect(try Fixtures.contents(of: app.service)[0].tasks.map(\.title) == ["Milk"])
    }

    @Test("B09 esc cancels the list editor without storing anything")
    func cancelsListEditor() throws {
        let app = AppDriver(MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("r")
        app.type(" and more")
        app.press("esc")
        #expect(app.title == "My Lists")
        #expect(try app.service.summaries().map(\.list.title) == ["Groceries"])
    }

    @Test("B09 esc cancels the task editor without storing anything")
    func cancelsTaskEditor() throws {
        let app = AppDriver(MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", [])]))
        app.press("enter")
        app.press("a")
        app.type("Milk")
        app.press("esc")
        #expect(app.title == "✎ Groceries (All)")
        #expect(try Fixtures.contents(of: app.service)[0].tasks.isEmpty)
    }

    @Test("B08 tab moves the focus marker between the title and the icon picker")
    func tabMovesFocus() {
        let app = AppDriver(MVCArchitecture())
        app.press("a")
        #expect(app.screen.contains("> Title:"))
        app.press("tab")
        #expect(app.screen.contains("> Icon:"))
        app.press("tab")
        #expect(app.screen.contains("> Title:"))
    }

    @Test("B18 ? is typed into the title in editors")
    func questionMarkIsText() throws {
        let app = AppDriver(MVCArchitecture())
        app.press("a")
        app.type("Why?")
        app.press("enter")
        #expect(try app.service.summaries().map(\.list.title) == ["Why?"])
    }

    @Test("B34 an error stays in the status line until the next key")
    func statusClearsOnNextKey() {
        let app = AppDriver(MVCArchitecture())
        app.press("a")
        app.press("enter")
        #expect(app.status == "A title cannot be empty.")
        app.type("x")
        #expect(app.status == "")
    }

    /// Groceries opened, holding `tasks`, and the task editor opened with `a`.
    private func newTaskEditor(tasks: [String] = []) -> AppDriver {
        let app = AppDriver(MVCArchitecture(), service: Fixtures.makeService(lists: [("Groceries", tasks)]))
        app.press("enter")
        app.press("a")
        return app
    }

    /// The first task of Groceries as stored.
    private func storedTask(of app: AppDriver) throws -> StoredTask? {
        try Fixtures.contents(of: app.service)[0].tasks.first
    }

    @Test("B64 the task editor has Notes under the title; tab and back-tab move the focus marker")
    func notesField() {
        let app = newTaskEditor()
        #expect(app.lines[2] == " > Title:")
        #expect(app.lines[4] == "   Notes:")
        #expect(app.helpBar == "ctrl-s save  esc cancel  tab next field")
        app.press("tab")
        #expect(app.lines[2] == "   Title:")
        #expect(app.lines[4] == " > Notes:")
        app.press("backtab")
        #expect(app.lines[2] == " > Title:")
    }

    @Test("B64 enter in the notes starts a new line and ctrl-s saves from them")
    func notesNewLineAndSave() throws {
        let app = newTaskEditor()
        app.type("Call mum")
        app.press("tab")
        app.type("Ask about Sunday")
        app.press("enter")
        app.type("Bring photos")
        #expect(app.title == "New Task")
        #expect(app.lines[5].hasSuffix("Bring photos"))
        app.press("ctrl-s")
        #expect(app.title == "✎ Groceries (All)")
        #expect(
            try storedTask(of: app) == StoredTask(title: "Call mum", notes: "Ask about Sunday\nBring photos"))
    }

    @Test("B64 enter in the title saves the notes too, and so does ctrl-s from the title")
    func titleSavesNotes() throws {
        let app = newTaskEditor()
        app.type("Call mum")
        app.press("tab")
        app.type("Sunday")
        app.press("backtab")
        app.press("enter")
        #expect(try storedTask(of: app) == StoredTask(title: "Call mum", notes: "Sunday"))
        app.press("a")
        app.type("Buy roses")
        app.press("tab")
        app.type("Red")
        app.press("tab")
        app.press("ctrl-s")
        #expect(
            try Fixtures.contents(of: app.service)[0].tasks.last
                == StoredTask(title: "Buy roses", notes: "Red"))
    }

    @Test("B64 the notes edit at a cursor: left/right, up/down, home/end, backspace, delete and ctrl-u")
    func notesEditing() throws {
        let app = newTaskEditor()
        app.type("Call mum")
        app.press("tab")
        app.type("Ask abut Sunday")
        app.press("enter")
        app.type("Bring tthe photoss")
        app.press("backspace")
        app.press("up")
        app.press("home")
        app.press("right", count: 6)
        app.type("o")
        app.press("down")
        app.press("home")
        app.press("right", count: 6)
        app.press("delete")
        app.press("end")
        app.press("left")
        app.press("enter")
        app.type("x")
        app.press("ctrl-u")
        app.type("Call at six")
        app.press("ctrl-s")
        #expect(
            try storedTask(of: app)?.notes == "Ask about Sunday\nBring the photo\nCall at sixs")
    }

    @Test("B64 esc cancels the task editor with its notes")
    func cancelsNotes() throws {
        let app = newTaskEditor()
        app.type("Call mum")
        app.press("tab")
        app.type("Sunday")
        app.press("esc")
        #expect(app.title == "✎ Groceries (All)")
        #expect(try storedTask(of: app) == nil)
    }

    @Test("B64 Edit Task shows the task's notes and saves them changed")
    func editsNotes() throws {
        let app = newTaskEditor()
        app.type("Call mum")
        app.press("tab")
        app.type("Sunday")
        app.press("ctrl-s")
        app.press("e")
        #expect(app.title == "Edit Task")
        #expect(app.lines[4].hasSuffix("Sunday"))
        app.press("tab")
        app.type(" at six")
        app.press("ctrl-s")
        #expect(try storedTask(of: app) == StoredTask(title: "Call mum", notes: "Sunday at six"))
    }

    @Test("B64 ctrl-s saves in the list editor too")
    func listEditorSavesWithControlS() throws {
        let app = AppDriver(MVCArchitecture())
        app.press("a")
        app.type("Groceries")
        app.press("ctrl-s")
        #expect(app.title == "My Lists")
        #expect(try app.service.summaries().map(\.list.title) == ["Groceries"])
    }

    @Test("B65 notes that are refused keep the editor open with its text and say why")
    func refusesNotes() throws {
        let app = newTaskEditor()
        app.type("Sign")
        app.press("tab")
        app.type("Evil\u{202E}txt")
        app.press("ctrl-s")
        #expect(app.title == "New Task")
        #expect(app.status == "Notes cannot contain control characters other than line breaks.")
        app.press("ctrl-u")
        app.type(String(repeating: "a", count: 500))
        app.press("enter")
        app.type(String(repeating: "b", count: 500))
        app.press("ctrl-s")
        #expect(app.status == "Notes can have at most 1000 characters.")
        #expect(try storedTask(of: app) == nil)
        app.press("backspace")
        app.press("ctrl-s")
        #expect(try storedTask(of: app)?.notes.count == 1000)
    }

    @Test("B65 white space ending the lines and empty last lines are dropped; blank notes are none")
    func trimsNotes() throws {
        let app = newTaskEditor()
        app.type("Trim")
        app.press("tab")
        app.type("Milk   ")
        app.press("enter")
        app.type("  Eggs  ")
        app.press("enter", count: 2)
        app.type("   ")
        app.press("ctrl-s")
        #expect(try storedTask(of: app)?.notes == "Milk\n  Eggs")
        app.press("a")
        app.type("Blank")
        app.press("tab")
        app.type("  \u{200B}")
        app.press("enter")
        app.press("ctrl-s")
        #expect(try Fixtures.contents(of: app.service)[0].tasks.last == StoredTask(title: "Blank"))
    }

    @Test("B66 a task with notes shows ✐ between its checkbox and its title")
    func notesMarker() {
        let app = newTaskEditor(tasks: ["Milk"])
        app.type("Call mum")
        app.press("tab")
        app.type("Sunday")
        app.press("ctrl-s")
        #expect(app.contentRows[0].trimmingCharacters(in: .whitespaces) == "[ ] Milk")
        #expect(app.selectedRow == "[ ] ✐ Call mum")
    }
}
