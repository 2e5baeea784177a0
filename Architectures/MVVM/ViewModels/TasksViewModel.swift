import Observation
import TaskListDomain
import TaskListStrings

/// Where the tasks screen's view model sends the user; the app coordinator is one.
@MainActor
package protocol TasksCoordinating: AnyObject {
    /// Shows the task editor; `onSave` hears the task once it is stored and the editor is gone.
    func showTaskEditor(_ mode: TaskEditorViewModel.Mode, onSave: @escaping (TaskItem) -> Void)
    /// Goes back to Home.
    func goBack()
    /// Goes back to Home, closing every screen above it.
    func returnToHome()
}

/// The state and inputs of one list's tasks: the title with the filter and the search, the tasks both
/// let through as rows, and what the user can do with the selected task. It reloads when the list, its
/// tasks or anything in another process changed, and navigates through its coordinator.
///
/// Its inputs that wait for the service are `async`: the view runs each in a task it owns. A read that a
/// change or a saved editor starts is this view model's own task, which holds it weakly. Only the answer
/// of the read started last is shown, so an answer for a filter or a search that is no longer asked for
/// changes nothing (B76).
@MainActor
@Observable
package final class TasksViewModel {
    /// The title bar: the list's icon and title, the filter and the search, as asked for; the rows follow
    /// when they come.
    package var title: String {
        Strings.Tasks.title(list, filter: filter, search: search)
    }
    /// The visible tasks with their checkboxes, the selected one, and whether they are being read.
    package let table = TableViewModel<TaskRows>(emptyText: Strings.Tasks.emptyState(for: .all)) { task in
        RowViewModel(text: Strings.Tasks.row(task))
    }
    /// The search field's prompt.
    package let searchPrompt = Strings.Tasks.searchPrompt
    /// The search query as typed; empty when nothing is searched.
    package private(set) var searchQuery = ""
    /// Whether the search field is open and takes the typing.
    package private(set) var isSearchFieldOpen = false
    /// Why the last action failed, for the status line; the view clears it once shown, at the next key.
    package var statusMessage: String?
    /// The question to ask before a task is deleted; the view clears it once answered.
    package var confirmation: ConfirmationRequest?

    private let service: any TaskListService
    private let coordinator: any TasksCoordinating
    private let undoHistory: any UndoHistory
    private let onListDeleted: () -> Void
    private var list: TaskList
    private var filter = TaskFilter.all
    @ObservationIgnored private var visibleTasks = TaskRows()
    @ObservationIgnored private var subscription: ChangeSubscription?
    /// Counts the reads started; only the answer of the last one is shown.
    @ObservationIgnored private var latestRead = 0
    /// The read the last change started; a newer read cancels it, and so does freeing the view model.
    @ObservationIgnored private var changeRead: Task<Void, Never>?
    /// Whether another program may have renamed the list since it was read: every read reads it again
    /// until one brings it, so a read that replaces another does not lose the new name.
    @ObservationIgnored private var listMayHaveChanged = false
    /// The task an editor saved, an undo restored, or the screen was opened to show, selected once the rows
    /// hold it.
    @ObservationIgnored private var taskToSelect: TaskItem.ID?

    /// A view model of `list`'s tasks, all of them and unsearched, that selects the task `taskID` once the
    /// rows hold it (B88), else the first row, and keeps the last task it deleted or toggled in
    /// `undoHistory`, which outlives it; `onListDeleted` hears when the list is gone and the screen closed.
    package init(
        list: TaskList, selecting taskID: TaskItem.ID? = nil, service: any TaskListService,
        coordinator: any TasksCoordinating, undoHistory: any UndoHistory, onListDeleted: @escaping () -> Void
    ) {
        self.list = list
        taskToSelect = taskID
        self.service = service
        self.coordinator = coordinator
        self.undoHistory = undoHistory
        self.onListDeleted = onListDeleted
    }

    deinit {
        changeRead?.cancel()
    }

    /// Loads the tasks and follows every later change that can touch them; the view runs it when it shows
    /// the screen.
    package func load() async {
        subscription = service.observeChanges { [weak self] change in self?.serviceDidChange(change) }
        await reload()
    }

    /// Reads the tasks again, as ctrl-r asks after a read failed (B80).
    package func reload() async {
        _ = await readTasks()
    }

    /// Opens the editor for a new task, which is selected once saved.
    package func addTask() {
        coordinator.showTaskEditor(.add(toList: list.id)) { [weak self] task in self?.didAdd(task) }
    }

    /// Marks the selected task done, or not done again; the row shows it when the service has answered
    /// and the tasks are read again, and the toggle is kept for an undo.
    package func toggleSelectedTask() async {
        guard let task = selectedTask else { return }
        do {
            undoHistory[undoScope] = .toggledTask(try await service.toggleTask(id: task.id))
        } catch {
            report(error)
        }
    }

    /// Opens the editor for the selected task's title and notes.
    package func editSelectedTask() {
        guard let task = selectedTask else { return }
        coordinator.showTaskEditor(.edit(task)) { [weak self] task in self?.didEdit(task) }
    }

    /// Asks whether to delete the selected task.
    package func deleteSelectedTask() {
        guard let task = selectedTask else { return }
        confirmation = ConfirmationRequest(message: Strings.Tasks.deletePrompt(title: task.title)) {
            [weak self] in await self?.deleteTask(id: task.id)
        }
    }

    /// Moves the selected task past the task shown `offset` rows away (-1 above, +1 below), which takes its
    /// place; the selection follows it when the rows reload (B67). On the first or the last row, or
    /// without tasks, it does nothing.
    package func moveSelectedTask(by offset: Int) async {
        guard let index = table.selectedIndex, visibleTasks.indices.contains(index + offset) else {
            return
        }
        do {
            try await service.moveTask(
                id: visibleTasks.id(at: index), past: visibleTasks.id(at: index + offset))
        } catch {
            report(error)
        }
    }

    /// Switches to the next filter and, once its tasks come, selects the first row.
    package func showNextFilter() async {
        filter = filter.next
        await readTasksFromFirstRow()
    }

    /// Opens the search field, holding the query kept so far.
    package func openSearch() {
        isSearchFieldOpen = true
    }

    /// Narrows the tasks to those whose title contains `query` and, once they come, selects the first row.
    package func search(for query: String) async {
        searchQuery = query
        await readTasksFromFirstRow()
    }

    /// Closes the search field and keeps the query.
    package func closeSearch() {
        isSearchFieldOpen = false
    }

    /// Clears the query and closes the search field, showing every task the filter lets through from the
    /// first row.
    package func clearSearch() async {
        isSearchFieldOpen = false
        await search(for: "")
    }

    /// Takes back the last delete or toggle made on this list's screen: the task comes back, or gets its
    /// state back, and is selected once the rows hold it (if the filter and the search show it), and the
    /// status line says so; or it says why it could not, or that there is nothing to undo (B91-B93).
    package func undo() async {
        do {
            guard let change = try await undoHistory.undoLastChange(in: undoScope, through: service) else {
                statusMessage = Strings.Undo.nothingToUndo
                return
            }
            guard !Task.isCancelled else { return }
            statusMessage = Strings.Undo.undone(change)
            switch change {
            case .deletedTask(let deleted): select(deleted.task, readingAgain: false)
            case .toggledTask(let task): select(task, readingAgain: false)
            case .deletedList: break
            }
        } catch {
            report(error)
        }
    }

    /// Goes back to Home.
    package func goBack() {
        coordinator.goBack()
    }

    /// Where this list's screen keeps its last change: the next screen of the same list finds it.
    private var undoScope: UndoScope {
        .tasks(listID: list.id)
    }

    private var search: TaskSearch {
        TaskSearch(searchQuery)
    }

    private var selectedTask: TaskItem? {
        table.selectedIndex.map { visibleTasks[$0] }
    }

    private func serviceDidChange(_ change: TaskListChange) {
        if change.concerns(listID: list.id) {
            if change != .tasks(listID: list.id) {
                listMayHaveChanged = true
            }
            readAfterChange()
        }
    }

    private func readTasksFromFirstRow() async {
        if await readTasks() {
            table.select(at: 0)
        }
    }

    /// Reads the tasks under the filter and the search; true once they are shown, or why they could not be.
    private func readTasks() async -> Bool {
        let read = beginRead()
        return show(await Self.answer(of: readRequest, from: service), of: read)
    }

    /// Reads the tasks again after a change, and the list too when it may have been renamed, in a task of
    /// its own that does not keep this view model alive.
    private func readAfterChange() {
        let request = readRequest
        let read = beginRead()
        changeRead = Task { [weak self, service] in
            let answer = await Self.answer(of: request, from: service)
            self?.show(answer, of: read)
        }
    }

    /// Starts a read: the one before it is no longer wanted, and the rows are loading.
    private func beginRead() -> Int {
        changeRead?.cancel()
        latestRead += 1
        table.emptyText = Strings.Tasks.emptyState(for: filter, search: search)
        table.isLoading = true
        return latestRead
    }

    /// What to read now: the tasks under the filter and the search, and the list while it may have been
    /// renamed, until a read brings it.
    private var readRequest: ReadRequest {
        ReadRequest(list: list, readsList: listMayHaveChanged, filter: filter, search: search)
    }

    private static func answer(of request: ReadRequest, from service: any TaskListService) async -> Result<
        (TaskList?, TaskRows), TaskListError
    > {
        do {
            let list = request.readsList ? try await service.list(id: request.list.id) : nil
            let tasks = try await service.tasks(
                inList: request.list.id, matching: request.filter, search: request.search)
            return .success((list, tasks))
        } catch {
            return .failure(error)
        }
    }

    /// Shows the tasks that `read` brought, and the list when it read it, or why they could not be read; a
    /// list that is gone closes the screen and calls `onListDeleted` (B42). An answer nobody waits for any
    /// more (a newer read started, or the task was cancelled) changes nothing; then it returns false.
    @discardableResult
    private func show(_ answer: Result<(TaskList?, TaskRows), TaskListError>, of read: Int) -> Bool {
        guard read == latestRead, !Task.isCancelled else { return false }
        switch answer {
        case .success(let (list, tasks)):
            if let list {
                self.list = list
                listMayHaveChanged = false
            }
            visibleTasks = tasks
        case .failure(.cancelled):
            return false
        case .failure(let error):
            visibleTasks = TaskRows()
            statusMessage = Strings.message(for: error)
            if error == .listNotFound {
                coordinator.returnToHome()
                onListDeleted()
            }
        }
        table.show(visibleTasks)
        selectSavedTask()
        return true
    }

    /// Selects a task the editor added, first switching to All when the filter would hide it and clearing
    /// the query when the search would.
    private func didAdd(_ task: TaskItem) {
        let isHidden = !filter.includes(task) || !search.matches(task)
        if !filter.includes(task) {
            filter = .all
        }
        if !search.matches(task) {
            searchQuery = ""
        }
        select(task, readingAgain: isHidden)
    }

    /// Selects a task the editor edited, first switching to All when the filter would hide it (another
    /// program marked it done while the editor was open); an edited task that the query no longer finds
    /// leaves the rows and the query stays.
    private func didEdit(_ task: TaskItem) {
        let isHidden = !filter.includes(task)
        if isHidden {
            filter = .all
        }
        select(task, readingAgain: isHidden)
    }

    /// Selects a task an editor saved or an undo restored: at once if the rows hold it, else when the read its
    /// change started brings it, or the read started now for the filter and the search that show it.
    private func select(_ task: TaskItem, readingAgain: Bool) {
        taskToSelect = task.id
        if readingAgain {
            readAfterChange()
        } else if visibleTasks.firstIndex(ofID: task.id) != nil {
            selectSavedTask()
        }
    }

    private func selectSavedTask() {
        guard let id = taskToSelect else { return }
        taskToSelect = nil
        if let index = visibleTasks.firstIndex(ofID: id) {
            table.select(at: index)
        }
    }

    /// Deletes the task, and keeps what the delete removed for an undo once it has succeeded.
    private func deleteTask(id: TaskItem.ID) async {
        do {
            undoHistory[undoScope] = .deletedTask(try await service.deleteTask(id: id))
        } catch {
            report(error)
        }
    }

    /// Shows why a write failed, unless the screen is gone.
    private func report(_ error: TaskListError) {
        if !Task.isCancelled {
            statusMessage = Strings.message(for: error)
        }
    }
}

/// What one read of the tasks screen asks the service for: the tasks of `list` under a filter and a search,
/// and the list itself first when it may have been renamed or deleted.
private struct ReadRequest {
    let list: TaskList
    let readsList: Bool
    let filter: TaskFilter
    let search: TaskSearch
}
