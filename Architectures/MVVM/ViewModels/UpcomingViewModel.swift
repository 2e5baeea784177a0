import Observation
import TaskListDomain
import TaskListStrings

/// Where Upcoming's view model sends the user; the app coordinator is one.
@MainActor
package protocol UpcomingCoordinating: AnyObject {
    /// Shows the tasks of `list`, all of them and unsearched, with the task `taskID` selected once its rows
    /// come; `onListDeleted` hears when the list is gone and the screen closed.
    func showTasks(of list: TaskList, selecting taskID: TaskItem.ID, onListDeleted: @escaping () -> Void)
    /// Goes back to the screen that opened Upcoming.
    func goBack()
}

/// Upcoming's state and inputs: every task not done that has a due date, across the lists, as rows with
/// their list and due date, the selected one, and what the user can do with it. It reads them again after
/// every change (B89), never sees a view, and navigates through its coordinator.
///
/// Its inputs that wait for the service are `async`: the view runs each in a task it owns. A read that a
/// change starts is this view model's own task, which holds it weakly. Only the answer of the read started
/// last is shown, so an answer that a newer read overtook changes nothing (B76).
@MainActor
@Observable
package final class UpcomingViewModel {
    /// The title bar.
    package let title = Strings.Upcoming.title
    /// The upcoming tasks with their lists and due dates, the selected one, and whether they are being read.
    package let table = TableViewModel<[UpcomingTask]>(emptyText: Strings.Upcoming.emptyState) { upcoming in
        RowViewModel(text: Strings.Upcoming.row(upcoming), detail: Strings.Upcoming.detail(upcoming))
    }
    /// Why the last action failed, for the status line; the view clears it once shown, at the next key.
    package var statusMessage: String?

    private let service: any TaskListService
    private let coordinator: any UpcomingCoordinating
    private let undoHistory: any UndoHistory
    private let onListDeleted: () -> Void
    @ObservationIgnored private var upcomingTasks: [UpcomingTask] = []
    @ObservationIgnored private var subscription: ChangeSubscription?
    /// Counts the reads started; only the answer of the last one is shown.
    @ObservationIgnored private var latestRead = 0
    /// The read the last change started; a newer read cancels it, and so does freeing the view model.
    @ObservationIgnored private var changeRead: Task<Void, Never>?
    /// The task an undo put back, selected once the rows hold it.
    @ObservationIgnored private var taskToSelect: TaskItem.ID?

    /// A view model of the upcoming tasks that keeps the last task it toggled in `undoHistory`, which
    /// outlives it; `onListDeleted` hears when a list opened from here is gone and its screen closed.
    package init(
        service: any TaskListService, coordinator: any UpcomingCoordinating, undoHistory: any UndoHistory,
        onListDeleted: @escaping () -> Void
    ) {
        self.service = service
        self.coordinator = coordinator
        self.undoHistory = undoHistory
        self.onListDeleted = onListDeleted
    }

    deinit {
        changeRead?.cancel()
    }

    /// Loads the upcoming tasks and follows every later change, in any list; the view runs it when it
    /// shows the screen.
    package func load() async {
        subscription = service.observeChanges { [weak self] _ in self?.readAfterChange() }
        await reload()
    }

    /// Reads the upcoming tasks again, as ctrl-r asks after a read failed (B80).
    package func reload() async {
        let read = beginRead()
        show(await Self.upcomingTasks(from: service), of: read)
    }

    /// Marks the selected task done; it leaves the rows when the service has answered and the tasks are
    /// read again (B87), and the toggle is kept for an undo.
    package func toggleSelectedTask() async {
        guard let upcoming = selectedTask else { return }
        do {
            undoHistory[.upcoming] = .toggledTask(try await service.toggleTask(id: upcoming.task.id))
        } catch {
            report(error)
        }
    }

    /// Takes back the last toggle made on Upcoming: the task shows again and is selected once the rows hold
    /// it, and the status line says so; or it says why it could not, or that there is nothing to undo (B91-B93).
    package func undo() async {
        do {
            guard let change = try await undoHistory.undoLastChange(in: .upcoming, through: service) else {
                statusMessage = Strings.Undo.nothingToUndo
                return
            }
            guard !Task.isCancelled else { return }
            statusMessage = Strings.Undo.undone(change)
            if case .toggledTask(let task) = change {
                select(task.id)
            }
        } catch {
            report(error)
        }
    }

    /// Opens the selected task's list with the task selected (B88).
    package func openSelectedTask() {
        guard let upcoming = selectedTask else { return }
        coordinator.showTasks(of: upcoming.list, selecting: upcoming.task.id, onListDeleted: onListDeleted)
    }

    /// Goes back to Home.
    package func goBack() {
        coordinator.goBack()
    }

    private var selectedTask: UpcomingTask? {
        table.selectedIndex.map { upcomingTasks[$0] }
    }

    /// Reads the upcoming tasks after a change, in a task of its own that does not keep this view model
    /// alive.
    private func readAfterChange() {
        let read = beginRead()
        changeRead = Task { [weak self, service] in
            let answer = await Self.upcomingTasks(from: service)
            self?.show(answer, of: read)
        }
    }

    /// Starts a read: the one before it is no longer wanted, and the rows are loading.
    private func beginRead() -> Int {
        changeRead?.cancel()
        latestRead += 1
        table.isLoading = true
        return latestRead
    }

    private static func upcomingTasks(from service: any TaskListService) async -> Result<
        [UpcomingTask], TaskListError
    > {
        do {
            return .success(try await service.upcomingTasks())
        } catch {
            return .failure(error)
        }
    }

    /// Shows the tasks that `read` brought, or no rows and why the read failed (B80); an answer nobody
    /// waits for any more (a newer read started, or the task was cancelled) changes nothing.
    private func show(_ answer: Result<[UpcomingTask], TaskListError>, of read: Int) {
        guard read == latestRead, !Task.isCancelled else { return }
        switch answer {
        case .success(let upcomingTasks): self.upcomingTasks = upcomingTasks
        case .failure(.cancelled): return
        case .failure(let error):
            upcomingTasks = []
            statusMessage = Strings.message(for: error)
        }
        table.show(upcomingTasks)
        selectUndoneTask()
    }

    /// Selects the task an undo put back: at once if the rows hold it, else when the read its change started
    /// brings it.
    private func select(_ taskID: TaskItem.ID) {
        taskToSelect = taskID
        if upcomingTasks.firstIndex(ofID: taskID) != nil {
            selectUndoneTask()
        }
    }

    private func selectUndoneTask() {
        guard let id = taskToSelect else { return }
        taskToSelect = nil
        if let index = upcomingTasks.firstIndex(ofID: id) {
            table.select(at: index)
        }
    }

    /// Shows why a write failed, unless the screen is gone.
    private func report(_ error: TaskListError) {
        if !Task.isCancelled {
            statusMessage = Strings.message(for: error)
        }
    }
}
