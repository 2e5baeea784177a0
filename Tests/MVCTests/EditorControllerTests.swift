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
}
