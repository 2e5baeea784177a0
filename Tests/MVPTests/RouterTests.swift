import Foundation
import MVPPresenters
import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVP

/// The router as the presenters use it, on a real navigation stack: each screen it shows is assembled,
/// its presenter started, and pushed; each way back pops what it should.
@MainActor
@Suite("App router")
struct RouterTests {
    let navigation = NavigationStack()
    let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
    let delegate = EditorDelegateSpy()
    let router: AppRouter

    init() async {
        router = AppRouter(service: service, history: SessionUndoHistory(), navigator: navigation)
        navigation.push(router.makeHomeScreen())
        await service.settle()
    }

    /// The rows of the screen on top, drawn at 60×12, without the spaces around them.
    private func topScreen() throws -> [String] {
        let page = try #require(navigation.topPage)
        return HeadlessTerminal(root: page.rootView, size: Size(width: 60, height: 12)).snapshot
            .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private var groceries: TaskList {
        get async throws { try await service.summaries()[0].list }
    }

    @Test("B01 Home, made for the host to push, is started: titled and showing the lists")
    func homeIsStarted() async throws {
        let home = try topScreen()
        #expect(home[0] == "My Lists")
        #expect(home[2].hasPrefix("> ✎ Groceries"))
    }

    @Test("B13 B20 the tasks screen is pushed started: titled with the list and showing its tasks")
    func tasksScreenIsStarted() async throws {
        router.showTasks(of: try await groceries, delegate: TasksDelegateSpy())
        await service.settle()
        #expect(navigation.pages.count == 2)
        let tasks = try topScreen()
        #expect(tasks[0] == "✎ Groceries (All)")
        #expect(tasks[2] == "> [ ] Milk")
    }

    @Test("B86 Upcoming is pushed started: titled and showing the tasks with a due date")
    func upcomingIsStarted() async throws {
        try await service.addTask(title: "Eggs", notes: "", due: "2026-12-24", toList: try await groceries.id)
        router.showUpcoming(delegate: TasksDelegateSpy())
        await service.settle()
        #expect(navigation.pages.count == 2)
        let upcoming = try topScreen()
        #expect(upcoming[0] == "Upcoming")
        #expect(upcoming[2] == "> [ ] Eggs — ✎ Groceries                        2026-12-24")
    }

    @Test("B88 the tasks screen opened on a task is pushed with all its tasks, that one selected and in view")
    func tasksScreenOpensOnTask() async throws {
        let list = try await groceries
        for index in 1...12 {
            try await service.addTask(title: "Task \(index)", toList: list.id)
        }
        let task = try await service.tasks(inList: list.id)[11]
        router.showTasks(of: list, selecting: task.id, delegate: TasksDelegateSpy())
        await service.settle()
        let tasks = try topScreen()
        #expect(tasks[0] == "✎ Groceries (All)")
        #expect(tasks.contains("> [ ] Task 11"))
        #expect(!tasks.contains("[ ] Milk"))
    }

    @Test("B07 the list editor for a new list is pushed started: titled, labelled, with the icons")
    func newListEditorIsStarted() async throws {
        router.showListEditor(.add, delegate: delegate)
        await service.settle()
        let editor = try topScreen()
        #expect(editor[0] == "New List")
        #expect(editor[2] == "> Title:")
        #expect(editor[4].hasPrefix("Icon:  [✎]"))
    }

    @Test("B10 the list editor for a rename is pushed filled with the list's title and icon")
    func renameListEditorIsStarted() async throws {
        let work = try await service.addList(title: "Work", icon: .travel)
        router.showListEditor(.rename(work), delegate: delegate)
        await service.settle()
        let editor = try topScreen()
        #expect(editor[0] == "Rename List")
        #expect(editor[2] == "> Title: Work")
        #expect(editor[4].contains("[✈]"))
    }

    @Test(
        "B22 B64 B84 the task editor for a new task is pushed started: titled and labelled, every field empty"
    )
    func newTaskEditorIsStarted() async throws {
        router.showTaskEditor(.add(toList: try await groceries.id), delegate: delegate)
        await service.settle()
        let editor = try topScreen()
        #expect(editor[0] == "New Task")
        #expect(editor[2] == "> Title:")
        #expect(editor[4] == "Due:")
        #expect(editor[6] == "Notes:")
    }

    @Test("B24 B64 B84 the task editor for a task is pushed filled with its title, due date and notes")
    func editTaskEditorIsStarted() async throws {
        let task = try await service.addTask(
            title: "Call mum", notes: "Sunday", due: "2026-12-24", toList: try await groceries.id)
        router.showTaskEditor(.edit(task), delegate: delegate)
        await service.settle()
        let editor = try topScreen()
        #expect(editor[0] == "Edit Task")
        #expect(editor[2] == "> Title: Call mum")
        #expect(editor[4] == "Due:   2026-12-24")
        #expect(editor[6] == "Notes: Sunday")
    }

    @Test("B09 B27 B42 closing an editor and going back pop one screen; returning home pops to Home")
    func popsScreens() async throws {
        router.showTasks(of: try await groceries, delegate: TasksDelegateSpy())
        await service.settle()
        router.showTaskEditor(.add(toList: try await groceries.id), delegate: delegate)
        await service.settle()
        router.dismissEditor()
        #expect(navigation.pages.count == 2)
        router.goBack()
        #expect(navigation.pages.count == 1)
        router.showTasks(of: try await groceries, delegate: TasksDelegateSpy())
        await service.settle()
        router.showTaskEditor(.add(toList: try await groceries.id), delegate: delegate)
        await service.settle()
        router.returnToHome()
        #expect(navigation.pages.count == 1)
        router.quit()
        #expect(navigation.isEmpty)
    }

    @Test(
        "B76 going back tells the tasks screen, whose presenter cancels its read; its answer is never drawn")
    func goingBackCancelsRead() async throws {
        let groceries = try await groceries
        service.conditions.latency = .milliseconds(500)
        router.showTasks(of: groceries, delegate: TasksDelegateSpy())
        await service.settle()
        #expect(service.callsInFlight == 1)
        router.goBack()
        await service.settle()
        #expect(service.callsInFlight == 0)
        await service.wait(.seconds(2))
        #expect(try topScreen()[0] == "My Lists")
    }
}
