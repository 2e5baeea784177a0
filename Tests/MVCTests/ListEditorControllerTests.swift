import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// A list editor's controller built directly on a service holding Groceries, with a delegate spy, and its
/// view driven headless.
private struct ListEditor {
    let service = Fixtures.makeService(lists: [("Groceries", [])])
    let delegate = ControllerDelegateSpy()
    let controller: ListEditorController
    let screen: ViewDriver

    /// An editor that adds a list, or with `renamingGroceries`, renames Groceries.
    init(renamingGroceries: Bool = false) throws {
        let mode: ListEditorController.Mode =
            renamingGroceries ? .rename(try service.summaries()[0].list) : .add
        controller = ListEditorController(mode: mode, service: service)
        controller.delegate = delegate
        screen = ViewDriver(controller)
    }

    /// The stored lists.
    func stored() throws -> [StoredList] {
        try Fixtures.contents(of: service)
    }
}

@Suite("List editor controller")
struct ListEditorControllerTests {
    @Test("B07 a new list's editor is titled New List; enter adds the list and tells the delegate")
    func addsList() throws {
        let editor = try ListEditor()
        #expect(editor.screen.title == "New List")
        #expect(editor.screen.lines[2] == " > Title:")
        editor.screen.type("Holiday")
        editor.screen.press("enter")
        #expect(try editor.stored().map(\.title) == ["Groceries", "Holiday"])
        #expect(editor.delegate.events == ["saved list Holiday"])
    }

    @Test("B08 stores the icon chosen in the picker")
    func choosesIcon() throws {
        let editor = try ListEditor()
        editor.screen.type("Home")
        editor.screen.press("tab")
        editor.screen.press("right", count: 2)
        editor.screen.press("enter")
        #expect(try editor.stored().last == StoredList(title: "Home", icon: ListIcon.allCases[2]))
        #expect(editor.delegate.savedLists.map(\.icon) == [ListIcon.allCases[2]])
    }

    @Test("B08 tab moves the focus marker between the title and the icon picker")
    func tabMovesFocus() throws {
        let editor = try ListEditor()
        #expect(editor.screen.screen.contains("> Title:"))
        editor.screen.press("tab")
        #expect(editor.screen.screen.contains("> Icon:"))
        editor.screen.press("tab")
        #expect(editor.screen.screen.contains("> Title:"))
    }

    @Test("B10 the rename editor is filled with the list's title and icon; enter saves both")
    func renamesList() throws {
        let editor = try ListEditor(renamingGroceries: true)
        #expect(editor.screen.title == "Rename List")
        #expect(editor.screen.screen.contains("Title: Groceries"))
        #expect(editor.screen.screen.contains("[✎]"))
        editor.screen.press("backspace", count: 9)
        editor.screen.type("Shopping")
        editor.screen.press("tab")
        editor.screen.press("right")
        editor.screen.press("enter")
        #expect(try editor.stored() == [StoredList(title: "Shopping", icon: ListIcon.allCases[1])])
        #expect(editor.delegate.events == ["saved list Shopping"])
    }

    @Test("B03 rejects an empty title and keeps the editor open")
    func rejectsEmptyTitle() throws {
        let editor = try ListEditor()
        editor.screen.type("   ")
        editor.screen.press("enter")
        #expect(editor.screen.title == "New List")
        #expect(editor.screen.status == "A title cannot be empty.")
        #expect(editor.delegate.events.isEmpty)
        #expect(try editor.stored().count == 1)
    }

    @Test("B04 rejects a title of 101 characters and accepts 100")
    func rejectsLongTitle() throws {
        let editor = try ListEditor()
        editor.screen.type(String(repeating: "한", count: 101))
        editor.screen.press("enter")
        #expect(editor.screen.status == "A title can have at most 100 characters.")
        editor.screen.press("backspace")
        editor.screen.press("enter")
        #expect(try editor.stored().map(\.title.count) == [9, 100])
        #expect(editor.delegate.savedLists.count == 1)
    }

    @Test("B05 refuses a title with control characters")
    func refusesControlCharacters() throws {
        let editor = try ListEditor(renamingGroceries: true)
        editor.controller.editorView.titleField.text = "Bad\u{1B}[2Jtitle"
        editor.screen.press("enter")
        #expect(editor.screen.status == "A title cannot contain control characters.")
        #expect(try editor.stored().map(\.title) == ["Groceries"])
    }

    @Test("B09 esc tells the delegate the editor was cancelled, and stores nothing")
    func cancels() throws {
        let editor = try ListEditor(renamingGroceries: true)
        editor.screen.type(" and more")
        editor.screen.press("esc")
        #expect(editor.delegate.events == ["cancelled"])
        #expect(try editor.stored().map(\.title) == ["Groceries"])
    }

    @Test("B18 ? is typed into the title")
    func questionMarkIsText() throws {
        let editor = try ListEditor()
        editor.screen.type("Why?")
        editor.screen.press("enter")
        #expect(try editor.stored().map(\.title) == ["Groceries", "Why?"])
    }

    @Test("B18 ? on the icon row, which types nothing, shows the help overlay")
    func questionMarkOnIconRowShowsHelp() throws {
        let editor = try ListEditor()
        editor.screen.press("tab")
        editor.screen.type("?")
        #expect(editor.screen.screen.contains("Help"))
        editor.screen.press("x")
        #expect(!editor.screen.screen.contains("Help"))
        #expect(editor.delegate.events.isEmpty)
    }

    @Test("B34 an error stays in the status line until the next key")
    func statusClearsOnNextKey() throws {
        let editor = try ListEditor()
        editor.screen.press("enter")
        #expect(editor.screen.status == "A title cannot be empty.")
        editor.screen.type("x")
        #expect(editor.screen.status == "")
    }

    @Test("B64 ctrl-s saves too")
    func savesWithControlS() throws {
        let editor = try ListEditor()
        editor.screen.type("Work")
        editor.screen.press("ctrl-s")
        #expect(editor.delegate.events == ["saved list Work"])
    }
}
