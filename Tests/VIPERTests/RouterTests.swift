import TaskListDomain
import TerminalKit
import TestSupport
import Testing
import VIPERLogic

@testable import VIPER

@Suite("Routers")
@MainActor
struct RouterTests {
    let navigator = NavigatorSpy()
    let undoHistory = UndoHistoryStore()
    let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])

    private var groceries: TaskList {
        get async throws { try await service.summaries()[0].list }
    }

    /// Lets the work the modules started run as far as it can without time passing.
    private func settle() async {
        await Fixtures.replayClock(of: service).settle()
    }

    /// The first lines of `page` drawn on a small headless terminal.
    private func lines(of page: any Page) -> [String] {
        HeadlessTerminal(root: page.rootView, size: Size(width: 40, height: 8)).snapshot
            .components(separatedBy: "\n")
    }

    @Test("B01 assembling Home wires its view to a started presenter, which shows the lists")
    func assemblesHome() async {
        let view = HomeRouter.assembleModule(service: service, undoHistory: undoHistory, navigator: navigator)
        await settle()
        #expect(view.output is HomePresenter)
        #expect(lines(of: view)[0] == " My Lists")
        #expect(lines(of: view)[2].hasPrefix(" > ✎ Groceries"))
    }

    @Test("B13 Home's router pushes the tasks module of the list, assembled and started")
    func showsTasks() async throws {
        HomeRouter(service: service, undoHistory: undoHistory, navigator: navigator).showTasks(
            of: try await groceries, output: ModuleOutputSpy())
        await settle()
        let view = try #require(navigator.pages.last as? TasksView)
        #expect(view.output is TasksPresenter)
        #expect(lines(of: view)[0] == " ✎ Groceries (All)")
        #expect(lines(of: view)[2].hasPrefix(" > [ ] Milk"))
    }

    @Test("B86 Home's router pushes the Upcoming module, assembled and started")
    func showsUpcoming() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03", "Eggs"])])
        let home = ModuleOutputSpy()
        HomeRouter(service: service, undoHistory: undoHistory, navigator: navigator).showUpcoming(
            output: home)
        await Fixtures.replayClock(of: service).settle()
        let view = try #require(navigator.pages.last as? UpcomingView)
        #expect(view.output is UpcomingPresenter)
        #expect(lines(of: view)[0] == " Upcoming")
        #expect(lines(of: view)[2] == " > [ ] Milk — ✎ Groceries    2026-12-03")
        #expect(lines(of: view)[7] == " space toggle  …  ? help")
    }

    @Test("B88 Upcoming's router pushes the task's list, all its tasks, with the task selected and in view")
    func showsTaskInItsList() async throws {
        let titles = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight @2026-12-08", "Nine"]
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", titles)])
        let upcoming = try await service.upcomingTasks()[0]
        let home = ModuleOutputSpy()
        UpcomingRouter(service: service, undoHistory: undoHistory, navigator: navigator).showTasks(
            of: upcoming.list, selecting: upcoming.task, output: home)
        await Fixtures.replayClock(of: service).settle()
        let view = try #require(navigator.pages.last as? TasksView)
        #expect(view.output is TasksPresenter)
        let lines = lines(of: view)
        #expect(lines[0] == " ✎ Work (All)")
        #expect(lines.contains(" > [ ] Eight"))
        #expect(!lines.contains("   [ ] One"))
    }

    @Test("B92 the routers hand the run's undo history to every module they assemble, and on")
    func handUndoHistoryOn() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03", "Eggs @2026-12-04"])])
        let settle = { await Fixtures.replayClock(of: service).settle() }
        let home = HomeRouter.assembleModule(service: service, undoHistory: undoHistory, navigator: navigator)
        await settle()
        _ = home.handle(.character("d"))
        _ = home.handle(.character("y"))
        await settle()
        _ = home.handle(.character("u"))
        await settle()
        #expect(try await service.summaries().map(\.totalCount) == [2])
        _ = home.handle(.character("n"))
        await settle()
        let upcoming = try #require(navigator.pages.last as? UpcomingView)
        _ = upcoming.handle(.character(" "))
        await settle()
        #expect(undoHistory.takeLastChange(in: .upcoming) != nil)
        _ = upcoming.handle(.enter)
        await settle()
        let tasksFromUpcoming = try #require(navigator.pages.last as? TasksView)
        _ = tasksFromUpcoming.handle(.character(" "))
        await settle()
        #expect(undoHistory.takeLastChange(in: .tasks(inList: 1)) != nil)
        _ = home.handle(.enter)
        await settle()
        let tasksFromHome = try #require(navigator.pages.last as? TasksView)
        _ = tasksFromHome.handle(.character(" "))
        await settle()
        #expect(undoHistory.takeLastChange(in: .tasks(inList: 1)) != nil)
    }

    @Test("B07 B10 Home's router pushes the list editor, whose saved list goes to the module output")
    func showsListEditor() async throws {
        let output = ModuleOutputSpy()
        HomeRouter(service: service, undoHistory: undoHistory, navigator: navigator).showListEditor(
            .rename(try await groceries), output: output)
        let view = try #require(navigator.pages.last as? ListEditorView)
        #expect(lines(of: view)[0] == " Rename List")
        _ = view.handle(.enter)
        await settle()
        #expect(output.savedLists.map(\.title) == ["Groceries"])
        #expect(navigator.popCount == 1)
    }

    @Test("B07 a list added in the editor Home's router pushed is selected on Home")
    func homeSelectsAddedList() async throws {
        let home = HomeRouter.assembleModule(service: service, undoHistory: undoHistory, navigator: navigator)
        _ = home.handle(.character("a"))
        let editor = try #require(navigator.pages.last as? ListEditorView)
        HeadlessTerminal(root: editor).type("Holiday")
        _ = editor.handle(.enter)
        await settle()
        #expect(navigator.popCount == 1)
        #expect(lines(of: home)[3].hasPrefix(" > ✎ Holiday"))
    }

    @Test("B22 the tasks router pushes the task editor, whose saved task goes to the module output")
    func showsTaskEditor() async throws {
        let output = ModuleOutputSpy()
        TasksRouter(service: service, navigator: navigator).showTaskEditor(
            .add(toList: try await groceries.id), output: output)
        let view = try #require(navigator.pages.last as? TaskEditorView)
        #expect(lines(of: view)[0] == " New Task")
        HeadlessTerminal(root: view).type("Eggs")
        _ = view.handle(.enter)
        await settle()
        #expect(output.addedTasks.map(\.title) == ["Eggs"])
        #expect(navigator.popCount == 1)
    }

    @Test(
        "B17 B27 B88 B09 quitting Home, going back from tasks or Upcoming and dismissing an editor pop the navigator"
    )
    func popsNavigator() async {
        HomeRouter(service: service, undoHistory: undoHistory, navigator: navigator).quit()
        TasksRouter(service: service, navigator: navigator).goBack()
        UpcomingRouter(service: service, undoHistory: undoHistory, navigator: navigator).goBack()
        ListEditorRouter(navigator: navigator).dismiss()
        TaskEditorRouter(navigator: navigator).dismiss()
        #expect(navigator.popCount == 5)
        #expect(navigator.pages.isEmpty)
    }

    @Test("B42 the tasks router returns to Home by popping every module above it")
    func returnsToHome() async {
        TasksRouter(service: service, navigator: navigator).returnToHome()
        #expect(navigator.popToRootCount == 1)
        #expect(navigator.popCount == 0)
    }

    @Test("a router holds its navigator weakly, and does nothing once it is gone")
    func holdsNavigatorWeakly() async throws {
        var navigator: NavigatorSpy? = NavigatorSpy()
        weak let weakNavigator = navigator
        let router = HomeRouter(
            service: service, undoHistory: undoHistory, navigator: try #require(navigator))
        let upcomingRouter = UpcomingRouter(
            service: service, undoHistory: undoHistory, navigator: try #require(navigator))
        navigator = nil
        #expect(weakNavigator == nil)
        router.showTasks(of: try await groceries, output: ModuleOutputSpy())
        router.showUpcoming(output: ModuleOutputSpy())
        router.quit()
        let milk = try await service.tasks(inList: groceries.id)[0]
        upcomingRouter.showTasks(of: try await groceries, selecting: milk, output: ModuleOutputSpy())
        upcomingRouter.goBack()
    }
}
