import Observation
import TaskListDomain
import TaskListStrings

/// Where the tasks screen's view model sends the user; the app coordinator is one.
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
@Observable
package final class TasksViewModel {
    /// The title bar: the list's icon and title, the filter and the search.
    package private(set) var title: String
    /// The visible tasks with their checkboxes, and the selected one.
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
    private let onListDeleted: () -> Void
    @ObservationIgnored private var list: TaskList
    @ObservationIgnored private var filter = TaskFilter.all
    @ObservationIgnored private var visibleTasks = TaskRows()
    @ObservationIgnored private var subscription: ChangeSubscription?

    /// A view model of `list`'s tasks; `onListDeleted` hears when the list is gone and the screen closed.
    package init(
        list: TaskList, service: any TaskListService, coordinator: any TasksCoordinating,
        onListDeleted: @escaping () -> Void
    ) {
        self.list = list
        self.service = service
        self.coordinator = coordinator
        self.onListDeleted = onListDeleted
        title = Strings.Tasks.title(list, filter: filter)
    }

    /// Loads the tasks and follows every later change that can touch them; the view calls it when it
    /// shows the screen.
    package func load() {
        subscription = service.observeChanges { [weak self] change in self?.serviceDidChange(change) }
        reload()
    }

    /// Opens the editor for a new task, which is selected once saved.
    package func addTask() {
        coordinator.showTaskEditor(.add(toList: list.id)) { [weak self] task in self?.didAdd(task) }
    }

    /// Marks the selected task done, or not done again.
    package func toggleSelectedTask() {
        guard let task = selectedTask else { return }
        do {
            try service.toggleTask(id: task.id)
        } catch {
            statusMessage = Strings.message(for: error)
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
            [weak self] in self?.deleteTask(id: task.id)
        }
    }

    /// Moves the selected task past the task shown `offset` rows away (-1 above, +1 below), which takes its
    /// place; the selection follows it when the rows reload (B67). On the first or the last row, or
    /// without tasks, it does nothing.
    package func moveSelectedTask(by offset: Int) {
        guard let index = table.selectedIndex, visibleTasks.indices.contains(index + offset) else {
            return
        }
        do {
            try service.moveTask(id: visibleTasks.id(at: index), past: visibleTasks.id(at: index + offset))
        } catch {
            statusMessage = Strings.message(for: error)
        }
    }

    /// Switches to the next filter and selects the first row.
    package func showNextFilter() {
        filter = filter.next
        reload()
        table.select(at: 0)
    }

    /// Opens the search field, holding the query kept so far.
    package func openSearch() {
        isSearchFieldOpen = true
    }

    /// Narrows the tasks to those whose title contains `query`, and selects the first row.
    package func search(for query: String) {
        searchQuery = query
        reload()
        table.select(at: 0)
    }

    /// Closes the search field and keeps the query.
    package func closeSearch() {
        isSearchFieldOpen = false
    }

    /// Clears the query and closes the search field, showing every task the filter lets through from the
    /// first row.
    package func clearSearch() {
        search(for: "")
        isSearchFieldOpen = false
    }

    /// Goes back to Home.
    package func goBack() {
        coordinator.goBack()
    }

    private var search: TaskSearch {
        TaskSearch(searchQuery)
    }

    private var selectedTask: TaskItem? {
        table.selectedIndex.map { visibleTasks[$0] }
    }

    private func serviceDidChange(_ change: TaskListChange) {
        if change.concerns(listID: list.id) {
            reload()
        }
    }

    /// Reads the list and its tasks under the filter and the search; a failure leaves no tasks and says
    /// why, and a list that is gone closes the screen and calls `onListDeleted` (B42).
    private func reload() {
        do {
            list = try service.list(id: list.id)
            visibleTasks = try service.tasks(inList: list.id, matching: filter, search: search)
        } catch {
            visibleTasks = TaskRows()
            statusMessage = Strings.message(for: error)
            if error == .listNotFound {
                coordinator.returnToHome()
                onListDeleted()
            }
        }
        title = Strings.Tasks.title(list, filter: filter, search: search)
        table.emptyText = Strings.Tasks.emptyState(for: filter, search: search)
        table.show(visibleTasks)
    }

    /// Selects a task the editor added, first switching to All when the filter would hide it and clearing
    /// the query when the search would.
    private func didAdd(_ task: TaskItem) {
        if !filter.includes(task) {
            filter = .all
            reload()
        }
        if !search.matches(task) {
            searchQuery = ""
            reload()
        }
        select(task)
    }

    /// Selects a task the editor edited, first switching to All when the filter would hide it (another
    /// program marked it done while the editor was open); an edited task that the query no longer finds
    /// leaves the rows and the query stays.
    private func didEdit(_ task: TaskItem) {
        if !filter.includes(task) {
            filter = .all
            reload()
        }
        select(task)
    }

    /// Selects a task the editor saved when it is shown. `visibleTasks` already holds it: the service
    /// notified this view model, which reloaded, before the editor's save returned, because change
    /// notifications are synchronous.
    private func select(_ task: TaskItem) {
        if let index = visibleTasks.firstIndex(ofID: task.id) {
            table.select(at: index)
        }
    }

    private func deleteTask(id: TaskItem.ID) {
        do {
            try service.deleteTask(id: id)
        } catch {
            statusMessage = Strings.message(for: error)
        }
    }
}
