import TaskListDomain
import TestSupport
import Testing

@testable import MVVMViewModels

@Suite("Home view model")
struct HomeViewModelTests {
    let coordinator = CoordinatorSpy()

    private func makeViewModel(
        _ service: any TaskListService = Fixtures.makeService()
    ) -> HomeViewModel {
        let viewModel = HomeViewModel(service: service, coordinator: coordinator)
        viewModel.load()
        return viewModel
    }

    private func makeViewModel(lists: [(String, [String])]) -> HomeViewModel {
        makeViewModel(Fixtures.makeService(lists: lists))
    }

    @Test("B01 shows every list as its icon and title with its progress")
    func showsLists() {
        let viewModel = makeViewModel(lists: [("Groceries", ["x Milk", "Eggs", "Bread"]), ("Work", [])])
        let rows = Recorder(viewModel.table.rows)
        #expect(viewModel.title == "My Lists")
        #expect(
            rows.values.map { $0.map { [$0.text, $0.detail] } } == [
                [["✎ Groceries", "1/3"], ["✎ Work", "0/0"]]
            ])
        #expect(viewModel.table.selectedIndex.value == 0)
    }

    @Test("B02 says how to start when there are no lists")
    func emptyState() {
        let viewModel = makeViewModel()
        #expect(viewModel.table.rows.value.isEmpty)
        #expect(viewModel.table.emptyText.value == "No lists yet. Press a to add one.")
        #expect(viewModel.table.selectedIndex.value == nil)
    }

    @Test("B07 adding asks for the list editor and selects the saved list")
    func addSelectsSavedList() throws {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", [])])
        let viewModel = makeViewModel(service)
        let selection = Recorder(viewModel.table.selectedIndex)
        viewModel.addList()
        #expect(coordinator.calls == [.showListEditor(renaming: nil)])
        let list = try service.addList(title: "Holiday", icon: .travel)
        coordinator.onListSaved?(list)
        #expect(viewModel.table.rows.value.last == RowViewModel(text: "✈ Holiday", detail: "0/0"))
        #expect(selection.values == [0, 2])
    }

    @Test("B10 renaming asks for the list editor with the selected list")
    func renameOpensEditorWithSelectedList() throws {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", [])])
        let viewModel = makeViewModel(service)
        viewModel.table.select(at: 1)
        viewModel.renameSelectedList()
        #expect(coordinator.calls == [.showListEditor(renaming: "Work")])
        let work = try service.summaries()[1].list
        coordinator.onListSaved?(try service.updateList(id: work.id, title: "Job", icon: .tools))
        #expect(viewModel.table.rows.value[1] == RowViewModel(text: "⚙ Job", detail: "0/0"))
        #expect(viewModel.table.selectedIndex.value == 1)
    }

    @Test("B11 B39 deleting asks first, then deletes the list and its tasks")
    func deleteAsksThenDeletes() throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"]), ("Work", [])])
        let viewModel = makeViewModel(service)
        let confirmations = Recorder(viewModel.confirmations)
        viewModel.deleteSelectedList()
        #expect(confirmations.values.map(\.message) == ["Delete list \"Groceries\" and its 2 tasks?"])
        confirmations.last?.confirm()
        #expect(try Fixtures.contents(of: service) == [StoredList(title: "Work")])
        #expect(Array(viewModel.table.rows.value) == [RowViewModel(text: "✎ Work", detail: "0/0")])
        #expect(viewModel.table.selectedIndex.value == 0)
    }

    @Test("B11 the question counts one task as 1 task")
    func deletePromptForOneTask() {
        let viewModel = makeViewModel(lists: [("Groceries", ["Milk"])])
        let confirmations = Recorder(viewModel.confirmations)
        viewModel.deleteSelectedList()
        #expect(confirmations.last?.message == "Delete list \"Groceries\" and its 1 task?")
    }

    @Test("B12 nothing is deleted until the question is confirmed")
    func unansweredDeleteKeepsList() throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let viewModel = makeViewModel(service)
        viewModel.deleteSelectedList()
        #expect(try Fixtures.contents(of: service).map(\.title) == ["Groceries"])
    }

    @Test("B13 opening asks for the selected list's tasks")
    func opensSelectedList() {
        let viewModel = makeViewModel(lists: [("Groceries", []), ("Work", [])])
        viewModel.table.select(at: 1)
        viewModel.openSelectedList()
        #expect(coordinator.calls == [.showTasks(listTitle: "Work")])
    }

    @Test("B42 when the open list is gone, Home says so and shows the lists left")
    func saysOpenListIsGone() throws {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", []), ("Holiday", [])])
        let viewModel = makeViewModel(service)
        let messages = Recorder(viewModel.messages)
        viewModel.table.select(at: 1)
        viewModel.openSelectedList()
        try service.deleteList(id: try service.summaries()[1].id)
        coordinator.onListDeleted?()
        #expect(messages.values == ["That list no longer exists."])
        #expect(viewModel.table.rows.value.map(\.text) == ["✎ Groceries", "✎ Holiday"])
        #expect(viewModel.table.selectedIndex.value == 1)
    }

    @Test("B67 the selection stays on its list when a list above it is deleted elsewhere")
    func selectionFollowsList() throws {
        let service = Fixtures.makeService(lists: [("A", []), ("B", []), ("C", [])])
        let viewModel = makeViewModel(service)
        viewModel.table.select(at: 1)
        try service.deleteList(id: try service.summaries()[0].id)
        #expect(viewModel.table.selectedIndex.value == 0)
        #expect(viewModel.table.rows.value.map(\.text) == ["✎ B", "✎ C"])
    }

    @Test("B17 quitting asks the coordinator to leave")
    func quits() {
        makeViewModel().quit()
        #expect(coordinator.calls == [.quit])
    }

    @Test("B23 progress follows a toggled task")
    func progressFollowsToggle() throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])])
        let viewModel = makeViewModel(service)
        let rows = Recorder(viewModel.table.rows)
        let milk = try service.tasks(inList: service.summaries()[0].list.id)[0]
        try service.toggleTask(id: milk.id)
        #expect(rows.values.map { $0.map(\.detail) } == [["0/2"], ["1/2"]])
    }

    @Test("B28 open, rename and delete do nothing without lists")
    func selectionInputsWithoutLists() {
        let viewModel = makeViewModel()
        let confirmations = Recorder(viewModel.confirmations)
        viewModel.openSelectedList()
        viewModel.renameSelectedList()
        viewModel.deleteSelectedList()
        #expect(coordinator.calls.isEmpty)
        #expect(confirmations.values.isEmpty)
    }

    @Test("B34 a failed delete is reported as a message")
    func failedDeleteIsReported() throws {
        let store = InMemoryTaskStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        let viewModel = makeViewModel(service)
        let messages = Recorder(viewModel.messages)
        let confirmations = Recorder(viewModel.confirmations)
        viewModel.deleteSelectedList()
        _ = store.deleteList(id: list.id)
        confirmations.last?.confirm()
        #expect(messages.values == ["That list no longer exists."])
    }

    @Test("B36 shows a list another program added once the service notices")
    func reloadsOnExternalChange() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let viewModel = makeViewModel(service)
        try store.asOtherProcess { other, _ in try other.addList(title: "From elsewhere", icon: .travel) }
        #expect(viewModel.table.rows.value.isEmpty)
        service.checkForExternalChanges()
        #expect(Array(viewModel.table.rows.value) == [RowViewModel(text: "✈ From elsewhere", detail: "0/0")])
    }

    @Test("B38 a busy database is reported and nothing is lost")
    func busyDatabaseIsReported() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        try service.addList(title: "Groceries", icon: .default)
        let viewModel = makeViewModel(service)
        let messages = Recorder(viewModel.messages)
        let confirmations = Recorder(viewModel.confirmations)
        store.isLockedByOtherProcess = true
        viewModel.deleteSelectedList()
        confirmations.last?.confirm()
        #expect(messages.values == ["The database is busy. Try again."])
        #expect(try Fixtures.contents(of: service).map(\.title) == ["Groceries"])
    }

    @Test("a freed view model stops following the service")
    func freedViewModelStopsObserving() throws {
        let service = Fixtures.makeService()
        var viewModel: HomeViewModel? = makeViewModel(service)
        weak let weakViewModel = viewModel
        let rows = Recorder(viewModel!.table.rows)
        viewModel = nil
        #expect(weakViewModel == nil)
        try service.addList(title: "Groceries", icon: .default)
        #expect(rows.values.count == 1)
    }
}
