import TaskListDomain
import TerminalKit
import TestSupport
import Testing

@testable import MVVM
@testable import MVVMViewModels

/// Views on a headless terminal, each observing a real view model over an in-memory service.
@MainActor
@Suite("Views")
struct ViewTests {
    let coordinator = CoordinatorSpy()
    let undoHistory = SessionUndoHistory()

    private func lines(_ terminal: HeadlessTerminal) -> [String] {
        terminal.snapshot.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func homeView(_ service: StoreTaskListService) async -> (HomeView, HeadlessScreen) {
        let view = HomeView(
            viewModel: HomeViewModel(service: service, coordinator: coordinator, undoHistory: undoHistory))
        return (view, await HeadlessScreen(view, service: service, size: Size(width: 60, height: 10)))
    }

    private func homeView(lists: [(String, [String])]) async -> (HomeView, HeadlessScreen) {
        await homeView(Fixtures.makeService(lists: lists))
    }

    private func tasksView(_ service: StoreTaskListService, width: Int = 100) async throws -> (
        TasksView, HeadlessScreen
    ) {
        let list = try await service.summaries()[0].list
        let view = TasksView(
            viewModel: TasksViewModel(
                list: list, service: service, coordinator: coordinator, undoHistory: undoHistory
            ) {})
        return (view, await HeadlessScreen(view, service: service, size: Size(width: width, height: 10)))
    }

    private func tasksView(tasks: [String]) async throws -> (TasksView, HeadlessScreen) {
        try await tasksView(Fixtures.makeService(lists: [("Groceries", tasks)]))
    }

    private func upcomingView(lists: [(String, [String])]) async -> (UpcomingView, HeadlessScreen) {
        let service = Fixtures.makeService(lists: lists)
        let view = UpcomingView(
            viewModel: UpcomingViewModel(service: service, coordinator: coordinator, undoHistory: undoHistory)
            {})
        return (view, await HeadlessScreen(view, service: service, size: Size(width: 60, height: 10)))
    }

    private func listEditor(
        _ mode: ListEditorViewModel.Mode = .add, service: StoreTaskListService = Fixtures.makeService()
    ) async -> (ListEditorViewModel, HeadlessScreen) {
        let viewModel = ListEditorViewModel(mode: mode, service: service, coordinator: coordinator) { _ in }
        let screen = await HeadlessScreen(
            ListEditorView(viewModel: viewModel), service: service, size: Size(width: 60, height: 10))
        return (viewModel, screen)
    }

    private func taskEditor(
        _ mode: TaskEditorViewModel.Mode, service: StoreTaskListService, width: Int = 60
    ) async -> (TaskEditorViewModel, HeadlessScreen) {
        let viewModel = TaskEditorViewModel(mode: mode, service: service, coordinator: coordinator) { _ in }
        let screen = await HeadlessScreen(
            TaskEditorView(viewModel: viewModel), service: service, size: Size(width: width, height: 10))
        return (viewModel, screen)
    }

    @Test("B01 B19 Home draws its view model's title, rows and selection, and its keys")
    func homeDrawsViewModel() async {
        let (_, screen) = await homeView(lists: [("Groceries", ["x Milk", "Eggs"]), ("Work", [])])
        let lines = screen.lines
        #expect(lines[0] == "My Lists")
        #expect(lines[2].hasPrefix("> ✎ Groceries") && lines[2].hasSuffix("1/2"))
        #expect(lines[3].hasPrefix("✎ Work") && lines[3].hasSuffix("0/0"))
        #expect(lines[9] == "a add  enter open  n upcoming  r rename  …  ? help")
    }

    @Test("B14 keys move the selection and the view model follows")
    func selectionReachesViewModel() async {
        let (view, screen) = await homeView(lists: [("Groceries", []), ("Work", []), ("Holiday", [])])
        await screen.press(.down)
        await screen.press(.character("j"))
        #expect(view.viewModel.table.selectedIndex == 2)
        await screen.press(.down)
        #expect(view.viewModel.table.selectedIndex == 2)
        await screen.press(.character("k"))
        #expect(view.viewModel.table.selectedIndex == 1)
        #expect(screen.lines[3].hasPrefix("> ✎ Work"))
    }

    @Test("a table formats only the rows its list view draws, and a change formats none")
    func tableFormatsOnlyDrawnRows() {
        let formatter = RowFormatterSpy()
        let table = formatter.makeTable()
        table.show(RowFormatterSpy.items(count: 100))
        let terminal = HeadlessTerminal(root: TableView(viewModel: table), size: Size(width: 20, height: 3))
        #expect(lines(terminal) == ["> 0", "1", "2"])
        #expect(formatter.formattedIDs == ["0", "1", "2"])
        formatter.formattedIDs = []
        table.show(Array(RowFormatterSpy.items(count: 100).dropFirst()))
        #expect(formatter.formattedIDs.isEmpty)
        _ = terminal.render()
        #expect(formatter.formattedIDs == ["1", "2", "3"])
        formatter.formattedIDs = []
        table.select(at: 98)
        _ = terminal.render()
        #expect(formatter.formattedIDs == ["97", "98", "99"])
    }

    @Test("B13 B17 Home's keys become the view model's inputs")
    func homeKeysBecomeInputs() async {
        let (_, screen) = await homeView(lists: [("Groceries", []), ("Work", [])])
        await screen.press(.down)
        await screen.press(.enter)
        await screen.press(.character("r"))
        await screen.press(.character("a"))
        await screen.press(.character("q"))
        #expect(
            coordinator.calls == [
                .showTasks(listTitle: "Work"), .showListEditor(renaming: "Work"),
                .showListEditor(renaming: nil),
                .quit,
            ])
    }

    @Test("B86 n on Home asks the view model for Upcoming")
    func homeOpensUpcoming() async {
        let (_, screen) = await homeView(lists: [])
        await screen.press(.character("n"))
        #expect(coordinator.calls == [.showUpcoming])
    }

    @Test("B86 B19 Upcoming draws its view model's title, rows with their due dates, and its keys")
    func upcomingDrawsViewModel() async {
        let (_, screen) = await upcomingView(lists: [
            ("Groceries", ["Milk @2026-12-03", "Eggs"]), ("Work", ["Report @2026-11-30"]),
        ])
        let lines = screen.lines
        #expect(lines[0] == "Upcoming")
        #expect(lines[2].hasPrefix("> [ ] Report — ✎ Work") && lines[2].hasSuffix("2026-11-30"))
        #expect(lines[3].hasPrefix("[ ] Milk — ✎ Groceries") && lines[3].hasSuffix("2026-12-03"))
        #expect(lines[4] == "")
        #expect(lines[9] == "space toggle  enter open in list  u undo  …  ? help")
    }

    @Test("B86 Upcoming says so when no task has a due date")
    func upcomingEmptyState() async {
        let (_, screen) = await upcomingView(lists: [("Groceries", ["Milk"])])
        #expect(screen.lines[2] == "No upcoming tasks. Give a task a due date in its editor.")
    }

    @Test("B87 B88 space, enter and esc on Upcoming become the view model's inputs")
    func upcomingKeysBecomeInputs() async throws {
        let (view, screen) = await upcomingView(lists: [
            ("Groceries", ["Milk @2026-12-03", "Bread @2026-12-01", "Eggs @2026-12-02"])
        ])
        await screen.press(.down)
        await screen.press(.character(" "))
        #expect(
            view.viewModel.table.rows.map(\.text) == ["[ ] Bread — ✎ Groceries", "[ ] Milk — ✎ Groceries"])
        #expect(screen.lines[2...3].map { $0.hasPrefix("> ") } == [false, true])
        await screen.press(.enter)
        await screen.press(.escape)
        await screen.press(.left)
        let milk = try await screen.service.tasks(inList: try await screen.service.summaries()[0].id)[0]
        #expect(
            coordinator.calls == [
                .showTasksSelecting(listTitle: "Groceries", taskID: milk.id), .goBack, .goBack,
            ])
    }

    @Test("B80 ctrl-r reads Upcoming again after a read failed")
    func upcomingControlRReloads() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03"])])
        service.conditions.failsReads = true
        let view = UpcomingView(
            viewModel: UpcomingViewModel(service: service, coordinator: coordinator, undoHistory: undoHistory)
            {})
        let screen = await HeadlessScreen(view, service: service, size: Size(width: 60, height: 10))
        #expect(screen.lines[8] == "The database is busy. Try again.")
        #expect(screen.lines[2] == "No upcoming tasks. Give a task a due date in its editor.")
        service.conditions.failsReads = false
        await screen.press(.control("r"))
        #expect(screen.lines[2].hasPrefix("> [ ] Milk — ✎ Groceries"))
        #expect(screen.lines[8] == "")
    }

    @Test("B75 Upcoming shows nothing where the rows will be for 150 ms, then Loading… until they come")
    func upcomingLoadingShowsAfterADelay() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03"])])
        service.conditions.latency = .milliseconds(400)
        let view = UpcomingView(
            viewModel: UpcomingViewModel(service: service, coordinator: coordinator, undoHistory: undoHistory)
            {})
        let screen = await HeadlessScreen(view, service: service, size: Size(width: 60, height: 10))
        #expect(screen.lines[0] == "Upcoming")
        #expect(screen.lines[2] == "")
        await screen.wait(.milliseconds(150))
        #expect(screen.lines[2] == "Loading…")
        await screen.wait(.milliseconds(250))
        #expect(screen.lines[2].hasPrefix("> [ ] Milk"))
    }

    @Test("B12 the delete question cancels on any other key and deletes on y")
    func deleteDialog() async throws {
        let (view, screen) = await homeView(lists: [("Groceries", ["Milk"]), ("Work", [])])
        await screen.press(.character("d"))
        #expect(screen.terminal.snapshot.contains("Delete list \"Groceries\" and its 1 task?"))
        await screen.press(.character("n"))
        #expect(!screen.terminal.snapshot.contains("Delete list"))
        #expect(view.viewModel.confirmation == nil)
        #expect(view.viewModel.table.rows.count == 2)
        await screen.press(.character("d"))
        await screen.press(.character("y"))
        #expect(view.viewModel.confirmation == nil)
        #expect(view.viewModel.table.rows.map(\.text) == ["✎ Work"])
        #expect(screen.lines[2].hasPrefix("> ✎ Work"))
    }

    @Test("B90 B92 u on Home asks the view model to undo, and the status line says what it did")
    func homeUndoKey() async throws {
        let (_, screen) = await homeView(lists: [("Groceries", ["Milk"]), ("Work", [])])
        await screen.press(.character("u"))
        #expect(screen.lines[8] == "Nothing to undo here.")
        await screen.press(.character("d"))
        await screen.press(.character("y"))
        #expect(screen.lines[2].hasPrefix("> ✎ Work"))
        await screen.press(.character("u"))
        #expect(screen.lines[8] == "Restored list \"Groceries\" and its 1 task.")
        #expect(screen.lines[2].hasPrefix("> ✎ Groceries") && screen.lines[2].hasSuffix("0/1"))
    }

    @Test("B91 u on the tasks screen asks the view model to undo; the open search field types it")
    func tasksUndoKey() async throws {
        let (view, screen) = try await tasksView(tasks: ["Milk", "Eggs"])
        await screen.press(.character(" "))
        #expect(screen.lines[2] == "> [x] Milk")
        await screen.press(.character("u"))
        #expect(screen.lines[8] == "Marked \"Milk\" not done again.")
        #expect(screen.lines[2] == "> [ ] Milk")
        await screen.press(.character("/"))
        await screen.type("u")
        #expect(view.viewModel.searchQuery == "u")
        #expect(screen.lines[8] == "")
    }

    @Test("B91 u on Upcoming asks the view model to undo, and the task is back, selected")
    func upcomingUndoKey() async throws {
        let (_, screen) = await upcomingView(lists: [
            ("Groceries", ["Milk @2026-12-03", "Bread @2026-12-01"])
        ])
        await screen.press(.character(" "))
        #expect(screen.lines[2].hasPrefix("> [ ] Milk"))
        await screen.press(.character("u"))
        #expect(screen.lines[8] == "Marked \"Bread\" not done again.")
        #expect(screen.lines[2].hasPrefix("> [ ] Bread"))
    }

    @Test("B34 the view model's message shows in the status line until the next key, which clears it")
    func messageInStatusLine() async {
        let (view, screen) = await homeView(lists: [])
        view.viewModel.statusMessage = "The database is busy. Try again."
        #expect(screen.lines[8] == "The database is busy. Try again.")
        await screen.press(.down)
        #expect(screen.lines[8] == "")
        #expect(view.viewModel.statusMessage == nil)
    }

    @Test("B36 Home redraws what its view model changes between keys")
    func homeFollowsViewModelWithoutKeys() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let (_, screen) = await homeView(service)
        #expect(screen.lines[2].hasSuffix("0/1"))
        try await service.toggleTask(
            id: try await service.tasks(inList: try await service.summaries()[0].id)[0].id)
        try await service.addList(title: "Work", icon: .default)
        await service.settle()
        #expect(screen.lines[2].hasPrefix("> ✎ Groceries") && screen.lines[2].hasSuffix("1/1"))
        #expect(screen.lines[3].hasPrefix("✎ Work"))
    }

    @Test("B26 the tasks screen's title bar and empty text follow the view model")
    func tasksTitleFollowsFilter() async throws {
        let (_, screen) = try await tasksView(
            Fixtures.makeService(lists: [("Groceries", ["x Milk"])]), width: 40)
        #expect(screen.lines[0] == "✎ Groceries (All)")
        await screen.press(.character("f"))
        #expect(screen.lines[0] == "✎ Groceries (Active)")
        #expect(screen.lines[2] == "No active tasks.")
        await screen.press(.escape)
        #expect(coordinator.calls == [.goBack])
    }

    @Test("B23 space toggles the selected task through the view model, and the row shows it")
    func spaceToggles() async throws {
        let (view, screen) = try await tasksView(tasks: ["Milk", "Eggs"])
        await screen.press(.down)
        await screen.press(.character(" "))
        #expect(view.viewModel.table.rows.map(\.text) == ["[ ] Milk", "[x] Eggs"])
        #expect(screen.lines[2...3] == ["[ ] Milk", "> [x] Eggs"])
    }

    @Test(
        "B25 d asks the view model to delete; the dialog asks its question, y confirms and n keeps the task")
    func tasksDeleteDialog() async throws {
        let (view, screen) = try await tasksView(tasks: ["Milk", "Eggs"])
        await screen.press(.character("d"))
        #expect(view.viewModel.confirmation?.message == "Delete task \"Milk\"?")
        #expect(screen.terminal.snapshot.contains("Delete task \"Milk\"?"))
        await screen.press(.character("n"))
        #expect(view.viewModel.confirmation == nil)
        #expect(screen.lines[2...3] == ["> [ ] Milk", "[ ] Eggs"])
        await screen.press(.character("d"))
        await screen.press(.character("y"))
        #expect(view.viewModel.confirmation == nil)
        #expect(screen.lines[2...3] == ["> [ ] Eggs", ""])
    }

    @Test("B18 ? on Home, where the table takes no ?, shows the help overlay and any key closes it")
    func homeShowsHelp() async {
        let (_, screen) = await homeView(lists: [("Groceries", [])])
        await screen.press(.character("?"))
        #expect(screen.terminal.snapshot.contains("Help"))
        await screen.press(.character("x"))
        #expect(!screen.terminal.snapshot.contains("Help"))
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B18 ? on the tasks screen, where the table takes no ?, shows the help overlay")
    func tasksScreenShowsHelp() async throws {
        let (view, screen) = try await tasksView(tasks: ["Milk"])
        await screen.press(.character("?"))
        #expect(screen.terminal.snapshot.contains("Help"))
        #expect(view.viewModel.searchQuery.isEmpty)
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B18 ? on Upcoming, where the table takes no ?, shows the help overlay")
    func upcomingShowsHelp() async {
        let (_, screen) = await upcomingView(lists: [("Work", ["Report @2026-12-01"])])
        await screen.press(.character("?"))
        #expect(screen.terminal.snapshot.contains("Help"))
        await screen.press(.character("x"))
        #expect(!screen.terminal.snapshot.contains("Help"))
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B34 B38 the tasks screen shows its view model's message in the status line until the next key")
    func tasksScreenShowsMessage() async throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try await service.addList(title: "Groceries", icon: .default)
        try await service.addTask(title: "Milk", toList: list.id)
        let (view, screen) = try await tasksView(service)
        store.isLockedByOtherProcess = true
        await screen.press(.character(" "))
        #expect(screen.lines[8] == "The database is busy. Try again.")
        await screen.press(.down)
        #expect(screen.lines[8] == "")
        #expect(view.viewModel.statusMessage == nil)
    }

    @Test(
        "B14 B26 a key with no frame before it acts on the view model's rows: f then j selects the second row"
    )
    func tableFollowsViewModelBeforeNextKey() async throws {
        let (view, screen) = try await tasksView(tasks: ["Milk", "Eggs", "Bread"])
        await screen.press(.down, count: 2)
        _ = view.handle(.character("f"))
        await screen.service.settle()
        _ = view.handle(.character("j"))
        #expect(view.viewModel.table.selectedIndex == 1)
        #expect(screen.lines[2...4] == ["[ ] Milk", "> [ ] Eggs", "[ ] Bread"])
    }

    @Test("B22 B24 a and e on the tasks screen ask the view model for the task editor")
    func tasksKeysOpenEditors() async throws {
        let (_, screen) = try await tasksView(tasks: ["Milk"])
        await screen.press(.character("a"))
        await screen.press(.character("e"))
        #expect(
            coordinator.calls == [
                .showTaskEditor(addingTo: 1, editing: nil), .showTaskEditor(addingTo: nil, editing: "Milk"),
            ])
    }

    @Test("B60 / typed before a query opens the field before the next key, without a frame between")
    func searchOpensBeforeNextKey() async throws {
        let (view, screen) = try await tasksView(tasks: ["Milk", "Eggs"])
        await screen.type("/egg")
        #expect(view.viewModel.searchQuery == "egg")
        #expect(screen.lines[1] == "Search: egg")
        #expect(screen.lines[2...3] == ["> [ ] Eggs", ""])
    }

    @Test("B60 / opens the search field under the title; it types ? q and space, and up/down still move")
    func searchFieldTakesTyping() async throws {
        let (view, screen) = try await tasksView(tasks: ["Milk", "q? milk", "Eggs"])
        #expect(screen.lines[1] == "")
        #expect(
            screen.lines[9]
                == "a add  space toggle  e edit  d delete  f filter  u undo  / search  K/J move task  …  ? help"
        )
        await screen.press(.character("/"))
        #expect(screen.lines[1] == "Search:")
        #expect(screen.lines[9] == "enter done  esc clear  up/down move")
        await screen.type("q? m")
        #expect(view.viewModel.searchQuery == "q? m")
        #expect(screen.lines[1] == "Search: q? m")
        await screen.press(.backspace, count: 3)
        #expect(screen.lines[2...3] == ["> [ ] q? milk", ""])
        await screen.press(.backspace)
        await screen.press(.down)
        #expect(view.viewModel.table.selectedIndex == 1)
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B61 enter keeps the query in the row, esc on the open field clears it")
    func searchFieldClosesAndClears() async throws {
        let (view, screen) = try await tasksView(tasks: ["Milk", "Eggs"])
        await screen.press(.character("/"))
        await screen.type("milk")
        await screen.press(.enter)
        #expect(screen.lines[0] == "✎ Groceries (All, \"milk\")")
        #expect(screen.lines[1] == "Search: milk")
        #expect(screen.lines[9].contains("/ search"))
        await screen.press(.character("/"))
        await screen.press(.escape)
        #expect(view.viewModel.searchQuery == "")
        #expect(screen.lines[0] == "✎ Groceries (All)")
        #expect(screen.lines[1] == "")
        #expect(screen.lines[2...3] == ["> [ ] Milk", "[ ] Eggs"])
        #expect(coordinator.calls.isEmpty)
    }

    @Test(
        "B62 K and J move the selected task and are listed in the help bar; the open search field types them")
    func moveKeys() async throws {
        let (view, screen) = try await tasksView(tasks: ["Milk", "Eggs", "KJ"])
        #expect(screen.lines[9].hasSuffix("/ search  K/J move task  …  ? help"))
        await screen.press(.character("J"))
        #expect(screen.lines[2...4] == ["[ ] Eggs", "> [ ] Milk", "[ ] KJ"])
        await screen.press(.character("K"))
        #expect(screen.lines[2...3] == ["> [ ] Milk", "[ ] Eggs"])
        await screen.press(.character("/"))
        await screen.type("KJ")
        #expect(view.viewModel.searchQuery == "KJ")
        #expect(screen.lines[2...3] == ["> [ ] KJ", ""])
    }

    @Test("B80 ctrl-r reads the rows again after a read failed, on Home and on the tasks screen")
    func controlRReloads() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        service.conditions.failsReads = true
        let (_, home) = await homeView(service)
        #expect(home.lines[8] == "The database is busy. Try again.")
        #expect(!home.lines.contains { $0.contains("Groceries") })
        service.conditions.failsReads = false
        await home.press(.control("r"))
        #expect(home.lines[2].hasPrefix("> ✎ Groceries"))
        let (_, tasks) = try await tasksView(service)
        service.conditions.failsReads = true
        await tasks.press(.control("r"))
        #expect(tasks.lines[8] == "The database is busy. Try again.")
        #expect(tasks.lines[2] == "No tasks yet. Press a to add one.")
        service.conditions.failsReads = false
        await tasks.press(.control("r"))
        #expect(tasks.lines[2] == "> [ ] Milk")
        #expect(tasks.lines[8] == "")
    }

    @Test("B75 the table shows nothing where the rows will be for 150 ms, then Loading… until they come")
    func loadingShowsAfterADelay() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        service.conditions.latency = .milliseconds(500)
        let (_, screen) = await homeView(service)
        #expect(screen.lines[0] == "My Lists")
        #expect(screen.lines[2] == "")
        await screen.wait(.milliseconds(149))
        #expect(screen.lines[2] == "")
        await screen.wait(.milliseconds(1))
        #expect(screen.lines[2] == "Loading…")
        await screen.wait(.milliseconds(350))
        #expect(screen.lines[2].hasPrefix("> ✎ Groceries"))
    }

    @Test("B76 leaving the screen cancels the read it started, though something still holds the view")
    func leavingCancelsRead() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let list = try await service.summaries()[0].list
        service.conditions.latency = .milliseconds(500)
        let view = TasksView(
            viewModel: TasksViewModel(
                list: list, service: service, coordinator: coordinator, undoHistory: undoHistory
            ) {})
        let screen = await HeadlessScreen(view, service: service, size: Size(width: 40, height: 10))
        #expect(service.callsInFlight == 1)
        view.didLeave()
        await service.settle()
        #expect(service.callsInFlight == 0)
        await screen.wait(.seconds(1))
        #expect(view.viewModel.table.rows.isEmpty)
        #expect(view.viewModel.table.isLoading)
    }

    @Test(
        "B76 a read that replaces another cancels it, and leaving the screen cancels the one that replaced it"
    )
    func newerReadCancelsOlderUntilLeaving() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let (view, screen) = try await tasksView(service)
        service.conditions.latency = .milliseconds(500)
        await screen.press(.control("r"))
        #expect(service.callsInFlight == 1)
        await screen.press(.control("r"))
        await service.settle()
        #expect(service.callsInFlight == 1)
        view.didLeave()
        await service.settle()
        #expect(service.callsInFlight == 0)
    }

    @Test("B76 a screen freed without being told it left, as a restart drops it, cancels its read")
    func freedScreenCancelsRead() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let list = try await service.summaries()[0].list
        service.conditions.latency = .milliseconds(500)
        var view: TasksView? = TasksView(
            viewModel: TasksViewModel(
                list: list, service: service, coordinator: coordinator, undoHistory: undoHistory
            ) {})
        var screen: HeadlessScreen? = await HeadlessScreen(
            view!, service: service, size: Size(width: 40, height: 10))
        weak let freed = view
        #expect(screen?.lines[0] == "✎ Groceries (All)")
        #expect(service.callsInFlight == 1)
        view = nil
        screen = nil
        await service.settle()
        #expect(freed == nil)
        #expect(service.callsInFlight == 0)
    }

    @Test("B79 enter saves once: the status line says Saving… until the answer, whatever keys come meanwhile")
    func editorSavesOnce() async throws {
        let service = Fixtures.makeService()
        let (viewModel, screen) = await listEditor(service: service)
        service.conditions.latency = .milliseconds(500)
        await screen.type("Groceries")
        await screen.press(.enter)
        #expect(screen.lines[8] == "Saving…")
        await screen.press(.enter)
        await screen.press(.control("s"))
        await screen.type("!")
        #expect(screen.lines[8] == "Saving…")
        #expect(viewModel.draftTitle == "Groceries!")
        #expect(service.writesInFlight == 1)
        await screen.wait(.milliseconds(500))
        #expect(coordinator.calls == [.dismissEditor])
        service.conditions.latency = .zero
        #expect(try await Fixtures.contents(of: service).map(\.title) == ["Groceries"])
    }

    @Test("B78 a failed save shows why, and the editor stays open with its text")
    func failedSaveKeepsEditor() async throws {
        let service = Fixtures.makeService()
        service.conditions.failsWrites = true
        let (viewModel, screen) = await listEditor(service: service)
        await screen.type("Groceries")
        await screen.press(.enter)
        #expect(screen.lines[8] == "The database is busy. Try again.")
        #expect(screen.lines[2] == "> Title: Groceries")
        #expect(!viewModel.isSaving)
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B18 B29 the title field edits at its cursor, takes ? as text, and the view model follows")
    func textFieldReachesViewModel() async {
        let (viewModel, screen) = await taskEditor(
            .add(toList: 1), service: Fixtures.makeService(), width: 40)
        await screen.type("ac")
        await screen.press(.left)
        await screen.type("b?")
        #expect(viewModel.draftTitle == "ab?c")
        #expect(screen.lines[2] == "> Title: ab?c")
        await screen.press(.home)
        await screen.press(.delete)
        #expect(viewModel.draftTitle == "b?c")
    }

    @Test(
        "B64 B84 tab moves through the title, the due date and the notes, where enter starts a new line; ctrl-s saves"
    )
    func notesAreaReachesViewModel() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        let (viewModel, screen) = await taskEditor(
            .add(toList: try await service.summaries()[0].id), service: service)
        #expect(screen.lines[4] == "Due:")
        #expect(screen.lines[6] == "Notes:")
        #expect(screen.lines[9] == "ctrl-s save  esc cancel  tab next field")
        await screen.type("Eggs")
        await screen.press(.tab)
        await screen.type("2026-12-01")
        await screen.press(.tab)
        await screen.type("Free range")
        await screen.press(.enter)
        await screen.type("A dozen")
        #expect(viewModel.draftDue == "2026-12-01")
        #expect(viewModel.draftNotes == "Free range\nA dozen")
        #expect(
            screen.lines[2...7] == [
                "Title: Eggs", "", "Due:   2026-12-01", "", "> Notes: Free range", "A dozen",
            ])
        await screen.press(.backTab)
        #expect(screen.lines[4] == "> Due:   2026-12-01")
        await screen.press(.backTab)
        #expect(screen.lines[2] == "> Title: Eggs")
        await screen.press(.control("s"))
        let tasks = try await service.tasks(inList: try await service.summaries()[0].id)
        #expect(tasks.map(\.notes) == ["Free range\nA dozen"])
        #expect(tasks.map(\.due?.description) == ["2026-12-01"])
        #expect(coordinator.calls == [.dismissEditor])
    }

    @Test("B84 enter in the due date field saves, and the field shows what the view model holds")
    func dueFieldReachesViewModel() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk @2026-12-03"])])
        let milk = try await service.tasks(inList: try await service.summaries()[0].id)[0]
        let (viewModel, screen) = await taskEditor(.edit(milk), service: service)
        #expect(screen.lines[4] == "Due:   2026-12-03")
        await screen.press(.tab)
        await screen.press(.control("u"))
        #expect(viewModel.draftDue == "")
        viewModel.draftDue = "2026-12-24"
        #expect(screen.lines[4] == "> Due:   2026-12-24")
        await screen.press(.enter)
        #expect(try await service.tasks(inList: milk.listID)[0].due?.description == "2026-12-24")
        #expect(coordinator.calls == [.dismissEditor])
    }

    @Test("B85 a due date refused shows its message in the editor's status line, and the editor stays open")
    func editorShowsRefusedDueDate() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        let (_, screen) = await taskEditor(
            .add(toList: try await service.summaries()[0].id), service: service, width: 80)
        await screen.type("Eggs")
        await screen.press(.tab)
        await screen.type("2026-02-30")
        await screen.press(.enter)
        #expect(screen.lines[8] == "There is no day 2026-02-30.")
        #expect(screen.lines[4] == "> Due:   2026-02-30")
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B64 B84 Edit Task shows the task's due date and notes under its title")
    func editorShowsNotes() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Call mum @2026-12-24"])])
        let task = try await service.tasks(inList: try await service.summaries()[0].id)[0]
        let edited = try await service.updateTask(
            id: task.id, title: task.title, notes: "Sunday\nAfter lunch", due: "2026-12-24")
        let (_, screen) = await taskEditor(.edit(edited), service: service)
        #expect(screen.lines[0] == "Edit Task")
        #expect(
            screen.lines[2...7] == [
                "> Title: Call mum", "", "Due:   2026-12-24", "", "Notes: Sunday", "After lunch",
            ])
    }

    @Test("B08 tab moves to the icon picker, left and right choose, and the view model follows")
    func iconPickerReachesViewModel() async throws {
        let service = Fixtures.makeService()
        let list = try await service.addList(title: "Groceries", icon: .mail)
        let (viewModel, screen) = await listEditor(.rename(list), service: service)
        #expect(screen.lines[0] == "Rename List")
        #expect(screen.lines[2] == "> Title: Groceries")
        #expect(screen.lines[4].hasPrefix("Icon:") && screen.lines[4].contains("[✉]"))
        await screen.press(.tab)
        await screen.press(.right)
        #expect(screen.lines[4].hasPrefix("> Icon:") && screen.lines[4].contains("[♫]"))
        #expect(viewModel.selectedIconIndex == 3)
        await screen.press(.enter)
        #expect(try await service.summaries()[0].list.icon == .music)
        #expect(coordinator.calls == [.dismissEditor])
    }

    @Test("B18 ? on the list editor's icon row, which types nothing, shows the help overlay")
    func listEditorIconRowShowsHelp() async {
        let (viewModel, screen) = await listEditor()
        await screen.press(.tab)
        await screen.press(.character("?"))
        #expect(screen.terminal.snapshot.contains("Help"))
        #expect(viewModel.draftTitle.isEmpty)
        #expect(coordinator.calls.isEmpty)
    }

    @Test("B03 a refused title shows its message in the editor's status line")
    func editorShowsRefusal() async {
        let (_, screen) = await listEditor()
        await screen.press(.enter)
        #expect(screen.lines[8] == "A title cannot be empty.")
        await screen.press(.escape)
        #expect(coordinator.calls == [.dismissEditor])
    }
}
