import TaskListDomain
import TestSupport
import Testing

@testable import MVVMViewModels

@MainActor
@Suite("Upcoming view model")
struct UpcomingViewModelTests {
    let coordinator = CoordinatorSpy()
    let undoHistory = SessionUndoHistory()

    /// Two lists whose tasks are due on different days, one of them done, one without a due date.
    private static let lists = [
        ("Groceries", ["Milk @2026-12-03", "Bread @2026-12-01", "Eggs", "x Cheese @2026-11-20"]),
        ("Work", ["Report @2026-12-01", "Slides @2026-11-30"]),
    ]

    private func makeViewModel(_ service: any TaskListService) async -> UpcomingViewModel {
        let viewModel = UpcomingViewModel(
            service: service, coordinator: coordinator, undoHistory: undoHistory
        ) {}
        await viewModel.load()
        return viewModel
    }

    private func makeViewModel(
        lists: [(String, [String])] = Self.lists
    ) async -> (UpcomingViewModel, StoreTaskListService) {
        let service = Fixtures.makeService(lists: lists)
        return (await makeViewModel(service), service)
    }

    private func rowTexts(_ viewModel: UpcomingViewModel) -> [String] {
        viewModel.table.rows.map(\.text)
    }

    /// The task of `service` titled `title`, in any list.
    private func task(_ title: String, in service: any TaskListService) async throws -> TaskItem {
        for summary in try await service.summaries() {
            if let task = try await service.tasks(inList: summary.id).first(where: { $0.title == title }) {
                return task
            }
        }
        throw TaskListError.taskNotFound
    }

    @Test(
        "B86 shows every undone task with a due date, soonest first, then by list, with its list and due date"
    )
    func showsUpcomingTasks() async {
        let (viewModel, _) = await makeViewModel()
        #expect(viewModel.title == "Upcoming")
        #expect(
            Array(viewModel.table.rows) == [
                RowViewModel(text: "[ ] Slides — ✎ Work", detail: "2026-11-30"),
                RowViewModel(text: "[ ] Bread — ✎ Groceries", detail: "2026-12-01"),
                RowViewModel(text: "[ ] Report — ✎ Work", detail: "2026-12-01"),
                RowViewModel(text: "[ ] Milk — ✎ Groceries", detail: "2026-12-03"),
            ])
        #expect(viewModel.table.selectedIndex == 0)
        #expect(!viewModel.table.isLoading)
    }

    @Test("B86 says how to get upcoming tasks when there are none")
    func emptyState() async {
        let (viewModel, _) = await makeViewModel(lists: [("Groceries", ["Milk", "x Bread @2026-12-01"])])
        #expect(viewModel.table.rows.isEmpty)
        #expect(viewModel.table.emptyText == "No upcoming tasks. Give a task a due date in its editor.")
        #expect(viewModel.table.selectedIndex == nil)
    }

    @Test("B87 B77 space marks the selected task done; it leaves the rows when the answer comes")
    func toggleMarksDone() async throws {
        let (viewModel, service) = await makeViewModel()
        viewModel.table.select(at: 1)
        service.conditions.latency = .milliseconds(300)
        let toggling = Task { await viewModel.toggleSelectedTask() }
        await service.wait(.milliseconds(299))
        #expect(rowTexts(viewModel).count == 4)
        await service.wait(.milliseconds(301))
        await toggling.value
        #expect(
            rowTexts(viewModel) == ["[ ] Slides — ✎ Work", "[ ] Report — ✎ Work", "[ ] Milk — ✎ Groceries"])
        #expect(viewModel.table.selectedIndex == 1)
        service.conditions.latency = .zero
        #expect(try await task("Bread", in: service).isDone)
    }

    @Test("B87 B67 toggling the last row moves the selection to the new last row")
    func toggleLastRow() async {
        let (viewModel, service) = await makeViewModel()
        viewModel.table.select(at: 3)
        await viewModel.toggleSelectedTask()
        await service.settle()
        #expect(viewModel.table.rows.count == 3)
        #expect(viewModel.table.selectedIndex == 2)
    }

    @Test("B78 a failed toggle says why, and the rows show what is stored")
    func failedToggleIsReported() async throws {
        let (viewModel, service) = await makeViewModel()
        service.conditions.failsWrites = true
        await viewModel.toggleSelectedTask()
        await service.settle()
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        #expect(viewModel.table.rows.count == 4)
        #expect(try await !task("Slides", in: service).isDone)
    }

    @Test(
        "B91 undo takes back the last toggle made on Upcoming: the task shows again, selected, and it says so"
    )
    func undoTakesBackToggle() async throws {
        let (viewModel, service) = await makeViewModel()
        viewModel.table.select(at: 2)
        await viewModel.toggleSelectedTask()
        await service.settle()
        #expect(!rowTexts(viewModel).contains("[ ] Report — ✎ Work"))
        viewModel.table.select(at: 0)
        await viewModel.undo()
        await service.settle()
        #expect(viewModel.statusMessage == "Marked \"Report\" not done again.")
        #expect(rowTexts(viewModel)[2] == "[ ] Report — ✎ Work")
        #expect(viewModel.table.selectedIndex == 2)
        await viewModel.undo()
        #expect(viewModel.statusMessage == "Nothing to undo here.")
    }

    @Test(
        "B91 undo before the toggled task left the rows selects it at once, and a move made before the rows come stays"
    )
    func undoBeforeRowsCameSelectsAtOnce() async throws {
        let (viewModel, service) = await makeViewModel()
        service.conditions.latency = .milliseconds(300)
        let toggling = Task { await viewModel.toggleSelectedTask() }
        await service.wait(.milliseconds(300))
        await toggling.value
        #expect(rowTexts(viewModel)[0] == "[ ] Slides — ✎ Work")
        viewModel.table.select(at: 1)
        service.conditions.latency = .zero
        await viewModel.undo()
        #expect(viewModel.statusMessage == "Marked \"Slides\" not done again.")
        #expect(viewModel.table.selectedIndex == 0)
        viewModel.table.select(at: 2)
        await service.settle()
        #expect(rowTexts(viewModel)[0] == "[ ] Slides — ✎ Work")
        #expect(viewModel.table.selectedIndex == 2)
    }

    @Test("B92 a toggle made on a list's screen is not Upcoming's to undo")
    func togglesElsewhereAreNotUndone() async throws {
        let (viewModel, service) = await makeViewModel()
        undoHistory[.tasks(listID: try await service.summaries()[0].id)] = .toggledTask(
            try await service.toggleTask(id: try await task("Milk", in: service).id))
        await viewModel.undo()
        #expect(viewModel.statusMessage == "Nothing to undo here.")
        #expect(try await task("Milk", in: service).isDone)
    }

    @Test("B93 an undo that fails, the task deleted meanwhile, says why and keeps the toggle")
    func failedUndoKeepsToggle() async throws {
        let (viewModel, service) = await makeViewModel()
        await viewModel.toggleSelectedTask()
        let slides = try await task("Slides", in: service)
        try await service.deleteTask(id: slides.id)
        await viewModel.undo()
        #expect(viewModel.statusMessage == "That task no longer exists.")
        #expect(undoHistory[.upcoming] == .toggledTask(slides))
        viewModel.statusMessage = nil
        await viewModel.undo()
        #expect(viewModel.statusMessage == "That task no longer exists.")
    }

    @Test("B88 enter asks for the selected task's list with that task selected")
    func opensTaskInItsList() async throws {
        let (viewModel, service) = await makeViewModel()
        viewModel.table.select(at: 2)
        viewModel.openSelectedTask()
        let report = try await task("Report", in: service)
        #expect(coordinator.calls == [.showTasksSelecting(listTitle: "Work", taskID: report.id)])
    }

    @Test("B42 a list opened from Upcoming and deleted elsewhere is reported to whoever opened Upcoming")
    func handsOnListDeleted() async {
        var reports = 0
        let service = Fixtures.makeService(lists: Self.lists)
        let viewModel = UpcomingViewModel(
            service: service, coordinator: coordinator, undoHistory: undoHistory
        ) { reports += 1 }
        await viewModel.load()
        viewModel.openSelectedTask()
        coordinator.onListDeleted?()
        #expect(reports == 1)
    }

    @Test("B27 esc asks the coordinator to go back")
    func goesBack() async {
        let (viewModel, _) = await makeViewModel()
        viewModel.goBack()
        #expect(coordinator.calls == [.goBack])
    }

    @Test("B28 space and enter do nothing without upcoming tasks")
    func selectionInputsWithoutTasks() async throws {
        let (viewModel, service) = await makeViewModel(lists: [("Groceries", ["Milk"])])
        await viewModel.toggleSelectedTask()
        viewModel.openSelectedTask()
        #expect(coordinator.calls.isEmpty)
        #expect(try await !task("Milk", in: service).isDone)
    }

    @Test("B89 follows a task added, given a due date, edited and deleted, and a list renamed")
    func followsChanges() async throws {
        let (viewModel, service) = await makeViewModel(lists: [
            ("Groceries", ["Milk @2026-12-03"]), ("Work", []),
        ])
        let work = try await service.summaries()[1].list
        let report = try await service.addTask(title: "Report", toList: work.id)
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk — ✎ Groceries"])
        try await service.updateTask(id: report.id, title: "Report", notes: "Figures", due: "2026-11-30")
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] ✐ Report — ✎ Work", "[ ] Milk — ✎ Groceries"])
        try await service.updateList(id: work.id, title: "Job", icon: .tools)
        await service.settle()
        #expect(rowTexts(viewModel).first == "[ ] ✐ Report — ⚙ Job")
        try await service.deleteTask(id: report.id)
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk — ✎ Groceries"])
    }

    @Test("B89 B67 the selection stays on its task when a list deleted elsewhere takes rows above it")
    func followsDeletedList() async throws {
        let (viewModel, service) = await makeViewModel()
        viewModel.table.select(at: 1)
        try await service.deleteList(id: try await service.summaries()[1].id)
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Bread — ✎ Groceries", "[ ] Milk — ✎ Groceries"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B36 B89 shows a due date another program gave once the service notices")
    func followsExternalChange() async throws {
        let store = TwoProcessStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk"])])
        let service = Fixtures.makeService(store: store)
        let viewModel = await makeViewModel(service)
        let milk = try await task("Milk", in: service)
        try store.asOtherProcess { other, _ in
            try other.updateTask(id: milk.id, title: "Milk", notes: "", due: "2026-12-03")
        }
        #expect(viewModel.table.rows.isEmpty)
        await service.checkForExternalChanges()
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk — ✎ Groceries"])
    }

    @Test("B75 the rows are loading until the tasks come, and a new read loads them again")
    func loadingUntilTasksCome() async {
        let service = Fixtures.makeService(lists: Self.lists)
        service.conditions.latency = .milliseconds(500)
        let viewModel = UpcomingViewModel(
            service: service, coordinator: coordinator, undoHistory: undoHistory
        ) {}
        #expect(viewModel.table.isLoading)
        let loading = Task { await viewModel.load() }
        await service.wait(.milliseconds(499))
        #expect(viewModel.table.isLoading)
        #expect(viewModel.table.rows.isEmpty)
        await service.wait(.milliseconds(1))
        await loading.value
        #expect(!viewModel.table.isLoading)
        #expect(viewModel.table.rows.count == 4)
        let reloading = Task { await viewModel.reload() }
        await service.settle()
        #expect(viewModel.table.isLoading)
        await service.wait(.milliseconds(500))
        await reloading.value
        #expect(!viewModel.table.isLoading)
    }

    @Test("B80 a failed read says why and shows no rows; reading again shows them")
    func failedReadCanBeRetried() async throws {
        let (viewModel, service) = await makeViewModel()
        service.conditions.failsReads = true
        await viewModel.reload()
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        #expect(viewModel.table.rows.isEmpty)
        #expect(!viewModel.table.isLoading)
        viewModel.statusMessage = nil
        service.conditions.failsReads = false
        await viewModel.reload()
        #expect(viewModel.statusMessage == nil)
        #expect(viewModel.table.rows.count == 4)
    }

    @Test("B76 an answer that a newer read overtook is never shown")
    func overtakenAnswerIsDropped() async throws {
        let (viewModel, service) = await makeViewModel(lists: [("Groceries", ["Milk @2026-12-03"])])
        service.conditions.latency = .milliseconds(300)
        let older = Task { await viewModel.reload() }
        await service.wait(.milliseconds(100))
        service.conditions.latency = .zero
        try await service.addTask(
            title: "Bread", notes: "", due: "2026-12-01", toList: try await service.summaries()[0].id)
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Bread — ✎ Groceries", "[ ] Milk — ✎ Groceries"])
        #expect(
            await !changes {
                viewModel.table.rows
            } during: {
                await service.wait(.milliseconds(200))
                await older.value
            })
        #expect(!viewModel.table.isLoading)
    }

    @Test("B76 reading again while a change is read cancels that read, whose answer is no longer wanted")
    func newerReadCancelsChangeRead() async throws {
        let (viewModel, service) = await makeViewModel()
        let milk = try await task("Milk", in: service)
        service.conditions.latency = .milliseconds(300)
        let toggling = Task { try await service.toggleTask(id: milk.id) }
        await service.wait(.milliseconds(300))
        _ = try await toggling.value
        #expect(service.callsInFlight == 1)
        let reloading = Task { await viewModel.reload() }
        await service.settle()
        #expect(service.callsInFlight == 1)
        await service.wait(.milliseconds(300))
        await reloading.value
        #expect(!rowTexts(viewModel).contains("[ ] Milk — ✎ Groceries"))
    }

    @Test("B76 a freed view model's read is cancelled, and the read does not keep it alive")
    func freedViewModelCancelsItsRead() async throws {
        let service = Fixtures.makeService(lists: Self.lists)
        var viewModel: UpcomingViewModel? = await makeViewModel(service)
        weak let weakViewModel = viewModel
        let milk = try await task("Milk", in: service)
        service.conditions.latency = .milliseconds(500)
        let toggling = Task { try await service.toggleTask(id: milk.id) }
        await service.wait(.milliseconds(500))
        _ = try await toggling.value
        #expect(service.callsInFlight == 1)
        viewModel = nil
        await service.settle()
        #expect(weakViewModel == nil)
        #expect(service.callsInFlight == 0)
    }
}
