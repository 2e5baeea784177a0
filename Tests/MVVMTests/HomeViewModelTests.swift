import TaskListDomain
import TestSupport
import Testing

@testable import MVVMViewModels

@MainActor
@Suite("Home view model")
struct HomeViewModelTests {
    let coordinator = CoordinatorSpy()
    let undoHistory = SessionUndoHistory()

    private func makeViewModel(
        _ service: any TaskListService = Fixtures.makeService()
    ) async -> HomeViewModel {
        let viewModel = HomeViewModel(service: service, coordinator: coordinator, undoHistory: undoHistory)
        await viewModel.load()
        return viewModel
    }

    private func makeViewModel(lists: [(String, [String])]) async -> HomeViewModel {
        await makeViewModel(Fixtures.makeService(lists: lists))
    }

    @Test("B01 shows every list as its icon and title with its progress")
    func showsLists() async {
        let viewModel = await makeViewModel(lists: [
            ("Groceries", ["x Milk", "Eggs", "Bread"]), ("Work", []),
        ])
        #expect(viewModel.title == "My Lists")
        #expect(
            Array(viewModel.table.rows) == [
                RowViewModel(text: "✎ Groceries", detail: "1/3"), RowViewModel(text: "✎ Work", detail: "0/0"),
            ])
        #expect(viewModel.table.selectedIndex == 0)
        #expect(!viewModel.table.isLoading)
    }

    @Test("B02 says how to start when there are no lists")
    func emptyState() async {
        let viewModel = await makeViewModel()
        #expect(viewModel.table.rows.isEmpty)
        #expect(viewModel.table.emptyText == "No lists yet. Press a to add one.")
        #expect(viewModel.table.selectedIndex == nil)
    }

    @Test("B07 adding asks for the list editor and selects the saved list once the rows hold it")
    func addSelectsSavedList() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", [])])
        let viewModel = await makeViewModel(service)
        viewModel.addList()
        #expect(coordinator.calls == [.showListEditor(renaming: nil)])
        let list = try await service.addList(title: "Holiday", icon: .travel)
        coordinator.onListSaved?(list)
        #expect(viewModel.table.selectedIndex == 0)
        await service.settle()
        #expect(viewModel.table.rows.last == RowViewModel(text: "✈ Holiday", detail: "0/0"))
        #expect(viewModel.table.selectedIndex == 2)
    }

    @Test("B10 renaming asks for the list editor with the selected list")
    func renameOpensEditorWithSelectedList() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", [])])
        let viewModel = await makeViewModel(service)
        viewModel.table.select(at: 1)
        viewModel.renameSelectedList()
        #expect(coordinator.calls == [.showListEditor(renaming: "Work")])
        let work = try await service.summaries()[1].list
        coordinator.onListSaved?(try await service.updateList(id: work.id, title: "Job", icon: .tools))
        await service.settle()
        #expect(viewModel.table.rows[1] == RowViewModel(text: "⚙ Job", detail: "0/0"))
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B10 B67 back from renaming, a move made before the lists come again stays when they come")
    func moveAfterRenameStays() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", [])])
        let viewModel = await makeViewModel(service)
        viewModel.table.select(at: 1)
        viewModel.renameSelectedList()
        let work = try await service.summaries()[1].list
        service.conditions.latency = .milliseconds(300)
        let renaming = Task { try await service.updateList(id: work.id, title: "Job", icon: .tools) }
        await service.wait(.milliseconds(300))
        coordinator.onListSaved?(try await renaming.value)
        #expect(viewModel.table.selectedIndex == 1)
        viewModel.table.select(at: 0)
        await service.wait(.milliseconds(300))
        #expect(viewModel.table.rows.map(\.text) == ["✎ Groceries", "⚙ Job"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B11 B39 deleting asks first, then deletes the list and its tasks")
    func deleteAsksThenDeletes() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"]), ("Work", [])])
        let viewModel = await makeViewModel(service)
        #expect(viewModel.confirmation == nil)
        viewModel.deleteSelectedList()
        #expect(viewModel.confirmation?.message == "Delete list \"Groceries\" and its 2 tasks?")
        await viewModel.confirmation?.confirm()
        await service.settle()
        #expect(try await Fixtures.contents(of: service) == [StoredList(title: "Work")])
        #expect(Array(viewModel.table.rows) == [RowViewModel(text: "✎ Work", detail: "0/0")])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B11 the question counts one task as 1 task")
    func deletePromptForOneTask() async {
        let viewModel = await makeViewModel(lists: [("Groceries", ["Milk"])])
        viewModel.deleteSelectedList()
        #expect(viewModel.confirmation?.message == "Delete list \"Groceries\" and its 1 task?")
    }

    @Test("B12 nothing is deleted until the question is confirmed")
    func unansweredDeleteKeepsList() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let viewModel = await makeViewModel(service)
        viewModel.deleteSelectedList()
        #expect(try await Fixtures.contents(of: service).map(\.title) == ["Groceries"])
    }

    @Test("B90 undo puts the list deleted on Home back whole, selects it, and says so")
    func undoRestoresDeletedList() async throws {
        let service = Fixtures.makeService(lists: [
            ("Groceries", []), ("Work", ["x Report @2026-12-01", "Slides"]), ("Home", []),
        ])
        let viewModel = await makeViewModel(service)
        let before = try await Fixtures.contents(of: service)
        viewModel.table.select(at: 1)
        viewModel.deleteSelectedList()
        await viewModel.confirmation?.confirm()
        await service.settle()
        #expect(viewModel.table.rows.map(\.text) == ["✎ Groceries", "✎ Home"])
        viewModel.table.select(at: 0)
        await viewModel.undo()
        await service.settle()
        #expect(viewModel.statusMessage == "Restored list \"Work\" and its 2 tasks.")
        #expect(viewModel.table.rows.map(\.text) == ["✎ Groceries", "✎ Work", "✎ Home"])
        #expect(viewModel.table.selectedIndex == 1)
        #expect(try await Fixtures.contents(of: service) == before)
    }

    @Test("B92 with no list deleted on Home, or once undone, undo says there is nothing to undo")
    func nothingToUndo() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        let viewModel = await makeViewModel(service)
        await viewModel.undo()
        #expect(viewModel.statusMessage == "Nothing to undo here.")
        viewModel.deleteSelectedList()
        await viewModel.confirmation?.confirm()
        await viewModel.undo()
        #expect(viewModel.statusMessage == "Restored list \"Groceries\".")
        await viewModel.undo()
        #expect(viewModel.statusMessage == "Nothing to undo here.")
        #expect(try await Fixtures.contents(of: service).map(\.title) == ["Groceries"])
    }

    @Test("B92 a delete that failed leaves nothing to undo")
    func failedDeleteRecordsNothing() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        let viewModel = await makeViewModel(service)
        service.conditions.failsWrites = true
        viewModel.deleteSelectedList()
        await viewModel.confirmation?.confirm()
        service.conditions.failsWrites = false
        await viewModel.undo()
        #expect(viewModel.statusMessage == "Nothing to undo here.")
        #expect(undoHistory[.home] == nil)
    }

    @Test("B93 an undo that fails says why, changes nothing, and can be tried again")
    func failedUndoCanBeRetried() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"]), ("Work", [])])
        let viewModel = await makeViewModel(service)
        viewModel.deleteSelectedList()
        await viewModel.confirmation?.confirm()
        await service.settle()
        service.conditions.failsWrites = true
        await viewModel.undo()
        await service.settle()
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        #expect(viewModel.table.rows.map(\.text) == ["✎ Work"])
        service.conditions.failsWrites = false
        await viewModel.undo()
        await service.settle()
        #expect(viewModel.statusMessage == "Restored list \"Groceries\" and its 1 task.")
        #expect(viewModel.table.rows.map(\.text) == ["✎ Groceries", "✎ Work"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B92 the list deleted on Home is kept in the history, where a new Home view model finds it")
    func historyOutlivesViewModel() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        var viewModel: HomeViewModel? = await makeViewModel(service)
        viewModel?.deleteSelectedList()
        await viewModel?.confirmation?.confirm()
        viewModel = nil
        let next = await makeViewModel(service)
        await next.undo()
        await service.settle()
        #expect(next.table.rows.map(\.text) == ["✎ Groceries"])
    }

    @Test("B13 opening asks for the selected list's tasks")
    func opensSelectedList() async {
        let viewModel = await makeViewModel(lists: [("Groceries", []), ("Work", [])])
        viewModel.table.select(at: 1)
        viewModel.openSelectedList()
        #expect(coordinator.calls == [.showTasks(listTitle: "Work")])
    }

    @Test("B42 when the open list is gone, Home says so and shows the lists left")
    func saysOpenListIsGone() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", []), ("Holiday", [])])
        let viewModel = await makeViewModel(service)
        viewModel.table.select(at: 1)
        viewModel.openSelectedList()
        try await service.deleteList(id: try await service.summaries()[1].id)
        await service.settle()
        #expect(viewModel.statusMessage == nil)
        coordinator.onListDeleted?()
        #expect(viewModel.statusMessage == "That list no longer exists.")
        #expect(viewModel.table.rows.map(\.text) == ["✎ Groceries", "✎ Holiday"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B67 the selection stays on its list when a list above it is deleted elsewhere")
    func selectionFollowsList() async throws {
        let service = Fixtures.makeService(lists: [("A", []), ("B", []), ("C", [])])
        let viewModel = await makeViewModel(service)
        viewModel.table.select(at: 1)
        try await service.deleteList(id: try await service.summaries()[0].id)
        await service.settle()
        #expect(viewModel.table.selectedIndex == 0)
        #expect(viewModel.table.rows.map(\.text) == ["✎ B", "✎ C"])
    }

    @Test("B17 quitting asks the coordinator to leave")
    func quits() async {
        await makeViewModel().quit()
        #expect(coordinator.calls == [.quit])
    }

    @Test("B23 progress follows a toggled task")
    func progressFollowsToggle() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])])
        let viewModel = await makeViewModel(service)
        #expect(viewModel.table.rows.map(\.detail) == ["0/2"])
        let milk = try await service.tasks(inList: service.summaries()[0].list.id)[0]
        try await service.toggleTask(id: milk.id)
        await service.settle()
        #expect(viewModel.table.rows.map(\.detail) == ["1/2"])
    }

    @Test("B28 open, rename and delete do nothing without lists")
    func selectionInputsWithoutLists() async {
        let viewModel = await makeViewModel()
        viewModel.openSelectedList()
        viewModel.renameSelectedList()
        viewModel.deleteSelectedList()
        #expect(coordinator.calls.isEmpty)
        #expect(viewModel.confirmation == nil)
    }

    @Test("B34 a failed delete is reported as a message")
    func failedDeleteIsReported() async throws {
        let store = InMemoryTaskStore()
        let service = Fixtures.makeService(store: store)
        let list = try await service.addList(title: "Groceries", icon: .default)
        let viewModel = await makeViewModel(service)
        viewModel.deleteSelectedList()
        _ = store.deleteList(id: list.id)
        await viewModel.confirmation?.confirm()
        #expect(viewModel.statusMessage == "That list no longer exists.")
    }

    @Test("B36 shows a list another program added once the service notices")
    func reloadsOnExternalChange() async throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let viewModel = await makeViewModel(service)
        try store.asOtherProcess { other, _ in try other.addList(title: "From elsewhere", icon: .travel) }
        #expect(viewModel.table.rows.isEmpty)
        await service.checkForExternalChanges()
        await service.settle()
        #expect(Array(viewModel.table.rows) == [RowViewModel(text: "✈ From elsewhere", detail: "0/0")])
    }

    @Test("B38 B78 a busy database is reported and nothing is lost")
    func busyDatabaseIsReported() async throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        try await service.addList(title: "Groceries", icon: .default)
        let viewModel = await makeViewModel(service)
        store.isLockedByOtherProcess = true
        viewModel.deleteSelectedList()
        await viewModel.confirmation?.confirm()
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        #expect(viewModel.table.rows.map(\.text) == ["✎ Groceries"])
        store.isLockedByOtherProcess = false
        #expect(try await Fixtures.contents(of: service).map(\.title) == ["Groceries"])
    }

    @Test("B75 the rows are loading until the lists come, and a new read loads them again")
    func loadingUntilListsCome() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        service.conditions.latency = .milliseconds(500)
        let viewModel = HomeViewModel(service: service, coordinator: coordinator, undoHistory: undoHistory)
        #expect(viewModel.table.isLoading)
        let loading = Task { await viewModel.load() }
        await service.wait(.milliseconds(499))
        #expect(viewModel.table.isLoading)
        #expect(viewModel.table.rows.isEmpty)
        await service.wait(.milliseconds(1))
        await loading.value
        #expect(!viewModel.table.isLoading)
        #expect(viewModel.table.rows.map(\.text) == ["✎ Groceries"])
        let reloading = Task { await viewModel.reload() }
        await service.settle()
        #expect(viewModel.table.isLoading)
        await service.wait(.milliseconds(500))
        await reloading.value
        #expect(!viewModel.table.isLoading)
    }

    @Test("B76 an answer that a newer read overtook is never shown")
    func overtakenAnswerIsDropped() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        let viewModel = await makeViewModel(service)
        service.conditions.latency = .milliseconds(300)
        let older = Task { await viewModel.reload() }
        await service.wait(.milliseconds(100))
        service.conditions.latency = .zero
        try await service.addList(title: "Work", icon: .default)
        await service.settle()
        #expect(viewModel.table.rows.map(\.text) == ["✎ Groceries", "✎ Work"])
        #expect(!viewModel.table.isLoading)
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
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        let viewModel = await makeViewModel(service)
        service.conditions.latency = .milliseconds(300)
        let adding = Task { try await service.addList(title: "Work", icon: .default) }
        await service.wait(.milliseconds(300))
        _ = try await adding.value
        #expect(service.callsInFlight == 1)
        let reloading = Task { await viewModel.reload() }
        await service.settle()
        #expect(service.callsInFlight == 1)
        await service.wait(.milliseconds(300))
        await reloading.value
        #expect(viewModel.table.rows.map(\.text) == ["✎ Groceries", "✎ Work"])
    }

    @Test("B76 a freed view model's read is cancelled, and the read does not keep it alive")
    func freedViewModelCancelsItsRead() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        var viewModel: HomeViewModel? = await makeViewModel(service)
        weak let weakViewModel = viewModel
        service.conditions.latency = .milliseconds(500)
        let adding = Task { try await service.addList(title: "Work", icon: .default) }
        await service.wait(.milliseconds(500))
        _ = try await adding.value
        #expect(service.callsInFlight == 1)
        viewModel = nil
        await service.settle()
        #expect(weakViewModel == nil)
        #expect(service.callsInFlight == 0)
    }

    @Test("B80 a failed read says why and shows no rows; reading again shows them")
    func failedReadCanBeRetried() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", [])])
        service.conditions.failsReads = true
        let viewModel = await makeViewModel(service)
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        #expect(viewModel.table.rows.isEmpty)
        #expect(!viewModel.table.isLoading)
        viewModel.statusMessage = nil
        await viewModel.reload()
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        viewModel.statusMessage = nil
        service.conditions.failsReads = false
        await viewModel.reload()
        #expect(viewModel.statusMessage == nil)
        #expect(viewModel.table.rows.map(\.text) == ["✎ Groceries"])
    }

    @Test("B81 while the lists are read again, the selection moves and quitting leaves at once")
    func inputsAnswerWhileReading() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", [])])
        let viewModel = await makeViewModel(service)
        service.conditions.latency = .seconds(2)
        let reloading = Task { await viewModel.reload() }
        await service.settle()
        viewModel.table.select(at: 1)
        #expect(viewModel.table.selectedIndex == 1)
        viewModel.quit()
        #expect(coordinator.calls == [.quit])
        reloading.cancel()
        await service.settle()
        await reloading.value
        #expect(service.callsInFlight == 0)
    }

    @Test("a freed view model stops following the service")
    func freedViewModelStopsObserving() async throws {
        let service = Fixtures.makeService()
        var viewModel: HomeViewModel? = await makeViewModel(service)
        weak let weakViewModel = viewModel
        let table = viewModel!.table
        viewModel = nil
        #expect(weakViewModel == nil)
        #expect(
            try await !changes {
                table.rows
            } during: {
                try await service.addList(title: "Groceries", icon: .default)
                await service.settle()
            })
        #expect(table.rows.isEmpty)
    }
}
