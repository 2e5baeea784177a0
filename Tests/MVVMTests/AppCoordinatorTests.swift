import MVVMViewModels
import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVVM

@MainActor
@Suite("App coordinator")
struct AppCoordinatorTests {
    private let navigator = NavigatorSpy()
    private let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])

    private func makeCoordinator() -> AppCoordinator {
        AppCoordinator(service: service, undoHistory: SessionUndoHistory(), navigator: navigator)
    }

    @Test("starts with Home")
    func startsWithHome() {
        #expect(makeCoordinator().start() is HomeView)
    }

    @Test("B13 shows a list's tasks on a new tasks screen")
    func showsTasks() async throws {
        makeCoordinator().showTasks(of: try await service.summaries()[0].list) {}
        let view = try #require(navigator.pages.last as? TasksView)
        #expect(view.viewModel.title == "✎ Groceries (All)")
    }

    @Test("B86 B42 shows Upcoming on a new screen, whose list screens report a deleted list to Home")
    func showsUpcoming() async throws {
        var reports = 0
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03"])])
        let coordinator = AppCoordinator(
            service: service, undoHistory: SessionUndoHistory(), navigator: navigator)
        coordinator.showUpcoming { reports += 1 }
        let upcoming = try #require(navigator.pages.last as? UpcomingView)
        await service.settle()
        #expect(upcoming.viewModel.title == "Upcoming")
        #expect(upcoming.viewModel.table.rows.map(\.text) == ["[ ] Milk — ✎ Groceries"])
        upcoming.viewModel.openSelectedTask()
        #expect(navigator.pages.last is TasksView)
        await service.settle()
        try await service.deleteList(id: try await service.summaries()[0].id)
        await service.settle()
        #expect(navigator.popToRootCount == 1)
        #expect(reports == 1)
    }

    @Test(
        "B88 shows a list's tasks on a new tasks screen, with the task asked for selected once its rows come")
    func showsTasksWithTaskSelected() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs", "Bread"])])
        let list = try await service.summaries()[0].list
        let bread = try await service.tasks(inList: list.id)[2]
        AppCoordinator(service: service, undoHistory: SessionUndoHistory(), navigator: navigator).showTasks(
            of: list, selecting: bread.id
        ) {}
        let view = try #require(navigator.pages.last as? TasksView)
        await service.settle()
        #expect(view.viewModel.title == "✎ Groceries (All)")
        #expect(view.viewModel.table.selectedIndex == 2)
    }

    @Test("B92 hands its undo history to the screens it makes, which undo the changes it keeps")
    func handsUndoHistoryOn() async throws {
        let history = SessionUndoHistory()
        let coordinator = AppCoordinator(service: service, undoHistory: history, navigator: navigator)
        let list = try await service.summaries()[0].list
        let milk = try await service.tasks(inList: list.id)[0]
        history[.tasks(listID: list.id)] = .deletedTask(try await service.deleteTask(id: milk.id))
        coordinator.showTasks(of: list) {}
        try await #require(navigator.pages.last as? TasksView).viewModel.undo()
        #expect(try await service.tasks(inList: list.id) == [milk])
        history[.upcoming] = .toggledTask(try await service.toggleTask(id: milk.id))
        coordinator.showUpcoming {}
        try await #require(navigator.pages.last as? UpcomingView).viewModel.undo()
        #expect(try await !service.tasks(inList: list.id)[0].isDone)
        history[.home] = .deletedList(try await service.deleteList(id: list.id))
        try await #require(coordinator.start() as? HomeView).viewModel.undo()
        #expect(try await service.summaries().map(\.list) == [list])
    }

    @Test("B07 B10 shows the list editor for adding and for renaming")
    func showsListEditor() async throws {
        let coordinator = makeCoordinator()
        coordinator.showListEditor(.add) { _ in }
        coordinator.showListEditor(.rename(try await service.summaries()[0].list)) { _ in }
        let editors = navigator.pages.compactMap { ($0 as? ListEditorView)?.viewModel.title }
        #expect(editors == ["New List", "Rename List"])
    }

    @Test("B22 B24 shows the task editor for adding and for editing")
    func showsTaskEditor() async throws {
        let coordinator = makeCoordinator()
        let list = try await service.summaries()[0].list
        coordinator.showTaskEditor(.add(toList: list.id)) { _ in }
        coordinator.showTaskEditor(.edit(try await service.tasks(inList: list.id)[0])) { _ in }
        let editors = navigator.pages.compactMap { ($0 as? TaskEditorView)?.viewModel.draftTitle }
        #expect(editors == ["", "Milk"])
    }

    @Test("B09 B17 B27 quitting, going back and closing an editor pop the top screen")
    func pops() {
        let coordinator = makeCoordinator()
        coordinator.quit()
        coordinator.goBack()
        coordinator.dismissEditor()
        #expect(navigator.popCount == 3)
    }

    @Test("B42 returning to Home pops every screen above it")
    func returnsToHome() {
        makeCoordinator().returnToHome()
        #expect(navigator.popToRootCount == 1)
        #expect(navigator.popCount == 0)
    }

    @Test("holds the navigator weakly")
    func holdsNavigatorWeakly() {
        var navigator: NavigatorSpy? = NavigatorSpy()
        weak let weakNavigator = navigator
        let coordinator = AppCoordinator(
            service: service, undoHistory: SessionUndoHistory(), navigator: navigator!)
        navigator = nil
        #expect(weakNavigator == nil)
        coordinator.quit()
    }
}
