import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// Controllers on a real navigation stack, Home's controller built directly at its bottom: a controller
/// the stack lets go of is freed with its view and stops following the service.
@Suite("Controller lifetime")
struct ControllerLifetimeTests {
    let navigation = NavigationStack()
    let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
    let terminal: HeadlessTerminal

    init() {
        navigation.push(HomeController(service: service, navigator: navigation))
        terminal = HeadlessTerminal(root: navigation)
    }

    /// Presses the keys with these key-script names, in order.
    private func press(_ names: String...) {
        for name in names {
            guard let key = Key(name: name) else { preconditionFailure("no key named \(name)") }
            terminal.press(key)
        }
    }

    @Test("a popped tasks controller and its view are freed")
    func tasksControllerIsFreed() {
        press("enter")
        weak let controller = navigation.topPage as? TasksController
        weak let view = controller?.tasksView
        #expect(controller != nil)
        press("d", "esc", "esc")
        #expect(navigation.pages.count == 1)
        #expect(controller == nil)
        #expect(view == nil)
    }

    @Test("a popped tasks controller that searched is freed with its view and search field")
    func searchingTasksControllerIsFreed() {
        press("enter")
        weak let controller = navigation.topPage as? TasksController
        weak let field = controller?.tasksView.searchField
        press("/")
        terminal.type("milk")
        press("enter", "esc")
        #expect(navigation.pages.count == 1)
        #expect(controller == nil)
        #expect(field == nil)
    }

    @Test("B42 the tasks controller and the editor closed because their list was deleted are freed")
    func controllersOfDeletedListAreFreed() throws {
        press("enter")
        weak let tasks = navigation.topPage as? TasksController
        press("e")
        weak let editor = navigation.topPage as? TaskEditorController
        #expect(tasks != nil)
        #expect(editor != nil)
        try service.deleteList(id: try service.summaries()[0].id)
        #expect(navigation.pages.count == 1)
        #expect(tasks == nil)
        #expect(editor == nil)
    }

    @Test("a dismissed list editor controller is freed")
    func editorControllerIsFreed() {
        press("a")
        weak let editor = navigation.topPage as? ListEditorController
        #expect(editor != nil)
        terminal.type("Work")
        press("enter")
        #expect(editor == nil)
    }

    @Test("a saved task editor is freed with its notes area")
    func taskEditorIsFreed() {
        press("enter", "a")
        weak let editor = navigation.topPage as? TaskEditorController
        weak let notes = editor?.editorView.notesArea
        #expect(notes != nil)
        terminal.type("Call mum")
        press("tab")
        terminal.type("Sunday")
        press("ctrl-s")
        #expect(editor == nil)
        #expect(notes == nil)
    }

    @Test("a freed controller stops observing the service")
    func freedControllerStopsObserving() throws {
        press("enter")
        weak let tasks = navigation.topPage as? TasksController
        press("esc")
        #expect(tasks == nil)
        try service.addList(title: "Work", icon: .default)
        #expect(terminal.snapshot.contains("✎ Work"))
    }
}
