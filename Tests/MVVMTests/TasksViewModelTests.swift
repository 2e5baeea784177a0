import TaskListDomain
import TestSupport
import Testing

@testable import MVVMViewModels

@MainActor
@Suite("Tasks view model")
struct TasksViewModelTests {
    let coordinator = CoordinatorSpy()
    let undoHistory = SessionUndoHistory()
    let home = HomeSpy()

    /// Stands in for Home: counts the times it heard that the list is gone.
    final class HomeSpy {
        private(set) var deletedListReports = 0

        func listWasDeleted() {
            deletedListReports += 1
        }
    }

    /// A view model of the first list of `service`, loaded as its view would load it.
    private func makeViewModel(_ service: any TaskListService) async throws -> TasksViewModel {
        let viewModel = TasksViewModel(
            list: try await service.summaries()[0].list, service: service, coordinator: coordinator,
            undoHistory: undoHistory
        ) { [home] in home.listWasDeleted() }
        await viewModel.load()
        return viewModel
    }

    private func makeViewModel(tasks: [String]) async throws -> (TasksViewModel, StoreTaskListService) {
        let service = Fixtures.makeService(lists: [("Groceries", tasks)])
        return (try await makeViewModel(service), service)
    }

    /// The ID of the first list of `service`.
    private func firstListID(of service: any TaskListService) async throws -> TaskList.ID {
        try await service.summaries()[0].id
    }

    private func rowTexts(_ viewModel: TasksViewModel) -> [String] {
        viewModel.table.rows.map(\.text)
    }

    /// Milk, Eggs and Bread under Active, Eggs selected and open in the task editor, on a store that
    /// another program writes to as well.
    private func editEggsUnderActive() async throws -> (
        TasksViewModel, StoreTaskListService, TwoProcessStore, eggs: TaskItem
    ) {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try await service.addList(title: "Groceries", icon: .default)
        var tasks: [TaskItem] = []
        for title in ["Milk", "Eggs", "Bread"] {
            tasks.append(try await service.addTask(title: title, toList: list.id))
        }
        let viewModel = try await makeViewModel(service)
        await viewModel.showNextFilter()
        viewModel.table.select(at: 1)
        viewModel.editSelectedTask()
        return (viewModel, service, store, tasks[1])
    }

    /// Another program toggles `task`, and `service` notices it.
    private func toggleElsewhere(
        _ task: TaskItem, in store: TwoProcessStore, seenBy service: StoreTaskListService
    ) async throws {
        try store.asOtherProcess { other, _ in try other.toggleTask(id: task.id) }
        await service.checkForExternalChanges()
        await service.settle()
    }

    @Test("B20 shows the tasks with checkboxes, and the list and filter in the title")
    func showsTasks() async throws {
        let (viewModel, _) = try await makeViewModel(tasks: ["x Milk", "Eggs"])
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel) == ["[x] Milk", "[ ] Eggs"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B88 opened to show a task, it selects that task once the rows come, under All and unsearched")
    func opensWithTaskSelected() async throws {
        let titles = (1...100).map { "Task \($0)" }
        let service = Fixtures.makeService(lists: [("Groceries", titles)])
        let list = try await service.summaries()[0].list
        let task = try await service.tasks(inList: list.id)[89]
        service.conditions.latency = .milliseconds(300)
        let viewModel = TasksViewModel(
            list: list, selecting: task.id, service: service, coordinator: coordinator,
            undoHistory: undoHistory
        ) {}
        let loading = Task { await viewModel.load() }
        await service.settle()
        #expect(viewModel.table.selectedIndex == nil)
        await service.wait(.milliseconds(300))
        await loading.value
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(viewModel.searchQuery == "")
        #expect(viewModel.table.selectedIndex == 89)
        #expect(viewModel.table.rows[89].text == "[ ] Task 90")
    }

    @Test("B88 opened to show a task deleted meanwhile, it selects the first row")
    func opensWithGoneTaskSelectingFirstRow() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk", "Eggs"])])
        let list = try await service.summaries()[0].list
        let eggs = try await service.tasks(inList: list.id)[1]
        try await service.deleteTask(id: eggs.id)
        let viewModel = TasksViewModel(
            list: list, selecting: eggs.id, service: service, coordinator: coordinator,
            undoHistory: undoHistory
        ) {}
        await viewModel.load()
        #expect(rowTexts(viewModel) == ["[ ] Milk"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B21 says how to start when the list has no tasks")
    func emptyState() async throws {
        let (viewModel, _) = try await makeViewModel(tasks: [])
        #expect(viewModel.table.rows.isEmpty)
        #expect(viewModel.table.emptyText == "No tasks yet. Press a to add one.")
    }

    @Test("B22 adding asks for the task editor and selects the saved task")
    func addSelectsSavedTask() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk"])
        let listID = try await service.summaries()[0].list.id
        viewModel.addTask()
        #expect(coordinator.calls == [.showTaskEditor(addingTo: listID, editing: nil)])
        coordinator.onTaskSaved?(try await service.addTask(title: "Eggs", toList: listID))
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B22 a filter that would hide the saved task switches to All")
    func addUnderDoneSwitchesToAll() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["x Milk"])
        await viewModel.showNextFilter()
        await viewModel.showNextFilter()
        #expect(viewModel.title == "✎ Groceries (Done)")
        viewModel.addTask()
        coordinator.onTaskSaved?(
            try await service.addTask(title: "Eggs", toList: try await service.summaries()[0].list.id))
        await service.settle()
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel) == ["[x] Milk", "[ ] Eggs"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B23 toggling flips the selected task")
    func togglesSelectedTask() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs"])
        viewModel.table.select(at: 1)
        await viewModel.toggleSelectedTask()
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[x] Eggs"])
        await viewModel.toggleSelectedTask()
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs"])
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.isDone) == [false, false])
    }

    @Test("B24 editing asks for the task editor with the selected task")
    func editOpensEditorWithSelectedTask() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs"])
        viewModel.table.select(at: 1)
        viewModel.editSelectedTask()
        #expect(coordinator.calls == [.showTaskEditor(addingTo: nil, editing: "Eggs")])
        let eggs = try await service.tasks(inList: await service.summaries()[0].list.id)[1]
        coordinator.onTaskSaved?(try await service.renameTask(id: eggs.id, title: "Free-range eggs"))
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Free-range eggs"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B24 B67 an edited task is selected on return, though another program hid and showed it meanwhile")
    func editedTaskSelectedAfterExternalChanges() async throws {
        let (viewModel, service, store, eggs) = try await editEggsUnderActive()
        for _ in 1...2 {
            try await toggleElsewhere(eggs, in: store, seenBy: service)
        }
        #expect(viewModel.table.selectedIndex == 2)
        coordinator.onTaskSaved?(try await service.renameTask(id: eggs.id, title: "Free-range eggs"))
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Free-range eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B24 an edited task the filter would now hide is selected under All")
    func editedTaskHiddenByFilterSwitchesToAll() async throws {
        let (viewModel, service, store, eggs) = try await editEggsUnderActive()
        try await toggleElsewhere(eggs, in: store, seenBy: service)
        coordinator.onTaskSaved?(try await service.renameTask(id: eggs.id, title: "Free-range eggs"))
        await service.settle()
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[x] Free-range eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B25 deleting asks first, then deletes the selected task")
    func deleteAsksThenDeletes() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs"])
        viewModel.deleteSelectedTask()
        #expect(viewModel.confirmation?.message == "Delete task \"Milk\"?")
        #expect(try await Fixtures.contents(of: service)[0].tasks.count == 2)
        await viewModel.confirmation?.confirm()
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Eggs"])
        #expect(try await Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Eggs")])
    }

    @Test("B25 B78 a delete the database refuses says why, and the task stays")
    func failedDeleteIsReported() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs"])
        viewModel.table.select(at: 1)
        viewModel.deleteSelectedTask()
        service.conditions.failsWrites = true
        await viewModel.confirmation?.confirm()
        await service.settle()
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs"])
        #expect(try await Fixtures.contents(of: service)[0].tasks.count == 2)
    }

    @Test("B91 undo puts the task deleted on this list's screen back at its place, selects it, and says so")
    func undoRestoresDeletedTask() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs @2026-12-02", "Bread"])
        viewModel.table.select(at: 1)
        viewModel.deleteSelectedTask()
        await viewModel.confirmation?.confirm()
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Bread"])
        viewModel.table.select(at: 0)
        await viewModel.undo()
        await service.settle()
        #expect(viewModel.statusMessage == "Restored task \"Eggs\".")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 1)
        #expect(try await Fixtures.contents(of: service)[0].tasks[1].due?.description == "2026-12-02")
        await viewModel.undo()
        #expect(viewModel.statusMessage == "Nothing to undo here.")
    }

    @Test("B91 B45 undo takes back a toggle that hid the task under Active: it shows again, selected")
    func undoTakesBackToggle() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs", "Bread"])
        await viewModel.showNextFilter()
        viewModel.table.select(at: 1)
        await viewModel.toggleSelectedTask()
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Bread"])
        viewModel.table.select(at: 0)
        await viewModel.undo()
        await service.settle()
        #expect(viewModel.statusMessage == "Marked \"Eggs\" not done again.")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test(
        "B91 undo of a toggle the rows show selects the task at once, and a move made before the rows come stays"
    )
    func undoneToggleShownIsSelectedAtOnce() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs", "Bread"])
        await viewModel.toggleSelectedTask()
        await service.settle()
        #expect(rowTexts(viewModel) == ["[x] Milk", "[ ] Eggs", "[ ] Bread"])
        viewModel.table.select(at: 1)
        service.conditions.latency = .milliseconds(300)
        let undoing = Task { await viewModel.undo() }
        await service.wait(.milliseconds(300))
        await undoing.value
        #expect(viewModel.statusMessage == "Marked \"Milk\" not done again.")
        #expect(viewModel.table.selectedIndex == 0)
        viewModel.table.select(at: 2)
        await service.wait(.milliseconds(300))
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 2)
    }

    @Test(
        "B91 undo of a delete before the task left the rows selects it at once, and a move made before the rows come stays"
    )
    func undoBeforeRowsCameSelectsAtOnce() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs", "Bread"])
        viewModel.table.select(at: 1)
        viewModel.deleteSelectedTask()
        service.conditions.latency = .milliseconds(300)
        let deleting = Task { await viewModel.confirmation?.confirm() }
        await service.wait(.milliseconds(300))
        await deleting.value
        #expect(viewModel.table.rows.count == 3)
        viewModel.table.select(at: 0)
        service.conditions.latency = .zero
        await viewModel.undo()
        #expect(viewModel.statusMessage == "Restored task \"Eggs\".")
        #expect(viewModel.table.selectedIndex == 1)
        viewModel.table.select(at: 2)
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 2)
    }

    @Test("B91 a task the undo brings back under a filter that hides it is not selected")
    func undoneTaskHiddenByFilterIsNotSelected() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "x Eggs", "Bread"])
        viewModel.table.select(at: 1)
        viewModel.deleteSelectedTask()
        await viewModel.confirmation?.confirm()
        await viewModel.showNextFilter()
        viewModel.table.select(at: 1)
        await viewModel.undo()
        await service.settle()
        #expect(viewModel.statusMessage == "Restored task \"Eggs\".")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 1)
        await viewModel.showNextFilter()
        #expect(rowTexts(viewModel) == ["[x] Eggs"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B92 each list's screen keeps its own change: list B's screen never undoes list A's")
    func historyIsPerList() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"]), ("Work", ["Report"])])
        let groceries = try await makeViewModel(service)
        await groceries.toggleSelectedTask()
        let work = TasksViewModel(
            list: try await service.summaries()[1].list, service: service, coordinator: coordinator,
            undoHistory: undoHistory
        ) {}
        await work.load()
        await work.undo()
        #expect(work.statusMessage == "Nothing to undo here.")
        #expect(
            try await Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Milk", isDone: true)])
        let groceriesAgain = try await makeViewModel(service)
        await groceriesAgain.undo()
        #expect(groceriesAgain.statusMessage == "Marked \"Milk\" not done again.")
        #expect(try await Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Milk")])
    }

    @Test("B93 an undo that fails says why, restores nothing, and keeps the change")
    func failedUndoKeepsChange() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk"])
        viewModel.deleteSelectedTask()
        await viewModel.confirmation?.confirm()
        service.conditions.failsWrites = true
        await viewModel.undo()
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        #expect(try await Fixtures.contents(of: service)[0].tasks.isEmpty)
        service.conditions.failsWrites = false
        #expect(undoHistory[.tasks(listID: try await firstListID(of: service))] != nil)
    }

    @Test("B26 the filter cycles All, Active, Done and back, selecting the first row")
    func filterCycles() async throws {
        let (viewModel, _) = try await makeViewModel(tasks: ["Milk", "x Eggs", "Bread"])
        viewModel.table.select(at: 2)
        await viewModel.showNextFilter()
        #expect(viewModel.title == "✎ Groceries (Active)")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 0)
        await viewModel.showNextFilter()
        #expect(viewModel.title == "✎ Groceries (Done)")
        #expect(rowTexts(viewModel) == ["[x] Eggs"])
        await viewModel.showNextFilter()
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel).count == 3)
    }

    @Test("B26 a filter that hides every task says so")
    func filterEmptyStates() async throws {
        let (viewModel, _) = try await makeViewModel(tasks: [])
        await viewModel.showNextFilter()
        #expect(viewModel.table.emptyText == "No active tasks.")
        await viewModel.showNextFilter()
        #expect(viewModel.table.emptyText == "No done tasks.")
        #expect(viewModel.table.selectedIndex == nil)
    }

    @Test("B27 going back asks the coordinator")
    func goesBack() async throws {
        let (viewModel, _) = try await makeViewModel(tasks: [])
        viewModel.goBack()
        #expect(coordinator.calls == [.goBack])
    }

    @Test("B28 toggle, edit and delete do nothing without tasks")
    func selectionInputsWithoutTasks() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["x Milk"])
        await viewModel.showNextFilter()
        await viewModel.toggleSelectedTask()
        await service.settle()
        viewModel.editSelectedTask()
        viewModel.deleteSelectedTask()
        #expect(coordinator.calls.isEmpty)
        #expect(viewModel.confirmation == nil)
        #expect(
            try await Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Milk", isDone: true)])
    }

    @Test("B34 a failed toggle is reported as a message")
    func failedToggleIsReported() async throws {
        let store = InMemoryTaskStore()
        let service = Fixtures.makeService(store: store)
        let list = try await service.addList(title: "Groceries", icon: .default)
        let milk = try await service.addTask(title: "Milk", toList: list.id)
        let viewModel = try await makeViewModel(service)
        _ = store.deleteTask(id: milk.id)
        await viewModel.toggleSelectedTask()
        await service.settle()
        #expect(viewModel.statusMessage == "That task no longer exists.")
    }

    @Test("B36 follows a list renamed by another program")
    func followsExternalRename() async throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try await service.addList(title: "Groceries", icon: .default)
        let viewModel = try await makeViewModel(service)
        try store.asOtherProcess { other, _ in
            try other.updateList(id: list.id, title: "Shopping", icon: .mail)
        }
        await service.checkForExternalChanges()
        await service.settle()
        #expect(viewModel.title == "✉ Shopping (All)")
    }

    @Test(
        "B36 a list renamed by another program is read again when a filter's read replaces the one reading it"
    )
    func externalRenameSurvivesAReplacedRead() async throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try await service.addList(title: "Groceries", icon: .default)
        let viewModel = try await makeViewModel(service)
        service.conditions.latency = .milliseconds(300)
        try store.asOtherProcess { other, _ in
            try other.updateList(id: list.id, title: "Shopping", icon: .mail)
        }
        await service.checkForExternalChanges()
        await service.settle()
        let filtering = Task { await viewModel.showNextFilter() }
        await service.settle()
        await service.wait(.milliseconds(600))
        await filtering.value
        #expect(viewModel.title == "✉ Shopping (Active)")
    }

    @Test(
        "B75 B36 once a list renamed elsewhere has been read again, a reload waits for one answer, its tasks")
    func listReadOnceAfterRename() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk"])
        _ = try await service.updateList(
            id: try await firstListID(of: service), title: "Shopping", icon: .home)
        await service.settle()
        #expect(viewModel.title == "⌂ Shopping (All)")
        service.conditions.latency = .milliseconds(300)
        let reloading = Task { await viewModel.reload() }
        await service.settle()
        await service.wait(.milliseconds(300))
        #expect(!viewModel.table.isLoading)
        #expect(rowTexts(viewModel) == ["[ ] Milk"])
        await service.wait(.milliseconds(300))
        await reloading.value
    }

    @Test("B42 a list another program deleted returns to Home, which hears it is gone")
    func listDeletedElsewhere() async throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try await service.addList(title: "Groceries", icon: .default)
        try await service.addTask(title: "Milk", toList: list.id)
        let viewModel = try await makeViewModel(service)
        try store.asOtherProcess { other, _ in try other.deleteList(id: list.id) }
        await service.checkForExternalChanges()
        await service.settle()
        #expect(coordinator.calls == [.returnToHome])
        #expect(home.deletedListReports == 1)
        #expect(viewModel.table.rows.isEmpty)
    }

    @Test("B67 the selection stays on its task when a task above it is deleted elsewhere")
    func selectionFollowsTask() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs", "Bread"])
        viewModel.table.select(at: 1)
        let list = try await service.summaries()[0].id
        try await service.deleteTask(id: try await service.tasks(inList: list)[0].id)
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B67 the selection stays on its task when a task appears above it under a filter")
    func selectionFollowsTaskUnderFilter() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["x Milk", "Eggs", "Bread"])
        await viewModel.showNextFilter()
        viewModel.table.select(at: 1)
        let list = try await service.summaries()[0].id
        try await service.toggleTask(id: try await service.tasks(inList: list)[0].id)
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 2)
    }

    @Test("B45 a task toggled out of the filter leaves, and the selection stays on a visible row")
    func toggledTaskLeavesFilter() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs", "Bread"])
        await viewModel.showNextFilter()
        viewModel.table.select(at: 2)
        await viewModel.toggleSelectedTask()
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B60 every change to the query narrows the tasks, ignoring case and diacritics, from the first row")
    func searchNarrows() async throws {
        let (viewModel, _) = try await makeViewModel(tasks: ["Milk", "école", "Oat milk", "장보기"])
        viewModel.table.select(at: 3)
        viewModel.openSearch()
        #expect(viewModel.isSearchFieldOpen)
        await viewModel.search(for: "MIL")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Oat milk"])
        #expect(viewModel.table.selectedIndex == 0)
        viewModel.table.select(at: 1)
        await viewModel.search(for: "MILK")
        #expect(viewModel.table.selectedIndex == 0)
        await viewModel.search(for: "ÉCOLE")
        #expect(rowTexts(viewModel) == ["[ ] école"])
        await viewModel.search(for: "장보")
        #expect(rowTexts(viewModel) == ["[ ] 장보기"])
    }

    @Test("B61 enter keeps the query: the field closes, the title shows it and / opens it again")
    func closingKeepsQuery() async throws {
        let (viewModel, _) = try await makeViewModel(tasks: ["Milk", "Eggs"])
        #expect(!viewModel.isSearchFieldOpen)
        viewModel.openSearch()
        #expect(viewModel.isSearchFieldOpen)
        await viewModel.search(for: "milk")
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
    func clearingShowsEveryTask() async throws {
        let (viewModel, _) = try await makeViewModel(tasks: ["Milk", "Eggs", "Oat milk"])
        viewModel.openSearch()
        await viewModel.search(for: "milk")
        viewModel.table.select(at: 1)
        await viewModel.clearSearch()
        #expect(viewModel.searchQuery == "")
        #expect(!viewModel.isSearchFieldOpen)
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs", "[ ] Oat milk"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B61 the search combines with the filter, f keeps the query, and no match says so")
    func searchCombinesWithFilter() async throws {
        let (viewModel, _) = try await makeViewModel(tasks: ["x Milk", "Oat milk", "Eggs"])
        await viewModel.search(for: "milk")
        await viewModel.showNextFilter()
        #expect(viewModel.title == "✎ Groceries (Active, \"milk\")")
        #expect(rowTexts(viewModel) == ["[ ] Oat milk"])
        await viewModel.search(for: "tea")
        #expect(viewModel.table.rows.isEmpty)
        #expect(viewModel.table.emptyText == "No tasks match \"tea\".")
        await viewModel.search(for: "")
        #expect(viewModel.table.emptyText == "No active tasks.")
        #expect(rowTexts(viewModel) == ["[ ] Oat milk", "[ ] Eggs"])
    }

    @Test("B61 a new task the query would hide clears the query and is selected")
    func savedTaskOutsideSearchClearsIt() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Oat milk"])
        await viewModel.search(for: "milk")
        viewModel.addTask()
        coordinator.onTaskSaved?(
            try await service.addTask(title: "Eggs", toList: try await service.summaries()[0].list.id))
        await service.settle()
        #expect(viewModel.searchQuery == "")
        #expect(viewModel.title == "✎ Groceries (All)")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Oat milk", "[ ] Eggs"])
        #expect(viewModel.table.selectedIndex == 2)
    }

    @Test("B61 a new task the query finds keeps the query and is selected")
    func savedTaskInsideSearchKeepsIt() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs"])
        await viewModel.search(for: "milk")
        viewModel.addTask()
        coordinator.onTaskSaved?(
            try await service.addTask(title: "Soy milk", toList: try await service.summaries()[0].list.id))
        await service.settle()
        #expect(viewModel.searchQuery == "milk")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Soy milk"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B61 an edited task the query no longer finds leaves the rows, and the query stays")
    func editedTaskOutsideSearchKeepsIt() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Oat milk"])
        await viewModel.search(for: "milk")
        viewModel.editSelectedTask()
        let milk = try await service.tasks(inList: try await service.summaries()[0].id)[0]
        coordinator.onTaskSaved?(try await service.renameTask(id: milk.id, title: "Soy drink"))
        await service.settle()
        #expect(viewModel.searchQuery == "milk")
        #expect(rowTexts(viewModel) == ["[ ] Oat milk"])
        #expect(viewModel.table.selectedIndex == 0)
    }

    @Test("B62 a task moves past the task shown above or below, and the selection follows it")
    func movesSelectedTask() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs", "Bread"])
        await viewModel.moveSelectedTask(by: 1)
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Eggs", "[ ] Milk", "[ ] Bread"])
        #expect(viewModel.table.selectedIndex == 1)
        await viewModel.moveSelectedTask(by: 1)
        await service.settle()
        viewModel.table.select(at: 1)
        await viewModel.moveSelectedTask(by: -1)
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Bread", "[ ] Eggs", "[ ] Milk"])
        #expect(viewModel.table.selectedIndex == 0)
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Bread", "Eggs", "Milk"])
    }

    @Test("B62 tasks the filter or the search hide keep their places")
    func hiddenTasksKeepTheirPlaces() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "x Oat milk", "Eggs", "Soy milk"])
        await viewModel.showNextFilter()
        await viewModel.search(for: "milk")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Soy milk"])
        await viewModel.moveSelectedTask(by: 1)
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Soy milk", "[ ] Milk"])
        #expect(viewModel.table.selectedIndex == 1)
        #expect(
            try await Fixtures.contents(of: service)[0].tasks.map(\.title) == [
                "Soy milk", "Oat milk", "Eggs", "Milk",
            ])
    }

    @Test("B62 moving up from the first row, down from the last or without tasks does nothing")
    func movesStopAtTheEdges() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs"])
        #expect(
            await !changes {
                viewModel.table.rows
            } during: {
                await viewModel.moveSelectedTask(by: -1)
                viewModel.table.select(at: 1)
                await viewModel.moveSelectedTask(by: 1)
                await service.settle()
            })
        await viewModel.search(for: "tea")
        #expect(
            await !changes {
                viewModel.table.rows
            } during: {
                await viewModel.moveSelectedTask(by: 1)
                await viewModel.moveSelectedTask(by: -1)
                await service.settle()
            })
        #expect(viewModel.statusMessage == nil)
        #expect(try await Fixtures.contents(of: service)[0].tasks.map(\.title) == ["Milk", "Eggs"])
    }

    @Test("B34 a move past a task deleted meanwhile is reported as a message")
    func failedMoveIsReported() async throws {
        let store = InMemoryTaskStore()
        let service = Fixtures.makeService(store: store)
        let list = try await service.addList(title: "Groceries", icon: .default)
        try await service.addTask(title: "Milk", toList: list.id)
        let eggs = try await service.addTask(title: "Eggs", toList: list.id)
        let viewModel = try await makeViewModel(service)
        _ = store.deleteTask(id: eggs.id)
        await viewModel.moveSelectedTask(by: 1)
        await service.settle()
        #expect(viewModel.statusMessage == "That task no longer exists.")
    }

    @Test("B63 follows tasks moved by another program")
    func followsExternalMove() async throws {
        let store = TwoProcessStore()
        let service = Fixtures.makeService(store: store)
        let list = try await service.addList(title: "Groceries", icon: .default)
        let milk = try await service.addTask(title: "Milk", toList: list.id)
        let eggs = try await service.addTask(title: "Eggs", toList: list.id)
        let viewModel = try await makeViewModel(service)
        try store.asOtherProcess { other, _ in try other.moveTask(id: eggs.id, past: milk.id) }
        await service.checkForExternalChanges()
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Eggs", "[ ] Milk"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B66 a task with notes is marked ✐ between its checkbox and its title")
    func marksTasksWithNotes() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Call mum", "Milk"])
        let callMum = try await service.tasks(inList: try await service.summaries()[0].id)[0]
        try await service.updateTask(id: callMum.id, title: callMum.title, notes: "Sunday", due: "")
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] ✐ Call mum", "[ ] Milk"])
    }

    @Test("B75 the rows are loading while a filter's tasks are read; the title shows the filter at once")
    func loadingWhileFilterIsRead() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["x Milk", "Eggs"])
        #expect(!viewModel.table.isLoading)
        service.conditions.latency = .milliseconds(300)
        let filtering = Task { await viewModel.showNextFilter() }
        await service.settle()
        #expect(viewModel.title == "✎ Groceries (Active)")
        #expect(viewModel.table.isLoading)
        await service.wait(.milliseconds(300))
        await filtering.value
        #expect(!viewModel.table.isLoading)
        #expect(rowTexts(viewModel) == ["[ ] Eggs"])
    }

    @Test("B76 the answer for a filter or a query no longer asked for is never shown")
    func staleFilterAndQueryAreDropped() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["x Milk", "Eggs", "Bread"])
        service.conditions.latency = .milliseconds(300)
        let active = Task { await viewModel.showNextFilter() }
        await service.wait(.milliseconds(100))
        let done = Task { await viewModel.showNextFilter() }
        #expect(
            await !changes {
                viewModel.table.rows
            } during: {
                await service.wait(.milliseconds(200))
                await active.value
            })
        await service.wait(.milliseconds(100))
        await done.value
        #expect(rowTexts(viewModel) == ["[x] Milk"])
        let eggs = Task { await viewModel.search(for: "egg") }
        await service.wait(.milliseconds(100))
        let bread = Task { await viewModel.search(for: "bread") }
        await service.wait(.milliseconds(300))
        await eggs.value
        await bread.value
        #expect(viewModel.title == "✎ Groceries (Done, \"bread\")")
        #expect(viewModel.table.rows.isEmpty)
        #expect(viewModel.table.emptyText == "No tasks match \"bread\".")
    }

    @Test("B76 a filter chosen while a change is read cancels that read, whose answer is no longer wanted")
    func newerReadCancelsChangeRead() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs"])
        let listID = try await firstListID(of: service)
        service.conditions.latency = .milliseconds(300)
        let adding = Task { try await service.addTask(title: "Bread", toList: listID) }
        await service.wait(.milliseconds(300))
        _ = try await adding.value
        #expect(service.callsInFlight == 1)
        let filtering = Task { await viewModel.showNextFilter() }
        await service.settle()
        #expect(service.callsInFlight == 1)
        await service.wait(.milliseconds(300))
        await filtering.value
        #expect(viewModel.title == "✎ Groceries (Active)")
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs", "[ ] Bread"])
    }

    @Test("B77 a toggle shows when its answer comes, not before, and a toggle pressed meanwhile follows it")
    func toggleShowsWithItsAnswer() async throws {
        let store = InMemoryTaskStore()
        Fixtures.seed(store, with: [("Groceries", ["Milk", "Eggs"])])
        let service = Fixtures.makeService(store: store)
        let viewModel = try await makeViewModel(service)
        service.conditions.latency = .milliseconds(300)
        let milk = Task { await viewModel.toggleSelectedTask() }
        await service.settle()
        viewModel.table.select(at: 1)
        let eggs = Task { await viewModel.toggleSelectedTask() }
        await service.settle()
        #expect(rowTexts(viewModel) == ["[ ] Milk", "[ ] Eggs"])
        await service.wait(.milliseconds(300))
        await milk.value
        #expect(try Fixtures.contents(of: store)[0].tasks.map(\.isDone) == [true, false])
        await service.wait(.seconds(1))
        await eggs.value
        #expect(rowTexts(viewModel) == ["[x] Milk", "[x] Eggs"])
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("B78 a failed toggle says why, and the rows show what is stored")
    func failedToggleShowsStored() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk"])
        service.conditions.failsWrites = true
        await viewModel.toggleSelectedTask()
        await service.settle()
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        #expect(rowTexts(viewModel) == ["[ ] Milk"])
        #expect(try await Fixtures.contents(of: service)[0].tasks == [StoredTask(title: "Milk")])
    }

    @Test("B78 a toggle whose screen is gone says nothing when it fails")
    func cancelledToggleSaysNothing() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk"])
        service.conditions = ServiceConditions(latency: .milliseconds(300), failsWrites: true)
        let toggling = Task { await viewModel.toggleSelectedTask() }
        await service.settle()
        toggling.cancel()
        await service.wait(.milliseconds(300))
        await toggling.value
        #expect(viewModel.statusMessage == nil)
    }

    @Test("B80 a failed read says why and shows no tasks; reading again shows them")
    func failedReadCanBeRetried() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"])])
        let list = try await service.summaries()[0].list
        service.conditions.failsReads = true
        let viewModel = TasksViewModel(
            list: list, service: service, coordinator: coordinator, undoHistory: undoHistory
        ) {}
        await viewModel.load()
        #expect(viewModel.statusMessage == "The database is busy. Try again.")
        #expect(viewModel.table.rows.isEmpty)
        #expect(!viewModel.table.isLoading)
        #expect(coordinator.calls.isEmpty)
        service.conditions.failsReads = false
        viewModel.statusMessage = nil
        await viewModel.reload()
        #expect(viewModel.statusMessage == nil)
        #expect(rowTexts(viewModel) == ["[ ] Milk"])
    }

    @Test("B81 while the tasks are read, the selection moves and going back asks the coordinator at once")
    func inputsAnswerWhileReading() async throws {
        let (viewModel, service) = try await makeViewModel(tasks: ["Milk", "Eggs"])
        service.conditions.latency = .seconds(2)
        let reading = Task { await viewModel.showNextFilter() }
        await service.settle()
        viewModel.table.select(at: 1)
        #expect(viewModel.table.selectedIndex == 1)
        viewModel.goBack()
        #expect(coordinator.calls == [.goBack])
        reading.cancel()
        await service.settle()
        await reading.value
        #expect(service.callsInFlight == 0)
        #expect(viewModel.table.selectedIndex == 1)
    }

    @Test("changes to another list's tasks leave the rows alone")
    func ignoresOtherListsTasks() async throws {
        let service = Fixtures.makeService(lists: [("Groceries", ["Milk"]), ("Work", [])])
        let viewModel = try await makeViewModel(service)
        #expect(
            try await !changes {
                viewModel.table.rows
            } during: {
                try await service.addTask(title: "Report", toList: await service.summaries()[1].list.id)
                await service.settle()
            })
    }
}
