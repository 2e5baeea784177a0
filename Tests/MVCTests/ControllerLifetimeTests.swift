import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVC

/// Controllers on a real navigation stack, Home's controller built directly at its bottom: a controller
/// the stack lets go of is freed with its view and stops following the service, even while its read waits.
@Suite("Controller lifetime")
@MainActor
struct ControllerLifetimeTests {
    let navigation = NavigationStack()
    let undoHistory = ScreenUndoHistory()
    let store = InMemoryTaskStore()
    let service: StoreTaskListService
    let screen: ViewDriver

    init() async {
        Fixtures.seed(store, with: [("Groceries", ["Milk @2026-12-03"])])
        service = Fixtures.makeService(store: store)
        navigation.push(HomeController(service: service, undoHistory: undoHistory, navigator: navigation))
        screen = ViewDriver(showing: navigation, on: service)
        await screen.settle()
    }

    /// Presses the keys with these key-script names, in order.
    private func press(_ names: String...) async {
        for name in names {
            await screen.press(name)
        }
    }

    @Test("a popped tasks controller and its view are freed")
    func tasksControllerIsFreed() async {
        await press("enter")
        weak let controller = navigation.topPage as? TasksController
        weak let view = controller?.tasksView
        #expect(controller != nil)
        await press("d", "esc", "esc")
        #expect(navigation.pages.count == 1)
        #expect(controller == nil)
        #expect(view == nil)
    }

    @Test("B76 a tasks controller popped while its read waits is freed at once, and its read is cancelled")
    func tasksControllerWithPendingReadIsFreed() async {
        service.conditions.latency = .milliseconds(500)
        await press("enter")
        weak let controller = navigation.topPage as? TasksController
        #expect(controller != nil)
        #expect(service.callsInFlight == 1)
        await press("esc")
        #expect(controller == nil)
        #expect(service.callsInFlight == 0)
    }

    @Test("a tasks controller let go of while its read waits is freed at once: its task holds it weakly")
    func pendingReadHoldsControllerWeakly() async throws {
        let groceries = try await service.summaries()[0].list
        service.conditions.latency = .milliseconds(500)
        var tasks: TasksController? = TasksController(
            list: groceries, service: service, undoHistory: undoHistory, navigator: navigation)
        weak let controller = tasks
        await screen.settle()
        #expect(service.callsInFlight == 1)
        tasks = nil
        #expect(controller == nil)
    }

    @Test("a popped tasks controller that searched is freed with its view and search field")
    func searchingTasksControllerIsFreed() async {
        await press("enter")
        weak let controller = navigation.topPage as? TasksController
        weak let field = controller?.tasksView.searchField
        await press("/")
        await screen.type("milk")
        await press("enter", "esc")
        #expect(navigation.pages.count == 1)
        #expect(controller == nil)
        #expect(field == nil)
    }

    @Test("B42 the tasks controller and the editor closed because their list was deleted are freed")
    func controllersOfDeletedListAreFreed() async throws {
        await press("enter")
        weak let tasks = navigation.topPage as? TasksController
        await press("e")
        weak let editor = navigation.topPage as? TaskEditorController
        #expect(tasks != nil)
        #expect(editor != nil)
        try await service.deleteList(id: try await service.summaries()[0].id)
        await screen.settle()
        #expect(navigation.pages.count == 1)
        #expect(tasks == nil)
        #expect(editor == nil)
    }

    @Test("a popped Upcoming controller is freed with its view, and so is the tasks screen it opened")
    func upcomingControllerIsFreed() async {
        await press("n")
        weak let upcoming = navigation.topPage as? UpcomingController
        weak let view = upcoming?.upcomingView
        await press("enter")
        weak let tasks = navigation.topPage as? TasksController
        #expect(upcoming != nil)
        #expect(tasks != nil)
        await press("esc", "esc")
        #expect(navigation.pages.count == 1)
        #expect(upcoming == nil)
        #expect(view == nil)
        #expect(tasks == nil)
    }

    @Test(
        "B76 an Upcoming controller popped while its read waits is freed at once, and its read is cancelled")
    func upcomingControllerWithPendingReadIsFreed() async {
        service.conditions.latency = .milliseconds(500)
        await press("n")
        weak let upcoming = navigation.topPage as? UpcomingController
        #expect(upcoming != nil)
        #expect(service.callsInFlight == 1)
        await press("esc")
        #expect(upcoming == nil)
        #expect(service.callsInFlight == 0)
    }

    @Test("an Upcoming controller let go of while its read waits is freed at once: its task holds it weakly")
    func pendingUpcomingReadHoldsControllerWeakly() async {
        service.conditions.latency = .milliseconds(500)
        var upcoming: UpcomingController? = UpcomingController(
            service: service, undoHistory: undoHistory, navigator: navigation)
        weak let controller = upcoming
        await screen.settle()
        #expect(service.callsInFlight == 1)
        upcoming = nil
        #expect(controller == nil)
    }

    @Test("B42 Upcoming and the tasks screen it opened, closed because their list was deleted, are freed")
    func upcomingOfDeletedListIsFreed() async throws {
        await press("n")
        weak let upcoming = navigation.topPage as? UpcomingController
        await press("enter")
        weak let tasks = navigation.topPage as? TasksController
        try await service.deleteList(id: try await service.summaries()[0].id)
        await screen.settle()
        #expect(navigation.pages.count == 1)
        #expect(upcoming == nil)
        #expect(tasks == nil)
    }

    @Test("B92 a tasks controller popped while its undo waits is freed at once; the undo still applies")
    func tasksControllerWithPendingUndoIsFreed() async throws {
        await press("enter", "space")
        weak let tasks = navigation.topPage as? TasksController
        service.conditions.latency = .milliseconds(500)
        await press("u", "esc")
        #expect(tasks == nil)
        await screen.wait(.seconds(1))
        #expect(try Fixtures.contents(of: store)[0].tasks.map(\.isDone) == [false])
    }

    @Test("a dismissed list editor controller is freed")
    func editorControllerIsFreed() async {
        await press("a")
        weak let editor = navigation.topPage as? ListEditorController
        #expect(editor != nil)
        await screen.type("Work")
        await press("enter")
        #expect(editor == nil)
    }

    @Test("B79 a list editor closed with esc while its save waits is freed at once; the save still applies")
    func editorClosedWhileSavingIsFreed() async throws {
        service.conditions.latency = .milliseconds(500)
        await press("a")
        weak let editor = navigation.topPage as? ListEditorController
        await screen.type("Work")
        await press("enter", "esc")
        #expect(navigation.pages.count == 1)
        #expect(editor == nil)
        await screen.wait(.seconds(2))
        #expect(try Fixtures.contents(of: store).map(\.title) == ["Groceries", "Work"])
        #expect(screen.screen.contains("✎ Work"))
    }

    @Test("a saved task editor is freed with its notes area")
    func taskEditorIsFreed() async {
        await press("enter", "a")
        weak let editor = navigation.topPage as? TaskEditorController
        weak let notes = editor?.editorView.notesArea
        #expect(notes != nil)
        await screen.type("Call mum")
        await press("tab", "tab")
        await screen.type("Sunday")
        await press("ctrl-s")
        #expect(editor == nil)
        #expect(notes == nil)
    }

    @Test("a freed controller stops observing the service")
    func freedControllerStopsObserving() async throws {
        await press("enter")
        weak let tasks = navigation.topPage as? TasksController
        await press("esc")
        #expect(tasks == nil)
        try await service.addList(title: "Work", icon: .default)
        await screen.settle()
        #expect(screen.screen.contains("✎ Work"))
    }
}
