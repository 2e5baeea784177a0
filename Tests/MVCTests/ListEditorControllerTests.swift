import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// A list editor's controller built directly on a service holding Groceries, with a delegate spy, and its
/// view driven headless.
@MainActor
private struct ListEditor {
    let store = InMemoryTaskStore()
    let service: StoreTaskListService
    let delegate = ControllerDelegateSpy()
    let controller: ListEditorController
    let screen: ViewDriver

    /// An editor that adds a list, or with `renamingGroceries`, renames Groceries; its service answers under
    /// `conditions`.
    init(renamingGroceries: Bool = false, conditions: ServiceConditions = ServiceConditions()) async throws {
        Fixtures.seed(store, with: [("Groceries", [])])
        service = Fixtures.makeService(store: store)
        let mode: ListEditorController.Mode =
            renamingGroceries ? .rename(try await service.summaries()[0].list) : .add
        service.conditions = conditions
        controller = ListEditorController(mode: mode, service: service)
        controller.delegate = delegate
        screen = ViewDriver(controller, on: service)
    }

    /// The stored lists, read from the store at once.
    func stored() throws -> [StoredList] {
        try Fixtures.contents(of: store)
    }
}

@Suite("List editor controller")
@MainActor
struct ListEditorControllerTests {
    @Test("B07 a new list's editor is titled New List; enter adds the list and tells the delegate")
    func addsList() async throws {
        let editor = try await ListEditor()
        #expect(editor.screen.title == "New List")
        #expect(editor.screen.lines[2] == " > Title:")
        await editor.screen.type("Holiday")
        await editor.screen.press("enter")
        #expect(try editor.stored().map(\.title) == ["Groceries", "Holiday"])
        #expect(editor.delegate.events == ["saved list Holiday"])
    }

    @Test("B08 stores the icon chosen in the picker")
    func choosesIcon() async throws {
        let editor = try await ListEditor()
        await editor.screen.type("Home")
        await editor.screen.press("tab")
        await editor.screen.press("right", count: 2)
        await editor.screen.press("enter")
        #expect(try editor.stored().last == StoredList(title: "Home", icon: ListIcon.allCases[2]))
        #expect(editor.delegate.savedLists.map(\.icon) == [ListIcon.allCases[2]])
    }

    @Test("B08 tab moves the focus marker between the title and the icon picker")
    func tabMovesFocus() async throws {
        let editor = try await ListEditor()
        #expect(editor.screen.screen.contains("> Title:"))
        await editor.screen.press("tab")
        #expect(editor.screen.screen.contains("> Icon:"))
        await editor.screen.press("tab")
        #expect(editor.screen.screen.contains("> Title:"))
    }

    @Test("B10 the rename editor is filled with the list's title and icon; enter saves both")
    func renamesList() async throws {
        let editor = try await ListEditor(renamingGroceries: true)
        #expect(editor.screen.title == "Rename List")
        #expect(editor.screen.screen.contains("Title: Groceries"))
        #expect(editor.screen.screen.contains("[✎]"))
        await editor.screen.press("backspace", count: 9)
        await editor.screen.type("Shopping")
        await editor.screen.press("tab")
        await editor.screen.press("right")
        await editor.screen.press("enter")
        #expect(try editor.stored() == [StoredList(title: "Shopping", icon: ListIcon.allCases[1])])
        #expect(editor.delegate.events == ["saved list Shopping"])
    }

    @Test("B03 rejects an empty title and keeps the editor open")
    func rejectsEmptyTitle() async throws {
        let editor = try await ListEditor()
        await editor.screen.type("   ")
        await editor.screen.press("enter")
        #expect(editor.screen.title == "New List")
        #expect(editor.screen.status == "A title cannot be empty.")
        #expect(editor.delegate.events.isEmpty)
        #expect(try editor.stored().count == 1)
    }

    @Test("B04 rejects a title of 101 characters and accepts 100")
    func rejectsLongTitle() async throws {
        let editor = try await ListEditor()
        await editor.screen.type(String(repeating: "한", count: 101))
        await editor.screen.press("enter")
        #expect(editor.screen.status == "A title can have at most 100 characters.")
        await editor.screen.press("backspace")
        await editor.screen.press("enter")
        #expect(try editor.stored().map(\.title.count) == [9, 100])
        #expect(editor.delegate.savedLists.count == 1)
    }

    @Test("B05 refuses a title with control characters")
    func refusesControlCharacters() async throws {
        let editor = try await ListEditor(renamingGroceries: true)
        editor.controller.editorView.titleField.text = "Bad\u{1B}[2Jtitle"
        await editor.screen.press("enter")
        #expect(editor.screen.status == "A title cannot contain control characters.")
        #expect(try editor.stored().map(\.title) == ["Groceries"])
    }

    @Test("B09 esc tells the delegate the editor was cancelled, and stores nothing")
    func cancels() async throws {
        let editor = try await ListEditor(renamingGroceries: true)
        await editor.screen.type(" and more")
        await editor.screen.press("esc")
        #expect(editor.delegate.events == ["cancelled"])
        #expect(try editor.stored().map(\.title) == ["Groceries"])
    }

    @Test("B18 ? is typed into the title")
    func questionMarkIsText() async throws {
        let editor = try await ListEditor()
        await editor.screen.type("Why?")
        await editor.screen.press("enter")
        #expect(try editor.stored().map(\.title) == ["Groceries", "Why?"])
    }

    @Test("B18 ? on the icon row, which types nothing, shows the help overlay")
    func questionMarkOnIconRowShowsHelp() async throws {
        let editor = try await ListEditor()
        await editor.screen.press("tab")
        await editor.screen.type("?")
        #expect(editor.screen.screen.contains("Help"))
        await editor.screen.press("x")
        #expect(!editor.screen.screen.contains("Help"))
        #expect(editor.delegate.events.isEmpty)
    }

    @Test("B34 an error stays in the status line until the next key")
    func statusClearsOnNextKey() async throws {
        let editor = try await ListEditor()
        await editor.screen.press("enter")
        #expect(editor.screen.status == "A title cannot be empty.")
        await editor.screen.type("x")
        #expect(editor.screen.status == "")
    }

    @Test("B64 ctrl-s saves too")
    func savesWithControlS() async throws {
        let editor = try await ListEditor()
        await editor.screen.type("Work")
        await editor.screen.press("ctrl-s")
        #expect(editor.delegate.events == ["saved list Work"])
    }
}

/// The list editor's controller on a service that answers late or fails (B79).
@Suite("List editor controller, saving")
@MainActor
struct ListEditorSavingTests {
    @Test("B79 while the save waits, the status says Saving… and enter and ctrl-s do nothing more")
    func savingOnce() async throws {
        let editor = try await ListEditor(conditions: ServiceConditions(latency: .milliseconds(500)))
        await editor.screen.type("Holiday")
        await editor.screen.press("enter")
        #expect(editor.screen.status == "Saving…")
        await editor.screen.press("enter")
        await editor.screen.press("ctrl-s")
        #expect(editor.screen.status == "Saving…")
        #expect(editor.delegate.events.isEmpty)
        await editor.screen.wait(.seconds(2))
        #expect(editor.delegate.events == ["saved list Holiday"])
        #expect(try editor.stored().map(\.title) == ["Groceries", "Holiday"])
    }

    @Test("B78 B79 a save that fails keeps the editor open with its text and says why; the next save is sent")
    func failedSaveStaysOpen() async throws {
        let editor = try await ListEditor(
            conditions: ServiceConditions(latency: .milliseconds(500), failsWrites: true))
        await editor.screen.type("Holiday")
        await editor.screen.press("enter")
        await editor.screen.wait(.milliseconds(500))
        #expect(editor.screen.status == "The database is busy. Try again.")
        #expect(editor.screen.lines[2] == " > Title: Holiday")
        #expect(editor.delegate.events.isEmpty)
        editor.service.conditions.failsWrites = false
        await editor.screen.press("enter")
        await editor.screen.wait(.milliseconds(500))
        #expect(editor.delegate.events == ["saved list Holiday"])
    }

    @Test("B79 once the editor has left, the answer to its save reports nothing; the save still applies")
    func leftEditorReportsNothing() async throws {
        let editor = try await ListEditor(conditions: ServiceConditions(latency: .milliseconds(500)))
        await editor.screen.type("Holiday")
        await editor.screen.press("enter")
        await editor.screen.press("esc")
        editor.controller.didLeave()
        await editor.screen.wait(.seconds(1))
        #expect(editor.delegate.events == ["cancelled"])
        #expect(try editor.stored().map(\.title) == ["Groceries", "Holiday"])
    }
}
