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
        #expect(viewModel.title == "My Lists")
        #expect(
            Array(viewModel.table.rows) == [
                RowViewModel(text: "✎ Groceries", detail: "1/3"), RowViewModel(text: "✎ Work", detail: "0/0"),
            ])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B02 says how to start when there are no lists")
    func emptyState() {
        let viewModel = makeViewModel()
        #expect(viewModel.table.rows.isEmpty)
        #expect(viewModel.table.emptyText == "No lists yet. Press a to add one.")
        #expect(viewModel.table.selectedIndex == nil)
    }

    @Test("B07 adding asks for the list editor and selects the saved list")
    func addSelectsSavedList() throws {
        let service = Fixtures.makeService(lists: [("Groceries", []), ("Work", [])])
        let viewModel = makeViewModel(service)
        viewModel.addList()
        #expect(coordinator.calls == [.showListEditor(renaming: nil)])
        let list = try service.addList(title: "Holiday", icon: .travel)
        #expect(viewModel.table.selectedIndex == 0)
        coordinator.onListSaved?(list)
        #expect(viewModel.table.rows.last == RowViewModel(text: "✈ Holiday", detail: "0/0"))
        #expect(viewModel.table.selectedIndex == 2)
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
        #expect(viewModel.table.rows[1] == RowViewModel(text: "⚙ Job", detail: "0/0"))
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B11 B39 deleting asks first, then deletes the list and its tasks")
    func deleteAsksThenDeletes() throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"]), ("Work", [])])
        let viewModel = makeViewModel(service)
        #expect(viewModel.confirmation == nil)
        viewModel.deleteSelectedList()
        #expect(viewModel.confirmation?.message == "Delete list \"Groceries\" and its 2 tasks?")
        viewModel.confirmation?.confirm()
        #expect(try Fixtures.contents(of: service) == [StoredList(title: "Work")])
        #expect(Array(viewModel.table.rows) == [RowViewModel(text: "✎ Work", detail: "0/0")])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B11 the question counts one task as 1 task")
    func deletePromptForOneTask() {
        let viewModel = makeViewModel(lists: [("Groceries", ["Milk"])])
        viewModel.deleteSelectedList()
        #expect(viewModel.confirmation?.message == "Delete list \"Groceries\" and its 1 task?")
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
        viewModel.table.select(at: 1)
        viewModel.openSelectedList()
        try service.deleteList(id: try service.summaries()[1].id)
        #expect(viewModel.statusMessage == nil)
        coordinator.onListDeleted?()
        #expect(viewModel.statusMessage == "That list no longer exists.")
        #expect(viewModel.table.rows.map(\.text) == ["✎ Groceries", "✎ Holiday"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B67 the selection stays on its list when a list above it is deleted elsewhere")
    func selectionFollowsList() throws {
        let service = Fixtures.makeService(lists: [("A", []), ("B", []), ("C", [])])
        let viewModel = makeViewModel(service)
        viewModel.table.select(at: 1)
        try service.deleteList(id: try service.summaries()[0].id)
        #expect(viewModel.table.selectedIndex == 0)
        #expect(viewModel.table.rows.map(\.text) == ["✎ B", "✎ C"])
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
        #expect(viewModel.table.rows.map(\.detail) == ["0/2"])
        let milk = try service.tasks(inList: service.summaries()[0].list.id)[0]
        try service.toggleTask(id: milk.id)
        #expect(viewModel.table.rows.map(\.detail) == ["1/2"])
    }

    @Test("B28 open, rename and delete do nothing without lists")
    func selectionInputsWithoutLists() {
        let viewModel = makeViewModel()
        viewModel.openSelectedList()
        viewModel.renameSelectedList()
        viewModel.deleteSelectedList()
        #expect(coordinator.calls.isEmpty)
        #expect(viewModel.confirmation == nil)
    }

    @Test("B34 a failed delete is reported as a message")
    func failedDeleteIsReported() throws {
        let store = InMemoryTaskStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        let viewModel = makeViewModel(service)
        viewModel.deleteSelectedList()
        _ = store.deleteList(id: list.id)
        viewModel.confirmation?.confirm()
        #expect(viewModel.statusMessage == "That list no longer exists.")
    }

    @Test("B36 shows a list another program added once the service notices")
    func reloadsOnExternalChange() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let viewModel = makeViewModel(service)
        try store.asOtherProcess { other, _ in try other.addList(title: "From elsewhere", icon: .travel) }
        #expect(viewModel.table.rows.isEmpty)
        service.checkForExternalChanges()
        #expect(Array(viewModel.table.rows) == [RowViewModel(text: "✈ From elsewhere", detail: "0/0")])
    }

    @Test("B38 a busy database is reported and nothing is lost")
    func busyDatabaseIsReported() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        try service.addList(title: "Groceries", icon: .default)
        let viewModel = makeViewModel(service)
        store.isLockedByOtherProcess = true
        viewModel.deleteSelectedList()
        viewModel.confirmation?.confirm()
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        #expect(try Fixtures.contents(of: service).map(\.title) == ["Groceries"])
    }

    @Test("a freed view model stops following the service")
    func freedViewModelStopsObserving() throws {
        let service = Fixtures.makeService()
        var viewModel: HomeViewModel? = makeViewModel(service)
        weak let weakViewModel = viewModel
        let table = viewModel!.table
        viewModel = nil
        #expect(weakViewModel == nil)
        #expect(
            try !changes {
                table.rows
            } during: {
                try service.addList(title: "Groceries", icon: .default)
            })
        #expect(table.rows.isEmpty)
    }
}
