import TaskListDomain
import TestSupport
import Testing

@testable import MVVMViewModels

@Suite("Tasks view model")
struct TasksViewModelTests {
    let coordinator = CoordinatorSpy()
    let home = HomeSpy()

    /// Stands in for Home: counts the times it heard that the list is gone.
    final class HomeSpy {
        private(set) var deletedListReports = 0

        func listWasDeleted() {
            deletedListReports += 1
        }
    }

    /// A view model of the first list of `service`, loaded as its view would load it.
    private func makeViewModel(_ service: any TaskListService) throws -> TasksViewModel {
        let viewModel = TasksViewModel(
            list: try service.summaries()[0].list, service: service, coordinator: coordinator
        ) { [home] in home.listWasDeleted() }
        viewModel.load()
        return viewModel
    }

    private func makeViewModel(tasks: [String]) throws -> (TasksViewModel, StoreTaskListService) {
        let service = Fixtures.makeService(lists: [("Groceries", tasks)])
        return (try makeViewModel(service), service)
    }

    private func rowTexts(_ viewModel: TasksViewModel) -> [String] {
        viewModel.table.rows.map(\.text)
    }

    /// Milk, Eggs and Bread under Active, Eggs selected and open in the task editor, on a store that
    /// another program writes to as well.
    private func editEggsUnderActive() throws -> (
        TasksViewModel, StoreTaskListService, TwoProcessStore, eggs: TaskItem
    ) {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        let tasks = try ["Milk", "Eggs", "Bread"].map { try service.addTask(title: $0, toList: list.id) }
        let viewModel = try makeViewModel(service)
        viewModel.showNextFilter()
        viewModel.table.select(at: 1)
        viewModel.editSelectedTask()
        return (viewModel, service, store, tasks[1])
    }

    /// Another program toggles `task`, and `service` notices it.
    private func toggleElsewhere(
        _ task: TaskItem, in store: TwoProcessStore, seenBy service: StoreTaskListService
    ) throws {
        try store.asOtherProcess { other, _ in try other.toggleTask(id: task.id) }
        service.checkForExternalChanges()
    }

    @Test("B20 shows the tasks with checkboxes, and the list and filter in the title")
    func showsTasks() throws {
        let (viewModel, _) = try makeViewModel(tasks: ["x Milk", "Eggs"])
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel) == ["[x] Milk", "[ ] Eggs"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B21 says how to start when the list has no tasks")
    func emptyState() throws {
        let (viewModel, _) = try makeViewModel(tasks: [])
        #expect(viewModel.table.rows.isEmpty)
        #expect(viewModel.table.emptyText == "No tasks yet. Press a to add one.")
    }

    @Test("B22 adding asks for the task editor and selects the saved task")
    func addSelectsSavedTask() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Milk"])
        let listID = try service.summaries()[0].list.id
        viewModel.addTask()
        #expect(coordinator.calls == [.showTaskEditor(addingTo: listID, editing: nil)])
        coordinator.onTaskSaved?(try service.addTask(title: "Eggs", toList: listID))
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B22 a filter that would hide the saved task switches to All")
    func addUnderDoneSwitchesToAll() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["x Milk"])
        viewModel.showNextFilter()
        viewModel.showNextFilter()
        #expect(viewModel.title == "✎ Groceries (Done)")
        viewModel.addTask()
        coordinator.onTaskSaved?(
            try service.addTask(title: "Eggs", toList: try service.summaries()[0].list.id))
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel) == ["[x] Milk", "[ ] Eggs"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B23 toggling flips the selected task")
    func togglesSelectedTask() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Milk", "Eggs"])
        viewModel.table.select(at: 1)
        viewModel.toggleSelectedTask()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[x] Eggs"])
        viewModel.toggleSelectedTask()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs"])
        #expect(try Fixtures.contents(of: service)[0].tasks.map(\.isDone) == [false, false])
    }

    @Test("B24 editing asks for the task editor with the selected task")
    func editOpensEditorWithSelectedTask() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Milk", "Eggs"])
        viewModel.table.select(at: 1)
        viewModel.editSelectedTask()
        #expect(coordinator.calls == [.showTaskEditor(addingTo: nil, editing: "Eggs")])
        let eggs = try service.tasks(inList: service.summaries()[0].list.id)[1]
        coordinator.onTaskSaved?(try service.renameTask(id: eggs.id, title: "Free-range eggs"))
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Free-range eggs"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B24 B67 an edited task is selected on return, though another program hid and showed it meanwhile")
    func editedTaskSelectedAfterExternalChanges() throws {
        let (viewModel, service, store, eggs) = try editEggsUnderActive()
        for _ in 1...2 {
            try toggleElsewhere(eggs, in: store, seenBy: service)
        }
        #expect(viewModel.table.selectedIndex == 2)
        coordinator.onTaskSaved?(try service.renameTask(id: eggs.id, title: "Free-range eggs"))
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Free-range eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B24 an edited task the filter would now hide is selected under All")
    func editedTaskHiddenByFilterSwitchesToAll() throws {
        let (viewModel, service, store, eggs) = try editEggsUnderActive()
        try toggleElsewhere(eggs, in: store, seenBy: service)
        coordinator.onTaskSaved?(try service.renameTask(id: eggs.id, title: "Free-range eggs"))
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[x] Free-range eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B25 deleting asks first, then deletes the selected task")
    func deleteAsksThenDeletes() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Milk", "Eggs"])
        viewModel.deleteSelectedTask()
        #expect(viewModel.confirmation?.message == "Delete task \"Milk\"?")
        #expect(try Fixtures.contents(of: service)[0].tasks.count == 2)
        viewModel.confirmation?.confirm()
        #expect(rowTexts(viewModel) == ["[ ] Eggs"])
        #expect(try Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Eggs")])
    }

    @Test("B26 the filter cycles All, Active, Done and back, selecting the first row")
    func filterCycles() throws {
        let (viewModel, _) = try makeViewModel(tasks: ["Milk", "x Eggs", "Bread"])
        viewModel.table.select(at: 2)
        viewModel.showNextFilter()
        #expect(viewModel.title == "✎ Groceries (Active)")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 0)
        viewModel.showNextFilter()
        #expect(viewModel.title == "✎ Groceries (Done)")
        #expect(rowTexts(viewModel) == ["[x] Eggs"])
        viewModel.showNextFilter()
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel).count == 3)
    }

    @Test("B26 a filter that hides every task says so")
    func filterEmptyStates() throws {
        let (viewModel, _) = try makeViewModel(tasks: [])
        viewModel.showNextFilter()
        #expect(viewModel.table.emptyText == "No active tasks.")
        viewModel.showNextFilter()
        #expect(viewModel.table.emptyText == "No done tasks.")
        #expect(viewModel.table.selectedIndex == nil)
    }

    @Test("B27 going back asks the coordinator")
    func goesBack() throws {
        let (viewModel, _) = try makeViewModel(tasks: [])
        viewModel.goBack()
        #expect(coordinator.calls == [.goBack])
    }

    @Test("B28 toggle, edit and delete do nothing without tasks")
    func selectionInputsWithoutTasks() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["x Milk"])
        viewModel.showNextFilter()
        viewModel.toggleSelectedTask()
        viewModel.editSelectedTask()
        viewModel.deleteSelectedTask()
        #expect(coordinator.calls.isEmpty)
        #expect(viewModel.confirmation == nil)
        #expect(try Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Milk", isDone: true)])
    }

    @Test("B34 a failed toggle is reported as a message")
    func failedToggleIsReported() throws {
        let store = InMemoryTaskStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        let milk = try service.addTask(title: "Milk", toList: list.id)
        let viewModel = try makeViewModel(service)
        _ = store.deleteTask(id: milk.id)
        viewModel.toggleSelectedTask()
        #expect(viewModel.statusMessage == "That task no longer exists.")
    }

    @Test("B36 follows a list renamed by another program")
    func followsExternalRename() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        let viewModel = try makeViewModel(service)
        try store.asOtherProcess { other, _ in
            try other.updateList(id: list.id, title: "Shopping", icon: .mail)
        }
        service.checkForExternalChanges()
        #expect(viewModel.title == "✉ Shopping (All)")
    }

    @Test("B42 a list another program deleted returns to Home, which hears it is gone")
    func listDeletedElsewhere() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        try service.addTask(title: "Milk", toList: list.id)
        let viewModel = try makeViewModel(service)
        try store.asOtherProcess { other, _ in try other.deleteList(id: list.id) }
        service.checkForExternalChanges()
        #expect(coordinator.calls == [.returnToHome])
        #expect(home.deletedListReports == 1)
        #expect(viewModel.table.rows.isEmpty)
    }

    @Test("B67 the selection stays on its task when a task above it is deleted elsewhere")
    func selectionFollowsTask() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Milk", "Eggs", "Bread"])
        viewModel.table.select(at: 1)
        let list = try service.summaries()[0].id
        try service.deleteTask(id: try service.tasks(inList: list)[0].id)
        #expect(rowTexts(viewModel) == ["[ ] Eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B67 the selection stays on its task when a task appears above it under a filter")
    func selectionFollowsTaskUnderFilter() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["x Milk", "Eggs", "Bread"])
        viewModel.showNextFilter()
        viewModel.table.select(at: 1)
        let list = try service.summaries()[0].id
        try service.toggleTask(id: try service.tasks(inList: list)[0].id)
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 2)
    }

    @Test("B45 a task toggled out of the filter leaves, and the selection stays on a visible row")
    func toggledTaskLeavesFilter() throws {
        let (viewModel, _) = try makeViewModel(tasks: ["Milk", "Eggs", "Bread"])
        viewModel.showNextFilter()
        viewModel.table.select(at: 2)
        viewModel.toggleSelectedTask()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B60 every change to the query narrows the tasks, ignoring case and diacritics, from the first row")
    func searchNarrows() throws {
        let (viewModel, _) = try makeViewModel(tasks: ["Milk", "école", "Oat milk", "장보기"])
        viewModel.table.select(at: 3)
        viewModel.openSearch()
        #expect(viewModel.isSearchFieldOpen)
        viewModel.search(for: "MIL")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Oat milk"])
        #expect(viewModel.table.selectedIndex == 0)
        viewModel.table.select(at: 1)
        viewModel.search(for: "MILK")
        #expect(viewModel.table.selectedIndex == 0)
        viewModel.search(for: "ÉCOLE")
        #expect(rowTexts(viewModel) == ["[ ] école"])
        viewModel.search(for: "장보")
        #expect(rowTexts(viewModel) == ["[ ] 장보기"])
    }

    @Test("B61 enter keeps the query: the field closes, the title shows it and / opens it again")
    func closingKeepsQuery() throws {
        let (viewModel, _) = try makeViewModel(tasks: ["Milk", "Eggs"])
        #expect(!viewModel.isSearchFieldOpen)
        viewModel.openSearch()
        #expect(viewModel.isSearchFieldOpen)
        viewModel.search(for: "milk")
        viewModel.closeSearch()
        #expect(!viewModel.isSearchFieldOpen)
        #expect(viewModel.searchQuery == "milk")
        #expect(viewModel.title == "✎ Groceries (All, \"milk\")")
        #expect(rowTexts(viewModel) == ["[ ] Milk"])
        viewModel.openSearch()
        #expect(viewModel.isSearchFieldOpen)
        #expect(viewModel.searchQuery == "milk")
    }

    @Test("B61 esc clears the query, closes the field and selects the first row")
    func clearingShowsEveryTask() throws {
        let (viewModel, _) = try makeViewModel(tasks: ["Milk", "Eggs", "Oat milk"])
        viewModel.openSearch()
        viewModel.search(for: "milk")
        viewModel.table.select(at: 1)
        viewModel.clearSearch()
        #expect(viewModel.searchQuery == "")
        #expect(!viewModel.isSearchFieldOpen)
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs", "[ ] Oat milk"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B61 the search combines with the filter, f keeps the query, and no match says so")
    func searchCombinesWithFilter() throws {
        let (viewModel, _) = try makeViewModel(tasks: ["x Milk", "Oat milk", "Eggs"])
        viewModel.search(for: "milk")
        viewModel.showNextFilter()
        #expect(viewModel.title == "✎ Groceries (Active, \"milk\")")
        #expect(rowTexts(viewModel) == ["[ ] Oat milk"])
        viewModel.search(for: "tea")
        #expect(viewModel.table.rows.isEmpty)
        #expect(viewModel.table.emptyText == "No tasks match \"tea\".")
        viewModel.search(for: "")
        #expect(viewModel.table.emptyText == "No active tasks.")
        #expect(rowTexts(viewModel) == ["[ ] Oat milk", "[ ] Eggs"])
    }

    @Test("B61 a new task the query would hide clears the query and is selected")
    func savedTaskOutsideSearchClearsIt() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Milk", "Oat milk"])
        viewModel.search(for: "milk")
        viewModel.addTask()
        coordinator.onTaskSaved?(
            try service.addTask(title: "Eggs", toList: try service.summaries()[0].list.id))
        #expect(viewModel.searchQuery == "")
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Oat milk", "[ ] Eggs"])
        #expect(viewModel.table.selectedIndex == 2)
    }

    @Test("B61 a new task the query finds keeps the query and is selected")
    func savedTaskInsideSearchKeepsIt() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Milk", "Eggs"])
        viewModel.search(for: "milk")
        viewModel.addTask()
        coordinator.onTaskSaved?(
            try service.addTask(title: "Soy milk", toList: try service.summaries()[0].list.id))
        #expect(viewModel.searchQuery == "milk")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Soy milk"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B61 an edited task the query no longer finds leaves the rows, and the query stays")
    func editedTaskOutsideSearchKeepsIt() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Milk", "Oat milk"])
        viewModel.search(for: "milk")
        viewModel.editSelectedTask()
        let milk = try service.tasks(inList: try service.summaries()[0].id)[0]
        coordinator.onTaskSaved?(try service.renameTask(id: milk.id, title: "Soy drink"))
        #expect(viewModel.searchQuery == "milk")
        #expect(rowTexts(viewModel) == ["[ ] Oat milk"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B62 a task moves past the task shown above or below, and the selection follows it")
    func movesSelectedTask() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Milk", "Eggs", "Bread"])
        viewModel.moveSelectedTask(by: 1)
        #expect(rowTexts(viewModel) == ["[ ] Eggs", "[ ] Milk", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 1)
        viewModel.moveSelectedTask(by: 1)
        viewModel.table.select(at: 1)
        viewModel.moveSelectedTask(by: -1)
        #expect(rowTexts(viewModel) == ["[ ] Bread", "[ ] Eggs", "[ ] Milk"])
        #expect(viewModel.table.selectedIndex == 0)
        #expect(try Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Bread", "Eggs", "Milk"])
    }

    @Test("B62 tasks the filter or the search hide keep their places")
    func hiddenTasksKeepTheirPlaces() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Milk", "x Oat milk", "Eggs", "Soy milk"])
        viewModel.showNextFilter()
        viewModel.search(for: "milk")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Soy milk"])
        viewModel.moveSelectedTask(by: 1)
        #expect(rowTexts(viewModel) == ["[ ] Soy milk", "[ ] Milk"])
        #expect(viewModel.table.selectedIndex == 1)
        #expect(
            try Fixtures.contents(of: service)[0].tasks.map(\.title) == [
                "Soy milk", "Oat milk", "Eggs", "Milk",
            ])
    }

    @Test("B62 moving up from the first row, down from the last or without tasks does nothing")
    func movesStopAtTheEdges() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Milk", "Eggs"])
        #expect(
            !changes {
                viewModel.table.rows
            } during: {
                viewModel.moveSelectedTask(by: -1)
                viewModel.table.select(at: 1)
                viewModel.moveSelectedTask(by: 1)
            })
        viewModel.search(for: "tea")
        #expect(
            !changes {
                viewModel.table.rows
            } during: {
                viewModel.moveSelectedTask(by: 1)
                viewModel.moveSelectedTask(by: -1)
            })
        #expect(viewModel.statusMessage == nil)
        #expect(try Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk", "Eggs"])
    }

    @Test("B34 a move past a task deleted meanwhile is reported as a message")
    func failedMoveIsReported() throws {
        let store = InMemoryTaskStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        try service.addTask(title: "Milk", toList: list.id)
        let eggs = try service.addTask(title: "Eggs", toList: list.id)
        let viewModel = try makeViewModel(service)
        _ = store.deleteTask(id: eggs.id)
        viewModel.moveSelectedTask(by: 1)
        #expect(viewModel.statusMessage == "That task no longer exists.")
    }

    @Test("B63 follows tasks moved by another program")
    func followsExternalMove() throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try service.addList(title: "Groceries", icon: .default)
        let milk = try service.addTask(title: "Milk", toList: list.id)
        let eggs = try service.addTask(title: "Eggs", toList: list.id)
        let viewModel = try makeViewModel(service)
        try store.asOtherProcess { other, _ in try other.moveTask(id: eggs.id, past: milk.id) }
        service.checkForExternalChanges()
        #expect(rowTexts(viewModel) == ["[ ] Eggs", "[ ] Milk"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B66 a task with notes is marked ✐ between its checkbox and its title")
    func marksTasksWithNotes() throws {
        let (viewModel, service) = try makeViewModel(tasks: ["Call mum", "Milk"])
        let callMum = try service.tasks(inList: try service.summaries()[0].id)[0]
        try service.updateTask(id: callMum.id, title: callMum.title, notes: "Sunday")
        #expect(rowTexts(viewModel) == ["[ ] ✐ Call mum", "[ ] Milk"])
    }

    @Test("changes to another list's tasks leave the rows alone")
    func ignoresOtherListsTasks() throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"]), ("Work", [])])
        let viewModel = try makeViewModel(service)
        #expect(
            try !changes {
                viewModel.table.rows
            } during: {
                try service.addTask(title: "Report", toList: service.summaries()[1].list.id)
            })
    }
}
